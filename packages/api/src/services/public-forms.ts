import type { Transaction } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type MailOutbox, queueAcknowledgement, queueStaffAlert } from '../mail/outbox.ts';
import type {
  CareerSubmission as CareerApplication,
  ContactSubmission as ConsultationRequest,
  MailMessageKind,
} from '@app/domain';

/**
 * Stores the consultation request, opens a lead for it and queues the staff alert, all in one
 * statement: either the owner sees the request, the lead and the alert, or none of them. This is
 * the site's busiest write and nothing reads the rows back, so one round trip to the database
 * does it all: no entities, identity map or unit of work, and no BEGIN and COMMIT around it.
 *
 * A request carrying a submission key already stored is a retry of one whose answer was lost: it
 * stores nothing and succeeds like the original. Two copies racing each other are settled by the
 * unique index: the second INSERT waits for the first and then does nothing, so the lead is
 * opened and the alert queued once. Without a key the index never conflicts.
 *
 * With acknowledgements on, the statement and the acknowledgement share a transaction. The mail
 * worker sends after the commit, never the request itself; without `mailOutbox` the alert waits
 * for the worker's next poll.
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
    company: input.company ?? null,
    teamSize: input.teamSize ?? null,
    message: input.message ?? null,
  };
  const requestColumns = [
    request.name,
    request.email,
    request.contact,
    request.company,
    request.teamSize,
    request.message,
  ];
  const connection = em.getConnection();
  const store = async (ctx?: Transaction): Promise<number | undefined> => {
    const [opened] = await connection.execute<{ leadId: number }[]>(
      `with request as (
         insert into contact_submissions
           (name, email, contact, company, team_size, message, submission_key)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict (submission_key) do nothing
         returning 1
       ), lead as (
         insert into leads (name, email, contact, company, team_size, message)
         select ?, ?, ?, ?, ?, ? from request
         returning id
       ), alert as (
         insert into mail_outbox (kind, payload)
         select ?, cast(? as jsonb) || jsonb_build_object('leadId', lead.id) from lead
       )
       select id as "leadId" from lead`,
      [
        ...requestColumns,
        input.submissionKey ?? null,
        ...requestColumns,
        'lead-alert' satisfies MailMessageKind,
        JSON.stringify(request),
      ],
      'all',
      ctx,
    );
    return opened?.leadId;
  };
  const leadId =
    mailOutbox?.acknowledgeSubmitters === true
      ? await connection.transactional(async (ctx) => {
          const opened = await store(ctx);
          if (opened !== undefined) {
            await queueAcknowledgement(em, ctx, 'lead-acknowledgement', {
              leadId: opened,
              ...request,
            });
          }
          return opened;
        })
      : await store();
  if (leadId !== undefined) mailOutbox?.wakeUp.notify();
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
