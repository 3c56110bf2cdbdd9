import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseUnavailableMessage } from '@app/api';
import {
  startInterruptibleTestPostgres,
  type InterruptibleTestPostgres,
  type TestDatabase,
} from '@app/db/testing';
import { createCleanups, type ServerProcess } from '@app/testing';
import { startApiServer } from './support/api-server.ts';

const senders = 4;
const pauseBetweenSubmissionsMs = 20;
const outageMs = 3_000;
const slowestAcceptableAnswerMs = 6_000;

interface Submission {
  email: string;
  startedAt: number;
  finishedAt: number;
  status: number | 'no answer';
  body: unknown;
}

let postgres: InterruptibleTestPostgres;
let database: TestDatabase;
let server: ServerProcess;
const cleanups = createCleanups();

beforeAll(async () => {
  postgres = await startInterruptibleTestPostgres();
  cleanups.add(() => postgres.stop());
  ({ database, server } = await startApiServer(postgres.url, cleanups, {
    environment: {
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  }));
});

afterAll(() => cleanups.run());

async function submit(email: string): Promise<Submission> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Outage Tester', email, contact: '0491 570 110' }),
      signal: AbortSignal.timeout(30_000),
    });
    const body: unknown = await response.json();
    return { email, startedAt, finishedAt: Date.now(), status: response.status, body };
  } catch (error) {
    return { email, startedAt, finishedAt: Date.now(), status: 'no answer', body: String(error) };
  }
}

async function readEmails(table: 'contact_submissions' | 'leads'): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query<{ email: string }>(`select email from ${table}`);
    return result.rows.map((row) => row.email).sort();
  } finally {
    await client.end();
  }
}

it('answers 503 quickly while PostgreSQL is down, recovers by itself, and loses or splits no stored submission', async () => {
  const submissions: Submission[] = [];
  let sending = true;
  const send = async (sender: number) => {
    for (let sequence = 0; sending; sequence += 1) {
      submissions.push(await submit(`sender-${sender}-${sequence}@example.com`));
      await delay(pauseBetweenSubmissionsMs);
    }
  };
  const sendersDone = Promise.all(Array.from({ length: senders }, (_, sender) => send(sender)));

  await delay(2_000);
  await postgres.interrupt();
  const downSince = Date.now();
  await delay(outageMs / 2);
  const healthDuringOutage = await fetch(`${server.baseUrl}/healthz`);
  await delay(outageMs / 2);
  const downUntil = Date.now();
  await postgres.resume();
  const upAgainAt = Date.now();
  await delay(4_000);
  sending = false;
  await sendersDone;

  expect(server.exit(), server.output()).toBeUndefined();
  expect(healthDuringOutage.status).toBe(503);

  const unexpected = submissions.filter(({ status }) => status !== 200 && status !== 503);
  expect(unexpected).toEqual([]);
  for (const submission of submissions.filter(({ status }) => status === 503)) {
    expect(submission.body).toEqual({ success: false, error: databaseUnavailableMessage });
  }
  const slowest = Math.max(
    ...submissions.map(({ startedAt, finishedAt }) => finishedAt - startedAt),
  );
  expect(slowest).toBeLessThan(slowestAcceptableAnswerMs);

  const duringOutage = submissions.filter(
    ({ startedAt, finishedAt }) => startedAt >= downSince && finishedAt <= downUntil,
  );
  expect(duringOutage.length).toBeGreaterThan(0);
  expect(duringOutage.every(({ status }) => status === 503)).toBe(true);
  // The first request on a connection opened just before the restart may still fail; after a
  // second the pool has only fresh connections.
  const afterRecovery = submissions.filter(({ startedAt }) => startedAt >= upAgainAt + 1_000);
  expect(afterRecovery.length).toBeGreaterThan(0);
  expect(afterRecovery.filter(({ status }) => status !== 200)).toEqual([]);

  const stored = await readEmails('contact_submissions');
  const leads = await readEmails('leads');
  expect(leads).toEqual(stored);
  const answeredSuccess = submissions
    .filter(({ status }) => status === 200)
    .map(({ email }) => email);
  expect(answeredSuccess.filter((email) => !stored.includes(email))).toEqual([]);
});
