import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { databaseUnavailableMessage } from '@app/api';
import { testDatabaseBaseUrlKey } from '@app/db/testing';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const contact = { name: 'Liam Carter', email: 'liam@example.com', contact: '0491 570 110' };

let testApp: TestApp;
let admin: pg.Client;
let databaseName: string;

beforeAll(async () => {
  // A pool of four, which each round below fills and then loses whole: had the pool kept one
  // dropped connection counted as in use, it would be empty after the rounds.
  testApp = await createTestApp({
    LOG_LEVEL: 'silent',
    FORM_RATE_LIMIT_PER_MINUTE: '1000',
    DATABASE_POOL_MAX: '4',
  });
  const [row] = await testApp.sql<{ name: string }>('select current_database() as name');
  databaseName = row?.name ?? '';
  admin = new pg.Client({ connectionString: inject(testDatabaseBaseUrlKey) });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
  await testApp.close();
});

function submit() {
  return testApp.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
}

it('keeps serving after more dropped connections than the pool holds, and never leaks one', async () => {
  const statuses: number[] = [];
  for (let round = 0; round < 8; round += 1) {
    await Promise.all(
      [1, 2, 3, 4].map(() => testApp.sql('select pg_sleep(0.02)').catch(() => undefined)),
    );
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      databaseName,
    ]);
    const response = await submit();
    statuses.push(response.statusCode);
    if (response.statusCode !== 200) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false });
    }
  }

  // With a leaked connection the pool would stay empty and every submission answer 503.
  await expect.poll(async () => (await submit()).statusCode, { timeout: 20_000 }).toBe(200);
  const [submissions] = await testApp.sql<{ count: string }>(
    'select count(*) from contact_submissions',
  );
  // One person sends them all, so they are one lead's enquiries.
  const [enquiries] = await testApp.sql<{ count: string }>(
    'select coalesce(sum(enquiry_count), 0) as count from leads',
  );
  expect(Number(enquiries?.count)).toBe(Number(submissions?.count));
  expect(Number(submissions?.count)).toBe(statuses.filter((status) => status === 200).length + 1);
});

it('answers 503, not 500, when a write outlasts the statement timeout, and stores nothing', async () => {
  const url = new URL(inject(testDatabaseBaseUrlKey));
  url.pathname = `/${databaseName}`;
  const locker = new pg.Client({ connectionString: url.toString() });
  await locker.connect();
  try {
    const [before] = await testApp.sql<{ count: string }>('select count(*) from leads');
    await locker.query('begin');
    await locker.query('lock table leads in exclusive mode');
    // The lock is held until the answer is in, so only the statement timeout can end the write.
    const response = await submit();
    await locker.query('rollback');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, error: databaseUnavailableMessage });
    const [after] = await testApp.sql<{ count: string }>('select count(*) from leads');
    expect(after?.count).toBe(before?.count);
  } finally {
    await locker.end();
  }
});
