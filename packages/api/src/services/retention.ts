import type { EntityManager } from '@mikro-orm/postgresql';
import type { RetentionCounts, RetentionPreview } from '@app/domain';
import type { ApiLogger } from '../context.ts';
import type { FileStore } from '../files/file-store.ts';
import { HourlyJob } from '../hourly-job.ts';
import { recordAdminAction } from './audit-log.ts';
import { failedAttemptRetentionMs, successfulAttemptRetentionMs } from './login-throttle.ts';
import { isoTimeSql } from './sql-time.ts';

/** RETENTION_MONTHS and RETAIN_WON_LEADS, as the composition root read them. */
export interface RetentionSettings {
  months: number;
  retainWonLeads: boolean;
}

/** The job's name in `scheduled_job_runs` and the text its advisory lock is keyed by. */
const retentionJob = 'retention';

/** The job runs once a day: a run is due when the last one is at least this old. */
const retentionRunIntervalMs = 24 * 60 * 60 * 1_000;

/** `months` calendar months before `at`, in UTC (the 31st of a shorter month ends on its last day). */
export function monthsBefore(at: Date, months: number): Date {
  const cutoff = new Date(at.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * The parameters every statement of a run reads once: `(select cutoff from params)` keeps the
 * statements' placeholders to these three, in this order.
 */
const paramsSql = `with params as (select ?::timestamptz as cutoff, ?::boolean as retain_won,
     ?::timestamptz as attempts_cutoff, ?::timestamptz as failed_attempts_cutoff)`;

const cutoffSql = '(select cutoff from params)';

/**
 * A lead's last activity: its last change (`updated_at`, which every stage move, edit, Won and
 * Lost sets), its latest enquiry, its latest note and its latest e-mail either way. A won lead
 * stays when RETAIN_WON_LEADS says so.
 */
function leadDueSql(alias: string): string {
  return `(greatest(${alias}.updated_at, ${alias}.last_enquiry_at,
            (select max(n.created_at) from lead_notes n where n.lead_id = ${alias}.id),
            (select max(c.created_at) from conversation_messages c where c.lead_id = ${alias}.id)) < ${cutoffSql}
          and not ((select retain_won from params) and ${alias}.is_won))`;
}

/**
 * An application's last activity: received, last moved (`updated_at`), its latest note, or its
 * latest e-mail either way.
 */
function applicationDueSql(alias: string): string {
  return `(greatest(${alias}.created_at, ${alias}.updated_at,
            (select max(n.created_at) from application_notes n where n.application_id = ${alias}.id),
            (select max(c.created_at) from conversation_messages c where c.application_id = ${alias}.id)) < ${cutoffSql})`;
}

/**
 * The e-mails of the leads and applications that go, and unmatched (or discarded) ones received
 * before the cut-off.
 */
const conversationMessageDueSql = `(c.lead_id in (select l.id from leads l where ${leadDueSql('l')})
  or c.application_id in (select a.id from career_submissions a where ${applicationDueSql('a')})
  or (c.lead_id is null and c.application_id is null and c.created_at < ${cutoffSql}))`;

/**
 * A contact submission is old once it was sent before the cut-off, and stays while a lead of its
 * address stays: the lead's history is its submissions.
 */
function contactSubmissionDueSql(alias: string): string {
  return `(${alias}.created_at < ${cutoffSql}
          and not exists (select 1 from leads l
                           where lower(l.email) = lower(${alias}.email) and not ${leadDueSql('l')}))`;
}

/**
 * Delivered or given-up e-mails older than the cut-off: each holds the fields of a submission
 * (name, address, message), so none outlives the records it was about. Waiting ones are never
 * that old; they are left to the mail worker.
 */
const mailDueSql = `(m.created_at < ${cutoffSql} and m.status <> 'waiting')`;

/**
 * Login attempts go by the throttle's own rule, applied here daily so that they go even when
 * nobody logs in: a failed one after a day, a successful one (which makes its address known for
 * its username) after 90 days.
 */
const attemptDueSql = `(a.created_at < (select attempts_cutoff from params)
  or (not a.succeeded and a.created_at < (select failed_attempts_cutoff from params)))`;

interface RetentionParameters {
  cutoff: Date;
  attemptsCutoff: Date;
  failedAttemptsCutoff: Date;
  retainWonLeads: boolean;
}

function parameters(now: Date, settings: RetentionSettings): RetentionParameters {
  return {
    cutoff: monthsBefore(now, settings.months),
    attemptsCutoff: new Date(now.getTime() - successfulAttemptRetentionMs),
    failedAttemptsCutoff: new Date(now.getTime() - failedAttemptRetentionMs),
    retainWonLeads: settings.retainWonLeads,
  };
}

function bindings(at: RetentionParameters): unknown[] {
  return [at.cutoff, at.retainWonLeads, at.attemptsCutoff, at.failedAttemptsCutoff];
}

type CountRow = Record<
  | 'leads'
  | 'lead_notes'
  | 'contact_submissions'
  | 'applications'
  | 'application_notes'
  | 'cvs'
  | 'mail_messages'
  | 'conversation_messages'
  | 'message_attachments'
  | 'login_attempts',
  string
>;

/** What a run at these parameters would erase, counted by PostgreSQL in one statement. */
async function countDue(em: EntityManager, at: RetentionParameters): Promise<RetentionCounts> {
  const [row] = await em.execute<CountRow[]>(
    `${paramsSql},
     due_leads as (select l.id from leads l where ${leadDueSql('l')}),
     due_applications as (select a.id, a.cv_key from career_submissions a where ${applicationDueSql('a')})
     select (select count(*) from due_leads) as leads,
            (select count(*) from lead_notes where lead_id in (select id from due_leads)) as lead_notes,
            (select count(*) from contact_submissions s where ${contactSubmissionDueSql('s')}) as contact_submissions,
            (select count(*) from due_applications) as applications,
            (select count(*) from application_notes
              where application_id in (select id from due_applications)) as application_notes,
            (select count(cv_key) from due_applications) as cvs,
            (select count(*) from mail_outbox m where ${mailDueSql}) as mail_messages,
            (select count(*) from conversation_messages c where ${conversationMessageDueSql})
              as conversation_messages,
            (select count(*) from conversation_attachments
              where conversation_message_id in (
                select c.id from conversation_messages c where ${conversationMessageDueSql}))
              as message_attachments,
            (select count(*) from login_attempts a where ${attemptDueSql}) as login_attempts`,
    bindings(at),
  );
  if (row === undefined) throw new Error('The retention count answered no row');
  return {
    contactSubmissions: Number(row.contact_submissions),
    leads: Number(row.leads),
    leadNotes: Number(row.lead_notes),
    applications: Number(row.applications),
    applicationNotes: Number(row.application_notes),
    cvs: Number(row.cvs),
    mailMessages: Number(row.mail_messages),
    conversationMessages: Number(row.conversation_messages),
    messageAttachments: Number(row.message_attachments),
    loginAttempts: Number(row.login_attempts),
  };
}

interface LastRunRow {
  last_run_at: string;
  details: Record<string, number> | null;
}

async function lastRun(em: EntityManager): Promise<LastRunRow | undefined> {
  const [row] = await em.execute<LastRunRow[]>(
    `select ${isoTimeSql('last_run_at')} as last_run_at, details from scheduled_job_runs where job = ?`,
    [retentionJob],
  );
  return row;
}

/**
 * The dry run: when the next run is due and what it would erase then if nothing changed
 * meanwhile, with the last run. A run that is due already happens at the next hourly check.
 */
export async function retentionPreview(options: {
  em: EntityManager;
  settings: RetentionSettings;
  now?: Date;
}): Promise<RetentionPreview> {
  const { em, settings } = options;
  const now = options.now ?? new Date();
  const last = await lastRun(em);
  const dueAt =
    last === undefined ? now : new Date(Date.parse(last.last_run_at) + retentionRunIntervalMs);
  const nextRunAt = dueAt > now ? dueAt : null;
  const at = parameters(nextRunAt ?? now, settings);
  return {
    months: settings.months,
    retainWonLeads: settings.retainWonLeads,
    cutoff: at.cutoff.toISOString(),
    nextRunAt: nextRunAt?.toISOString() ?? null,
    counts: await countDue(em, at),
    lastRun: last === undefined ? null : { at: last.last_run_at, erased: last.details ?? {} },
  };
}

/**
 * One run of the job, if one is due: under a transaction-scoped advisory lock, so of instances
 * checking at once one runs it and the others find the lock taken, or, once it committed, the
 * run recorded. Everything goes in one transaction with the run's record and its audit row.
 * Answers what was erased, or null when nothing ran.
 */
export async function runRetention(options: {
  em: EntityManager;
  files: FileStore;
  settings: RetentionSettings;
  now?: Date;
}): Promise<RetentionCounts | null> {
  const { em, files, settings } = options;
  const now = options.now ?? new Date();
  return em.transactional(async (transaction) => {
    const [lock] = await transaction.execute<{ locked: boolean }[]>(
      'select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as locked',
      [`scheduled-job:${retentionJob}`],
    );
    if (lock?.locked !== true) return null;
    const last = await lastRun(transaction);
    if (
      last !== undefined &&
      Date.parse(last.last_run_at) + retentionRunIntervalMs > now.getTime()
    ) {
      return null;
    }
    const at = parameters(now, settings);
    const params = bindings(at);
    const count = async (sql: string) =>
      (await transaction.execute<{ id: unknown }[]>(`${paramsSql} ${sql}`, params)).length;
    // The records are locked first, so a note written meanwhile waits and then finds them gone,
    // rather than a record losing its old notes and staying.
    await transaction.execute(
      `${paramsSql} select 1 from leads l where ${leadDueSql('l')} order by l.id for update`,
      params,
    );
    await transaction.execute(
      `${paramsSql} select 1 from career_submissions a where ${applicationDueSql('a')}
       order by a.id for update`,
      params,
    );
    // The e-mails first: deleting their leads and applications would take them uncounted.
    const messageAttachments = await count(
      `delete from conversation_attachments
        where conversation_message_id in (
          select c.id from conversation_messages c where ${conversationMessageDueSql})
       returning id`,
    );
    const conversationMessages = await count(
      `delete from conversation_messages c where ${conversationMessageDueSql} returning c.id`,
    );
    const contactSubmissions = await count(
      `delete from contact_submissions s where ${contactSubmissionDueSql('s')} returning s.id`,
    );
    const leadNotes = await count(
      `delete from lead_notes where lead_id in (select l.id from leads l where ${leadDueSql('l')})
       returning id`,
    );
    const leads = await count(`delete from leads l where ${leadDueSql('l')} returning l.id`);
    const applicationNotes = await count(
      `delete from application_notes
        where application_id in (select a.id from career_submissions a where ${applicationDueSql('a')})
       returning id`,
    );
    const applications = await transaction.execute<{ cv_key: string | null }[]>(
      `${paramsSql} delete from career_submissions a where ${applicationDueSql('a')} returning a.cv_key`,
      params,
    );
    const cvKeys = applications.flatMap((row) => (row.cv_key === null ? [] : [row.cv_key]));
    for (const key of cvKeys) await files.remove(transaction, key);
    const mailMessages = await count(
      `delete from mail_outbox m where ${mailDueSql} returning m.id`,
    );
    const loginAttempts = await count(
      `delete from login_attempts a where ${attemptDueSql} returning a.id`,
    );
    const erased: RetentionCounts = {
      contactSubmissions,
      leads,
      leadNotes,
      applications: applications.length,
      applicationNotes,
      cvs: cvKeys.length,
      mailMessages,
      conversationMessages,
      messageAttachments,
      loginAttempts,
    };
    await transaction.execute(
      `insert into scheduled_job_runs (job, last_run_at, details) values (?, ?, ?::jsonb)
       on conflict (job) do update set last_run_at = excluded.last_run_at, details = excluded.details`,
      [retentionJob, now, JSON.stringify(erased)],
    );
    await recordAdminAction({
      em: transaction,
      actor: { adminId: null, ip: null },
      action: 'retention.run',
      details: { ...erased, months: settings.months, retainWonLeads: settings.retainWonLeads },
    });
    return erased;
  });
}

/**
 * Asks at start and then hourly, in every instance, whether the daily run is due, and runs it if
 * so (see `runRetention` for why instances never run it twice).
 */
export class RetentionScheduler extends HourlyJob {
  constructor(options: {
    em: () => EntityManager;
    files: FileStore;
    settings: RetentionSettings;
    logger: ApiLogger;
    now?: () => Date;
  }) {
    const { logger } = options;
    super({
      run: async () => {
        const erased = await runRetention({
          em: options.em(),
          files: options.files,
          settings: options.settings,
          now: options.now?.() ?? new Date(),
        });
        if (erased !== null) logger.info({ erased }, 'retention run erased old data');
      },
      logger,
      failureMessage: 'the retention run failed',
    });
  }
}
