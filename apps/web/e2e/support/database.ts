import { Lead, openDatabase } from '@app/db';
import { quietTestLogger } from '@app/db/testing';

/** The leads the server stored for an email address, read straight from its database. */
export async function findLeadsByEmail(databaseUrl: string, email: string): Promise<Lead[]> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    return await orm.em.fork().find(Lead, { email });
  } finally {
    await orm.close();
  }
}
