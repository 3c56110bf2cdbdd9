import pg from 'pg';

/**
 * A connection of its own for a backup or a restore, outside the app's pool: COPY needs the raw
 * driver, and a copy of every table takes longer than the limits the app's connections carry,
 * so they are lifted here (whatever the server or the role sets by default).
 */
export async function openCopyConnection(url: string, purpose: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: purpose });
  // A connection cut by the server emits 'error' besides failing the query under way; without a
  // listener that event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(
      `select set_config('statement_timeout', '0', false),
              set_config('idle_in_transaction_session_timeout', '0', false)`,
    );
    await client.query(
      `select set_config('transaction_timeout', '0', false)
        where current_setting('server_version_num')::int >= 170000`,
    );
  } catch (error) {
    await client.end();
    throw error;
  }
  return client;
}

/** `"name"`, quoted by the driver, for the identifiers a statement cannot take as parameters. */
export function identifier(client: pg.Client, name: string): string {
  return client.escapeIdentifier(name);
}
