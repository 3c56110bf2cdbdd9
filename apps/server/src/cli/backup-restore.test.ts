import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createEmptyTestDatabase,
  createTestDatabase,
  databaseChecksums,
  testDatabaseBaseUrlKey,
  type TestDatabase,
} from '@app/db/testing';

let database: TestDatabase;
let backupDir: string;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
  await database.orm.em
    .getConnection()
    .execute(
      `insert into leads (name, email, contact, message) values ('Olivia Hart', 'olivia@example.com', '0491 570 110', 'Two engineers')`,
    );
  backupDir = await mkdtemp(path.join(tmpdir(), 'app-cli-backups-'));
});

afterAll(async () => {
  await database.close();
  await rm(backupDir, { recursive: true, force: true });
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command as `pnpm backup` and `pnpm restore` do, with only the given environment. */
function runCli(
  command: 'backup' | 'restore',
  args: string[],
  environment: Record<string, string>,
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(import.meta.dirname, `${command}.ts`), ...args],
      { env: { INIT_CWD: backupDir, ...environment }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** A refusal: exit code 1 and one line on standard error, never a stack trace. */
function expectOneLineRefusal(result: CliResult, text: string): void {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining(text) as unknown]);
}

async function backUp(): Promise<string> {
  const result = await runCli('backup', [], {
    DATABASE_URL: database.url,
    BACKUP_DIR: backupDir,
  });
  expect(result).toMatchObject({ code: 0, stderr: '' });
  const [, file] = /^Wrote (\S+) \(/.exec(result.stdout) ?? [];
  if (file === undefined) throw new Error(`no file named in ${result.stdout}`);
  return file;
}

describe('pnpm backup', () => {
  it('writes a file named by its time into BACKUP_DIR and records the run', async () => {
    const file = await backUp();

    expect(path.dirname(file)).toBe(backupDir);
    expect(path.basename(file)).toMatch(
      /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.pgcopy\.gz$/,
    );
    expect(await readdir(backupDir)).toContain(path.basename(file));
    const runs = await database.orm.em
      .getConnection()
      .execute('select started_by, file_name, error from backup_runs');
    expect(runs).toContainEqual({
      started_by: 'command',
      file_name: path.basename(file),
      error: null,
    });
  });

  it('says what is missing without BACKUP_DIR, or when the database cannot be reached', async () => {
    expectOneLineRefusal(
      await runCli('backup', [], { DATABASE_URL: database.url }),
      'BACKUP_DIR is not set',
    );
    expectOneLineRefusal(
      await runCli('backup', [], {
        DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/app',
        BACKUP_DIR: backupDir,
      }),
      'Could not reach the database (ECONNREFUSED).',
    );
  });
});

describe('pnpm restore', () => {
  it('restores into an empty database exactly what was backed up', async () => {
    const file = await backUp();
    const target = await createEmptyTestDatabase(inject(testDatabaseBaseUrlKey));
    try {
      // A path relative to where pnpm was run.
      const result = await runCli('restore', [path.basename(file)], { DATABASE_URL: target.url });

      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toMatch(/^Restored the backup of \S+ \(\d+ rows in \d+ tables\)/);
      const [source, restored] = await Promise.all([
        databaseChecksums(database.url),
        databaseChecksums(target.url),
      ]);
      // The source has recorded this backup's run since; the rest is identical.
      const { backup_runs: _sourceRuns, ...sourceTables } = source.tables;
      const { backup_runs: _restoredRuns, ...restoredTables } = restored.tables;
      expect(restoredTables).toEqual(sourceTables);
      expect(restored.migrations).toEqual(source.migrations);
    } finally {
      await target.drop();
    }
  });

  it('refuses a database that holds tables, and tells how to go on', async () => {
    const file = await backUp();
    expectOneLineRefusal(
      await runCli('restore', [file], { DATABASE_URL: database.url }),
      'The database is not empty (it holds',
    );
  });

  it('refuses bad input with one line each', async () => {
    const notABackup = path.join(backupDir, 'notes.txt');
    await writeFile(notABackup, 'not a backup');
    const environment = { DATABASE_URL: database.url };

    expectOneLineRefusal(await runCli('restore', [], environment), 'Usage: pnpm restore <file>');
    expectOneLineRefusal(
      await runCli('restore', ['missing.pgcopy.gz'], environment),
      `No backup file at ${path.join(backupDir, 'missing.pgcopy.gz')}.`,
    );
    expectOneLineRefusal(
      await runCli('restore', [notABackup], environment),
      `${notABackup} cannot be restored: it is not a gzip file, or it is damaged`,
    );
    expectOneLineRefusal(
      await runCli('restore', ['a', '--unknown'], environment),
      "Unknown option '--unknown'",
    );
  });
});
