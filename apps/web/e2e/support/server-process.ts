import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { findFreePort } from './free-port.ts';
import { serverMainFile, webDistDir } from './paths.ts';

export type ServerProcessOptions = {
  /** The database to use; without one the server starts its embedded PostgreSQL in `dataDir`. */
  readonly database: { readonly url: string } | { readonly dataDir: string };
  readonly formRateLimitPerMinute?: number;
};

export type ServerProcess = {
  readonly baseUrl: string;
  stop(): Promise<void>;
};

const startTimeoutMs = 90_000;
const stopTimeoutMs = 15_000;

async function waitUntilHealthy(
  baseUrl: string,
  hasExited: () => boolean,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`The server exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`The server was not healthy within ${startTimeoutMs} ms:\n${output()}`);
}

/**
 * A private copy of the built web app: the server keeps its pages in memory, so a rebuild of
 * apps/web/dist during the run (another `pnpm build`) must not replace the assets under it.
 */
async function snapshotWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  if (!existsSync(path.join(webDistDir, 'routes.json'))) {
    throw new Error(
      `${webDistDir} holds no prerendered build: run \`pnpm --filter @app/web build\` first`,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await cp(webDistDir, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Runs the real server (`node apps/server/src/runtime/main.ts`) on a free port, serving a snapshot of the
 * built web app, and resolves once /healthz answers. Its environment is built here, not inherited.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const webDist = await snapshotWebDist();
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist.dir,
    PUBLIC_SITE_URL: baseUrl,
    FORM_RATE_LIMIT_PER_MINUTE: String(options.formRateLimitPerMinute ?? 10_000),
    ...('url' in options.database
      ? { DATABASE_URL: options.database.url }
      : { DATA_DIR: options.database.dataDir }),
  };
  const child = spawn(process.execPath, [serverMainFile], {
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async () => {
    if (!hasExited()) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        delay(stopTimeoutMs, false, { ref: false }),
      ]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await webDist.remove();
  };

  try {
    await waitUntilHealthy(baseUrl, hasExited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
