import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface EmptyDatabase {
  url: string;
  /** Runs SQL on it over a connection of its own. */
  query<Row extends pg.QueryResultRow>(sql: string): Promise<Row[]>;
  drop(): Promise<void>;
}

async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database without tables, so that the server under test runs the migrations itself. */
export async function createEmptyDatabase(serverUrl: string): Promise<EmptyDatabase> {
  const name = `fault_${randomBytes(6).toString('hex')}`;
  await withConnection(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: <Row extends pg.QueryResultRow>(sql: string) =>
      withConnection(url.toString(), async (client) => (await client.query<Row>(sql)).rows),
    drop: async () => {
      await withConnection(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}
