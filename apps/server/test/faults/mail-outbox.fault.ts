import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, expect, inject, it } from 'vitest';
import {
  createTestDatabase,
  startInterruptibleTestPostgres,
  testDatabaseBaseUrlKey,
} from '@app/db/testing';
import {
  createCleanups,
  freePort,
  startServerProcess,
  startSilentSmtpServer,
  startSmtpSink,
  type ServerProcess,
  type SmtpSink,
} from '@app/testing';
import { createEmptyDatabase } from './support/empty-database.ts';

const cleanups = createCleanups();
afterEach(() => cleanups.run());

/** Short timings, so that retries happen within the test's seconds rather than minutes. */
function serverEnvironment(databaseUrl: string, smtpUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Site Alerts <alerts@bamboobridgeteams.com.au>',
    LEAD_ALERT_TO: 'sales@bamboobridgeteams.com.au',
    SMTP_TIMEOUT_MS: '1000',
    MAIL_RETRY_BASE_DELAY_MS: '200',
    MAIL_RETRY_MAX_DELAY_MS: '1000',
    MAIL_POLL_INTERVAL_MS: '1000',
  };
}

async function startServer(environment: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ environment });
  cleanups.add(() => server.stop());
  return server;
}

async function startSink(port?: number): Promise<SmtpSink> {
  const sink = await startSmtpSink({ port });
  cleanups.add(() => sink.close());
  return sink;
}

/** Posts `count` consultation requests, `concurrency` at a time; answers each one's duration. */
async function submitContacts(
  server: ServerProcess,
  count: number,
  label: string,
  concurrency = 10,
): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  const sender = async () => {
    while (next < count) {
      const sequence = next;
      next += 1;
      const startedAt = performance.now();
      const response = await fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Outbox Tester',
          email: `${label}-${sequence}@example.com`,
          contact: '0491 570 110',
        }),
      });
      expect(response.status, await response.text()).toBe(200);
      durations.push(performance.now() - startedAt);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  return durations.sort((a, b) => a - b);
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

function messageIdCounts(sink: SmtpSink): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of sink.received)
    counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  return counts;
}

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

it('SMTP down while 100 requests arrive: they are answered as fast as with SMTP up, and every alert arrives once when it is back', async () => {
  const database = await createEmptyDatabase(inject(testDatabaseBaseUrlKey));
  cleanups.add(() => database.drop());
  const smtpPort = await freePort();
  let sink = await startSink(smtpPort);
  const server = await startServer(serverEnvironment(database.url, sink.url));

  const withSmtpUp = await submitContacts(server, 100, 'up');
  await sink.waitForMails(100);
  await sink.close();

  const withSmtpDown = await submitContacts(server, 100, 'down');
  const upAgain = await startSink(smtpPort);
  const arrived = await upAgain.waitForMails(100, 30_000);
  sink = upAgain;

  // Not slower: the median within a few milliseconds of noise, the slowest far from any timeout.
  expect(median(withSmtpDown)).toBeLessThan(median(withSmtpUp) * 1.5 + 20);
  expect(withSmtpDown.at(-1)).toBeLessThan(1_000);
  expect(arrived.every((mail) => mail.recipients[0] === 'sales@bamboobridgeteams.com.au')).toBe(
    true,
  );
  const [counts] = await database.query<{ waiting: string }>(
    "select count(*) filter (where status <> 'sent') as waiting from mail_outbox",
  );
  expect(counts?.waiting).toBe('0');
  const perMessageId = messageIdCounts(sink);
  expect(perMessageId.size).toBe(100);
  expect([...perMessageId.values()].every((count) => count === 1)).toBe(true);
});

it('an SMTP server that accepts and never answers is timed out and tried again', async () => {
  const database = await createEmptyDatabase(inject(testDatabaseBaseUrlKey));
  cleanups.add(() => database.drop());
  const silent = await startSilentSmtpServer();
  cleanups.add(() => silent.close());
  const server = await startServer(serverEnvironment(database.url, silent.url));

  const [duration] = await submitContacts(server, 1, 'silent', 1);
  expect(duration).toBeLessThan(1_000);
  await silent.waitForConnections(2, 20_000);
  const [row] = await database.query<{ status: string; last_error: string; attempts: number }>(
    'select status, last_error, attempts from mail_outbox',
  );
  expect(row).toMatchObject({
    status: 'waiting',
    last_error: 'SMTP server did not answer in time',
  });
  expect(row?.attempts).toBeGreaterThanOrEqual(1);
});

it('two instances on one database deliver 200 alerts, none of them twice', async () => {
  const database = await createEmptyDatabase(inject(testDatabaseBaseUrlKey));
  cleanups.add(() => database.drop());
  const sink = await startSink();
  const environment = serverEnvironment(database.url, sink.url);
  // One after the other: both would race to run the migrations otherwise, which another test covers.
  const first = await startServer(environment);
  const second = await startServer(environment);

  await Promise.all([
    submitContacts(first, 100, 'first', 5),
    submitContacts(second, 100, 'second', 5),
  ]);
  await sink.waitForMails(200, 30_000);
  await expect
    .poll(
      async () =>
        (
          await database.query<{ sent: string }>(
            "select count(*) as sent from mail_outbox where status = 'sent'",
          )
        )[0]?.sent,
      { timeout: 10_000 },
    )
    .toBe('200');
  const perMessageId = messageIdCounts(sink);
  expect(perMessageId.size).toBe(200);
  expect(sink.received).toHaveLength(200);
});

it('PostgreSQL stopped and restarted mid-delivery loses no alert', async () => {
  const postgres = await startInterruptibleTestPostgres();
  cleanups.add(() => postgres.stop());
  const database = await createTestDatabase(postgres.url);
  cleanups.add(() => database.close());
  const sink = await startSink();
  const server = await startServer(serverEnvironment(database.url, sink.url));

  await submitContacts(server, 60, 'outage', 10);
  await sink.waitForMails(1);
  await postgres.interrupt();
  // A deliberate outage of a second, during which the worker cannot claim or record.
  await delay(1_000);
  await postgres.resume();

  await sink.waitForMails(60, 60_000);
  const leads = await query<{ email: string }>(database.url, 'select email from leads');
  expect(leads).toHaveLength(60);
  await expect
    .poll(
      async () =>
        (
          await query<{ sent: string }>(
            database.url,
            "select count(*) as sent from mail_outbox where status = 'sent'",
          )
        )[0]?.sent,
      { timeout: 20_000 },
    )
    .toBe('60');
  expect(messageIdCounts(sink).size).toBe(60);
  expect(server.exit(), server.output()).toBeUndefined();
  // Recorded after the outage rather than sent again: no message arrived twice.
  expect(sink.received).toHaveLength(60);
});
