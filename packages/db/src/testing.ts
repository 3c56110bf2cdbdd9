/**
 * Integration-test helpers: one PostgreSQL server per test run, and a fresh, migrated, empty
 * database for every caller of `createTestDatabase` (a copy of one migrated once).
 *
 * How a package wires it (this package does the same in `test/global-setup.ts`):
 *
 * ```ts
 * // test/global-setup.ts — runs once, in the main vitest process
 * import type { TestProject } from 'vitest/node';
 * import { startTestPostgres, testDatabaseBaseUrlKey } from '@app/db/testing';
 *
 * export default async function setup(project: TestProject) {
 *   const postgres = await startTestPostgres();
 *   project.provide(testDatabaseBaseUrlKey, postgres.url);
 *   return () => postgres.stop();
 * }
 *
 * // vitest.config.ts
 * export default defineConfig({ test: { globalSetup: ['test/global-setup.ts'] } });
 *
 * // something.test.ts
 * import { afterAll, beforeAll, inject } from 'vitest';
 * import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from '@app/db/testing';
 *
 * let database: TestDatabase;
 * beforeAll(async () => { database = await createTestDatabase(inject(testDatabaseBaseUrlKey)); });
 * afterAll(() => database.close());
 * // use database.orm.em.fork() in each test
 * ```
 *
 * To run against an existing server instead of an embedded one, the global setup passes its
 * URL: `startTestPostgres({ baseUrl })`. That user needs the CREATEDB privilege.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from './config.ts';
import { type EmbeddedServer, startEmbeddedServer } from './embedded-server.ts';
import type { DatabaseLogger } from './logger.ts';
import { migrationsList } from './migrations/index.ts';
import {
  quoteIdentifier,
  withAdvisoryLock,
  withDatabaseName,
  withServerAdmin,
} from './server-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test run's PostgreSQL server, for `createTestDatabase`. */
    testDatabaseBaseUrl: string;
  }
}

export const testDatabaseBaseUrlKey = 'testDatabaseBaseUrl';

/**
 * Tests care about errors only: the server's routine chatter, and the warnings that tests of
 * connection loss provoke on purpose, stay out of their output.
 */
export const quietTestLogger: DatabaseLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: (details, message) => {
    console.error(message, details);
  },
};

export interface TestPostgres {
  /** Admin URL (the `postgres` maintenance database) to pass to `createTestDatabase`. */
  url: string;
  /** True when this call started the server (and `stop` removes it with its data). */
  embedded: boolean;
  stop(): Promise<void>;
}

function startThrowawayServer(dataDir: string, logger: DatabaseLogger | undefined) {
  return startEmbeddedServer({
    dataDir,
    logger: logger ?? quietTestLogger,
    // Test data is thrown away, so durability is traded for speed.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
}

export async function startTestPostgres(
  options: { baseUrl?: string; logger?: DatabaseLogger } = {},
): Promise<TestPostgres> {
  if (options.baseUrl !== undefined && options.baseUrl !== '') {
    return { url: options.baseUrl, embedded: false, stop: () => Promise.resolve() };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'app-test-postgres-'));
  try {
    const server = await startThrowawayServer(dataDir, options.logger);
    return {
      url: server.urlFor('postgres'),
      embedded: true,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface InterruptibleTestPostgres extends TestPostgres {
  /** Shuts the server down (fast shutdown: sessions are cut off), keeping its data. */
  interrupt(): Promise<void>;
  /** Starts it again on the same port with the same data, so the same URLs work again. */
  resume(): Promise<void>;
}

/** An embedded test server that can be taken down and brought back, to test database outages. */
export async function startInterruptibleTestPostgres(
  options: { logger?: DatabaseLogger } = {},
): Promise<InterruptibleTestPostgres> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'app-test-postgres-'));
  let server: EmbeddedServer;
  try {
    server = await startThrowawayServer(dataDir, options.logger);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = server;
  return {
    url: server.urlFor('postgres'),
    embedded: true,
    interrupt: () => server.stop(),
    resume: async () => {
      const resumed = await startThrowawayServer(dataDir, options.logger);
      server = resumed;
      if (resumed.port !== port) {
        throw new Error(`PostgreSQL came back on port ${resumed.port} instead of ${port}`);
      }
    },
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase {
  /** Connected to the fresh database, every migration applied. */
  orm: MikroORM;
  /** Its URL, e.g. for a second connection or a server under test. */
  url: string;
  /** Closes the ORM and drops the database. */
  close(): Promise<void>;
}

/**
 * Every test database is a copy of this one, migrated once per server: copying takes a fraction
 * of the time the migrations take, and a test run creates some hundred databases. Its name holds a
 * digest of every migration's name and code, so on a server kept between runs a migration added,
 * edited or removed since gets a template of its own rather than a copy of a stale schema.
 */
const migratedTemplateName = `test_migrated_${createHash('sha256')
  .update(
    migrationsList.map((migration) => `${migration.name}\0${String(migration.class)}`).join('\0'),
  )
  .digest('hex')
  .slice(0, 16)}`;

/** Per server URL, within this process: the template, once it exists. */
const migratedTemplates = new Map<string, Promise<void>>();

function ensureMigratedTemplate(baseUrl: string): Promise<void> {
  let ready = migratedTemplates.get(baseUrl);
  if (ready === undefined) {
    // Test files run in several processes at once: the first to take the lock builds it.
    ready = withAdvisoryLock(baseUrl, migratedTemplateName, async () => {
      const existing = await withServerAdmin(baseUrl, (execute) =>
        execute('select 1 from pg_database where datname = ?', [migratedTemplateName]),
      );
      if (existing.length > 0) return;
      // Built under another name and renamed when complete, so no copy is taken of half of it.
      const building = `${migratedTemplateName}_${randomBytes(4).toString('hex')}`;
      await withServerAdmin(baseUrl, (execute) =>
        execute(`create database ${quoteIdentifier(building)}`),
      );
      const orm = await openDatabase({
        clientUrl: withDatabaseName(baseUrl, building),
        logger: quietTestLogger,
        poolMax: 1,
      });
      await orm.close(true);
      await withServerAdmin(baseUrl, (execute) =>
        execute(
          `alter database ${quoteIdentifier(building)} rename to ${quoteIdentifier(migratedTemplateName)}`,
        ),
      );
    });
    ready.catch(() => migratedTemplates.delete(baseUrl));
    migratedTemplates.set(baseUrl, ready);
  }
  return ready;
}

export async function createTestDatabase(
  baseUrl: string,
  options: { logger?: DatabaseLogger; poolMax?: number } = {},
): Promise<TestDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await ensureMigratedTemplate(baseUrl);
  await withServerAdmin(baseUrl, (execute) =>
    execute(
      `create database ${quoteIdentifier(name)} template ${quoteIdentifier(migratedTemplateName)}`,
    ),
  );
  const drop = () =>
    withServerAdmin(baseUrl, (execute) =>
      execute(`drop database if exists ${quoteIdentifier(name)} with (force)`),
    );
  const url = withDatabaseName(baseUrl, name);
  let orm: MikroORM;
  try {
    orm = await openDatabase({
      clientUrl: url,
      logger: options.logger ?? quietTestLogger,
      poolMax: options.poolMax ?? 4,
    });
  } catch (error) {
    await drop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    orm,
    url,
    close: () => {
      closing ??= orm
        .close(true)
        .then(drop)
        .then(() => undefined);
      return closing;
    },
  };
}

export { insertLead, leadRow, notesOf, type SqlRunner } from './testing-rows.ts';
export {
  databaseChecksums,
  type DatabaseChecksums,
  type TableChecksum,
} from './testing-checksums.ts';

/** A new database without tables (a restore's target), dropped by `drop`. */
export async function createEmptyTestDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withServerAdmin(baseUrl, (execute) => execute(`create database ${quoteIdentifier(name)}`));
  return {
    url: withDatabaseName(baseUrl, name),
    drop: () =>
      withServerAdmin(baseUrl, (execute) =>
        execute(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      ).then(() => undefined),
  };
}
