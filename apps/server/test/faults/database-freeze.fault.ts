import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseUnavailableMessage } from '@app/api';
import { startTestPostgres, type TestDatabase, type TestPostgres } from '@app/db/testing';
import { createCleanups, type ServerProcess } from '@app/testing';
import { startApiServer } from './support/api-server.ts';

// Longer than every timeout on the way (4 s per query, 5 s for a connection), so that the
// requests caught by the freeze really meet them.
const freezeMs = 8_000;
const slowestAcceptableAnswerMs = 6_000;

interface Submission {
  form: 'contact' | 'careers';
  submissionKey: string;
  email: string;
}

interface Answer {
  submission: Submission;
  ms: number;
  status: number | 'no answer';
  body: unknown;
}

// A PostgreSQL server of its own: freezing the run's shared one would stall the other files.
let postgres: TestPostgres;
let database: TestDatabase;
let server: ServerProcess;
const cleanups = createCleanups();

beforeAll(async () => {
  postgres = await startTestPostgres();
  cleanups.add(() => postgres.stop());
  ({ database, server } = await startApiServer(postgres.url, cleanups, {
    environment: {
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  }));
});

afterAll(() => cleanups.run());

function newSubmission(form: Submission['form'], label: string): Submission {
  return { form, submissionKey: randomUUID(), email: `${label}@example.com` };
}

function payload({ form, submissionKey, email }: Submission): object {
  return form === 'contact'
    ? { name: 'Freeze Tester', email, contact: '0491 570 110', submissionKey }
    : {
        firstName: 'Freeze',
        lastName: 'Tester',
        email,
        phone: '+61 491 570 110',
        position: 'DevOps Engineer',
        description: 'Applying while the database is frozen, to test the retries.',
        submissionKey,
      };
}

async function send(submission: Submission): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(
      `${server.baseUrl}/api/${submission.form === 'contact' ? 'contact' : 'careers'}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload(submission)),
        signal: AbortSignal.timeout(30_000),
      },
    );
    const body: unknown = await response.json();
    return { submission, ms: Date.now() - startedAt, status: response.status, body };
  } catch (error) {
    return { submission, ms: Date.now() - startedAt, status: 'no answer', body: String(error) };
  }
}

async function parentPid(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The command name, in parentheses, may hold spaces; the parent pid is the second field after it.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields === undefined ? undefined : Number(fields[1]);
}

/** The postmaster of the test server: its backends, checkpointer, walwriter… are its children. */
async function postmasterPid(): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  let postmaster: number | undefined;
  try {
    const result = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // Read while the backend still runs: it exits with this connection.
    postmaster = await parentPid(result.rows[0]?.pid ?? 0);
  } finally {
    await client.end();
  }
  if (postmaster === undefined || postmaster <= 1) throw new Error('no postmaster found');
  return postmaster;
}

async function childrenOf(postmaster: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if ((await parentPid(Number(entry))) === postmaster) children.push(Number(entry));
  }
  return children;
}

/**
 * Stops the postmaster first, so that it forks no new backend, and only then lists and stops its
 * children: a list taken earlier misses the backends the pool opened in the meantime, and those
 * would go on answering.
 */
async function freezePostgres(postmaster: number): Promise<number[]> {
  signal([postmaster], 'SIGSTOP');
  const children = await childrenOf(postmaster);
  signal(children, 'SIGSTOP');
  return [postmaster, ...children];
}

function signal(pids: number[], name: 'SIGSTOP' | 'SIGCONT'): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // A backend that ended meanwhile.
    }
  }
}

async function storedKeys(
  table: 'contact_submissions' | 'career_submissions',
): Promise<{ key: string; copies: number }[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query<{ key: string; copies: string }>(
      `select submission_key as key, count(*) as copies from ${table} group by submission_key`,
    );
    return result.rows.map((row) => ({ key: row.key, copies: Number(row.copies) }));
  } finally {
    await client.end();
  }
}

async function leadEmails(): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query<{ email: string }>('select email from leads');
    return result.rows.map((row) => row.email).sort();
  } finally {
    await client.end();
  }
}

it('answers every submission caught by a frozen PostgreSQL with 503 within seconds, and a retry with the same key stores each exactly once', async () => {
  // Warm the pool up, so that the first wave meets the freeze on connections it already holds.
  const warmUp = await Promise.all(
    Array.from({ length: 8 }, (_, index) => send(newSubmission('contact', `warm-${index}`))),
  );
  expect(warmUp.map(({ status }) => status)).toEqual(warmUp.map(() => 200));

  const postmaster = await postmasterPid();
  let frozen: number[] = [postmaster];
  const thaw = () => {
    signal(frozen, 'SIGCONT');
    return Promise.resolve();
  };
  cleanups.add(thaw);

  const firstWave = Array.from({ length: 24 }, (_, index) =>
    newSubmission(index % 3 === 0 ? 'careers' : 'contact', `first-${index}`),
  );
  const firstAnswers = firstWave.map(send);
  // A few milliseconds in: some requests are between their INSERTs or awaiting their COMMIT.
  await delay(15);
  frozen = await freezePostgres(postmaster);
  const frozenAt = Date.now();
  const secondWave = Array.from({ length: 12 }, (_, index) =>
    newSubmission(index % 2 === 0 ? 'careers' : 'contact', `second-${index}`),
  );
  let secondAnswers: Promise<Answer>[];
  try {
    await delay(1_000);
    secondAnswers = secondWave.map(send);
    const health = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
    expect(health.status).toBe(503);
    await delay(Math.max(0, freezeMs - (Date.now() - frozenAt)));
  } finally {
    await thaw();
  }
  const answers = await Promise.all([...firstAnswers, ...secondAnswers]);

  expect(server.exit(), server.output()).toBeUndefined();
  const unexpected = answers.filter(
    ({ status, submission }) =>
      status !== (submission.form === 'contact' ? 200 : 201) && status !== 503,
  );
  expect(unexpected).toEqual([]);
  const slow = answers.filter(({ ms }) => ms >= slowestAcceptableAnswerMs);
  expect(slow).toEqual([]);
  const refused = answers.filter(({ status }) => status === 503);
  // Everything sent during the freeze, and whatever of the first wave it caught.
  expect(refused.length).toBeGreaterThanOrEqual(12);
  for (const { body } of refused) {
    expect(body).toEqual({ success: false, error: databaseUnavailableMessage });
  }

  // Thawed, the visitor's browser sends each refused form again with the same key.
  await expect
    .poll(async () => (await fetch(`${server.baseUrl}/healthz`)).status, { timeout: 15_000 })
    .toBe(200);
  const retries = await Promise.all(refused.map(({ submission }) => send(submission)));
  expect(retries.filter(({ status }) => status !== 200 && status !== 201)).toEqual([]);

  const sent = [...firstWave, ...secondWave];
  const expectedKeys = (form: Submission['form']) =>
    sent
      .filter((submission) => submission.form === form)
      .map((submission) => ({ key: submission.submissionKey, copies: 1 }))
      .sort((a, b) => a.key.localeCompare(b.key));
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  const storedContacts = (await storedKeys('contact_submissions')).filter(({ key }) =>
    sent.some((submission) => submission.submissionKey === key),
  );
  expect(storedContacts.sort(byKey)).toEqual(expectedKeys('contact'));
  expect((await storedKeys('career_submissions')).sort(byKey)).toEqual(expectedKeys('careers'));
  // One lead per contact request, none doubled by a retry.
  const contactEmails = sent
    .filter((submission) => submission.form === 'contact')
    .map((submission) => submission.email);
  const leads = (await leadEmails()).filter((email) => !email.startsWith('warm-'));
  expect(leads).toEqual(contactEmails.sort());
});
