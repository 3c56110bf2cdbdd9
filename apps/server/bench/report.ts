import { writeBenchmarkSection } from '@app/testing';
import type { LoadResult } from './autocannon.ts';

/** The issue's targets for contact submissions at 50 connections, the staff alert's write included. */
const minimumShareOfBaseline = 0.65;
const maximumP99Ms = 50;

const sectionHeading = '## API (autocannon)';

export interface MeasuredScenario {
  name: string;
  result: LoadResult;
  /** Does the same work as the baseline, so its throughput is compared with it. */
  comparedToBaseline: boolean;
}

export interface ApiBenchmark {
  date: Date;
  machine: string;
  nodeVersion: string;
  postgresVersion: string;
  connections: number;
  measureSeconds: number;
  warmUpSeconds: number;
  baseline: LoadResult;
  scenarios: MeasuredScenario[];
  /** From `POST /api/contact` to its staff alert accepted by a local SMTP server. */
  alertDelivery: { samples: number; p50Ms: number; p99Ms: number };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-AU');
const percent = (value: number) => `${Math.round(value * 100)}%`;

function row(name: string, result: LoadResult, share: string): string[] {
  return [
    name,
    whole(result.requestsPerSecond),
    String(result.p50Ms),
    String(result.p99Ms),
    `${whole(result.failures)} of ${whole(result.total)}`,
    share,
  ];
}

/** A Markdown table laid out as Prettier would, the first column left-aligned, the rest right. */
export function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`))
    .join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)];
}

function targetVerdicts(benchmark: ApiBenchmark): string[] {
  return benchmark.scenarios
    .filter((scenario) => scenario.comparedToBaseline)
    .flatMap(({ result }) => {
      const share = result.requestsPerSecond / benchmark.baseline.requestsPerSecond;
      return [
        `- Throughput at least ${percent(minimumShareOfBaseline)} of the baseline: ${percent(share)}, ${share >= minimumShareOfBaseline ? '**met**' : '**not met**'}.`,
        `- p99 latency under ${maximumP99Ms} ms at ${benchmark.connections} connections: ${result.p99Ms} ms, ${result.p99Ms < maximumP99Ms ? '**met**' : '**not met**'}.`,
      ];
    });
}

export function renderApiSection(benchmark: ApiBenchmark): string {
  const { baseline } = benchmark;
  return [
    sectionHeading,
    '',
    `Measured by \`pnpm bench:api\` on ${benchmark.date.toISOString().slice(0, 10)}: ${benchmark.machine}, Node ${benchmark.nodeVersion}, PostgreSQL ${benchmark.postgresVersion} (the embedded server with its default, durable settings). Server, database and load generator share the machine. The server runs as in production (\`scripts/start.sh\`, \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, pool of 10 connections, form rate limit raised). autocannon with ${benchmark.connections} connections, ${benchmark.measureSeconds} s per run after a ${benchmark.warmUpSeconds} s warm-up; every run starts after a checkpoint. The baseline and \`POST /api/contact\` run twice each, in the order baseline, ours, ours, baseline, so that a change in the machine's load weighs on both alike: requests/s is the mean of the two runs, p50 and p99 the worse of them.`,
    '',
    'The baseline (`apps/server/bench/baseline-server.ts`) is a bare Fastify route with a `pg` pool of the same size doing the same two INSERTs in one transaction (BEGIN, two statements, COMMIT), with no validation, ORM, rate limiting or error mapping; it runs in the same benchmark run against the same database. The site writes the same two rows and the staff alert in one statement, one round trip to the database instead of four, which is why it can pass the baseline.',
    '',
    ...markdownTable(
      ['Scenario', 'Requests/s', 'p50 (ms)', 'p99 (ms)', 'Failed', 'Share of baseline'],
      [
        row('Baseline: bare Fastify + `pg`, same two INSERTs', baseline, '100%'),
        ...benchmark.scenarios.map(({ name, result, comparedToBaseline }) =>
          row(
            name,
            result,
            comparedToBaseline
              ? percent(result.requestsPerSecond / baseline.requestsPerSecond)
              : '—',
          ),
        ),
      ],
    ),
    '',
    'Targets for `POST /api/contact`:',
    '',
    ...targetVerdicts(benchmark),
    '',
    `Staff alert delivery: the server runs with \`SMTP_URL\` pointing at an SMTP server in the benchmark process (\`smtp-server\`), so the load runs above include the outbox write and the worker sending alerts beside them. After them (their backlog of alerts cleared), ${benchmark.alertDelivery.samples} requests sent one at a time measure the time from \`POST /api/contact\` to its alert accepted by that server: p50 ${benchmark.alertDelivery.p50Ms} ms, p99 ${benchmark.alertDelivery.p99Ms} ms (target: within 5 s, ${benchmark.alertDelivery.p99Ms < 5_000 ? '**met**' : '**not met**'}).`,
    '',
  ].join('\n');
}

/** Replaces the API section of the benchmarks page (or adds it), leaving every other section as it is. */
export async function writeApiSection(benchmark: ApiBenchmark): Promise<void> {
  await writeBenchmarkSection(sectionHeading, renderApiSection(benchmark));
}
