import type { ApiTestHarness } from './api-harness.ts';

/**
 * Stores a lead directly, in any state a test needs; the fields are column names, so a test can
 * set what no procedure would (a past `created_at`, contradicting flags).
 */
export async function insertLead(
  api: ApiTestHarness,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const values = {
    name: 'Olivia Hart',
    email: 'olivia@example.com',
    contact: '+61 2 5550 4821',
    company: 'Harbour Analytics',
    team_size: '4-7',
    message: 'Two React engineers',
    ...fields,
  };
  const columns = Object.keys(values);
  const [row] = await api.sql<{ id: number }>(
    `insert into leads (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning id`,
    Object.values(values),
  );
  if (row === undefined) throw new Error('The lead was not stored');
  return row.id;
}

export async function leadRow(
  api: ApiTestHarness,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await api.sql<Record<string, unknown>>('select * from leads where id = ?', [id]);
  return row;
}

/** The lead's notes in the order they were written. */
export async function notesOf(api: ApiTestHarness, id: number): Promise<string[]> {
  const rows = await api.sql<{ note: string }>(
    'select note from lead_notes where lead_id = ? order by id',
    [id],
  );
  return rows.map((row) => row.note);
}
