import type { SqlRunner } from '@app/db/testing';

let applicationsInserted = 0;

/**
 * Stores a job application directly, in any state a test needs; the fields are column names, so
 * a test can set what no procedure would (a past `created_at`, a stage with its reason, spam).
 * Each application gets an address of its own unless the test gives one.
 */
export async function insertApplication(
  database: SqlRunner,
  fields: Record<string, unknown> = {},
): Promise<number> {
  applicationsInserted += 1;
  const values = {
    first_name: 'An',
    last_name: 'Nguyen',
    email: `an.nguyen+${applicationsInserted}@example.com`,
    phone: '+84 28 3822 6190',
    position: 'DevOps Engineer',
    description: 'Runs clusters',
    ...fields,
  };
  const columns = Object.keys(values);
  const [row] = await database.sql<{ id: number }>(
    `insert into career_submissions (${columns.join(', ')})
     values (${columns.map(() => '?').join(', ')}) returning id`,
    Object.values(values),
  );
  if (row === undefined) throw new Error('The application was not stored');
  return row.id;
}

/** The application's notes in the order they were written. */
export async function applicationNotesOf(database: SqlRunner, id: number): Promise<string[]> {
  const rows = await database.sql<{ note: string }>(
    'select note from application_notes where application_id = ? order by id',
    [id],
  );
  return rows.map((row) => row.note);
}
