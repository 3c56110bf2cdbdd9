import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createAuthSettings, loginAdmin } from '@app/api';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';
import { bootstrapAdmin, embeddedAdminEmail } from './admin-bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
});

afterAll(() => database.close());

beforeEach(async () => {
  await database.orm.em.getConnection().execute('truncate admin_users cascade');
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function admins(): Promise<Array<{ username: string; password: string }>> {
  return database.orm.em
    .getConnection()
    .execute<Array<{ username: string; password: string }>>(
      'select username, password from admin_users order by id',
    );
}

async function canLogIn(username: string, password: string): Promise<boolean> {
  try {
    await loginAdmin({
      em: database.orm.em.fork(),
      input: { username, password, submitTime: Date.now() - 5_000 },
      clientIp: '127.0.0.1',
      userAgent: undefined,
      knownDeviceTokens: [],
      settings: createAuthSettings({
        idleTimeoutMs: 60_000,
        absoluteTimeoutMs: 60_000,
        maxSessionsPerAdmin: 5,
        turnstile: undefined,
      }),
      logger: silent,
    });
    return true;
  } catch {
    return false;
  }
}

function run(options: {
  embeddedDatabase: boolean;
  configuredAdmin?: { email: string; password: string };
}): Promise<string[]> {
  const printed: string[] = [];
  return bootstrapAdmin({
    orm: database.orm,
    configuredAdmin: options.configuredAdmin,
    embeddedDatabase: options.embeddedDatabase,
    logger: silent,
    print: (text) => printed.push(text),
  }).then(() => printed);
}

describe('on the embedded database with no admin configured', () => {
  it('creates an admin with a random password and prints the credentials once, in a box', async () => {
    const printed = await run({ embeddedDatabase: true });

    expect(printed).toHaveLength(1);
    const notice = printed[0] ?? '';
    expect(notice).toContain('┌');
    expect(notice).toContain(`Username: ${embeddedAdminEmail}`);
    const password = /Password: (\S+)/.exec(notice)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);

    const [admin] = await admins();
    expect(admin?.username).toBe(embeddedAdminEmail);
    expect(admin?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin?.password).not.toContain(password);
    expect(await canLogIn(embeddedAdminEmail, password)).toBe(true);

    expect(await run({ embeddedDatabase: true })).toEqual([]);
    expect(await admins()).toHaveLength(1);
  });

  it('makes a different password each time', async () => {
    const first = (await run({ embeddedDatabase: true }))[0];
    await database.orm.em.getConnection().execute('truncate admin_users cascade');
    const second = (await run({ embeddedDatabase: true }))[0];
    expect(first).not.toBe(second);
  });

  it('does nothing while any admin exists', async () => {
    await run({
      embeddedDatabase: false,
      configuredAdmin: { email: 'someone@example.com', password: 'a long enough password' },
    });
    expect(await run({ embeddedDatabase: true })).toEqual([]);
    expect((await admins()).map((admin) => admin.username)).toEqual(['someone@example.com']);
  });
});

describe('on a database given by DATABASE_URL', () => {
  it('never invents an admin', async () => {
    expect(await run({ embeddedDatabase: false })).toEqual([]);
    expect(await admins()).toEqual([]);
  });
});

describe('with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const configuredAdmin = { email: 'boss@example.com', password: 'configured password 1' };

  it('creates that admin when missing, prints nothing, on either kind of database', async () => {
    expect(await run({ embeddedDatabase: false, configuredAdmin })).toEqual([]);
    expect(await canLogIn('boss@example.com', 'configured password 1')).toBe(true);
    expect(await run({ embeddedDatabase: true, configuredAdmin })).toEqual([]);
    expect(await admins()).toHaveLength(1);
  });

  it('leaves an existing admin and its password alone', async () => {
    await run({ embeddedDatabase: false, configuredAdmin });
    await run({
      embeddedDatabase: false,
      configuredAdmin: { email: 'Boss@Example.com', password: 'another password 22' },
    });
    expect(await admins()).toHaveLength(1);
    expect(await canLogIn('boss@example.com', 'configured password 1')).toBe(true);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('must be at least 12 characters, so a weak configured password stops the start', () => {
    const environment = { ADMIN_EMAIL: 'boss@example.com' };
    expect(() => loadConfig({ ...environment, ADMIN_PASSWORD: 'short pass' })).toThrow(ConfigError);
    expect(loadConfig({ ...environment, ADMIN_PASSWORD: 'twelve chars' }).adminBootstrap).toEqual({
      email: 'boss@example.com',
      password: 'twelve chars',
    });
  });
});
