import type { ApiLogger } from './context.ts';

const hourMs = 60 * 60 * 1_000;

/**
 * Work every instance does at start and then hourly (purging old spam, asking whether the
 * retention run is due). The timer does not keep the process alive; a failed run is logged and
 * tried again an hour later (a database that is down is reported by /healthz); `stop` waits for a
 * run under way.
 */
export class HourlyJob {
  readonly #run: () => Promise<void>;
  readonly #logger: ApiLogger;
  readonly #failureMessage: string;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<void> = Promise.resolve();

  constructor(options: { run: () => Promise<void>; logger: ApiLogger; failureMessage: string }) {
    this.#run = options.run;
    this.#logger = options.logger;
    this.#failureMessage = options.failureMessage;
  }

  start(): void {
    this.#queueRun();
    this.#timer = setInterval(() => {
      this.#queueRun();
    }, hourMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** Resolves when the runs asked for so far have finished. */
  settled(): Promise<void> {
    return this.#running;
  }

  #queueRun(): void {
    this.#running = this.#running.then(async () => {
      try {
        await this.#run();
      } catch (error) {
        this.#logger.warn({ err: error }, this.#failureMessage);
      }
    });
  }
}
