import type { Transaction } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthSettings } from '../auth/settings.ts';
import { verifyTurnstileToken } from '../auth/turnstile.ts';
import { type MailOutbox, queueAcknowledgement, queueStaffAlert } from '../mail/outbox.ts';
import {
  botTrapReason,
  type BotTrapInput,
  type CareerSubmission as CareerApplication,
  type ContactSubmission as ConsultationRequest,
  type MailMessageKind,
  type SpamReason,
} from '@app/domain';

/** What the spam check of a public form needs to know about the request and the site. */
export interface SpamCheck {
  /** The captcha (set when the Turnstile keys are), the siteverify client and the clock. */
  settings: Pick<AuthSettings, 'turnstile' | 'fetch' | 'now'>;
  clientIp: string;
}

/**
 * Why a public form submission is taken for spam, if it is: the hidden field, then the time trap
 * (a missing `submitTime` is not scored, so the spec's plain payload passes), then, when the
 * Turnstile keys are set, Cloudflare's verdict on the token (a missing token fails it). Without
 * `spamCheck` (a caller outside a request) only the bot traps are checked, on this clock.
 */
async function spamReasonOf(
  input: BotTrapInput & { captchaToken?: string | undefined },
  spamCheck: SpamCheck | undefined,
): Promise<SpamReason | undefined> {
  const now = spamCheck?.settings.now() ?? new Date();
  const trap = botTrapReason(input, now, { missingSubmitTime: 'not scored' });
  if (trap !== undefined || spamCheck?.settings.turnstile === undefined) return trap;
  const verdict = await verifyTurnstileToken({
    settings: spamCheck.settings.turnstile,
    token: input.captchaToken,
    clientIp: spamCheck.clientIp,
    fetch: spamCheck.settings.fetch,
  });
  return verdict.passed ? undefined : 'captcha failed';
}

/**
 * Opens a lead for a consultation request already stored (one released from spam) and queues its
 * staff alert, with the same payload as a request that passed at once. Runs in the caller's
 * transaction; answers the new lead's id. The lead is new from now: its 2-hour reply promise
 * starts when staff let it through, not when the bot trap caught it.
 */
export async function openLeadForStoredRequest(
  em: EntityManager,
  ctx: Transaction,
  submissionId: number,
): Promise<number> {
  const [opened] = await em.getConnection().execute<{ leadId: number }[]>(
    `with lead as (
       insert into leads (name, email, contact, company, team_size, message)
       select name, email, contact, company, team_size, message
       from contact_submissions where id = ?
       returning id, name, email, contact, company, team_size, message
     )
     insert into mail_outbox (kind, payload)
     select ?, jsonb_build_object(
       'name', name, 'email', email, 'contact', contact, 'company', company,
       'teamSize', team_size, 'message', message, 'leadId', id)
     from lead
     returning (payload ->> 'leadId')::int as "leadId"`,
    [submissionId, 'lead-alert' satisfies MailMessageKind],
    'all',
    ctx,
  );
  if (opened === undefined) throw new Error(`Contact submission ${submissionId} does not exist`);
  return opened.leadId;
}

/** Queues the staff alert of a job application already stored (one released from spam). */
export async function alertStoredApplication(
  em: EntityManager,
  ctx: Transaction,
  submissionId: number,
): Promise<void> {
  const [application] = await em.getConnection().execute<
    {
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      position: string;
      description: string;
      linkedinUrl: string | null;
    }[]
  >(
    `select first_name as "firstName", last_name as "lastName", email, phone, position,
       description, linkedin_url as "linkedinUrl"
     from career_submissions where id = ?`,
    [submissionId],
    'all',
    ctx,
  );
  if (application === undefined) {
    throw new Error(`Career submission ${submissionId} does not exist`);
  }
  await queueStaffAlert(em, ctx, 'application-alert', {
    applicationId: submissionId,
    ...application,
  });
}

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
  spamCheck?: SpamCheck;
}): Promise<void> {
  const { em, input, mailOutbox } = options;
  const spamReason = await spamReasonOf(input, options.spamCheck);
  if (spamReason !== undefined) {
    await keepAsSpam(em, 'contact', input, spamReason);
    return;
  }
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
  spamCheck?: SpamCheck;
}): Promise<void> {
  const { em, input, mailOutbox } = options;
  const spamReason = await spamReasonOf(input, options.spamCheck);
  if (spamReason !== undefined) {
    await keepAsSpam(em, 'career', input, spamReason);
    return;
  }
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

/**
 * Stores suspected spam with its reason, for staff to review: no lead, no alert and no
 * acknowledgement (the address may be a stranger's). The caller answers the normal success, so a
 * bot learns nothing. A retry with a stored submission key stores nothing, as on the normal path.
 */
async function keepAsSpam(
  em: EntityManager,
  ...[kind, input, spamReason]:
    ['contact', ConsultationRequest, SpamReason] | ['career', CareerApplication, SpamReason]
): Promise<void> {
  const [sql, columns] =
    kind === 'contact'
      ? [
          `insert into contact_submissions
             (name, email, contact, company, team_size, message, submission_key, spam_reason)
           values (?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (submission_key) do nothing`,
          [
            input.name,
            input.email,
            input.contact,
            input.company ?? null,
            input.teamSize ?? null,
            input.message ?? null,
          ],
        ]
      : [
          `insert into career_submissions
             (first_name, last_name, email, phone, position, description, linkedin_url,
              submission_key, spam_reason)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (submission_key) do nothing`,
          [
            input.firstName,
            input.lastName,
            input.email,
            input.phone,
            input.position,
            input.description,
            input.linkedinUrl ?? null,
          ],
        ];
  await em
    .getConnection()
    .execute(sql, [...columns, input.submissionKey ?? null, spamReason], 'run');
}
