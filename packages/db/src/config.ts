import type { EventEmitter } from 'node:events';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.ts';
import type { DatabaseLogger } from './logger.ts';
import { migrationsList } from './migrations/index.ts';
import { withAdvisoryLock } from './server-admin.ts';

export interface OrmConfigOptions {
  /** `postgres://user:password@host:port/database` */
  clientUrl: string;
  /** Log every SQL statement (at debug level when the logger has one). */
  debug?: boolean;
  /** Most connections this process opens. */
  poolMax?: number;
  logger?: DatabaseLogger;
}

const defaultPoolMax = 10;
const idleConnectionTimeoutMs = 30_000;
// A request waits at most this long for a connection, so a database that is down or saturated
// turns into a quick error instead of a hanging request.
const connectTimeoutMs = 5_000;
// Server-side limit per statement. A migration that legitimately needs longer can raise it for
// its own transaction with `set local statement_timeout = ...`.
const statementTimeoutMs = 15_000;
// Client-side backstop for a server that stops answering altogether (network partition).
const queryTimeoutMs = statementTimeoutMs + 5_000;
const idleInTransactionTimeoutMs = 60_000;

export function createOrmConfig(options: OrmConfigOptions): Options {
  const logger = options.logger ?? console;
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
      statement_timeout: statementTimeoutMs,
      query_timeout: queryTimeoutMs,
      idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
      keepAlive: true,
      onPoolCreated: (pool: EventEmitter) => {
        keepConnectionErrorsNonFatal(pool, logger);
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
const migrationLockName = 'app:migrations';

/** Connects, applies pending migrations and returns the ORM. Close it with `orm.close()`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<MikroORM> {
  const logger = options.logger ?? console;
  // The constructor discovers the (explicitly listed) entities synchronously and, unlike the static
  // `init`, is typed as the PostgreSQL flavour of the ORM that callers expect.
  const orm = new MikroORM(createOrmConfig(options));
  try {
    const applied = await withAdvisoryLock(options.clientUrl, migrationLockName, () =>
      orm.migrator.up(),
    );
    if (applied.length > 0) {
      logger.info(
        { migrations: applied.map((migration) => migration.name) },
        'Applied database migrations',
      );
    }
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return orm;
}
