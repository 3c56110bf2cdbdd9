import { defineEntity, p } from '@mikro-orm/core';
import {
  type ApplicationStage,
  type AuditAction,
  type AuditDetails,
  type AuditRecordType,
  applicationStageValues,
  type BackupStartedBy,
  backupStartedByValues,
  type LeadStage,
  receivedMessageKinds,
  type ReceivedMessageKind,
  type MailMessageKind,
  type MailMessageStatus,
  type OpenLeadStage,
  type SpamReason,
  spamReasons,
} from '@app/domain';

// Timestamps are filled by PostgreSQL (`default now()`), so every instance shares one clock
// and rows written by hand or by a migration get them too.
const databaseNow = 'now()';

const applicationStageCheck = `stage in (${applicationStageValues.map((stage) => `'${stage}'`).join(', ')})`;
/** Only the reasons the admin screen can name: a typo in a service is refused, not stored. */
const spamReasonCheck = `spam_reason in (${spamReasons.map((reason) => `'${reason}'`).join(', ')})`;

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.text().unique(),
    password: p.text().hidden(),
  },
});
export class User extends UserSchema.class {}
UserSchema.setClass(User);

export const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_users',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The admin's e-mail address, stored lower-cased. */
    username: p.text().unique(),
    /** How the e-mails the admin writes are signed; without it, their username stands in. */
    displayName: p.text().nullable(),
    password: p.text().hidden(),
    createdAt: p.datetime().defaultRaw(databaseNow),
    lastLogin: p.datetime().nullable(),
    /** Set for an admin added with a temporary password: the next login must choose a new one. */
    mustChangePassword: p.boolean().default(false),
    /**
     * The TOTP secret (RFC 6238, base32), set at enrolment; two-factor login is on once
     * `twoFactorEnabledAt` is set too, after the first code confirmed it.
     */
    totpSecret: p.text().nullable().hidden(),
    twoFactorEnabledAt: p.datetime().nullable(),
    /** The time step of the last code accepted, so a code is never taken twice. */
    totpLastStep: p.bigint('number').nullable(),
  },
  uniques: [
    {
      name: 'admin_users_username_lower_unique',
      expression:
        'create unique index "admin_users_username_lower_unique" on "admin_users" (lower("username"))',
    },
  ],
});
export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);

export const AdminSessionSchema = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  properties: {
    id: p.integer().primary().autoincrement(),
    adminId: p.manyToOne(AdminUser).mapToPk().fieldName('admin_id').deleteRule('cascade').index(),
    /** SHA-256 hex digest of the bearer token; the token itself is never stored. */
    token: p.text().unique().hidden(),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime().defaultRaw(databaseNow),
    /** Moved forward on every authenticated request, for the idle timeout. */
    lastUsedAt: p.datetime().defaultRaw(databaseNow),
    /** Where and with what the session was opened, so an admin can tell their sessions apart. */
    ip: p.text().nullable(),
    userAgent: p.text().nullable(),
  },
});
export class AdminSession extends AdminSessionSchema.class {}
AdminSessionSchema.setClass(AdminSession);

/**
 * A browser an admin has logged in from, known by a random token in an HttpOnly cookie. While a
 * username is under attack from elsewhere, its known browsers may still log in.
 */
export const AdminKnownDeviceSchema = defineEntity({
  name: 'AdminKnownDevice',
  tableName: 'admin_known_devices',
  properties: {
    id: p.integer().primary().autoincrement(),
    adminId: p.manyToOne(AdminUser).mapToPk().fieldName('admin_id').deleteRule('cascade').index(),
    /** SHA-256 hex digest of the cookie's token; the token itself is never stored. */
    tokenHash: p.text().unique().hidden(),
    createdAt: p.datetime().defaultRaw(databaseNow),
    lastUsedAt: p.datetime().defaultRaw(databaseNow),
  },
});
export class AdminKnownDevice extends AdminKnownDeviceSchema.class {}
AdminKnownDeviceSchema.setClass(AdminKnownDevice);

export const ContactSubmissionSchema = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    email: p.text(),
    contact: p.text(),
    company: p.text().nullable(),
    teamSize: p.text().nullable(),
    message: p.text().nullable(),
    createdAt: p.datetime().defaultRaw(databaseNow).index(),
    /** The visitor's optional idempotency key: a retry with it is answered, not stored again. */
    submissionKey: p.uuid().nullable().unique(),
    /**
     * Set when the submission fell into a bot trap or failed the captcha: it is kept for staff to
     * review (and purged after a while), opened no lead and queued no alert.
     */
    spamReason: p.text().$type<SpamReason>().nullable(),
    /** Where the visit came from, as the contact form sent it (all optional): see `LeadSource`. */
    sourcePage: p.text().nullable(),
    landingPage: p.text().nullable(),
    referrer: p.text().nullable(),
    utmSource: p.text().nullable(),
    utmMedium: p.text().nullable(),
    utmCampaign: p.text().nullable(),
  },
  checks: [{ name: 'contact_submissions_spam_reason_check', expression: spamReasonCheck }],
  // Partial: the spam list and the purge read only the few spam rows, and a normal submission
  // costs no index entry.
  indexes: [
    {
      name: 'contact_submissions_spam_created_at_index',
      expression:
        'create index "contact_submissions_spam_created_at_index" on "contact_submissions" ("created_at") where "spam_reason" is not null',
    },
    // The CRM's search, list pages and a lead's enquiries (migration 20261125160000_crm_search).
    {
      name: 'contact_submissions_search_index',
      expression: `create index "contact_submissions_search_index" on "contact_submissions" using gin (lower("name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || "contact" || ' ' || coalesce("message", '')) gin_trgm_ops)`,
    },
    {
      name: 'contact_submissions_created_at_id_index',
      expression:
        'create index "contact_submissions_created_at_id_index" on "contact_submissions" ("created_at" desc, "id" desc) where "spam_reason" is null',
    },
    {
      name: 'contact_submissions_email_lower_created_at_index',
      expression:
        'create index "contact_submissions_email_lower_created_at_index" on "contact_submissions" (lower("email"), "created_at")',
    },
  ],
});
export class ContactSubmission extends ContactSubmissionSchema.class {}
ContactSubmissionSchema.setClass(ContactSubmission);

export const CareerSubmissionSchema = defineEntity({
  name: 'CareerSubmission',
  tableName: 'career_submissions',
  properties: {
    id: p.integer().primary().autoincrement(),
    firstName: p.text(),
    lastName: p.text(),
    email: p.text(),
    phone: p.text(),
    position: p.text(),
    description: p.text(),
    linkedinUrl: p.text().nullable(),
    createdAt: p.datetime().defaultRaw(databaseNow).index(),
    /** The applicant's optional idempotency key: a retry with it is answered, not stored again. */
    submissionKey: p.uuid().nullable().unique(),
    /**
     * Set when the submission fell into a bot trap or failed the captcha: it is kept for staff to
     * review (and purged after a while), opened no lead and queued no alert.
     */
    spamReason: p.text().$type<SpamReason>().nullable(),
    stage: p.string().$type<ApplicationStage>().length(20).default('applied'),
    notSelectedReason: p.text().nullable(),
    updatedAt: p.datetime().defaultRaw(databaseNow),
    /** The CV's key in the file store, with what the candidate sent it as; all null without a CV. */
    cvKey: p.uuid().nullable().unique(),
    cvFileName: p.text().nullable(),
    cvContentType: p.text().nullable(),
    cvByteSize: p.integer().nullable(),
    /** As the lead's: the application's conversation in reply addresses. */
    replyToken: p.text().nullable().unique(),
    /** As the lead's: the applicant's latest e-mail awaits an answer. */
    replyWaiting: p.boolean().default(false),
  },
  checks: [
    { name: 'career_submissions_spam_reason_check', expression: spamReasonCheck },
    { name: 'career_submissions_stage_check', expression: applicationStageCheck },
    {
      name: 'career_submissions_not_selected_reason_check',
      expression: "(stage = 'not_selected') = (not_selected_reason is not null)",
    },
    {
      name: 'career_submissions_cv_check',
      expression:
        '(cv_key is null) = (cv_file_name is null) and (cv_key is null) = (cv_content_type is null) and (cv_key is null) = (cv_byte_size is null)',
    },
  ],
  indexes: [
    // Partial: the spam list and the purge read only the few spam rows, and a normal submission
    // costs no index entry.
    {
      name: 'career_submissions_spam_created_at_index',
      expression:
        'create index "career_submissions_spam_created_at_index" on "career_submissions" ("created_at") where "spam_reason" is not null',
    },
    {
      // Finds the leads of an applicant and the applications of a lead, whatever the case.
      name: 'career_submissions_email_lower_id_index',
      expression:
        'create index "career_submissions_email_lower_id_index" on "career_submissions" (lower("email"), "id")',
    },
    // The CRM's search and list pages (migration 20261125160000_crm_search).
    {
      name: 'career_submissions_search_index',
      expression: `create index "career_submissions_search_index" on "career_submissions" using gin (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "position" || ' ' || "description") gin_trgm_ops)`,
    },
    {
      name: 'career_submissions_created_at_id_index',
      expression:
        'create index "career_submissions_created_at_id_index" on "career_submissions" ("created_at" desc, "id" desc) where "spam_reason" is null',
    },
    // A hiring board column (migration 20261126090000_hiring_pipeline).
    {
      name: 'career_submissions_stage_created_at_id_index',
      expression:
        'create index "career_submissions_stage_created_at_id_index" on "career_submissions" ("stage", "created_at" desc, "id" desc) where "spam_reason" is null',
    },
  ],
});
export class CareerSubmission extends CareerSubmissionSchema.class {}
CareerSubmissionSchema.setClass(CareerSubmission);

export const LeadSchema = defineEntity({
  name: 'Lead',
  tableName: 'leads',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    email: p.text(),
    contact: p.text(),
    company: p.text().nullable(),
    teamSize: p.text().nullable(),
    message: p.text().nullable(),
    stage: p.string().$type<LeadStage>().length(20).default('new'),
    estimatedValue: p.integer().nullable(),
    probability: p.integer().default(0),
    isWon: p.boolean().default(false),
    isLost: p.boolean().default(false),
    lostReason: p.text().nullable(),
    createdAt: p.datetime().defaultRaw(databaseNow).index(),
    updatedAt: p
      .datetime()
      .defaultRaw(databaseNow)
      .onUpdate(() => new Date()),
    /**
     * Whether the lead awaited a staff reply (the 2-hour promise). New rows do; the migration
     * set it false for the leads stored before replies were tracked, so they count as answered
     * and stay out of the reply statistics.
     */
    awaitsReply: p.boolean().default(true),
    /** When the first staff action (a stage move, a note, Won, Lost) happened. */
    firstReplyAt: p.datetime().nullable(),
    /** How many consultation requests this lead stands for: later ones from the same address merge in. */
    enquiryCount: p.integer().default(1),
    /** When the latest of those requests came: the board shows the freshest first. */
    lastEnquiryAt: p.datetime().defaultRaw(databaseNow),
    /**
     * The person's latest closed lead when this one was opened ("Returning: lead #12"). No foreign
     * key: deleting that lead leaves this one as it is, and the board simply stops naming it.
     */
    previousLeadId: p.integer().nullable(),
    /**
     * An older open lead of an address that had several before one open lead per address was
     * enforced: kept, but outside the unique index, so the newest takes the repeat enquiries.
     */
    legacyDuplicate: p.boolean().default(false),
    /**
     * The furthest open stage the lead was ever in (New to Negotiation), for the funnel: a lead
     * that reached Proposal and was then lost still counts as having reached Proposal.
     */
    reachedStage: p.string().$type<OpenLeadStage>().length(20).default('new'),
    /** When the lead was last won or lost; null while open. Won value per month counts by it. */
    closedAt: p.datetime().nullable(),
    /** The source of the enquiry that opened the lead (see the contact submission's). */
    sourcePage: p.text().nullable(),
    landingPage: p.text().nullable(),
    referrer: p.text().nullable(),
    utmSource: p.text().nullable(),
    utmMedium: p.text().nullable(),
    utmCampaign: p.text().nullable(),
    /**
     * The lead's conversation in reply addresses (`replies+<token>@…`): random, made when staff
     * first write to the lead, so an answer finds its lead whatever its headers say.
     */
    replyToken: p.text().nullable().unique(),
    /** The person's latest e-mail is a reply no staff message has answered yet (the card says so). */
    replyWaiting: p.boolean().default(false),
  },
  indexes: [
    { properties: ['isWon', 'isLost'] },
    {
      name: 'leads_open_email_unique',
      expression:
        'create unique index "leads_open_email_unique" on "leads" (lower("email")) where not "is_won" and not "is_lost" and not "legacy_duplicate"',
    },
    {
      // The other leads by address: closed ones (a returning person's) and older duplicates. A new
      // lead is open, so opening one costs this index nothing.
      name: 'leads_closed_email_index',
      expression:
        'create index "leads_closed_email_index" on "leads" (lower("email"), "id") where "is_won" or "is_lost" or "legacy_duplicate"',
    },
    {
      name: 'leads_last_enquiry_at_id_index',
      expression:
        'create index "leads_last_enquiry_at_id_index" on "leads" ("last_enquiry_at" desc, "id" desc)',
    },
    // The CRM's search and board columns (migration 20261125160000_crm_search).
    {
      name: 'leads_search_index',
      expression: `create index "leads_search_index" on "leads" using gin (lower("name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || "contact" || ' ' || coalesce("message", '')) gin_trgm_ops)`,
    },
    {
      name: 'leads_stage_last_enquiry_at_id_index',
      expression:
        'create index "leads_stage_last_enquiry_at_id_index" on "leads" ("stage", "last_enquiry_at" desc, "id" desc) include ("estimated_value")',
    },
    // The reports' leads closed in a period (migration 20261126210000_report_indexes).
    {
      name: 'leads_won_closed_at_index',
      expression:
        'create index "leads_won_closed_at_index" on "leads" ("closed_at") include ("estimated_value") where "is_won"',
    },
    {
      name: 'leads_lost_closed_at_index',
      expression:
        'create index "leads_lost_closed_at_index" on "leads" ("closed_at") where "is_lost"',
    },
  ],
});
export class Lead extends LeadSchema.class {}
LeadSchema.setClass(Lead);

export const LeadNoteSchema = defineEntity({
  name: 'LeadNote',
  tableName: 'lead_notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    leadId: p.manyToOne(Lead).mapToPk().fieldName('lead_id').deleteRule('cascade'),
    note: p.text(),
    createdAt: p.datetime().defaultRaw(databaseNow),
    /** Set on the history note of a stage change: the stage the lead arrived in (timelines). */
    stage: p.string().$type<LeadStage>().length(20).nullable(),
  },
  indexes: [{ properties: ['leadId', 'createdAt'] }],
});
export class LeadNote extends LeadNoteSchema.class {}
LeadNoteSchema.setClass(LeadNote);

export const ApplicationNoteSchema = defineEntity({
  name: 'ApplicationNote',
  tableName: 'application_notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    applicationId: p
      .manyToOne(CareerSubmission)
      .mapToPk()
      .fieldName('application_id')
      .deleteRule('cascade'),
    note: p.text(),
    createdAt: p.datetime().defaultRaw(databaseNow),
    /** Set on the history note of a stage change: the stage the application arrived in. */
    stage: p.string().$type<ApplicationStage>().length(20).nullable(),
  },
  indexes: [{ properties: ['applicationId', 'createdAt'] }],
});
export class ApplicationNote extends ApplicationNoteSchema.class {}
ApplicationNoteSchema.setClass(ApplicationNote);

/** A file's bytes, kept by the file store under a random key; its chunks hold the content. */
const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_files',
  properties: {
    key: p.uuid().primary(),
    byteSize: p.integer(),
    createdAt: p.datetime().defaultRaw(databaseNow),
  },
});
class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);

/** One piece of a stored file, in order of `seq`: files are written and read a chunk at a time. */
const StoredFileChunkSchema = defineEntity({
  name: 'StoredFileChunk',
  tableName: 'stored_file_chunks',
  properties: {
    fileKey: p
      .manyToOne(StoredFile)
      .mapToPk()
      .fieldName('file_key')
      .primary()
      .deleteRule('cascade'),
    seq: p.integer().primary(),
    data: p.blob(),
  },
});
class StoredFileChunk extends StoredFileChunkSchema.class {}
StoredFileChunkSchema.setClass(StoredFileChunk);

/** Internal: one row per admin login attempt, so throttling holds across server instances. */
export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Lower-cased, as typed by the visitor (it need not belong to an admin). */
    username: p.text(),
    ip: p.text(),
    succeeded: p.boolean(),
    /**
     * Caught by the honeypot or the time trap: counted against the address alone, so a bot's
     * cheap requests cannot lock a username out.
     */
    trapped: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw(databaseNow),
  },
  indexes: [{ properties: ['username', 'createdAt'] }, { properties: ['ip', 'createdAt'] }],
});
export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);

/**
 * An e-mail to send, written in the same transaction as what it tells about, and delivered
 * afterwards by the mail worker with retries: a committed submission always gets its alert, a
 * rolled-back one never does.
 */
export const MailOutboxMessageSchema = defineEntity({
  name: 'MailOutboxMessage',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** What the message is: it decides its recipients and how it is written. */
    kind: p.text().$type<MailMessageKind>(),
    /**
     * The local part of the `Message-ID`, fixed at write time so a resend is recognisable. Random,
     * so it tells a recipient nothing; with 122 random bits it needs no unique index, which would
     * dirty a random page of its B-tree on every form submission.
     */
    messageKey: p.uuid().defaultRaw('gen_random_uuid()'),
    /** The submitter's address, lower-cased, for acknowledgements; staff alerts go to the configured lists. */
    recipient: p.text().nullable(),
    /** The fields the message is written from, as they were submitted. */
    payload: p.json<Record<string, string | number | null>>(),
    /** `waiting` until delivered (`sent`) or given up on after the retry window (`failed`). */
    status: p.text().$type<MailMessageStatus>().default('waiting'),
    attempts: p.integer().default(0),
    /** Why the latest attempt failed, in a few words for the admin screen. */
    lastError: p.text().nullable(),
    /** The SMTP server's own words about it, with any secret removed. */
    lastErrorDetail: p.text().nullable(),
    nextAttemptAt: p.datetime().defaultRaw(databaseNow),
    /** Retries stop this long after it: the first write, or the latest "Retry now". */
    retryWindowStartedAt: p.datetime().defaultRaw(databaseNow),
    /** A worker's lease: until then no other worker takes the message, after it one may. */
    claimedUntil: p.datetime().nullable(),
    claimToken: p.uuid().nullable(),
    createdAt: p.datetime().defaultRaw(databaseNow),
    sentAt: p.datetime().nullable(),
  },
  // Partial, so a form submission's alert costs as few index entries as it can: only waiting
  // messages are looked up by due time, only acknowledgements by recipient.
  indexes: [
    {
      name: 'mail_outbox_due_index',
      expression:
        'create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at") where "status" = \'waiting\'',
    },
    {
      name: 'mail_outbox_recipient_created_at_index',
      expression:
        'create index "mail_outbox_recipient_created_at_index" on "mail_outbox" ("recipient", "created_at") where "recipient" is not null',
    },
  ],
});
export class MailOutboxMessage extends MailOutboxMessageSchema.class {}
MailOutboxMessageSchema.setClass(MailOutboxMessage);

/** One of an admin's ten single-use recovery codes, kept only as a hash. */
const AdminRecoveryCodeSchema = defineEntity({
  name: 'AdminRecoveryCode',
  tableName: 'admin_recovery_codes',
  properties: {
    id: p.integer().primary().autoincrement(),
    adminId: p.manyToOne(AdminUser).mapToPk().fieldName('admin_id').deleteRule('cascade').index(),
    codeHash: p.text().hidden(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw(databaseNow),
  },
});
export class AdminRecoveryCode extends AdminRecoveryCodeSchema.class {}
AdminRecoveryCodeSchema.setClass(AdminRecoveryCode);

/**
 * A login half done: the password was right and the second factor is awaited. Its random token
 * (kept as a SHA-256 digest) goes back to the browser and returns with the code.
 */
const AdminLoginChallengeSchema = defineEntity({
  name: 'AdminLoginChallenge',
  tableName: 'admin_login_challenges',
  properties: {
    id: p.integer().primary().autoincrement(),
    adminId: p.manyToOne(AdminUser).mapToPk().fieldName('admin_id').deleteRule('cascade').index(),
    tokenHash: p.text().unique().hidden(),
    expiresAt: p.datetime().index(),
    /** Wrong codes tried against it; past the limit the challenge is spent. */
    failedAttempts: p.integer().default(0),
    createdAt: p.datetime().defaultRaw(databaseNow),
  },
});
export class AdminLoginChallenge extends AdminLoginChallengeSchema.class {}
AdminLoginChallengeSchema.setClass(AdminLoginChallenge);

/**
 * An admin action, appended and never changed: who (the admin's id and username as they were),
 * what, which record by id, when and from which address. Never a person's data: an erased
 * person's rows go, their audit rows stay.
 */
const AuditLogEntrySchema = defineEntity({
  name: 'AuditLogEntry',
  tableName: 'audit_log',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** Null once the admin is removed; `adminUsername` still says who it was. */
    adminId: p
      .manyToOne(AdminUser)
      .mapToPk()
      .fieldName('admin_id')
      .nullable()
      .deleteRule('set null'),
    /** Null for what the system did by itself (the retention job). */
    adminUsername: p.text().nullable(),
    action: p.text().$type<AuditAction>(),
    recordType: p.text().$type<AuditRecordType>().nullable(),
    recordId: p.integer().nullable(),
    details: p.json<AuditDetails>().nullable(),
    ip: p.text().nullable(),
    createdAt: p.datetime().defaultRaw(databaseNow),
  },
  indexes: [
    {
      name: 'audit_log_created_at_id_index',
      expression:
        'create index "audit_log_created_at_id_index" on "audit_log" ("created_at" desc, "id" desc)',
    },
    {
      name: 'audit_log_admin_id_created_at_index',
      expression:
        'create index "audit_log_admin_id_created_at_index" on "audit_log" ("admin_id", "created_at" desc, "id" desc)',
    },
    {
      name: 'audit_log_action_created_at_index',
      expression:
        'create index "audit_log_action_created_at_index" on "audit_log" ("action", "created_at" desc, "id" desc)',
    },
    {
      // Who moved a record, for its timeline (migration 20261127180008_conversations).
      name: 'audit_log_record_created_at_index',
      expression:
        'create index "audit_log_record_created_at_index" on "audit_log" ("record_type", "record_id", "created_at") where "record_id" is not null',
    },
  ],
});
export class AuditLogEntry extends AuditLogEntrySchema.class {}
AuditLogEntrySchema.setClass(AuditLogEntry);

/**
 * The last run of a scheduled job, one row per job: every instance schedules the job, the first
 * to take its advisory lock runs it, and the others see here that it has run.
 */
const ScheduledJobRunSchema = defineEntity({
  name: 'ScheduledJobRun',
  tableName: 'scheduled_job_runs',
  properties: {
    job: p.text().primary(),
    lastRunAt: p.datetime(),
    /** What the run did, in counts. */
    details: p.json<Record<string, number>>().nullable(),
  },
});
export class ScheduledJobRun extends ScheduledJobRunSchema.class {}
ScheduledJobRunSchema.setClass(ScheduledJobRun);

/**
 * Every backup run, good or failed, by the server's schedule or by `pnpm backup`: the schedule
 * asks it whether a backup is due, the admin screen shows the last one. A row a day; no index.
 */
const BackupRunSchema = defineEntity({
  name: 'BackupRun',
  tableName: 'backup_runs',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** When the backup's snapshot was taken (the time in its file's name). */
    startedAt: p.datetime(),
    finishedAt: p.datetime().defaultRaw(databaseNow),
    startedBy: p.text().$type<BackupStartedBy>(),
    /** Set for a good run (with its size), null for a failed one. */
    fileName: p.text().nullable(),
    byteSize: p.bigint('number').nullable(),
    /** Why a run failed; null for a good one. */
    error: p.text().nullable(),
  },
  checks: [
    {
      name: 'backup_runs_started_by_check',
      expression: `started_by in (${backupStartedByValues.map((value) => `'${value}'`).join(', ')})`,
    },
    {
      name: 'backup_runs_outcome_check',
      expression:
        '(error is null) = (file_name is not null) and (file_name is null) = (byte_size is null)',
    },
  ],
});
class BackupRun extends BackupRunSchema.class {}
BackupRunSchema.setClass(BackupRun);

/**
 * The CV bytes stored from one client address on one UTC day, so that one address cannot fill the
 * database with CVs at the forms' rate: an application whose CV would pass the day's cap is
 * refused. Rows of past days are deleted by the hourly spam sweep; only the address is kept, never
 * whose CV it was.
 */
const CvUploadDaySchema = defineEntity({
  name: 'CvUploadDay',
  tableName: 'cv_upload_days',
  properties: {
    address: p.text().primary(),
    day: p.date().primary(),
    bytes: p.bigint('number'),
  },
});
class CvUploadDay extends CvUploadDaySchema.class {}
CvUploadDaySchema.setClass(CvUploadDay);

/**
 * Where the IMAP reader of each mailbox (IMAP_URL) has got to: the messages up to `last_uid` of
 * the mailbox as it was under `uid_validity` are taken. A reader claims the row for a lease
 * before reading, so of the instances only one takes a range of UIDs at a time. The mailbox is
 * named by its URL without the password.
 */
const ImapMailboxSchema = defineEntity({
  name: 'ImapMailbox',
  tableName: 'imap_mailboxes',
  properties: {
    mailbox: p.text().primary(),
    /** The mailbox's UIDVALIDITY when `last_uid` was read: another one numbers other messages. */
    uidValidity: p.bigint('number'),
    /** The highest UID taken: ingested, and committed, before this moved past it. */
    lastUid: p.bigint('number').default(0),
    /** A reader's lease: until then no other instance reads the mailbox, after it one may. */
    claimedUntil: p.datetime().nullable(),
    claimToken: p.uuid().nullable(),
    /** When a reader last moved `last_uid` or claimed the row. */
    updatedAt: p.datetime().defaultRaw(databaseNow),
  },
});
class ImapMailbox extends ImapMailboxSchema.class {}
ImapMailboxSchema.setClass(ImapMailbox);
/** A message staff can start from: merge fields (`{{firstName}}`) are filled when it is written. */
const MailTemplateSchema = defineEntity({
  name: 'MailTemplate',
  tableName: 'mail_templates',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    subject: p.text(),
    body: p.text(),
    createdAt: p.datetime().defaultRaw(databaseNow),
    updatedAt: p.datetime().defaultRaw(databaseNow),
  },
  uniques: [
    {
      name: 'mail_templates_name_lower_unique',
      expression:
        'create unique index "mail_templates_name_lower_unique" on "mail_templates" (lower("name"))',
    },
  ],
});
class MailTemplate extends MailTemplateSchema.class {}
MailTemplateSchema.setClass(MailTemplate);

const receivedMessageKindCheck = `kind in (${receivedMessageKinds.map((kind) => `'${kind}'`).join(', ')})`;

/**
 * One e-mail of a conversation with a lead or an applicant: written by staff (`sent`, delivered
 * through the outbox row it names) or received through a door (`received`). A received message
 * that matched no record has neither id until staff link it, or discard it; it is kept either
 * way, so the same message arriving again is recognised by its `Message-ID` and stored once.
 */
const ConversationMessageSchema = defineEntity({
  name: 'ConversationMessage',
  tableName: 'conversation_messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    leadId: p.manyToOne(Lead).mapToPk().fieldName('lead_id').nullable().deleteRule('cascade'),
    applicationId: p
      .manyToOne(CareerSubmission)
      .mapToPk()
      .fieldName('application_id')
      .nullable()
      .deleteRule('cascade'),
    direction: p.text().$type<'sent' | 'received'>(),
    /** The RFC 5322 `Message-ID` with its angle brackets, or `sha256:<hex>` of a message without one. */
    messageId: p.text().unique(),
    inReplyTo: p.text().nullable(),
    /** The `References` header's ids, separated by spaces as the header writes them. */
    references: p.text().default(''),
    fromName: p.text().nullable(),
    fromAddress: p.text(),
    /** The recipients as the message names them. */
    toAddress: p.text(),
    /** The person's address, lower-cased: the recipient of a sent message, the sender of a received one. */
    personAddress: p.text(),
    subject: p.text(),
    bodyText: p.text(),
    /** Received only, and only without a text part: the HTML, sanitised before it was stored. */
    bodyHtml: p.text().nullable(),
    hasRemoteImages: p.boolean().default(false),
    /** A received message's class: a person's reply, or mail a program wrote. */
    kind: p.text().$type<ReceivedMessageKind>().nullable(),
    /** Who wrote a sent message: null once the admin is removed, the name as it was stays. */
    staffAdminId: p
      .manyToOne(AdminUser)
      .mapToPk()
      .fieldName('staff_admin_id')
      .nullable()
      .deleteRule('set null'),
    staffName: p.text().nullable(),
    /** A sent message's delivery; null once the retention run removed the outbox row. */
    outboxMessageId: p
      .manyToOne(MailOutboxMessage)
      .mapToPk()
      .fieldName('outbox_message_id')
      .nullable()
      .deleteRule('set null'),
    receivedVia: p.text().$type<'imap' | 'webhook'>().nullable(),
    /** Set when staff discard an unmatched message: it leaves the list, its id still dedupes. */
    discardedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw(databaseNow),
  },
  checks: [
    {
      name: 'conversation_messages_direction_check',
      expression: "direction in ('sent', 'received')",
    },
    { name: 'conversation_messages_kind_check', expression: receivedMessageKindCheck },
    {
      name: 'conversation_messages_received_check',
      expression:
        "(direction = 'received') = (kind is not null) and (direction = 'received') = (received_via is not null)",
    },
    {
      name: 'conversation_messages_received_via_check',
      expression: "received_via in ('imap', 'webhook')",
    },
    {
      name: 'conversation_messages_one_record_check',
      expression: 'lead_id is null or application_id is null',
    },
  ],
  indexes: [
    {
      name: 'conversation_messages_lead_id_created_at_index',
      expression:
        'create index "conversation_messages_lead_id_created_at_index" on "conversation_messages" ("lead_id", "created_at") where "lead_id" is not null',
    },
    {
      name: 'conversation_messages_application_id_created_at_index',
      expression:
        'create index "conversation_messages_application_id_created_at_index" on "conversation_messages" ("application_id", "created_at") where "application_id" is not null',
    },
    {
      // The unmatched mail list, newest first.
      name: 'conversation_messages_unmatched_index',
      expression:
        'create index "conversation_messages_unmatched_index" on "conversation_messages" ("created_at" desc, "id" desc) where "lead_id" is null and "application_id" is null and "discarded_at" is null',
    },
    {
      name: 'conversation_messages_person_address_index',
      expression:
        'create index "conversation_messages_person_address_index" on "conversation_messages" ("person_address")',
    },
    {
      name: 'conversation_messages_outbox_message_id_index',
      expression:
        'create index "conversation_messages_outbox_message_id_index" on "conversation_messages" ("outbox_message_id") where "outbox_message_id" is not null',
    },
  ],
});
class ConversationMessage extends ConversationMessageSchema.class {}
ConversationMessageSchema.setClass(ConversationMessage);

/**
 * A received message's attachment, its bytes in the row: at most 10 MiB per message, so one is
 * read whole, and it goes with its message through every delete (a lead's removal, an erasure,
 * the retention run) by the foreign key alone.
 */
const ConversationAttachmentSchema = defineEntity({
  name: 'ConversationAttachment',
  tableName: 'conversation_attachments',
  properties: {
    id: p.integer().primary().autoincrement(),
    conversationMessageId: p
      .manyToOne(ConversationMessage)
      .mapToPk()
      .fieldName('conversation_message_id')
      .deleteRule('cascade')
      .index(),
    fileName: p.text(),
    contentType: p.text(),
    byteSize: p.integer(),
    content: p.blob(),
  },
});
class ConversationAttachment extends ConversationAttachmentSchema.class {}
ConversationAttachmentSchema.setClass(ConversationAttachment);

export const entities = [
  User,
  AdminUser,
  AdminSession,
  AdminKnownDevice,
  ContactSubmission,
  CareerSubmission,
  Lead,
  LeadNote,
  ApplicationNote,
  StoredFile,
  StoredFileChunk,
  LoginAttempt,
  MailOutboxMessage,
  AdminRecoveryCode,
  AdminLoginChallenge,
  AuditLogEntry,
  ScheduledJobRun,
  BackupRun,
  CvUploadDay,
  ImapMailbox,
  MailTemplate,
  ConversationMessage,
  ConversationAttachment,
];
