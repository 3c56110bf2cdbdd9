import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { migrationsList } from '@app/db';
import { testDatabaseBaseUrlKey } from '@app/db/testing';
import { createCleanups, startServerProcess, type ServerProcess } from '@app/testing';
import { createEmptyDatabase, type EmptyDatabase } from './support/empty-database.ts';

const admin = { email: 'ops@bamboobridgeteams.com.au', password: 'two-instances-secret' };

let database: EmptyDatabase;
let instances: ServerProcess[] = [];
const cleanups = createCleanups();

beforeAll(async () => {
  database = await createEmptyDatabase(inject(testDatabaseBaseUrlKey));
  cleanups.add(() => database.drop());
  cleanups.add(() => Promise.all(instances.map((instance) => instance.stop())));
});

afterAll(() => cleanups.run());

function call(
  instance: ServerProcess,
  method: string,
  path: string,
  options: { body?: object; token?: string } = {},
) {
  return fetch(`${instance.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

function logIn(instance: ServerProcess, username: string, password: string) {
  return call(instance, 'POST', '/api/admin/login', {
    body: { username, password, honeypot: '', submitTime: Date.now() - 5_000 },
  });
}

it('two instances started together on one fresh database share migrations, data, sessions and login throttling', async () => {
  const environment = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  const started = await Promise.allSettled([
    startServerProcess({ environment }),
    startServerProcess({ environment }),
  ]);
  instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
  const [first, second] = instances;
  if (first === undefined || second === undefined) throw new Error('an instance did not start');

  const applied = await database.query<{ name: string }>('select name from mikro_orm_migrations');
  expect(applied.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));

  const contact = (email: string) => ({ name: 'Two Instances', email, contact: '0491 570 110' });
  expect(
    (await call(first, 'POST', '/api/contact', { body: contact('via-first@example.com') })).status,
  ).toBe(200);
  expect(
    (await call(second, 'POST', '/api/contact', { body: contact('via-second@example.com') }))
      .status,
  ).toBe(200);

  const login = await logIn(first, admin.email, admin.password);
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const leads = await call(second, 'GET', '/api/leads', { token: data.token });
  expect(leads.status).toBe(200);
  const listed = (await leads.json()) as { data: { email: string }[] };
  expect(listed.data.map((lead) => lead.email).sort()).toEqual([
    'via-first@example.com',
    'via-second@example.com',
  ]);

  expect((await call(second, 'POST', '/api/admin/logout', { token: data.token })).status).toBe(200);
  expect((await call(first, 'GET', '/api/leads', { token: data.token })).status).toBe(401);

  const guesses = [];
  for (const instance of [first, second, first, second, first, second]) {
    guesses.push((await logIn(instance, 'intruder@example.com', 'wrong-password-guess')).status);
  }
  expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);

  expect(first.exit()).toBeUndefined();
  expect(second.exit()).toBeUndefined();
});
