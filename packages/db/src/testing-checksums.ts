import pg from 'pg';

/** A table's row count and an md5 of its rows' text in primary-key order. */
export interface TableChecksum {
  rows: number;
  checksum: string;
}

export interface DatabaseChecksums {
  tables: Record<string, TableChecksum>;
  /** Each used sequence's last value. */
  sequences: Record<string, string>;
  /** The applied migrations' names, oldest first (their times differ after a restore). */
  migrations: string[];
}

/**
 * What a restore must reproduce exactly: every table of the current schema (but the migrations
 * log, whose times a restore writes anew) by count and content, and every sequence.
 */
export async function databaseChecksums(url: string): Promise<DatabaseChecksums> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string; key: string[] }>(
      `select c.relname::text as name,
              array(select a.attname::text from pg_index i
                      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                     where i.indrelid = c.oid and i.indisprimary
                     order by array_position(i.indkey::int2[], a.attnum)) as key
         from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
          and c.relname <> 'mikro_orm_migrations'
        order by c.relname`,
    );
    const checksums: Record<string, TableChecksum> = {};
    for (const table of tables) {
      if (table.key.length === 0) throw new Error(`${table.name} has no primary key`);
      const order = table.key.map((column) => `t.${client.escapeIdentifier(column)}`).join(', ');
      const {
        rows: [row],
      } = await client.query<{ rows: number; checksum: string }>(
        `select count(*)::int as rows,
                md5(coalesce(string_agg(md5(t::text), '' order by ${order}), '')) as checksum
           from ${client.escapeIdentifier(table.name)} t`,
      );
      if (row === undefined) throw new Error(`no checksum for ${table.name}`);
      checksums[table.name] = row;
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string }>(
      `select sequencename::text as name, last_value::text as last_value from pg_sequences
        where schemaname = current_schema() and last_value is not null order by sequencename`,
    );
    const { rows: migrations } = await client.query<{ name: string }>(
      'select name from mikro_orm_migrations order by id',
    );
    return {
      tables: checksums,
      sequences: Object.fromEntries(sequences.map((row) => [row.name, row.last_value])),
      migrations: migrations.map((row) => row.name),
    };
  } finally {
    await client.end();
  }
}
