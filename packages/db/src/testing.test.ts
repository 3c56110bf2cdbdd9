import { expect, inject, test } from 'vitest';
import { Lead } from './entities.ts';
import { withServerAdmin } from './server-admin.ts';
import {
  createTestDatabase,
  startInterruptibleTestPostgres,
  startTestPostgres,
  testDatabaseBaseUrlKey,
} from './testing.ts';

const baseUrl = inject(testDatabaseBaseUrlKey);

async function databaseExists(name: string): Promise<boolean> {
  const rows = await withServerAdmin(baseUrl, (execute) =>
    execute('select 1 from pg_database where datname = ?', [name]),
  );
  return rows.length > 0;
}

test('every caller gets its own empty, migrated database, dropped on close', async () => {
  const first = await createTestDatabase(baseUrl);
  const second = await createTestDatabase(baseUrl);
  const names = [first.url, second.url].map((url) => new URL(url).pathname.slice(1));
  try {
    expect(names[0]).not.toBe(names[1]);
    const em = first.orm.em.fork();
    em.create(Lead, { name: 'Only in the first', email: 'first@example.com', contact: '1' });
    await em.flush();

    expect(await first.orm.em.fork().count(Lead)).toBe(1);
    expect(await second.orm.em.fork().count(Lead)).toBe(0);
  } finally {
    await first.close();
    await second.close();
  }
  for (const name of names) expect(await databaseExists(name)).toBe(false);
});

test('closing twice is harmless', async () => {
  const database = await createTestDatabase(baseUrl);
  await database.close();
  await expect(database.close()).resolves.toBeUndefined();
});

test('a given server URL is used instead of starting one', async () => {
  const postgres = await startTestPostgres({ baseUrl });
  expect(postgres).toMatchObject({ url: baseUrl, embedded: false });
  await expect(postgres.stop()).resolves.toBeUndefined();
});

test('an interruptible server goes down and comes back with its data at the same URL', async () => {
  const postgres = await startInterruptibleTestPostgres();
  try {
    await withServerAdmin(postgres.url, (execute) => execute('create table kept (id int)'));

    await postgres.interrupt();
    await expect(withServerAdmin(postgres.url, (execute) => execute('select 1'))).rejects.toThrow();

    await postgres.resume();
    await expect(
      withServerAdmin(postgres.url, (execute) => execute('select count(*)::int as rows from kept')),
    ).resolves.toEqual([{ rows: 0 }]);
  } finally {
    await postgres.stop();
  }
});
