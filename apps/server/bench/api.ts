/**
 * `pnpm bench:api`: load figures for the API against a real PostgreSQL on this machine, next to a
 * bare Fastify + pg baseline measured in the same run. Writes the "API (autocannon)" section of
 * docs/benchmarks.md. Needs the web app built (`pnpm build`) for the home page scenario.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { startDatabase, type DatabaseLogger } from '@app/db';
import {
  repositoryRoot,
  type SmtpSink,
  startServerProcess,
  startSmtpSink,
  type ServerProcess,
} from '@app/testing';
import { type LoadResult, type LoadTarget, runLoad } from './autocannon.ts';
import { type MeasuredScenario, writeApiSection } from './report.ts';

const connections = 50;
const measureSeconds = 10;
const warmUpSeconds = 3;
const admin = { email: 'bench@bamboobridgeteams.com.au', password: 'benchmark-password' };
// Every request from another address, as real traffic is: one address would make every request
// after the first a repeat enquiry, all queueing for the same lead's row.
const contactBody = JSON.stringify({
  name: 'Jane Citizen',
  email: 'jane-[<id>]@example.com',
  contact: '+61 412 345 678',
  company: 'Acme Pty Ltd',
  teamSize: '4-7',
  message: 'A marketplace for local trades.',
});
const json = { 'content-type': 'application/json' };
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br' };

const quietLogger: DatabaseLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: (details, message) => {
    console.error(message, details);
  },
};

function report(label: string, result: LoadResult): LoadResult {
  console.log(
    `${label}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.failures} failed of ${result.total}`,
  );
  return result;
}

/**
 * The server has worked off what the last scenario left queued when /healthz answers at once;
 * after a minute the next scenario starts anyway.
 */
async function waitUntilIdle(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const startedAt = Date.now();
    await fetch(`${server.baseUrl}/healthz`);
    if (Date.now() - startedAt < 50) return;
    await delay(500);
  }
}

/**
 * Each measured run starts right after a checkpoint, so that no run pays for the WAL written by
 * the one before.
 */
async function measuredRun(database: pg.Client, target: LoadTarget): Promise<LoadResult> {
  await database.query('checkpoint');
  return runLoad(target, { connections, seconds: measureSeconds });
}

async function measure(
  database: pg.Client,
  server: ServerProcess,
  label: string,
  target: LoadTarget,
): Promise<LoadResult> {
  await runLoad(target, { connections, seconds: warmUpSeconds });
  await waitUntilIdle(server);
  const result = await measuredRun(database, target);
  await waitUntilIdle(server);
  return report(label, result);
}

/** Two runs as one: mean throughput, the worse latencies. */
function combine(first: LoadResult, second: LoadResult): LoadResult {
  return {
    requestsPerSecond: (first.requestsPerSecond + second.requestsPerSecond) / 2,
    p50Ms: Math.max(first.p50Ms, second.p50Ms),
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    failures: first.failures + second.failures,
    total: first.total + second.total,
  };
}

/**
 * Our server against the baseline in the order baseline, ours, ours, baseline, so that a change
 * in the machine's load during the run weighs on both alike.
 */
async function measureAgainstBaseline(
  database: pg.Client,
  baseline: LoadTarget,
  ours: LoadTarget,
): Promise<{ baseline: LoadResult; ours: LoadResult }> {
  await runLoad(baseline, { connections, seconds: warmUpSeconds });
  await runLoad(ours, { connections, seconds: warmUpSeconds });
  const firstBaseline = report('baseline, run 1', await measuredRun(database, baseline));
  const firstOurs = report('contact, run 1', await measuredRun(database, ours));
  const secondOurs = report('contact, run 2', await measuredRun(database, ours));
  const secondBaseline = report('baseline, run 2', await measuredRun(database, baseline));
  return {
    baseline: report('baseline', combine(firstBaseline, secondBaseline)),
    ours: report('contact', combine(firstOurs, secondOurs)),
  };
}

async function logIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: admin.email,
      password: admin.password,
      honeypot: '',
      submitTime: Date.now() - 5_000,
    }),
  });
  if (!response.ok)
    throw new Error(`Admin login failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}

async function seedLeads(database: pg.Client, count: number): Promise<void> {
  await database.query('truncate leads restart identity cascade');
  await database.query(
    `insert into leads (name, email, contact, company, team_size, message, stage, probability, is_won, is_lost)
     select 'Lead ' || i, 'lead' || i || '@example.com', '+61 412 345 678', 'Acme Pty Ltd', '4-7',
            'A marketplace for local trades.', 'new', 0, false, false
     from generate_series(1, $1::int) as i`,
    [count],
  );
}

async function leadsListed(server: ServerProcess, token: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/leads`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: unknown[] };
  return data.length;
}

const alertDeliverySamples = 100;

/** Milliseconds from each request to its alert accepted by the SMTP server, one request at a time. */
async function measureAlertDelivery(
  server: ServerProcess,
  smtp: SmtpSink,
): Promise<{ samples: number; p50Ms: number; p99Ms: number }> {
  const durations: number[] = [];
  for (let sample = 0; sample < alertDeliverySamples; sample += 1) {
    const email = `alert-delivery-${sample}@example.com`;
    const startedAt = performance.now();
    const delivered = smtp.waitForMail(
      (mail) => mail.headers.get('reply-to')?.includes(email) === true,
      10_000,
    );
    const response = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...(JSON.parse(contactBody) as object), email }),
    });
    if (!response.ok) throw new Error(`POST /api/contact answered ${response.status}`);
    await delivered;
    durations.push(performance.now() - startedAt);
  }
  durations.sort((a, b) => a - b);
  const at = (quantile: number) =>
    Math.round(
      durations[Math.min(durations.length - 1, Math.floor(durations.length * quantile))] ?? 0,
    );
  const result = { samples: durations.length, p50Ms: at(0.5), p99Ms: at(0.99) };
  console.log(`alert delivery: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
  return result;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(repositoryRoot, 'apps/web/dist/routes.json'))) {
    throw new Error('The web app is not built: run `pnpm build` first.');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-postgres-'));
  // The embedded PostgreSQL of production, with its default (durable) settings.
  const postgres = await startDatabase({ dataDir, logger: quietLogger });
  const servers: ServerProcess[] = [];
  const database = new pg.Client({ connectionString: postgres.url });
  const smtp = await startSmtpSink();
  try {
    const server = await startServerProcess({
      environment: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: postgres.url,
        FORM_RATE_LIMIT_PER_MINUTE: '100000000',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Site Alerts <alerts@bamboobridgeteams.com.au>',
        LEAD_ALERT_TO: 'sales@bamboobridgeteams.com.au',
      },
    });
    servers.push(server);
    const baseline = await startServerProcess({
      environment: { NODE_ENV: 'production' },
      command: (port) => [
        process.execPath,
        'apps/server/bench/baseline-server.ts',
        String(port),
        postgres.url,
      ],
    });
    servers.push(baseline);
    await database.connect();
    const token = await logIn(server);
    const asAdmin = { authorization: `Bearer ${token}` };

    const contact = (base: ServerProcess): LoadTarget => ({
      url: `${base.baseUrl}/api/contact`,
      method: 'POST',
      headers: json,
      body: contactBody,
      uniqueIds: true,
    });
    const contactResults = await measureAgainstBaseline(
      database,
      contact(baseline),
      contact(server),
    );
    const scenarios: MeasuredScenario[] = [
      {
        name: 'POST /api/contact (valid body; contact_submissions + leads + mail_outbox in one statement)',
        result: contactResults.ours,
        comparedToBaseline: true,
      },
    ];
    // Submissions still queued when the load stopped would otherwise land among the seeded leads.
    // The baseline writes leads too, and its last run is the last of the four, so it is stopped
    // (it finishes the requests it holds first) rather than asked whether it is idle.
    await baseline.stop();
    await waitUntilIdle(server);
    // The load runs queued far more alerts than a site ever gets; they are marked sent so the
    // delivery measured next does not wait behind them (the worker drops claims it no longer holds).
    await database.query(
      "update mail_outbox set status = 'sent', claimed_until = null, claim_token = null where status = 'waiting'",
    );
    const alertDelivery = await measureAlertDelivery(server, smtp);
    for (const count of [1_000, 10_000]) {
      await seedLeads(database, count);
      const listed = await leadsListed(server, token);
      if (listed !== count) throw new Error(`GET /api/leads listed ${listed} leads, not ${count}`);
      scenarios.push({
        name: `GET /api/leads as an admin, ${count.toLocaleString('en-AU')} leads (gzip/br accepted)`,
        result: await measure(database, server, `leads ${count}`, {
          url: `${server.baseUrl}/api/leads`,
          method: 'GET',
          headers: { ...asAdmin, ...browserEncodings },
        }),
        comparedToBaseline: false,
      });
    }
    scenarios.push({
      name: 'GET / (prerendered home page, gzip/br accepted)',
      result: await measure(database, server, 'home', {
        url: `${server.baseUrl}/`,
        method: 'GET',
        headers: browserEncodings,
      }),
      comparedToBaseline: false,
    });

    const versionRows = await database.query<{ server_version: string }>('show server_version');
    await writeApiSection({
      date: new Date(),
      machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM`,
      nodeVersion: process.version,
      postgresVersion: versionRows.rows[0]?.server_version ?? 'unknown',
      connections,
      measureSeconds,
      warmUpSeconds,
      baseline: contactResults.baseline,
      scenarios,
      alertDelivery,
    });
    console.log('Wrote the "API (autocannon)" section of docs/benchmarks.md');
  } finally {
    await database.end().catch(() => undefined);
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
