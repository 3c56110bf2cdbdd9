import type { Transaction } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthSettings } from '../auth/settings.ts';
import type { ApiDependencies } from '../context.ts';
import { verifyTurnstileToken } from '../auth/turnstile.ts';
import type { FileStore } from '../files/file-store.ts';
import type { ApplicationAlertPayload } from '../mail/messages.ts';
import { type MailOutbox, queueAcknowledgement, queueStaffAlert } from '../mail/outbox.ts';
import {
  leadSourceColumnsSql,
  leadSourceParams,
  leadSourcePlaceholdersSql,
  leadSourceSelectSql,
} from './lead-source-sql.ts';
import { type CvAllowance, countCvAgainstAllowance } from './cv-allowance.ts';
import { epochMsSql } from './sql-time.ts';
import {
  botTrapReason,
  type BotTrapInput,
  type CareerSubmission as CareerApplication,
  type ContactSubmission as ConsultationRequest,
  type LeadSource,
  leadSourceOf,
  type MailMessageKind,
  repeatEnquiryChangeFormat,
  repeatEnquiryFieldLabels,
  repeatEnquiryNoteHeading,
  type SpamReason,
  spamKeepsCv,
} from '@app/domain';

/**
 * Why a public form submission is taken for spam, if it is: the hidden field, then the time trap
 * (a missing `submitTime` is not scored, so the spec's plain payload passes), then, when the
 * Turnstile keys are set, Cloudflare's verdict on the token (a missing token fails it).
 */
async function spamReasonOf(
  input: BotTrapInput & { captchaToken?: string | undefined },
  settings: Pick<AuthSettings, 'turnstile' | 'fetch' | 'now'>,
  clientIp: string,
): Promise<SpamReason | undefined> {
  const trap = botTrapReason(input, settings.now(), { missingSubmitTime: 'not scored' });
  if (trap !== undefined || settings.turnstile === undefined) return trap;
  const verdict = await verifyTurnstileToken({
    settings: settings.turnstile,
    token: input.captchaToken,
    clientIp,
    fetch: settings.fetch,
  });
  return verdict.passed ? undefined : 'captcha failed';
}

/** What a door (tRPC or REST) hands over with a public form submission. */
export interface PublicFormDoor {
  dependencies: Pick<ApiDependencies, 'auth' | 'formWrites' | 'mailOutbox'>;
  em: EntityManager;
  clientIp: string;
}

/** The door of a job application also hands over where its CV is stored, and the daily cap. */
export interface CareerFormDoor extends PublicFormDoor {
  dependencies: PublicFormDoor['dependencies'] &
    Pick<ApiDependencies, 'files' | 'cvBytesPerAddressPerDay'>;
}

/**
 * Judges a submission first, outside the write queue, so that waiting for Cloudflare never holds
 * a write slot; then runs `store` with the verdict in the queue.
 */
async function judgeThenStore(
  door: PublicFormDoor,
  input: BotTrapInput & { captchaToken?: string | undefined },
  store: (spamReason: SpamReason | undefined) => Promise<void>,
): Promise<void> {
  const spamReason = await spamReasonOf(input, door.dependencies.auth, door.clientIp);
  await door.dependencies.formWrites.run(() => store(spamReason));
}

/**
 * A consultation request as both doors receive it: kept as spam (no lead, no alert) or submitted.
 * Either way the caller answers the same success: a bot learns nothing.
 */
export function receiveContact(door: PublicFormDoor, input: ConsultationRequest): Promise<void> {
  const { em, dependencies } = door;
  return judgeThenStore(door, input, (spamReason) =>
    spamReason === undefined
      ? submitContact({ em, input, mailOutbox: dependencies.mailOutbox })
      : keepRequestAsSpam(em, input, spamReason),
  );
}

/**
 * A CV that came with a job application, already checked by the door: its type decided from its
 * content, its name sanitised, its bytes in the pieces they arrived in (never one string).
 */
export interface CvUpload {
  fileName: string;
  contentType: string;
  chunks: readonly Uint8Array[];
}

/**
 * A job application as both doors receive it, judged and then stored like a request. Its CV, if
 * any, is stored with it and counted against the address's daily cap (an application whose CV
 * would pass it is refused with 429), unless a bot trap caught it: then the application is kept
 * as spam without its file, and the sender told of success as always. An application that only
 * failed the captcha keeps its CV, so a release keeps both.
 */
export function receiveCareer(
  door: CareerFormDoor,
  input: CareerApplication,
  cv?: CvUpload,
): Promise<void> {
  const { em, dependencies, clientIp } = door;
  const attachment =
    cv === undefined
      ? undefined
      : {
          upload: cv,
          files: dependencies.files,
          allowance: { address: clientIp, bytesPerDay: dependencies.cvBytesPerAddressPerDay },
        };
  return judgeThenStore(door, input, (spamReason) =>
    spamReason === undefined
      ? submitCareer({ em, input, mailOutbox: dependencies.mailOutbox, cv: attachment })
      : storeCareer(em, input, {
          spamReason,
          cv: spamKeepsCv(spamReason) ? attachment : undefined,
        }).then(() => undefined),
  );
}

/** A consultation request's fields as its lead and staff alert take them. */
interface ConsultationRequestFields {
  name: string;
  email: string;
  contact: string;
  company: string | null;
  teamSize: string | null;
  message: string | null;
}

function consultationRequestFields(input: ConsultationRequest): ConsultationRequestFields {
  return {
    name: input.name,
    email: input.email,
    contact: input.contact,
    company: input.company ?? null,
    teamSize: input.teamSize ?? null,
    message: input.message ?? null,
  };
}

/**
 * The statement that opens a lead for a consultation request, or joins the request to the open
 * lead of the same person, and queues its staff alert. It runs only if the CTE `request`, which
 * the caller writes first, yields a row: that is how a retried or already-handled request opens
 * nothing.
 *
 * One person, one open lead: the INSERT meets the partial unique index on the lower-cased address
 * of open leads, and on conflict updates that lead instead (one more enquiry, the latest time, a
 * changed phone, company or team size) and writes the note telling what came. PostgreSQL settles
 * simultaneous requests: the second waits for the first and then updates what the first opened.
 * A new lead for someone whose earlier lead was closed points back at the latest such lead.
 * A new lead takes the request's source; a joined one keeps its own (where the person first came
 * from), so the update leaves the source columns alone.
 */
const openOrJoinLeadSql = `
  lead as (
    insert into leads as existing
      (name, email, contact, company, team_size, message, last_enquiry_at, previous_lead_id,
       ${leadSourceColumnsSql})
    select ?, ?, ?, ?, ?, ?, ?,
           (select closed.id from leads as closed
             where lower(closed.email) = lower(?) and (closed.is_won or closed.is_lost)
             order by closed.id desc limit 1),
           ${leadSourcePlaceholdersSql}
      from request
    on conflict (lower(email)) where not is_won and not is_lost and not legacy_duplicate
    do update set enquiry_count = existing.enquiry_count + 1,
                  last_enquiry_at = excluded.last_enquiry_at,
                  updated_at = excluded.last_enquiry_at,
                  contact = excluded.contact,
                  company = coalesce(excluded.company, existing.company),
                  team_size = coalesce(excluded.team_size, existing.team_size)
    returning new.id, new.enquiry_count, old.id is not null as joined,
              concat_ws(E'\n', ?::text,
                case when old.contact is distinct from new.contact
                  then format(?, ?::text, old.contact, new.contact) end,
                case when old.company is distinct from new.company
                  then format(?, ?::text, coalesce(old.company, ?), new.company) end,
                case when old.team_size is distinct from new.team_size
                  then format(?, ?::text, coalesce(old.team_size, ?), new.team_size) end
              ) as note
  ), note as (
    insert into lead_notes (lead_id, note, created_at)
    select id, note, ? from lead where joined
  ), alert as (
    insert into mail_outbox (kind, payload)
    select ?, cast(? as jsonb) || jsonb_build_object('leadId', lead.id, 'enquiryCount', lead.enquiry_count)
      from lead
  )
  select id as "leadId" from lead`;

function openOrJoinLeadParams(
  request: ConsultationRequestFields,
  source: LeadSource,
  receivedAt: Date,
): unknown[] {
  const change = repeatEnquiryChangeFormat;
  const labels = repeatEnquiryFieldLabels;
  return [
    request.name,
    request.email,
    request.contact,
    request.company,
    request.teamSize,
    request.message,
    receivedAt,
    request.email,
    ...leadSourceParams(source),
    repeatEnquiryNoteHeading(receivedAt, request.message),
    change.template,
    labels.contact,
    change.template,
    labels.company,
    change.none,
    change.template,
    labels.teamSize,
    change.none,
    receivedAt,
    'lead-alert' satisfies MailMessageKind,
    JSON.stringify(request),
  ];
}

/**
 * Stores the consultation request, opens its lead (or joins it to the person's open lead) and
 * queues the staff alert, all in one statement: either the owner sees the request, the lead and
 * the alert, or none of them. This is the site's busiest write and nothing reads the rows back,
 * so one round trip to the database does it all: no entities, identity map or unit of work, and
 * no BEGIN and COMMIT around it.
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
  const request = consultationRequestFields(input);
  const source = leadSourceOf(input);
  const receivedAt = new Date();
  const connection = em.getConnection();
  const store = async (ctx?: Transaction): Promise<number | undefined> => {
    const [opened] = await connection.execute<{ leadId: number }[]>(
      `with request as (
         insert into contact_submissions
           (name, email, contact, company, team_size, message, submission_key,
            ${leadSourceColumnsSql})
         values (?, ?, ?, ?, ?, ?, ?, ${leadSourcePlaceholdersSql})
         on conflict (submission_key) do nothing
         returning 1
       ), ${openOrJoinLeadSql}`,
      [
        request.name,
        request.email,
        request.contact,
        request.company,
        request.teamSize,
        request.message,
        input.submissionKey ?? null,
        ...leadSourceParams(source),
        ...openOrJoinLeadParams(request, source, receivedAt),
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
 * Opens a lead for a consultation request already stored (one released from spam), or joins it to
 * the person's open lead, by the same rule and statement as a request that passed at once, and
 * queues its staff alert. Runs in the caller's transaction; answers the lead's id. The enquiry
 * keeps the time the person sent it and the source it came with.
 */
export async function openLeadForStoredRequest(
  em: EntityManager,
  ctx: Transaction,
  submissionId: number,
): Promise<number> {
  const connection = em.getConnection();
  const [stored] = await connection.execute<
    (ConsultationRequestFields & LeadSource & { createdAt: number })[]
  >(
    `select request.name, request.email, request.contact, request.company,
            request.team_size as "teamSize", request.message,
            ${leadSourceSelectSql('request')},
            ${epochMsSql('request.created_at')} as "createdAt"
       from contact_submissions as request where request.id = ?`,
    [submissionId],
    'all',
    ctx,
  );
  if (stored === undefined) throw new Error(`Contact submission ${submissionId} does not exist`);
  const { createdAt, name, email, contact, company, teamSize, message } = stored;
  const request = { name, email, contact, company, teamSize, message };
  const [opened] = await connection.execute<{ leadId: number }[]>(
    `with request as (select 1), ${openOrJoinLeadSql}`,
    openOrJoinLeadParams(request, leadSourceOf(stored), new Date(createdAt)),
    'all',
    ctx,
  );
  if (opened === undefined) throw new Error(`No lead was opened for submission ${submissionId}`);
  return opened.leadId;
}

/** Queues the staff alert of a job application already stored (one released from spam). */
export async function alertStoredApplication(
  em: EntityManager,
  ctx: Transaction,
  submissionId: number,
): Promise<void> {
  const [application] = await em
    .getConnection()
    .execute<Omit<ApplicationAlertPayload, 'applicationId'>[]>(
      `select first_name as "firstName", last_name as "lastName", email, phone, position,
       description, linkedin_url as "linkedinUrl", cv_file_name as "cvFileName"
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

/** A CV to store with an application, the store its bytes go to and the cap they count against. */
interface CvAttachment {
  upload: CvUpload;
  files: FileStore;
  allowance: CvAllowance;
}

/**
 * Stores a job application (with `spamReason`, as suspected spam) and its CV in one transaction,
 * then runs `alsoInTransaction` in it with the new id: the application, its file and what the
 * caller adds are all kept or none is. A retry with a submission key already stored stores
 * nothing (no file either) and answers undefined.
 */
async function storeCareer(
  em: EntityManager,
  input: CareerApplication,
  options: {
    spamReason?: SpamReason;
    cv?: CvAttachment | undefined;
    alsoInTransaction?: (
      transaction: EntityManager,
      ctx: Transaction,
      applicationId: number,
    ) => Promise<void>;
  },
): Promise<number | undefined> {
  const { spamReason, cv, alsoInTransaction } = options;
  return em.getConnection().transactional(async (ctx) => {
    // The file store writes through an EntityManager: one bound to this transaction.
    const transaction = em.fork();
    transaction.setTransactionContext(ctx);
    const [stored] = await transaction.execute<{ id: number }[]>(
      `insert into career_submissions
         (first_name, last_name, email, phone, position, description, linkedin_url,
          submission_key, spam_reason)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (submission_key) do nothing
       returning id`,
      [
        input.firstName,
        input.lastName,
        input.email,
        input.phone,
        input.position,
        input.description,
        input.linkedinUrl ?? null,
        input.submissionKey ?? null,
        spamReason ?? null,
      ],
    );
    if (stored === undefined) return undefined;
    if (cv !== undefined) {
      const uploadedBytes = cv.upload.chunks.reduce((total, chunk) => total + chunk.length, 0);
      await countCvAgainstAllowance(transaction, cv.allowance, uploadedBytes);
      const { key, byteSize } = await cv.files.write(transaction, cv.upload.chunks);
      await transaction.execute(
        `update career_submissions
            set cv_key = ?, cv_file_name = ?, cv_content_type = ?, cv_byte_size = ?
          where id = ?`,
        [key, cv.upload.fileName, cv.upload.contentType, byteSize, stored.id],
        'run',
      );
    }
    await alsoInTransaction?.(transaction, ctx, stored.id);
    return stored.id;
  });
}

/**
 * Stores the job application, its CV if any, and queues its staff alert in one transaction; a
 * retry with a submission key already stored stores and queues nothing.
 */
export async function submitCareer(options: {
  em: EntityManager;
  input: CareerApplication;
  mailOutbox?: MailOutbox;
  cv?: CvAttachment | undefined;
}): Promise<void> {
  const { em, input, mailOutbox, cv } = options;
  const application = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    position: input.position,
    description: input.description,
    linkedinUrl: input.linkedinUrl ?? null,
  };
  const storedId = await storeCareer(em, input, {
    cv,
    alsoInTransaction: async (transaction, ctx, applicationId) => {
      const payload = { applicationId, ...application, cvFileName: cv?.upload.fileName ?? null };
      await queueStaffAlert(transaction, ctx, 'application-alert', payload);
      if (mailOutbox?.acknowledgeSubmitters === true) {
        await queueAcknowledgement(transaction, ctx, 'application-acknowledgement', payload);
      }
    },
  });
  if (storedId !== undefined) mailOutbox?.wakeUp.notify();
}

/**
 * Stores a suspected spam consultation request with its reason, for staff to review: no lead, no
 * alert and no acknowledgement (the address may be a stranger's). The caller answers the normal
 * success, so a bot learns nothing. A retry with a stored submission key stores nothing, as on
 * the normal path. (A job application kept as spam is stored by `storeCareer`.)
 */
async function keepRequestAsSpam(
  em: EntityManager,
  input: ConsultationRequest,
  spamReason: SpamReason,
): Promise<void> {
  await em.getConnection().execute(
    `insert into contact_submissions
       (name, email, contact, company, team_size, message, submission_key, spam_reason,
        ${leadSourceColumnsSql})
     values (?, ?, ?, ?, ?, ?, ?, ?, ${leadSourcePlaceholdersSql})
     on conflict (submission_key) do nothing`,
    [
      input.name,
      input.email,
      input.contact,
      input.company ?? null,
      input.teamSize ?? null,
      input.message ?? null,
      input.submissionKey ?? null,
      spamReason,
      ...leadSourceParams(leadSourceOf(input)),
    ],
    'run',
  );
}
