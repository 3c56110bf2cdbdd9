import { Lead, openDatabase } from '@app/db';
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
