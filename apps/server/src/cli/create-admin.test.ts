import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';

const script = path.join(import.meta.dirname, 'create-admin.ts');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
});

afterAll(() => database.close());

beforeEach(async () => {
  await database.orm.em.getConnection().execute('truncate admin_users cascade');
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as `pnpm admin:create` does, with the password piped to standard input. */
function runCli(args: string[], stdin: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [script, ...args],
      { env: { DATABASE_URL: database.url }, timeout: 30_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
    child.stdin?.end(stdin);
  });
}

async function storedHash(username: string): Promise<string | undefined> {
  const [row] = await database.orm.em
    .getConnection()
    .execute<Array<{ password: string }>>('select password from admin_users where username = ?', [
      username,
    ]);
  return row?.password;
}

describe('pnpm admin:create', () => {
  const password = 'a piped password 123';

  it('creates the admin, lower-cased, with an argon2id hash, and never prints the password', async () => {
    const result = await runCli(['New.Owner@Example.com'], `${password}\n`);

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Created the admin new.owner@example.com');
    expect(result.stdout + result.stderr).not.toContain(password);
    expect(await storedHash('new.owner@example.com')).toMatch(/^\$argon2id\$/);
  });

  it('--name gives the new admin the name their e-mails are signed with, trimmed', async () => {
    const result = await runCli(
      ['owner@example.com', '--name', '  Lê "Annie" Nguyễn  '],
      `${password}\n`,
    );

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Created the admin owner@example.com (Lê "Annie" Nguyễn).');
    expect(
      await database.orm.em.getConnection().execute('select display_name from admin_users'),
    ).toEqual([{ display_name: 'Lê "Annie" Nguyễn' }]);
  });

  it('reports an existing admin and leaves it alone; --update sets a new password', async () => {
    await runCli(['owner@example.com'], `${password}\n`);
    const before = await storedHash('owner@example.com');

    const again = await runCli(['OWNER@example.com'], 'another password 456\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    expect(await storedHash('owner@example.com')).toBe(before);

    const connection = database.orm.em.getConnection();
    await connection.execute(
      `insert into admin_sessions (admin_id, token, expires_at)
       select id, 'digest-of-an-open-session', now() + interval '1 hour' from admin_users`,
    );
    const updated = await runCli(['owner@example.com', '--update'], 'another password 456\n');
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain('Set a new password for owner@example.com; ended 1 session');
    expect(await storedHash('owner@example.com')).not.toBe(before);
    expect(await connection.execute('select id from admin_sessions')).toEqual([]);
  });

  it('--update --reset-two-factor also turns two-factor login off, for a lost phone', async () => {
    await runCli(['owner@example.com'], `${password}\n`);
    const connection = database.orm.em.getConnection();
    await connection.execute(
      `update admin_users set totp_secret = 'GEZDGNBVGY3TQOJQ', two_factor_enabled_at = now()`,
    );
    await connection.execute(
      `insert into admin_recovery_codes (admin_id, code_hash) select id, 'a-digest' from admin_users`,
    );

    const reset = await runCli(
      ['owner@example.com', '--update', '--reset-two-factor'],
      'another password 456\n',
    );

    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Turned off two-factor login for owner@example.com.');
    expect(
      await connection.execute(
        'select totp_secret, two_factor_enabled_at, totp_last_step from admin_users',
      ),
    ).toEqual([{ totp_secret: null, two_factor_enabled_at: null, totp_last_step: null }]);
    expect(await connection.execute('select id from admin_recovery_codes')).toEqual([]);
    expect(
      await connection.execute(
        `select admin_id, action, details from audit_log where action = 'admin.two_factor_disable'`,
      ),
    ).toEqual([
      { admin_id: null, action: 'admin.two_factor_disable', details: { by: 'command line' } },
    ]);
  });

  it('takes --reset-two-factor only with --update', async () => {
    const result = await runCli(['owner@example.com', '--reset-two-factor'], `${password}\n`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: pnpm admin:create <email>');
  });

  it.each([
    [['owner@example.com'], 'too short\n', 'at least 12 characters'],
    [['owner@example.com'], 'Qwerty123456\n', 'among the most common ones'],
    [['not-an-email'], `${password}\n`, 'Not an e-mail address'],
    [[], `${password}\n`, 'Usage: pnpm admin:create <email>'],
    [['missing@example.com', '--update'], `${password}\n`, 'No admin has the username'],
  ])('refuses %j with a message and exit code 1', async (args, stdin, message) => {
    const result = await runCli(args, stdin);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(await storedHash('owner@example.com')).toBeUndefined();
  });
});
