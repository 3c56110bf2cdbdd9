import { DatabaseFileStore } from '@app/api';
import { ApplicationNote, CareerSubmission, openDatabase } from '@app/db';
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

/** The bytes of a stored file, read through the server's own file store. */
export async function readStoredFile(databaseUrl: string, key: string): Promise<Buffer | null> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    const chunks = await new DatabaseFileStore().read(orm.em.fork(), key);
    if (chunks === null) return null;
    const parts: Uint8Array[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    return Buffer.concat(parts);
  } finally {
    await orm.close();
  }
}

/** An application's notes and stage changes, oldest first, as stored. */
export async function findApplicationNotes(
  databaseUrl: string,
  applicationId: number,
): Promise<string[]> {
  const orm = await openDatabase({ clientUrl: databaseUrl, logger: quietTestLogger, poolMax: 1 });
  try {
    const notes = await orm.em
      .fork()
      .find(ApplicationNote, { applicationId }, { orderBy: { id: 'asc' } });
    return notes.map((note) => note.note);
  } finally {
    await orm.close();
  }
}
