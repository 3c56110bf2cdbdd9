import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { backupFileName, partialBackupFileName } from './backup-files.ts';
import {
  backupFormat,
  backupFormatVersion,
  type BackupHeader,
  type BackupSequence,
  type BackupTable,
  encodeFrame,
  encodeJsonFrame,
} from './backup-format.ts';
import { identifier, openCopyConnection } from './backup-connection.ts';

/** MikroORM's log of applied migrations: the restore writes it anew by migrating. */
const migrationsTable = 'mikro_orm_migrations';

/**
 * gzip's fastest level: most of the bytes are CVs (PDF and Word files, compressed already, which
 * COPY writes as hex), so a higher level saves next to nothing (under 1% at 100,000 leads with
 * 1,000 CVs, docs/benchmarks.md) for more of a small server's CPU.
 */
const compressionLevel = zlibConstants.Z_BEST_SPEED;

export interface WrittenBackup {
  file: string;
  fileName: string;
  byteSize: number;
  /** When the snapshot was taken (the time in the file's name). */
  createdAt: Date;
  tables: number;
  rows: number;
}

/** A schema this backup cannot restore in order: a table that refers to itself, or a cycle. */
export class BackupSchemaError extends Error {}

interface TableRow {
  name: string;
  columns: string[];
  parents: string[];
  self_referencing: boolean;
}

/**
 * The tables of the current schema with their columns, parents first: a restore copies them in
 * this order, so every foreign key finds its row already there.
 */
async function tablesInDependencyOrder(client: pg.Client): Promise<BackupTable[]> {
  const { rows } = await client.query<TableRow>(
    `select c.relname::text as name,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                     and a.attgenerated = ''
                   order by a.attnum) as columns,
            array(select distinct p.relname::text from pg_constraint f
                    join pg_class p on p.oid = f.confrelid
                   where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as parents,
            exists(select 1 from pg_constraint f
                    where f.conrelid = c.oid and f.contype = 'f' and f.confrelid = c.oid)
              as self_referencing
       from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
        and c.relname <> $1
      order by c.relname`,
    [migrationsTable],
  );
  const selfReferencing = rows.filter((row) => row.self_referencing).map((row) => row.name);
  if (selfReferencing.length > 0) {
    throw new BackupSchemaError(
      `Tables that refer to themselves cannot be restored in one pass: ${selfReferencing.join(', ')}`,
    );
  }
  const names = new Set(rows.map((row) => row.name));
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  let waiting = rows;
  while (waiting.length > 0) {
    const ready = waiting.filter((row) =>
      row.parents.every((parent) => placed.has(parent) || !names.has(parent)),
    );
    if (ready.length === 0) {
      throw new BackupSchemaError(
        `Tables whose foreign keys form a cycle cannot be restored in one pass: ${waiting.map((row) => row.name).join(', ')}`,
      );
    }
    for (const row of ready) {
      ordered.push({ name: row.name, columns: row.columns });
      placed.add(row.name);
    }
    waiting = waiting.filter((row) => !placed.has(row.name));
  }
  return ordered;
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select name from ${identifier(client, migrationsTable)} order by id`,
  );
  return rows.map((row) => row.name);
}

/**
 * Sequences are not transactional: read after the tables, each is at least as far as the rows
 * the snapshot holds, which is all a restore needs (ids are never reused, gaps are harmless).
 * One never used has no value and stays as the migrations make it.
 */
async function sequenceValues(client: pg.Client): Promise<BackupSequence[]> {
  const { rows } = await client.query<{ name: string; last_value: string }>(
    `select sequencename::text as name, last_value::text as last_value from pg_sequences
      where schemaname = current_schema() and last_value is not null
      order by sequencename`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

/** Every frame of the backup, each table streamed from the server as the file takes it. */
async function* backupFrames(
  client: pg.Client,
  header: BackupHeader,
  tables: BackupTable[],
  totals: { rows: number },
): AsyncGenerator<Buffer> {
  yield* encodeJsonFrame('header', header);
  for (const table of tables) {
    yield* encodeJsonFrame('table', table);
    const columns = table.columns.map((column) => identifier(client, column)).join(', ');
    const copy = client.query(
      copyTo(`copy ${identifier(client, table.name)} (${columns}) to stdout`),
    );
    for await (const chunk of copy as AsyncIterable<Buffer>) yield* encodeFrame('data', chunk);
    totals.rows += copy.rowCount;
    yield* encodeJsonFrame('tableEnd', { rows: copy.rowCount });
  }
  yield* encodeJsonFrame('sequences', await sequenceValues(client));
  yield* encodeJsonFrame('end', { tables: tables.length, rows: totals.rows });
}

/**
 * Writes a backup of the database at `databaseUrl` into `directory`: every table of its schema
 * (but the migrations log, which the schema version stands for), read in one `REPEATABLE READ`
 * snapshot, so the file holds the database as it was at one moment while the app goes on
 * writing. Streamed end to end: memory stays flat whatever the size. The file appears under its
 * final name only once complete and on disk, readable by its owner alone (it holds personal data
 * and password hashes).
 */
export async function writeBackup(options: {
  databaseUrl: string;
  directory: string;
  now?: Date;
}): Promise<WrittenBackup> {
  const createdAt = options.now ?? new Date();
  const fileName = backupFileName(createdAt);
  const file = path.join(options.directory, fileName);
  const partialFile = path.join(options.directory, partialBackupFileName(createdAt));
  // A folder made here is its owner's alone, like the files in it.
  await mkdir(options.directory, { recursive: true, mode: 0o700 });
  const client = await openCopyConnection(options.databaseUrl, 'backup');
  try {
    await client.query('begin isolation level repeatable read read only');
    const {
      rows: [server],
    } = await client.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    const header: BackupHeader = {
      format: backupFormat,
      version: backupFormatVersion,
      createdAt: createdAt.toISOString(),
      serverVersion: server?.version ?? 'unknown',
      migrations: await appliedMigrations(client),
    };
    const tables = await tablesInDependencyOrder(client);
    const totals = { rows: 0 };
    try {
      await pipeline(
        backupFrames(client, header, tables, totals),
        createGzip({ level: compressionLevel }),
        createWriteStream(partialFile, { flags: 'wx', mode: 0o600, flush: true }),
      );
      await rename(partialFile, file);
    } catch (error) {
      await rm(partialFile, { force: true });
      throw error;
    }
    await client.query('commit');
    return {
      file,
      fileName,
      byteSize: (await stat(file)).size,
      createdAt,
      tables: tables.length,
      rows: totals.rows,
    };
  } finally {
    await client.end();
  }
}
