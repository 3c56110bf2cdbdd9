import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CareerSubmission, ContactSubmission, Lead } from '@app/db';
// Aliased: the database entities of the same names are imported above.
import type {
  CareerSubmission as CareerApplication,
  ContactSubmission as ConsultationRequest,
} from '@app/domain';

/**
 * Stores the consultation request and opens a lead for it. Both rows are written in one
 * transaction: either the owner sees the request in both places or in neither. This is the
 * site's busiest write and nothing reads the rows back, so they go in as plain INSERTs: no
 * entities, identity map or unit of work, which cost more CPU than the statements themselves.
 *
 * A request carrying a submission key already stored is a retry of one whose answer was lost: it
 * stores nothing and succeeds like the original. Two copies racing each other are settled by the
 * unique index: the second INSERT waits for the first transaction and then does nothing, so the
 * lead is opened once. Without a key the index never conflicts.
 */
export async function submitContact(options: {
  em: EntityManager;
  input: ConsultationRequest;
}): Promise<void> {
  const { em, input } = options;
  const request = {
    name: input.name,
    email: input.email,
    contact: input.contact,
    company: input.company,
    teamSize: input.teamSize,
    message: input.message,
  };
  const connection = em.getConnection();
  await connection.transactional(async (ctx) => {
    // Built by the query builder, run on the transaction's connection.
    const insertRequest = em
      .createQueryBuilder(ContactSubmission)
      .insert({ ...request, submissionKey: input.submissionKey ?? null })
      .onConflict('submissionKey')
      .ignore()
      .toQuery();
    const stored = await connection.execute<QueryResult<ContactSubmission>>(
      insertRequest.sql,
      insertRequest.params,
      'run',
      ctx,
    );
    if (stored.affectedRows === 0) return;
    await em.insert(
      Lead,
      { ...request, stage: 'new', probability: 0, isWon: false, isLost: false },
      { ctx },
    );
  });
}

/** Stores the job application; a retry with a submission key already stored stores nothing. */
export async function submitCareer(options: {
  em: EntityManager;
  input: CareerApplication;
}): Promise<void> {
  const { em, input } = options;
  await em
    .createQueryBuilder(CareerSubmission)
    .insert({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      position: input.position,
      description: input.description,
      linkedinUrl: input.linkedinUrl,
      submissionKey: input.submissionKey ?? null,
    })
    .onConflict('submissionKey')
    .ignore()
    .execute('run');
}
