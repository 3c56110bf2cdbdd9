import type { EventEmitter } from 'node:events';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.ts';
import type { DatabaseLogger } from './logger.ts';
import { migrationsList } from './migrations/index.ts';
import { connectTimeoutMs, withAdvisoryLock } from './server-admin.ts';

export interface DatabaseTimeouts {
  /** Server-side limit per statement (`statement_timeout`). */
  statementMs: number;
  /** Server-side limit per transaction (`transaction_timeout`, PostgreSQL 17+); 0 for none. */
  transactionMs: number;
  /**
   * Client-side limit per query, for a server that stops answering altogether (frozen, network
   * partition), when the server-side limits cannot fire. A connection whose query hits it is
   * closed rather than pooled again.
   */
  queryMs: number;
}

export interface OrmConfigOptions {
  /** `postgres://user:password@host:port/database` */
  clientUrl: string;
  /** Log every SQL statement (at debug level when the logger has one). */
  debug?: boolean;
  /** Most connections this process opens. */
  poolMax?: number;
  logger?: DatabaseLogger;
  /** By default `requestTimeouts`. */
  timeouts?: DatabaseTimeouts;
}

const defaultPoolMax = 10;
const idleConnectionTimeoutMs = 30_000;

/**
 * The timeouts of the app's queries. A frozen database must turn into a 503 within about five
 * seconds (README, "timeouts"): the client-side limit fires at 4 s, while the server-side ones
 * fire first whenever the server still runs, with a clean error and its connection intact.
 */
const requestTimeouts: DatabaseTimeouts = {
  statementMs: 3_000,
  transactionMs: 3_500,
  queryMs: 4_000,
};

/**
 * Migrations run on a connection of their own with these instead: rewriting a large table may
 * take minutes, and they run once, at start, before the instance takes traffic. All of them run
 * in one transaction, so it gets no limit of its own.
 */
export const migrationTimeouts: DatabaseTimeouts = {
  statementMs: 10 * 60_000,
  transactionMs: 0,
  queryMs: 10 * 60_000 + 5_000,
};

const idleInTransactionTimeoutMs = 60_000;

/** pg's message when `query_timeout` fires (lib/client.js). */
const queryTimeoutMessage = 'Query read timeout';

/** The part of a `pg` client this module touches. */
interface PooledClient extends EventEmitter {
  query: (...args: unknown[]) => unknown;
  end: () => Promise<void>;
}

export function createOrmConfig(options: OrmConfigOptions): Options {
  const logger = options.logger ?? console;
  const timeouts = options.timeouts ?? requestTimeouts;
  return {
    driver: PostgreSqlDriver,
    clientUrl: options.clientUrl,
    entities,
    extensions: [Migrator],
    allowGlobalContext: false,
    debug: options.debug ?? false,
    colors: false,
    logger: (message) => {
      (logger.debug ?? logger.info).call(logger, { orm: 'mikro-orm' }, message);
    },
    pool: {
      min: 0,
      max: options.poolMax ?? defaultPoolMax,
      idleTimeoutMillis: idleConnectionTimeoutMs,
    },
    driverOptions: {
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
      keepAlive: true,
      onPoolCreated: (pool: EventEmitter) => {
        keepConnectionErrorsNonFatal(pool, logger);
        pool.on('connect', (client: PooledClient) => {
          discardOnQueryTimeout(client, logger);
          if (timeouts.transactionMs > 0)
            setTransactionTimeout(client, timeouts.transactionMs, logger);
        });
      },
    },
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      // The committed migrations are the source of truth; no snapshot file is written at runtime.
      snapshot: false,
      silent: true,
    },
  };
}

/**
 * A query that hit `query_timeout` is still the client's active query: pg only stops waiting for
 * it. Pooled again, the connection would queue the next borrower's statements behind it, and a
 * ROLLBACK queued there times out unsent, so the next borrower's BEGIN ... COMMIT would commit the
 * abandoned statements too once the server answers again. Ending the client destroys its socket
 * (it has an active query), which fails whatever is queued on it at once, makes the pool drop it,
 * and makes the server roll back what it had not yet been asked to commit.
 */
function discardOnQueryTimeout(client: PooledClient, logger: DatabaseLogger): void {
  const query = client.query.bind(client);
  client.query = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== queryTimeoutMessage) return;
        logger.warn({ err: error }, 'PostgreSQL did not answer in time; closing the connection');
        client.end().catch(() => undefined);
      });
    }
    return result;
  };
}

/**
 * `transaction_timeout` exists from PostgreSQL 17 on, and an unknown setting in the startup packet
 * would refuse every connection to an older server, so it is set once the version is known. The
 * statement is queued ahead of the first borrower's (pg runs a client's queries in order).
 */
function setTransactionTimeout(
  client: PooledClient,
  timeoutMs: number,
  logger: DatabaseLogger,
): void {
  const result = client.query(
    `select set_config('transaction_timeout', $1, false)
     where current_setting('server_version_num')::int >= 170000`,
    [`${timeoutMs}ms`],
  );
  if (result instanceof Promise) {
    result.catch((error: unknown) => {
      logger.warn({ err: error }, 'Could not set transaction_timeout on a new connection');
    });
  }
}

/**
 * A PostgreSQL restart, failover or `pg_terminate_backend` makes `pg` emit `'error'` on the pool
 * (idle clients) or on the client itself (checked-out clients). An `'error'` event nobody listens
 * to is thrown as an uncaught exception and ends the process, so both get a listener here. The
 * pool has already discarded the broken client; the query in flight, if any, rejects on its own.
 */
function keepConnectionErrorsNonFatal(pool: EventEmitter, logger: DatabaseLogger): void {
  const report = (error: unknown) => {
    logger.warn({ err: error }, 'PostgreSQL connection error; the connection was discarded');
  };
  pool.on('error', report);
  pool.on('connect', (client: EventEmitter) => {
    client.on('error', report);
  });
}

export type OpenDatabaseOptions = OrmConfigOptions;

// Instances that start together would otherwise all see the same pending migrations and all but
// one fail half-way; with the lock the first migrates and the others then find nothing pending.
// A restore holds it too, so an instance starting meanwhile waits for the restored database.
export const migrationLockName = 'app:migrations';

/**
 * Applies pending migrations (on a connection with `migrationTimeouts`) and returns the app's ORM.
 * Close it with `orm.close()`.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<MikroORM> {
  const logger = options.logger ?? console;
  // The constructor discovers the (explicitly listed) entities synchronously and, unlike the static
  // `init`, is typed as the PostgreSQL flavour of the ORM that callers expect.
  const migrating = new MikroORM(
    createOrmConfig({ ...options, poolMax: 1, timeouts: migrationTimeouts }),
  );
  try {
    const applied = await withAdvisoryLock(options.clientUrl, migrationLockName, () =>
      migrating.migrator.up(),
    );
    if (applied.length > 0) {
      logger.info(
        { migrations: applied.map((migration) => migration.name) },
        'Applied database migrations',
      );
    }
  } finally {
    await migrating.close(true);
  }
  return new MikroORM(createOrmConfig(options));
}
