import { ContactSubmission, Lead, openDatabase } from '@app/db';
import { insertLead, quietTestLogger } from '@app/db/testing';

/** The leads the server stored for an email address, read straight from its database. */
export async function findLeadsByEmail(databaseUrl: string, email: string): Promise<Lead[]> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    return await orm.em.fork().find(Lead, { email });
  } finally {
    await orm.close();
  }
}

/**
 * Stores a lead straight in the server's database, in a state no form can make (created hours
 * ago, say), through the same helper the server tests use.
 */
export async function insertLeadRow(
  databaseUrl: string,
  fields: Record<string, unknown>,
): Promise<number> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    return await insertLead(
      { sql: (query, params = []) => orm.em.getConnection().execute(query, params) },
      fields,
    );
  } finally {
    await orm.close();
  }
}

/** Runs one parameterised statement on the server's database: bulk seeding with generate_series. */
export async function runSql(
  databaseUrl: string,
  query: string,
  params: readonly unknown[] = [],
): Promise<void> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    await orm.em.getConnection().execute(query, [...params]);
  } finally {
    await orm.close();
  }
}

export type SeededLeads = {
  /** Names in board order, newest enquiry first: `<prefix> 001`, `<prefix> 002`, ... */
  readonly names: string[];
};

/**
 * Stores `count` leads of one stage in one INSERT, their latest enquiries a minute apart going
 * back from 30 days ago: below the leads other tests make (hours old at most), which stay on
 * their columns' first pages.
 */
export async function seedLeads(
  databaseUrl: string,
  options: { count: number; prefix: string; stage?: string; company?: string },
): Promise<SeededLeads> {
  await runSql(
    databaseUrl,
    `insert into leads (name, email, contact, company, team_size, message, stage,
                          created_at, last_enquiry_at)
       select ? || ' ' || lpad(n::text, 3, '0'),
              lower(replace(?, ' ', '.')) || '.' || n || '@example.com',
              '+61 400 000 ' || lpad(n::text, 3, '0'), ?, '4-7',
              'Seeded enquiry number ' || n || E'\nSecond line of the message', ?,
              now() - interval '30 days' - n * interval '1 minute',
              now() - interval '30 days' - n * interval '1 minute'
         from generate_series(1, ?) as n`,
    [
      options.prefix,
      options.prefix,
      options.company ?? 'Seeded Pty Ltd',
      options.stage ?? 'new',
      options.count,
    ],
  );
  return {
    names: Array.from(
      { length: options.count },
      (_, index) => `${options.prefix} ${String(index + 1).padStart(3, '0')}`,
    ),
  };
}

/** The contact submissions the server stored for an email address, read straight from its database. */
export async function findContactSubmissionsByEmail(
  databaseUrl: string,
  email: string,
): Promise<ContactSubmission[]> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    return await orm.em.fork().find(ContactSubmission, { email });
  } finally {
    await orm.close();
  }
}
