import { isDatabaseUnavailable, ServiceUnavailableError } from './errors.ts';

export interface AdmissionQueueOptions {
  /** Most tasks running at once: a little under the pool size, so other work keeps a connection. */
  concurrency: number;
  /** Most tasks waiting for their turn; beyond it a task is refused at once. */
  maxQueued: number;
  /** Longest a task waits for its turn before it is refused. */
  maxWaitMs: number;
}

interface Waiter {
  admit: () => void;
  refuse: (error: ServiceUnavailableError) => void;
  timer: NodeJS.Timeout;
}

/**
 * Lets a burst of database writes through a few at a time instead of all at once. Unqueued, a
 * burst larger than the pool can serve within its 5 s acquire wait is answered 503 while the
 * database is healthy; queued here, each write waits its turn for up to `maxWaitMs`, and only a
 * queue longer than `maxQueued` is refused at once (503), as that many writes could not be served
 * in time anyway.
 *
 * When a write fails because the database is unreachable or not answering, every waiting write is
 * refused at once: they would each meet the same fate, one after the other, and a frozen database
 * would otherwise keep the queue's tail waiting for `maxWaitMs`.
 */
export class AdmissionQueue {
  readonly #options: AdmissionQueueOptions;
  #running = 0;
  readonly #waiting = new Set<Waiter>();

  constructor(options: AdmissionQueueOptions) {
    this.#options = options;
  }

  /** How many tasks are running and how many are waiting. */
  get size(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.size };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.#admit();
    try {
      return await task();
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.#refuseWaiting();
      throw error;
    } finally {
      this.#release();
    }
  }

  #admit(): Promise<void> {
    if (this.#running < this.#options.concurrency && this.#waiting.size === 0) {
      this.#running += 1;
      return Promise.resolve();
    }
    if (this.#waiting.size >= this.#options.maxQueued) {
      return Promise.reject(new ServiceUnavailableError());
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: resolve,
        refuse: reject,
        timer: setTimeout(() => {
          this.#waiting.delete(waiter);
          reject(new ServiceUnavailableError());
        }, this.#options.maxWaitMs),
      };
      this.#waiting.add(waiter);
    });
  }

  #release(): void {
    // A Set iterates in insertion order, so the longest waiting goes first and takes over the slot.
    const [next] = this.#waiting;
    if (next === undefined) {
      this.#running -= 1;
      return;
    }
    this.#waiting.delete(next);
    clearTimeout(next.timer);
    next.admit();
  }

  #refuseWaiting(): void {
    for (const waiter of this.#waiting) {
      clearTimeout(waiter.timer);
      waiter.refuse(new ServiceUnavailableError());
    }
    this.#waiting.clear();
  }
}
