import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '@app/db/free-port';

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Long enough for a first start on an embedded PostgreSQL, which creates its cluster first. */
const readyTimeoutMs = 90_000;
const healthCheckTimeoutMs = 2_000;
const healthCheckIntervalMs = 200;
const stopTimeoutMs = 15_000;
const keptOutputLength = 20_000;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  baseUrl: string;
  /** The server's process id (start.sh execs node, so this is node itself): benchmarks read its memory. */
  pid: number | undefined;
  /** How the process ended, or undefined while it runs: a crash shows up here. */
  exit(): ServerExit | undefined;
  /** The end of what the process printed, for failure messages. */
  output(): string;
  /** SIGTERM, as an orchestrator stops a container; SIGKILL if it does not end in time. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** The server's whole environment (besides PORT, HOST and PATH): nothing is inherited. */
  environment: Readonly<Record<string, string>>;
  /**
   * The port to listen on, for a caller that must put the server's own address into its
   * environment; a free port by default.
   */
  port?: number;
  /** The folder holding scripts/start.sh: the repository, or a production bundle. */
  root?: string;
  /** Run as this user and group, as the production image runs as a non-root user. */
  runAs?: { uid: number; gid: number };
  /** The folder holding the `node` to run; by default this process's. */
  nodeDir?: string;
  /** Another server to start instead, given the port it must listen on. */
  command?: (port: number) => [string, ...string[]];
}

/**
 * Starts the server with scripts/start.sh, as the production image does, on 127.0.0.1, and
 * resolves once /healthz answers 200.
 */
export async function startServerProcess(options: StartServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const [command, ...args] = options.command?.(port) ?? ['bash', 'scripts/start.sh'];
  const child = spawn(command, args, {
    cwd: options.root ?? repositoryRoot,
    env: {
      PATH: `${options.nodeDir ?? path.dirname(process.execPath)}:/usr/bin:/bin`,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...options.environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.runAs,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutputLength);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit: ServerExit | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    });
  });

  const server: ServerProcess = {
    baseUrl,
    pid: child.pid,
    exit: () => exit,
    output: () => output,
    stop: async () => {
      if (exit !== undefined) return;
      child.kill('SIGTERM');
      const outcome = await Promise.race([
        exited.then(() => 'exited'),
        delay(stopTimeoutMs, 'timed out', { ref: false }),
      ]);
      if (outcome !== 'exited') {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };

  // The server says nothing when it is ready at a quiet log level, so its health is polled.
  const deadline = Date.now() + readyTimeoutMs;
  while (exit === undefined && Date.now() < deadline) {
    const healthy = await fetch(`${baseUrl}/healthz`, {
      signal: AbortSignal.timeout(healthCheckTimeoutMs),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await delay(healthCheckIntervalMs);
  }
  await server.stop();
  throw new Error(
    `The server did not become healthy (exit: ${JSON.stringify(exit)}). Its output:\n${output}`,
  );
}
