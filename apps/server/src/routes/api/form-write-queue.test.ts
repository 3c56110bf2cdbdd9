import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage } from '@app/api';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const contact = {
  name: 'Olivia Hart',
  contact: '+61 2 5550 4821',
};

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Makes every stored contact request take `seconds` longer, as a busier or remoter database would. */
async function slowDownContactWrites(app: TestApp, seconds: number): Promise<void> {
  await app.sql(`create function slow_insert() returns trigger language plpgsql as $$
    begin perform pg_sleep(${seconds}); return new; end $$`);
  await app.sql(
    'create trigger slow_insert before insert on contact_submissions for each row execute function slow_insert()',
  );
}

/** The advisory lock the gated writes wait for. */
const writeGateKey = 31_415;

/**
 * Holds every stored contact request until `open` is called: the gate is an advisory lock taken
 * on a connection of the test's own, which each insert waits for in a trigger.
 */
async function gateContactWrites(app: TestApp): Promise<{ open: () => Promise<void> }> {
  const holder = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [writeGateKey]);
  await app.sql(`create function gated_insert() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock(${String(writeGateKey)}); return new; end $$`);
  await app.sql(
    'create trigger gated_insert before insert on contact_submissions for each row execute function gated_insert()',
  );
  return {
    open: async () => {
      await holder.end();
    },
  };
}

let submitted = 0;

/** Each submission from another person, so each opens a lead of its own. */
async function submit(app: TestApp, url = '/api/contact') {
  submitted += 1;
  const payload = { ...contact, email: `olivia+${submitted}@example.com` };
  const response = await app.app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json<unknown>() };
}

async function countRows(app: TestApp, table: 'contact_submissions' | 'leads'): Promise<number> {
  const [row] = await app.sql<{ count: string }>(`select count(*) from ${table}`);
  return Number(row?.count);
}

describe('a burst of form submissions', () => {
  it(
    'is served whole by a small pool: 1,000 at once, none answered 5xx',
    { timeout: 60_000 },
    async () => {
      testApp = await createTestApp({
        FORM_RATE_LIMIT_PER_MINUTE: '1000000',
        DATABASE_POOL_MAX: '4',
        FORM_WRITE_CONCURRENCY: '3',
        REQUEST_TIMEOUT_MS: '60000',
        FORM_QUEUE_MAX_WAIT_MS: '50000',
      });
      // 30 ms a write: draining 1,000 takes the pool of four about 7.5 s, longer than its 5 s
      // wait for a connection, so without the queue about a third of the burst would get 503.
      await slowDownContactWrites(testApp, 0.03);
      const app = testApp;

      const answers = await Promise.all(Array.from({ length: 1_000 }, () => submit(app)));

      const failures = answers.filter(({ status }) => status >= 500);
      expect(failures.length, JSON.stringify(failures.slice(0, 3))).toBe(0);
      expect(await countRows(app, 'contact_submissions')).toBe(1_000);
      expect(await countRows(app, 'leads')).toBe(1_000);
    },
  );

  it.each([
    ['/api/contact', { success: false, error: databaseUnavailableMessage }],
    ['/trpc/public.submitContact', { error: { message: databaseUnavailableMessage } }],
  ])(
    '%s: beyond the queue length is refused at once with 503, and the queued ones are served',
    async (url, refusal) => {
      testApp = await createTestApp({
        FORM_RATE_LIMIT_PER_MINUTE: '1000000',
        DATABASE_POOL_MAX: '2',
        FORM_WRITE_CONCURRENCY: '1',
        FORM_QUEUE_MAX_LENGTH: '5',
      });
      const gate = await gateContactWrites(testApp);
      const app = testApp;

      const submissions = Array.from({ length: 20 }, () => submit(app, url));
      // Nothing can be stored while the gate is shut, so the first fourteen answers are refusals
      // given without waiting for any write.
      const firstAnswers: Array<Awaited<(typeof submissions)[number]>> = [];
      await new Promise<void>((resolve) => {
        for (const submission of submissions) {
          void submission.then((answer) => {
            firstAnswers.push(answer);
            if (firstAnswers.length === 14) resolve();
          });
        }
      });
      for (const answer of firstAnswers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject(refusal);
      }
      await gate.open();
      const answers = await Promise.all(submissions);

      // One running and five waiting; the other fourteen did not wait for any of them.
      expect(answers.filter(({ status }) => status === 200)).toHaveLength(6);
      expect(answers.filter(({ status }) => status === 503)).toHaveLength(14);
      expect(await countRows(app, 'contact_submissions')).toBe(6);
    },
  );
});
