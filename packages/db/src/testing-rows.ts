/** A test's way to run SQL on its database: the api harness and the server's test app both have it. */
export interface SqlRunner {
  sql: <Row extends object>(query: string, params?: unknown[]) => Promise<Row[]>;
}

let leadsInserted = 0;

/**
 * Stores a lead directly, in any state a test needs; the fields are column names, so a test can
 * set what no procedure would (a past `created_at`, contradicting flags). Each lead gets an
 * address of its own unless the test gives one (a person has one open lead at most), and its
 * last enquiry is its creation unless the test says otherwise.
 */
export async function insertLead(
  database: SqlRunner,
  fields: Record<string, unknown> = {},
): Promise<number> {
  leadsInserted += 1;
  const values = {
    name: 'Olivia Hart',
    email: `olivia.hart+${leadsInserted}@example.com`,
    contact: '+61 2 5550 4821',
    company: 'Harbour Analytics',
    team_size: '4-7',
    message: 'Two React engineers',
    ...('created_at' in fields ? { last_enquiry_at: fields.created_at } : {}),
    ...fields,
  };
  const columns = Object.keys(values);
  const [row] = await database.sql<{ id: number }>(
    `insert into leads (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning id`,
    Object.values(values),
  );
  if (row === undefined) throw new Error('The lead was not stored');
  return row.id;
}

export async function leadRow(
  database: SqlRunner,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await database.sql<Record<string, unknown>>('select * from leads where id = ?', [
    id,
  ]);
  return row;
}

/** The lead's notes in the order they were written. */
export async function notesOf(database: SqlRunner, id: number): Promise<string[]> {
  const rows = await database.sql<{ note: string }>(
    'select note from lead_notes where lead_id = ? order by id',
    [id],
  );
  return rows.map((row) => row.note);
}
