import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  createEmptyTestDatabase,
  createTestDatabase,
  databaseChecksums,
  quietTestLogger,
  testDatabaseBaseUrlKey,
  type TestDatabase,
} from '../testing.ts';
import { migrationsList } from '../migrations/index.ts';
import {
  backupFileName,
  listBackups,
  partialBackupFileName,
  pruneBackups,
} from './backup-files.ts';
import { BackupFileError, encodeFrame, encodeJsonFrame } from './backup-format.ts';
import { readBackupContents, restoreBackup, RestoreRefusedError } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

/** The tables of a database's schema. */
async function tablesIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select tablename::text as name from pg_tables where schemaname = current_schema()',
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * A well-formed backup whose one row PostgreSQL refuses (an admin without the password the table
 * requires): a restore of it fails half-way, after the migrations.
 */
async function writeRefusedBackup(): Promise<string> {
  const file = path.join(directory, 'refused.gz');
  await writeFile(
    file,
    gzipSync(
      Buffer.concat([
        ...encodeJsonFrame('header', {
          format: 'bamboo-bridge-teams backup',
          version: 1,
          createdAt: new Date().toISOString(),
          serverVersion: '18.0',
          migrations: migrationsList.map((migration) => migration.name),
        }),
        ...encodeJsonFrame('table', { name: 'admin_users', columns: ['id', 'username'] }),
        ...encodeFrame('data', Buffer.from('1\towner@example.com\n')),
        ...encodeJsonFrame('tableEnd', { rows: 1 }),
        ...encodeJsonFrame('sequences', []),
        ...encodeJsonFrame('end', { tables: 1, rows: 1 }),
      ]),
    ),
  );
  return file;
}

/** Runs one statement on a connection of its own. */
async function execute(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The schemas of a database other than PostgreSQL's own. */
async function schemasIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname::text as name from pg_namespace
        where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by nspname`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

let source: TestDatabase;
let directory: string;
const cvBytes = randomBytes(300_000);
/** Every byte COPY's text format escapes, in text and in bytes. */
const awkwardText = 'Line one\nline two\ttabbed \\ backslash \r return, “quotes”, emoji 🚀, \\N';

beforeAll(async () => {
  source = await createTestDatabase(inject(testDatabaseBaseUrlKey));
  const sql = (query: string, params: unknown[] = []) =>
    source.orm.em.getConnection().execute(query, params);
  await sql(`insert into admin_users (username, password) values ('owner@example.com', 'hash')`);
  for (let lead = 0; lead < 25; lead += 1) {
    await sql(
      `insert into leads (name, email, contact, message) values (?, ?, '0491 570 110', ?)`,
      [`Lead ${lead}`, `lead${lead}@example.com`, lead === 3 ? awkwardText : null],
    );
  }
  await sql(
    `insert into lead_notes (lead_id, note) select id, 'Called: ' || name from leads where id % 3 = 0`,
  );
  const cvKey = randomUUID();
  await sql('insert into stored_files (key, byte_size) values (?, ?)', [cvKey, cvBytes.length]);
  for (let seq = 0; seq * 262_144 < cvBytes.length; seq += 1) {
    await sql('insert into stored_file_chunks (file_key, seq, data) values (?, ?, ?)', [
      cvKey,
      seq,
      cvBytes.subarray(seq * 262_144, (seq + 1) * 262_144),
    ]);
  }
  await sql(
    `insert into career_submissions (first_name, last_name, email, phone, position, description,
       cv_key, cv_file_name, cv_content_type, cv_byte_size)
     values ('Minh', 'Tran', 'minh@example.com', '0491 570 111', 'DevOps Engineer', ?, ?, 'cv.pdf',
       'application/pdf', ?)`,
    [awkwardText, cvKey, cvBytes.length],
  );
  await sql(
    `insert into application_notes (application_id, note) select id, 'Phoned' from career_submissions`,
  );
  await sql(`insert into mail_outbox (kind, payload) values ('lead-alert', ?::jsonb)`, [
    JSON.stringify({ leadId: 3, message: awkwardText }),
  ]);
  await sql(
    `insert into audit_log (admin_id, action, details) select id, 'lead.update', '{"from":"new"}'
       from admin_users`,
  );
  // A used sequence whose rows are gone: the restore must not hand out those ids again.
  await sql(`delete from leads where id > 20`);
  directory = await mkdtemp(path.join(tmpdir(), 'app-backups-'));
});

afterAll(async () => {
  await source.close();
  await rm(directory, { recursive: true, force: true });
});

describe('a backup restored into an empty database', () => {
  let target: { url: string; drop(): Promise<void> };

  beforeEach(async () => {
    target = await createEmptyTestDatabase(inject(testDatabaseBaseUrlKey));
  });

  afterEach(() => target.drop());

  it('holds every table, row and sequence exactly, CV bytes and escaped text included', async () => {
    const before = await databaseChecksums(source.url);
    const backup = await writeBackup({ databaseUrl: source.url, directory });

    expect(backup.fileName).toBe(backupFileName(backup.createdAt));
    expect(backup.byteSize).toBeGreaterThan(0);
    const contents = await readBackupContents(backup.file);
    expect(contents.header.migrations).toEqual(migrationsList.map((migration) => migration.name));
    expect(contents.tables.find((table) => table.name === 'leads')?.rows).toBe(20);
    // Parents come before the tables that refer to them.
    const order = contents.tables.map((table) => table.name);
    expect(order.indexOf('leads')).toBeLessThan(order.indexOf('lead_notes'));
    expect(order.indexOf('stored_files')).toBeLessThan(order.indexOf('stored_file_chunks'));
    expect(order.indexOf('admin_users')).toBeLessThan(order.indexOf('audit_log'));

    const restored = await restoreBackup({
      databaseUrl: target.url,
      file: backup.file,
      force: false,
      logger: quietTestLogger,
    });

    expect(restored.dropped).toEqual([]);
    expect(restored.contents.rows).toBe(backup.rows);
    const after = await databaseChecksums(target.url);
    expect(after).toEqual(before);
    expect(after.tables.leads?.rows).toBe(20);
    expect(after.sequences.leads_id_seq).toBe('25');
  });

  it('refuses a file that is not a backup, or a damaged one, and leaves the database empty', async () => {
    const backup = await writeBackup({ databaseUrl: source.url, directory });
    const whole = await readFile(backup.file);
    const cases: [string, Buffer][] = [
      ['plain text', Buffer.from('not a backup at all')],
      ['cut short', whole.subarray(0, Math.floor(whole.length / 2))],
      ['another gzip file', gzipSync(Buffer.concat(encodeJsonFrame('header', { format: 'x' })))],
    ];
    for (const [name, bytes] of cases) {
      const file = path.join(directory, `${name}.gz`);
      await writeFile(file, bytes);
      await expect(
        restoreBackup({ databaseUrl: target.url, file, force: false, logger: quietTestLogger }),
        name,
      ).rejects.toBeInstanceOf(BackupFileError);
      await rm(file);
    }
    expect(await tablesIn(target.url)).toEqual([]);
  });

  it('that PostgreSQL refuses half-way leaves the database empty again', async () => {
    const file = await writeRefusedBackup();
    await expect(
      restoreBackup({ databaseUrl: target.url, file, force: false, logger: quietTestLogger }),
    ).rejects.toThrow(/password/);
    expect(await tablesIn(target.url)).toEqual([]);
    await rm(file);
  });

  it('succeeds where PostgreSQL ends connections idle in a transaction at once', async () => {
    // The restore's advisory lock is held in a transaction that stays idle for the whole restore;
    // a database that sets this limit must not end it and fail the commit after the data is in.
    const name = new URL(target.url).pathname.slice(1);
    await execute(
      target.url,
      `alter database "${name}" set idle_in_transaction_session_timeout = '1ms'`,
    );
    const backup = await writeBackup({ databaseUrl: source.url, directory });

    await restoreBackup({
      databaseUrl: target.url,
      file: backup.file,
      force: false,
      logger: quietTestLogger,
    });

    expect(await databaseChecksums(target.url)).toEqual(await databaseChecksums(source.url));
  });

  it('refuses a backup of a schema version this app does not have', async () => {
    const header = {
      format: 'bamboo-bridge-teams backup',
      version: 1,
      createdAt: new Date().toISOString(),
      serverVersion: '18.0',
      migrations: [migrationsList[0]?.name, 'Migration29990101000000_from_the_future'],
    };
    const file = path.join(directory, 'future.gz');
    await writeFile(
      file,
      gzipSync(
        Buffer.concat([
          ...encodeJsonFrame('header', header),
          ...encodeJsonFrame('sequences', []),
          ...encodeJsonFrame('end', { tables: 0, rows: 0 }),
        ]),
      ),
    );
    await expect(
      restoreBackup({ databaseUrl: target.url, file, force: false, logger: quietTestLogger }),
    ).rejects.toThrow(/another version of the app/);
    await rm(file);
  });
});

describe('a restore into a database that holds tables', () => {
  let target: TestDatabase;

  beforeEach(async () => {
    target = await createTestDatabase(inject(testDatabaseBaseUrlKey));
    await target.orm.em
      .getConnection()
      .execute(`insert into leads (name, email, contact) values ('Kept', 'kept@example.com', 'x')`);
  });

  afterEach(() => target.close());

  it('is refused, and the database is left as it was', async () => {
    const backup = await writeBackup({ databaseUrl: source.url, directory });
    const before = await databaseChecksums(target.url);

    await expect(
      restoreBackup({
        databaseUrl: target.url,
        file: backup.file,
        force: false,
        logger: quietTestLogger,
      }),
    ).rejects.toThrow(RestoreRefusedError);
    expect(await databaseChecksums(target.url)).toEqual(before);
  });

  it('with force drops its tables first and restores', async () => {
    const backup = await writeBackup({ databaseUrl: source.url, directory });
    // The app's own pool would hold the tables' locks; the restore's drop waits for none.
    await target.orm.close(true);

    const restored = await restoreBackup({
      databaseUrl: target.url,
      file: backup.file,
      force: true,
      logger: quietTestLogger,
    });

    expect(restored.dropped).toContain('leads');
    expect(await databaseChecksums(target.url)).toEqual(await databaseChecksums(source.url));
    expect(await schemasIn(target.url)).toEqual(['public']);
  });

  it('with force that fails half-way leaves the old tables as they were', async () => {
    await target.orm.close(true);
    const before = await databaseChecksums(target.url);
    const schemas = await schemasIn(target.url);
    const file = await writeRefusedBackup();

    await expect(
      restoreBackup({ databaseUrl: target.url, file, force: true, logger: quietTestLogger }),
    ).rejects.toThrow(/password/);
    await rm(file);

    expect(await databaseChecksums(target.url)).toEqual(before);
    expect(await schemasIn(target.url)).toEqual(schemas);
    // Its extension came back with it: a good restore, whose migrations need it, still works.
    const backup = await writeBackup({ databaseUrl: source.url, directory });
    await restoreBackup({
      databaseUrl: target.url,
      file: backup.file,
      force: true,
      logger: quietTestLogger,
    });
    expect(await databaseChecksums(target.url)).toEqual(await databaseChecksums(source.url));
  });
});

describe('backup files', () => {
  it('are named by their UTC time; pruning keeps the newest, drops abandoned partial files and leaves other files alone', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'app-prune-'));
    try {
      const now = new Date(Date.UTC(2026, 10, 5, 2, 0, 0, 5));
      const times = [3, 1, 4, 2].map((day) => new Date(Date.UTC(2026, 10, day, 2, 0, 0, 5)));
      for (const time of times) await writeFile(path.join(folder, backupFileName(time)), 'x');
      await writeFile(path.join(folder, 'notes.txt'), 'mine');
      // One left by a run killed two days ago, and one being written now.
      await writeFile(path.join(folder, partialBackupFileName(times[3] ?? now)), 'half');
      await writeFile(path.join(folder, partialBackupFileName(now)), 'half');

      expect(backupFileName(times[0] ?? now)).toBe('backup-2026-11-03T02-00-00.005Z.pgcopy.gz');
      expect(await pruneBackups(folder, 2, now)).toEqual([
        'backup-2026-11-02T02-00-00.005Z.pgcopy.gz',
        'backup-2026-11-01T02-00-00.005Z.pgcopy.gz',
        '.backup-2026-11-02T02-00-00.005Z.pgcopy.gz.partial',
      ]);
      expect((await listBackups(folder)).map((backup) => backup.fileName)).toEqual([
        'backup-2026-11-04T02-00-00.005Z.pgcopy.gz',
        'backup-2026-11-03T02-00-00.005Z.pgcopy.gz',
      ]);
      expect((await readdir(folder)).sort()).toEqual([
        '.backup-2026-11-05T02-00-00.005Z.pgcopy.gz.partial',
        'backup-2026-11-03T02-00-00.005Z.pgcopy.gz',
        'backup-2026-11-04T02-00-00.005Z.pgcopy.gz',
        'notes.txt',
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
