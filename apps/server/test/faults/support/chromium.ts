import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';

/** Debian's Chromium, with the flags these machines need. */
const chromium = '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const hydrationTimeoutMs = 30_000;
/** Mantine adds styles after hydration too; violations they cause are reported by then. */
const settleAfterHydrationMs = 500;

/** Runs before any of the page's own scripts and, being injected by the browser, outside its CSP. */
const violationRecorder = `
  window.__policyViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__policyViolations.push(
      event.violatedDirective + ' blocked ' + event.blockedURI + ' in ' + event.sourceFile,
    );
  });
`;

const responseSchema = z.object({
  id: z.number(),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.object({ message: z.string() }).optional(),
});

/** A minimal client of the Chrome DevTools Protocol over Node's WebSocket. */
class DevToolsConnection {
  readonly #socket: WebSocket;
  readonly #pending = new Map<number, (response: z.infer<typeof responseSchema>) => void>();
  #nextId = 1;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.addEventListener('message', (event) => {
      const parsed = responseSchema.safeParse(JSON.parse(String(event.data)));
      if (parsed.success) this.#pending.get(parsed.data.id)?.(parsed.data);
    });
  }

  static async open(url: string): Promise<DevToolsConnection> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new DevToolsConnection(socket);
  }

  async send(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<Record<string, unknown>> {
    const id = this.#nextId++;
    const response = new Promise<z.infer<typeof responseSchema>>((resolve) => {
      this.#pending.set(id, resolve);
    });
    this.#socket.send(JSON.stringify({ id, method, params, sessionId }));
    const { result, error } = await response;
    this.#pending.delete(id);
    if (error !== undefined) throw new Error(`${method}: ${error.message}`);
    return result ?? {};
  }

  close(): void {
    this.#socket.close();
  }
}

function devToolsUrl(stderr: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    stderr.once('end', () => {
      reject(new Error(`Chromium did not start:\n${output}`));
    });
  });
}

export interface LoadedPage {
  /** The app marks the document once React has hydrated it: its scripts ran. */
  hydrated: boolean;
  /** Every Content Security Policy violation the page reported, as "directive blocked URI in file". */
  policyViolations: string[];
}

const isHydrated = "document.documentElement.dataset.hydrated === 'true'";
const isLoaded = "document.readyState === 'complete'";

export interface Chromium {
  /**
   * Opens `url` in a new tab, waits until the app has hydrated it (or, for a page without the
   * app, until it has loaded), and reports how it fared under its CSP.
   */
  load(url: string, options: { waitFor: 'hydration' | 'load' }): Promise<LoadedPage>;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Chromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'chromium-profile-'));
  const browser = spawn(
    chromium,
    [...chromiumFlags, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  const close = async () => {
    browser.kill();
    await exited;
    // Chromium's helper processes can still be writing to the profile just after it has exited.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  let connection: DevToolsConnection;
  try {
    connection = await DevToolsConnection.open(await devToolsUrl(browser.stderr));
  } catch (error) {
    await close();
    throw error;
  }

  const load = async (url: string, options: { waitFor: 'hydration' | 'load' }) => {
    const { targetId } = z
      .object({ targetId: z.string() })
      .parse(await connection.send('Target.createTarget', { url: 'about:blank' }));
    const { sessionId } = z
      .object({ sessionId: z.string() })
      .parse(await connection.send('Target.attachToTarget', { targetId, flatten: true }));
    const evaluate = async (expression: string): Promise<unknown> => {
      const { result } = await connection.send(
        'Runtime.evaluate',
        { expression, returnByValue: true },
        sessionId,
      );
      return z.object({ value: z.unknown().optional() }).parse(result).value;
    };
    try {
      await connection.send('Page.enable', {}, sessionId);
      await connection.send(
        'Page.addScriptToEvaluateOnNewDocument',
        { source: violationRecorder },
        sessionId,
      );
      await connection.send('Page.navigate', { url }, sessionId);
      const deadline = Date.now() + hydrationTimeoutMs;
      let ready = false;
      while (!ready && Date.now() < deadline) {
        await delay(100);
        ready = (await evaluate(options.waitFor === 'hydration' ? isHydrated : isLoaded)) === true;
      }
      await delay(settleAfterHydrationMs);
      return {
        hydrated: (await evaluate(isHydrated)) === true,
        policyViolations: z.array(z.string()).parse(await evaluate('window.__policyViolations')),
      };
    } finally {
      await connection.send('Target.closeTarget', { targetId });
    }
  };

  return {
    load,
    close: async () => {
      connection.close();
      await close();
    },
  };
}
