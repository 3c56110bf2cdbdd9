import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest';
import { createOrmConfig, migrationTimeouts, openDatabase } from './config.ts';
import { entities } from './entities.ts';
import type { DatabaseLogger } from './logger.ts';
import { migrationsList } from './migrations/index.ts';
import { quoteIdentifier, withDatabaseName, withServerAdmin } from './server-admin.ts';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from './testing.ts';

function spyLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies DatabaseLogger;
}

async function selectOne(orm: MikroORM): Promise<unknown> {
  return orm.em.getConnection().execute('select 1 as one');
}

/** Retries like a client would: the first query after an outage may still meet a dead connection. */
async function eventually<T>(attempt: () => Promise<T>, attempts = 20): Promise<T> {
  for (let remaining = attempts; ; remaining -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (remaining <= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('createOrmConfig', () => {
  test('lists the entities and migrations explicitly, forbids the global context and bounds the pool', () => {
    const config = createOrmConfig({
      clientUrl: 'postgres://user:secret@127.0.0.1:5432/app',
      poolMax: 3,
    });
    expect(config.entities).toBe(entities);
    expect(config.migrations?.migrationsList).toBe(migrationsList);
    expect(config.migrations?.snapshot).toBe(false);
    expect(config.allowGlobalContext).toBe(false);
    expect(config.pool).toMatchObject({ max: 3, min: 0 });
    expect(config.driverOptions).toMatchObject({
      connectionTimeoutMillis: expect.any(Number) as number,
      statement_timeout: expect.any(Number) as number,
    });
  });

  test('defaults to a pool of ten connections', () => {
    expect(createOrmConfig({ clientUrl: 'postgres://127.0.0.1/app' }).pool?.max).toBe(10);
  });

  test('bounds every query to a few seconds, and migrations far more loosely', () => {
    const clientUrl = 'postgres://127.0.0.1/app';
    expect(createOrmConfig({ clientUrl }).driverOptions).toMatchObject({
      statement_timeout: 3_000,
      query_timeout: 4_000,
    });
    expect(createOrmConfig({ clientUrl, timeouts: migrationTimeouts }).driverOptions).toMatchObject(
      {
        statement_timeout: migrationTimeouts.statementMs,
        query_timeout: migrationTimeouts.queryMs,
      },
    );
  });
});

describe('the timeouts of the app', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(inject(testDatabaseBaseUrlKey), { logger: spyLogger() });
  });

  afterEach(async () => {
    await database.close();
  });

  test('are set on every connection, the transaction timeout included', async () => {
    const rows = await database.orm.em
      .getConnection()
      .execute<{ statement: string; transaction: string; version: string }[]>(
        `select current_setting('statement_timeout') as statement,
                current_setting('transaction_timeout') as transaction,
                current_setting('server_version_num') as version`,
      );
    // The embedded server is PostgreSQL 18, so the version-dependent setting applies too.
    expect(Number(rows[0]?.version)).toBeGreaterThanOrEqual(170000);
    expect(rows[0]).toMatchObject({ statement: '3s', transaction: '3500ms' });
  });

  test('a frozen backend fails its query within the client timeout, its connection is dropped and nothing of its transaction commits', async () => {
    const connection = database.orm.em.getConnection();
    await connection.execute('create table frozen_probe (id int)');
    let frozenPid: number | undefined;
    try {
      await expect(
        connection.transactional(async (ctx) => {
          const [row] = await connection.execute<{ pid: number }[]>(
            'select pg_backend_pid() as pid',
            [],
            'all',
            ctx,
          );
          frozenPid = row?.pid;
          await connection.execute('insert into frozen_probe values (1)', [], 'run', ctx);
          // SIGSTOP, as a hung server: the socket stays open and nothing answers.
          if (frozenPid !== undefined) process.kill(frozenPid, 'SIGSTOP');
          await connection.execute('insert into frozen_probe values (2)', [], 'run', ctx);
        }),
        // The client's own timeout ends the wait: nothing else answers for a stopped backend.
      ).rejects.toThrow(/Query read timeout/);
    } finally {
      if (frozenPid !== undefined) process.kill(frozenPid, 'SIGCONT');
    }

    const [next] = await connection.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
    expect(next?.pid).not.toBe(frozenPid);
    // Thawed, the backend finds its client gone and rolls its transaction back.
    await vi.waitFor(
      async () => {
        const sessions = await connection.execute('select 1 from pg_stat_activity where pid = ?', [
          frozenPid,
        ]);
        expect(sessions).toEqual([]);
      },
      { timeout: 20_000 },
    );
    await expect(connection.execute('select id from frozen_probe')).resolves.toEqual([]);
  });
});

describe('a database that does not answer', () => {
  let silentServer: Server;
  const sockets = new Set<Socket>();

  beforeEach(async () => {
    // Accepts TCP connections and never speaks: what a hung or unreachable server looks like.
    silentServer = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silentServer.close(resolve));
  });

  test('fails within the connection timeout instead of hanging', async () => {
    const address = silentServer.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    // The server accepts and never answers, so only the connect timeout can end the wait.
    await expect(
      openDatabase({
        clientUrl: `postgres://user:secret@127.0.0.1:${address.port}/app`,
        logger: spyLogger(),
      }),
    ).rejects.toThrow(/timeout/i);
  });
});

describe('losing the connections to PostgreSQL', () => {
  let database: TestDatabase;
  let logger: ReturnType<typeof spyLogger>;
  const uncaughtException = vi.fn();

  beforeEach(async () => {
    logger = spyLogger();
    database = await createTestDatabase(inject(testDatabaseBaseUrlKey), { logger });
    process.on('uncaughtException', uncaughtException);
  });

  afterEach(async () => {
    process.off('uncaughtException', uncaughtException);
    uncaughtException.mockClear();
    await database.close();
  });

  /** Ends the test database's connections, or only those running `runningQuery`. */
  async function terminateBackends(runningQuery?: string): Promise<number> {
    const databaseName = new URL(database.url).pathname.slice(1);
    const rows = await withServerAdmin(inject(testDatabaseBaseUrlKey), (execute) =>
      runningQuery === undefined
        ? execute(
            'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = ?',
            [databaseName],
          )
        : execute(
            `select pg_terminate_backend(pid) as terminated from pg_stat_activity
              where datname = ? and state = 'active' and query = ?`,
            [databaseName, runningQuery],
          ),
    );
    return rows.length;
  }

  test('idle pooled connections killed by the server do not take the process down', async () => {
    const { orm } = database;
    // Open several pooled connections, then leave them idle.
    await Promise.all([1, 2, 3].map(() => orm.em.getConnection().execute('select pg_sleep(0.05)')));

    expect(await terminateBackends()).toBeGreaterThanOrEqual(3);
    await vi.waitFor(() => {
      expect(logger.warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) as Error }),
        expect.stringContaining('PostgreSQL connection error'),
      );
    });

    await expect(eventually(() => selectOne(orm))).resolves.toEqual([{ one: 1 }]);
    expect(uncaughtException).not.toHaveBeenCalled();
  });

  test('a connection killed in the middle of a query fails that query only', async () => {
    const { orm } = database;
    const longQuery = 'select pg_sleep(10)';
    const longQueryFails = expect(orm.em.getConnection().execute(longQuery)).rejects.toThrow(
      /terminat/i,
    );
    // Only the connection running it: ending an idle one first would leave the query to time out.
    await vi.waitFor(async () => {
      expect(await terminateBackends(longQuery)).toBeGreaterThanOrEqual(1);
    });

    await longQueryFails;
    await expect(eventually(() => selectOne(orm))).resolves.toEqual([{ one: 1 }]);
    expect(uncaughtException).not.toHaveBeenCalled();
  });
});

describe('several instances starting at once on a fresh database', () => {
  test('all start, and each migration is applied exactly once', async () => {
    const baseUrl = inject(testDatabaseBaseUrlKey);
    const name = `concurrent_${randomBytes(6).toString('hex')}`;
    await withServerAdmin(baseUrl, (execute) =>
      execute(`create database ${quoteIdentifier(name)}`),
    );
    const url = withDatabaseName(baseUrl, name);
    const opened = await Promise.allSettled(
      [1, 2, 3].map(() => openDatabase({ clientUrl: url, logger: spyLogger(), poolMax: 2 })),
    );
    const orms = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      const [orm] = orms;
      if (orm === undefined) throw new Error('no instance started');
      const applied = await orm.em.getConnection().execute('select name from mikro_orm_migrations');
      expect(applied.map((row) => String(row.name))).toEqual(
        migrationsList.map((migration) => migration.name),
      );
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
      await withServerAdmin(baseUrl, (execute) =>
        execute(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    }
  });
});
