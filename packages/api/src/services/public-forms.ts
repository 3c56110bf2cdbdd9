import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactSubmission, Lead } from '@app/db';
import { type MailOutbox, queueAcknowledgement, queueStaffAlert } from '../mail/outbox.ts';
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
 *
 * The staff alert (and, when enabled, the acknowledgement) is queued in the same transaction,
 * so a stored request always gets its alert and a retry never a second one; the mail worker
 * sends it after the commit, never the request itself. Without `mailOutbox` the alert is
 * queued all the same and waits for the worker's next poll.
 */
export async function submitContact(options: {
  em: EntityManager;
  input: ConsultationRequest;
  mailOutbox?: MailOutbox;
}): Promise<void> {
  const { em, input, mailOutbox } = options;
  const request = {
    name: input.name,
    email: input.email,
    contact: input.contact,
    company: input.company,
    teamSize: input.teamSize,
    message: input.message,
  };
  const connection = em.getConnection();
  const queued = await connection.transactional(async (ctx) => {
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
    if (stored.affectedRows === 0) return false;
    const leadId = await em.insert(
      Lead,
      { ...request, stage: 'new', probability: 0, isWon: false, isLost: false },
      { ctx },
    );
    const payload = {
      leadId,
      ...request,
      company: request.company ?? null,
      teamSize: request.teamSize ?? null,
      message: request.message ?? null,
    };
    await queueStaffAlert(em, ctx, 'lead-alert', payload);
    if (mailOutbox?.acknowledgeSubmitters === true) {
      await queueAcknowledgement(em, ctx, 'lead-acknowledgement', payload);
    }
    return true;
  });
  if (queued) mailOutbox?.wakeUp.notify();
}

/**
 * Stores the job application and queues its staff alert in one transaction; a retry with a
 * submission key already stored stores and queues nothing.
 */
export async function submitCareer(options: {
  em: EntityManager;
  input: CareerApplication;
  mailOutbox?: MailOutbox;
}): Promise<void> {
  const { em, input, mailOutbox } = options;
  const application = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    position: input.position,
    description: input.description,
    linkedinUrl: input.linkedinUrl ?? null,
  };
  const connection = em.getConnection();
  const queued = await connection.transactional(async (ctx) => {
    const [stored] = await connection.execute<{ id: number }[]>(
      `insert into career_submissions
         (first_name, last_name, email, phone, position, description, linkedin_url, submission_key)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (submission_key) do nothing
       returning id`,
      [
        application.firstName,
        application.lastName,
        application.email,
        application.phone,
        application.position,
        application.description,
        application.linkedinUrl,
        input.submissionKey ?? null,
      ],
      'all',
      ctx,
    );
    if (stored === undefined) return false;
    const payload = { applicationId: stored.id, ...application };
    await queueStaffAlert(em, ctx, 'application-alert', payload);
    if (mailOutbox?.acknowledgeSubmitters === true) {
      await queueAcknowledgement(em, ctx, 'application-acknowledgement', payload);
    }
    return true;
  });
  if (queued) mailOutbox?.wakeUp.notify();
}
