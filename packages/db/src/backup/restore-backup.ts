import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createOrmConfig, migrationLockName, migrationTimeouts } from '../config.ts';
import type { DatabaseLogger } from '../logger.ts';
import { migrationsList } from '../migrations/index.ts';
import { withAdvisoryLock } from '../server-admin.ts';
import { identifier, openCopyConnection } from './backup-connection.ts';
import {
  BackupFileError,
  type BackupHeader,
  type BackupSequence,
  type BackupTable,
  countRows,
  FrameReader,
  parseHeader,
  parseSequences,
  parseTable,
  parseTableEnd,
  parseTotals,
} from './backup-format.ts';

/** What a backup holds, as read from its file. */
export interface BackupContents {
  header: BackupHeader;
  tables: (BackupTable & { rows: number })[];
  sequences: BackupSequence[];
  rows: number;
}

/** A restore that would lose data or cannot be done by this version of the app. */
export class RestoreRefusedError extends Error {}

/** zlib's errors, for a file that is not gzip or is damaged, carry codes such as Z_DATA_ERROR. */
function isZlibError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('Z_')
  );
}

/** Decompresses `file` and hands its frames to `read`, explaining a file that is not gzip. */
async function readBackupFile<T>(file: string, read: (reader: FrameReader) => Promise<T>) {
  let result: T | undefined;
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      async (source: AsyncIterable<Buffer>) => {
        result = await read(new FrameReader(source));
      },
    );
  } catch (error) {
    if (isZlibError(error)) {
      throw new BackupFileError(`it is not a gzip file, or it is damaged (${error.message})`);
    }
    throw error;
  }
  return result as T;
}

/**
 * The data of the next table, as COPY text, until its end frame; `onEnd` gets the rows the
 * backup says it holds.
 */
async function* tableData(reader: FrameReader, onEnd: (rows: number) => void) {
  for (;;) {
    const frame = await reader.next();
    if (frame?.kind === 'data') {
      yield frame.payload;
    } else if (frame?.kind === 'tableEnd') {
      onEnd(parseTableEnd(frame.payload));
      return;
    } else {
      throw new BackupFileError('a table of it ends without its end frame');
    }
  }
}

/**
 * Reads a backup from its header to its end, handing each table's data to `onTable`, which
 * answers how many rows it took; every count, and the end of the file, are checked.
 */
async function walkBackup(
  reader: FrameReader,
  onTable: (table: BackupTable, data: AsyncIterable<Buffer>) => Promise<number>,
): Promise<BackupContents> {
  const header = parseHeader(await reader.expect('header'));
  const tables: BackupContents['tables'] = [];
  let frame = await reader.next();
  while (frame?.kind === 'table') {
    const table = parseTable(frame.payload);
    let stated: number | undefined;
    const taken = await onTable(
      table,
      tableData(reader, (rows) => {
        stated = rows;
      }),
    );
    if (stated === undefined) throw new BackupFileError(`its table ${table.name} has no end`);
    if (taken !== stated) {
      throw new BackupFileError(`its table ${table.name} holds ${taken} rows, not ${stated}`);
    }
    tables.push({ ...table, rows: taken });
    frame = await reader.next();
  }
  if (frame?.kind !== 'sequences') throw new BackupFileError('it ends before its sequences');
  const sequences = parseSequences(frame.payload);
  const totals = parseTotals(await reader.expect('end'));
  if ((await reader.next()) !== undefined) throw new BackupFileError('it goes on past its end');
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  if (totals.tables !== tables.length || totals.rows !== rows) {
    throw new BackupFileError('its tables do not add up to its stated totals');
  }
  return { header, tables, sequences, rows };
}

/**
 * Reads a whole backup file the way a restore will, counting every table's rows, so a damaged
 * or cut-short file is found before anything in the database is touched.
 */
export function readBackupContents(file: string): Promise<BackupContents> {
  return readBackupFile(file, (reader) =>
    walkBackup(reader, async (_table, data) => {
      let rows = 0;
      for await (const chunk of data) rows += countRows(chunk);
      return rows;
    }),
  );
}

/**
 * The migrations to apply before the data goes in: the backup's, which must be the first of this
 * app's (a backup made by a newer version of the app names migrations this one lacks).
 */
function schemaVersion(header: BackupHeader): string | undefined {
  const known = migrationsList.map((migration) => migration.name);
  const unknown = header.migrations.filter((name, index) => known[index] !== name);
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `The backup was made by another version of the app (its migration ${unknown[0] ?? ''} is not this version's); restore it with the version that made it.`,
    );
  }
  return header.migrations.at(-1);
}

async function tablesOfSchema(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename::text as name from pg_tables where schemaname = current_schema()
      order by tablename`,
  );
  return rows.map((row) => row.name);
}

async function dropTables(client: pg.Client, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  const list = tables.map((table) => identifier(client, table)).join(', ');
  await client.query(`drop table if exists ${list} cascade`);
}

async function migrateTo(url: string, migration: string, logger: DatabaseLogger): Promise<void> {
  const orm = new MikroORM(
    createOrmConfig({ clientUrl: url, poolMax: 1, timeouts: migrationTimeouts, logger }),
  );
  try {
    await orm.migrator.up({ to: migration });
  } finally {
    await orm.close(true);
  }
}

/** COPYs every table of the file in, in its order (parents first), in one transaction. */
async function copyIn(client: pg.Client, file: string): Promise<BackupContents> {
  await client.query('begin');
  const contents = await readBackupFile(file, (reader) =>
    walkBackup(reader, async (table, data) => {
      const columns = table.columns.map((column) => identifier(client, column)).join(', ');
      const copy = client.query(
        copyFrom(`copy ${identifier(client, table.name)} (${columns}) from stdin`),
      );
      await pipeline(data, copy);
      return copy.rowCount;
    }),
  );
  for (const sequence of contents.sequences) {
    await client.query('select setval($1::regclass, $2::bigint, true)', [
      identifier(client, sequence.name),
      sequence.lastValue,
    ]);
  }
  await client.query('commit');
  return contents;
}

/** The schema holding the database's tables, moved aside under another name during a restore. */
interface SetAsideSchema {
  /** The name it had, and gets back if the restore fails: the schema the app's tables live in. */
  schema: string;
  /** Its name while the restore runs. */
  aside: string;
}

/** The extensions whose objects live in `schema` (pg_trgm for the CRM's search). */
async function extensionsIn(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select e.extname::text as name from pg_extension e
       join pg_namespace n on n.oid = e.extnamespace where n.nspname = $1`,
    [schema],
  );
  return rows.map((row) => row.name);
}

/** Moves the extensions of schema `from` to schema `to`, inside the caller's transaction. */
async function moveExtensions(client: pg.Client, from: string, to: string): Promise<void> {
  for (const extension of await extensionsIn(client, from)) {
    await client.query(
      `alter extension ${identifier(client, extension)} set schema ${identifier(client, to)}`,
    );
  }
}

/**
 * Renames the schema of the database's tables to a new name and makes an empty one in its place,
 * with its owner and grants, in one transaction: the old tables are kept whole until the restore
 * has committed, so a failed restore can put them back. Its extensions move to the new schema,
 * as the migrations (`create extension if not exists`) would otherwise find them installed but
 * out of reach.
 */
async function setSchemaAside(client: pg.Client): Promise<SetAsideSchema> {
  const { rows } = await client.query<{ schema: string; owner: string }>(
    `select n.nspname::text as schema, pg_get_userbyid(n.nspowner)::text as owner
       from pg_namespace n where n.nspname = current_schema()`,
  );
  const [current] = rows;
  if (current === undefined) throw new Error('The database has no current schema');
  // Unique, and within PostgreSQL's 63 bytes for a name.
  const aside = `${current.schema.slice(0, 24)}_before_restore_${Date.now().toString(36)}`;
  const { rows: grants } = await client.query<{ grantee: string | null; privilege: string }>(
    `select pg_get_userbyid(nullif(a.grantee, 0))::text as grantee, a.privilege_type as privilege
       from pg_namespace n, aclexplode(n.nspacl) a
      where n.nspname = $1 and a.grantee <> n.nspowner`,
    [current.schema],
  );
  const schema = identifier(client, current.schema);
  await client.query('begin');
  try {
    await client.query(`alter schema ${schema} rename to ${identifier(client, aside)}`);
    await client.query(
      `create schema ${schema} authorization ${identifier(client, current.owner)}`,
    );
    for (const grant of grants) {
      // aclexplode names only USAGE or CREATE for a schema; the grantee is a role, or everyone.
      const privilege = grant.privilege === 'CREATE' ? 'create' : 'usage';
      const grantee = grant.grantee === null ? 'public' : identifier(client, grant.grantee);
      await client.query(`grant ${privilege} on schema ${schema} to ${grantee}`);
    }
    await moveExtensions(client, aside, current.schema);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return { schema: current.schema, aside };
}

/** Drops what a failed restore made and gives the old schema its name back, in one transaction. */
async function putSchemaBack(client: pg.Client, { schema, aside }: SetAsideSchema): Promise<void> {
  await client.query('begin');
  try {
    await moveExtensions(client, schema, aside);
    await client.query(`drop schema ${identifier(client, schema)} cascade`);
    await client.query(
      `alter schema ${identifier(client, aside)} rename to ${identifier(client, schema)}`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

export interface RestoredBackup {
  contents: BackupContents;
  /** The tables the database held before, replaced by the backup's as `force` allowed. */
  dropped: string[];
}

/**
 * Restores the backup `file` into the database at `databaseUrl`, which must hold no tables unless
 * `force`: checks the whole file, applies the committed migrations up to the backup's schema
 * version, copies every table in and sets every sequence. With `force` the tables it held are
 * moved aside (their schema renamed) and dropped only once the restore has committed; a restore
 * that fails puts them back, and into an empty database leaves it without tables again. It holds
 * the migrations' advisory lock throughout, so a server starting meanwhile waits, then migrates
 * the restored data onward.
 */
export async function restoreBackup(options: {
  databaseUrl: string;
  file: string;
  force: boolean;
  logger: DatabaseLogger;
}): Promise<RestoredBackup> {
  const { databaseUrl, file, logger } = options;
  const checked = await readBackupContents(file);
  const migration = schemaVersion(checked.header);
  return withAdvisoryLock(databaseUrl, migrationLockName, async () => {
    const client = await openCopyConnection(databaseUrl, 'restore');
    try {
      const existing = await tablesOfSchema(client);
      if (existing.length > 0 && !options.force) {
        throw new RestoreRefusedError(
          `The database is not empty (it holds ${existing.length} tables, such as ${existing[0] ?? ''}): restore into an empty database, or add --force to replace its tables.`,
        );
      }
      const setAside = existing.length > 0 ? await setSchemaAside(client) : undefined;
      let contents: BackupContents;
      try {
        if (migration !== undefined) await migrateTo(databaseUrl, migration, logger);
        contents = await copyIn(client, file);
        // Fresh statistics, so the planner does not take the tables for empty until autovacuum.
        await client.query('analyze');
      } catch (error) {
        // What the failed restore made goes; the old tables, if any, come back. The first error
        // is the one to report.
        try {
          await client.query('rollback');
          if (setAside === undefined) await dropTables(client, await tablesOfSchema(client));
          else await putSchemaBack(client, setAside);
        } catch (cleanupError) {
          logger.warn(
            { err: cleanupError, oldSchema: setAside?.aside },
            setAside === undefined
              ? 'Could not drop the tables of the failed restore'
              : 'Could not put the old tables back after the failed restore; they are kept in the schema named oldSchema',
          );
        }
        throw error;
      }
      if (setAside !== undefined) {
        try {
          await client.query(`drop schema ${identifier(client, setAside.aside)} cascade`);
        } catch (error) {
          // The restore is done; the old tables only take space until dropped by hand.
          logger.warn(
            { err: error, oldSchema: setAside.aside },
            'The restore is done, but the old tables could not be dropped: drop the schema named oldSchema',
          );
        }
      }
      return { contents, dropped: existing };
    } finally {
      await client.end();
    }
  });
}
