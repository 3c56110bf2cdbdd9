import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { z } from 'zod';

const execFileAsync = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Replaces `[<id>]` in the body with a fresh id per request, so each request is someone else. */
  uniqueIds?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  failures: number;
  total: number;
}

/** The part of autocannon's `--json` report used here. */
const reportSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});

/** Runs autocannon in a process of its own, so the load generator never waits on this one. */
export async function runLoad(
  target: LoadTarget,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const args = [
    autocannonCli,
    '--json',
    '--no-progress',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.seconds),
    '--method',
    target.method,
    ...Object.entries(target.headers ?? {}).flatMap(([name, value]) => [
      '--headers',
      `${name}=${value}`,
    ]),
    ...(target.body === undefined ? [] : ['--body', target.body]),
    ...(target.uniqueIds === true ? ['--idReplacement'] : []),
    target.url,
  ];
  const { stdout } = await execFileAsync(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const report = reportSchema.parse(JSON.parse(stdout));
  return {
    requestsPerSecond: report.requests.average,
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    failures: report.non2xx + report.errors + report.timeouts,
    total: report.requests.total,
  };
}
