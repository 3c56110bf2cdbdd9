import { CareerSubmission, openDatabase } from '@app/db';
import { quietTestLogger } from '@app/db/testing';

/** The job applications the server stored for an email address, read straight from its database. */
export async function findCareerSubmissionsByEmail(
  databaseUrl: string,
  email: string,
): Promise<CareerSubmission[]> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    return await orm.em.fork().find(CareerSubmission, { email });
  } finally {
    await orm.close();
  }
}
