import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';

/**
 * A request waits at most this long for a connection, so a database that is down or saturated
 * turns into a quick error instead of a hanging request; the lock connections below too.
 */
export const connectTimeoutMs = 5_000;

type ExecuteStatement = (
  sql: string,
  params?: readonly unknown[],
) => Promise<Record<string, unknown>[]>;

/** MikroORM without entities on one connection: enough for plain statements. */
function openSingleConnection(url: string) {
  return MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: url,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
    allowGlobalContext: false,
    pool: { min: 0, max: 1 },
    driverOptions: { connectionTimeoutMillis: 5_000 },
  });
}

/**
 * Runs server-level statements (CREATE/DROP DATABASE) over a single short-lived connection to
 * `adminUrl`, typically the `postgres` maintenance database.
 */
export async function withServerAdmin<T>(
  adminUrl: string,
  work: (execute: ExecuteStatement) => Promise<T>,
): Promise<T> {
  const orm = await openSingleConnection(adminUrl);
  try {
    const connection = orm.em.getConnection();
    return await work((sql, params = []) => connection.execute(sql, params));
  } finally {
    await orm.close(true);
  }
}

/**
 * The connection that holds an advisory lock. It gives up on a server that accepts the connection
 * and never answers within the app's connect timeout, as the app's own pool does, rather than
 * hanging the server's start (the migrations take their lock here).
 */
function lockConnection(url: string): pg.Client {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'advisory lock',
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A connection cut by the server would otherwise end the process through an unheard 'error'.
  client.on('error', () => undefined);
  return client;
}

/**
 * Runs `work` while this process holds the transaction-level advisory lock named `lockName` on the
 * database at `url`. The lock lives in a transaction on a connection of its own, so `work` may use
 * any other connection, and PostgreSQL releases the lock if this process dies. That connection
 * sits idle in its transaction for as long as `work` takes (a whole restore), so the server's or
 * the role's `idle_in_transaction_session_timeout` and `transaction_timeout` are lifted on it:
 * otherwise PostgreSQL would end it mid-way and the final commit would fail after `work` was done.
 * (A transaction-level lock, unlike a session-level one, is released even through a pooler in
 * transaction mode.)
 */
export async function withAdvisoryLock<T>(
  url: string,
  lockName: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = lockConnection(url);
  await client.connect();
  try {
    // Set for the session before the transaction begins, so no idle moment precedes it.
    await client.query(`select set_config('idle_in_transaction_session_timeout', '0', false)`);
    await client.query(
      `select set_config('transaction_timeout', '0', false)
        where current_setting('server_version_num')::int >= 170000`,
    );
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [lockName]);
      const result = await work();
      await client.query('commit');
      return result;
    } catch (error) {
      // The connection may be what failed; the error of `work` is the one to report.
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` if this process can take the session-level advisory lock named `lockName` on the
 * database at `url` at once, and answers undefined without running it when another holds it. The
 * lock is held by an idle connection of its own (no transaction, so no idle-in-transaction limit
 * cuts a long `work` short), and PostgreSQL releases it if this process dies.
 */
export async function withTryAdvisoryLock<T>(
  url: string,
  lockName: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const client = lockConnection(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [lockName],
    );
    if (rows[0]?.locked !== true) return undefined;
    return await work();
  } finally {
    // Ending the session releases its lock.
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function createDatabaseIfMissing(
  adminUrl: string,
  database: string,
): Promise<boolean> {
  return withServerAdmin(adminUrl, async (execute) => {
    const existing = await execute('select 1 from pg_database where datname = ?', [database]);
    if (existing.length > 0) return false;
    await execute(`create database ${quoteIdentifier(database)}`);
    return true;
  });
}

/** Replaces the database name in a PostgreSQL URL, keeping credentials and options. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}
