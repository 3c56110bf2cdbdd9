/**
 * `pnpm --filter @app/server bench:burst`: the largest burst of simultaneous contact submissions
 * the production server answers without a single 5xx on this machine, with its default pool and
 * form write queue. Bursts double from 250 until one gets a 5xx (or reaches `largestBurst`), then
 * the gap is halved a few times. Prints a Markdown table for docs/benchmarks.md, with the load
 * average, since other processes on the machine move the figure. Not part of CI.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startDatabase, type DatabaseLogger } from '@app/db';
import { startServerProcess, type ServerProcess } from '@app/testing';

const firstBurst = 250;
const largestBurst = 8_000;
const refinements = 3;

const quietLogger: DatabaseLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: (details, message) => {
    console.error(message, details);
  },
};

interface BurstResult {
  size: number;
  succeeded: number;
  serverErrors: number;
  otherFailures: number;
  slowestMs: number;
  wholeBurstMs: number;
}

/** Node's fetch opens a connection per request in flight, as that many visitors would. */
async function fire(server: ServerProcess, size: number): Promise<BurstResult> {
  const startedAt = Date.now();
  const outcomes = await Promise.all(
    Array.from({ length: size }, async (_, index) => {
      const sentAt = Date.now();
      try {
        const response = await fetch(`${server.baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Burst Tester',
            email: `burst-${size}-${index}@example.com`,
            contact: '+61 412 345 678',
          }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: Date.now() - sentAt };
      } catch {
        return { status: 0, ms: Date.now() - sentAt };
      }
    }),
  );
  return {
    size,
    succeeded: outcomes.filter(({ status }) => status === 200).length,
    serverErrors: outcomes.filter(({ status }) => status >= 500).length,
    otherFailures: outcomes.filter(({ status }) => status !== 200 && status < 500).length,
    slowestMs: Math.max(...outcomes.map(({ ms }) => ms)),
    wholeBurstMs: Date.now() - startedAt,
  };
}

function passed(result: BurstResult): boolean {
  return result.serverErrors === 0 && result.otherFailures === 0;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-postgres-'));
  // The embedded PostgreSQL of production, with its default (durable) settings.
  const postgres = await startDatabase({ dataDir, logger: quietLogger });
  let server: ServerProcess | undefined;
  try {
    const running = await startServerProcess({
      environment: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        DATABASE_URL: postgres.url,
        FORM_RATE_LIMIT_PER_MINUTE: '100000000',
        WEB_DIST_DIR: '/nonexistent-web-dist',
      },
    });
    server = running;
    const loadAtStart = loadavg();
    const results: BurstResult[] = [];
    const run = async (size: number) => {
      await delay(2_000);
      const result = await fire(running, size);
      console.log(JSON.stringify(result));
      results.push(result);
      return result;
    };

    let good = 0;
    let bad: number | undefined;
    for (let size = firstBurst; size <= largestBurst; size *= 2) {
      if (passed(await run(size))) good = size;
      else {
        bad = size;
        break;
      }
    }
    for (let step = 0; bad !== undefined && step < refinements; step += 1) {
      const size = Math.round((good + bad) / 2);
      if (passed(await run(size))) good = size;
      else bad = size;
    }
    const loadAtEnd = loadavg();

    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version}; load average (1, 5, 15 min) ${loadAtStart.map((value) => value.toFixed(2)).join(', ')} at the start, ${loadAtEnd.map((value) => value.toFixed(2)).join(', ')} at the end\n`,
    );
    console.log(
      '| Burst | Answered 200 | 5xx | Other failures | Slowest answer (ms) | Whole burst (ms) |',
    );
    console.log(
      '| ----: | -----------: | --: | -------------: | ------------------: | ---------------: |',
    );
    for (const result of results.sort((a, b) => a.size - b.size)) {
      console.log(
        `| ${result.size} | ${result.succeeded} | ${result.serverErrors} | ${result.otherFailures} | ${result.slowestMs} | ${result.wholeBurstMs} |`,
      );
    }
    console.log(`\nLargest burst with no 5xx and no failure: ${good}`);
  } finally {
    await server?.stop();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
