import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type PrivacyCounts,
  privacyDataChangedMessage,
  privacyDataKinds,
  type PrivacyEraseInput,
  type PrivacyErasure,
  type PrivacyExportDto,
  privacyNothingToEraseMessage,
  type PrivacyRecordsDto,
  type PrivacySearchInput,
} from '@app/domain';
import { ConflictError } from '../errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { type AuditActor, recordAdminAction } from './audit-log.ts';
import { leadSourceJsonSql } from './lead-source-sql.ts';
import { isoTimeSql } from './sql-time.ts';

const notesSql = (table: string, ownerColumn: string, ownerId: string) =>
  `coalesce((select json_agg(json_build_object(
       'id', n.id, 'note', n.note, 'createdAt', ${isoTimeSql('n.created_at')}) order by n.created_at, n.id)
     from ${table} n where n.${ownerColumn} = ${ownerId}), '[]'::json)`;

/**
 * The person's rows, each kind read by its case-insensitive address (the indexes on lower(email)
 * and on the conversations' lower-cased person address serve all but the mail outbox's payload,
 * which is small and read only here).
 */
const recordsSql = `
  with person (email) as (select ?::text)
  select
    coalesce((select json_agg(json_build_object(
        'id', s.id, 'name', s.name, 'email', s.email, 'contact', s.contact, 'company', s.company,
        'teamSize', s.team_size, 'message', s.message, 'spamReason', s.spam_reason,
        'createdAt', ${isoTimeSql('s.created_at')}, 'source', ${leadSourceJsonSql('s')})
        order by s.created_at, s.id)
      from contact_submissions s where lower(s.email) = (select email from person)), '[]'::json) as contact_submissions,
    coalesce((select json_agg(json_build_object(
        'id', l.id, 'name', l.name, 'email', l.email, 'contact', l.contact, 'company', l.company,
        'teamSize', l.team_size, 'message', l.message, 'stage', l.stage,
        'estimatedValue', l.estimated_value, 'probability', l.probability, 'isWon', l.is_won,
        'isLost', l.is_lost, 'lostReason', l.lost_reason, 'enquiryCount', l.enquiry_count,
        'createdAt', ${isoTimeSql('l.created_at')}, 'updatedAt', ${isoTimeSql('l.updated_at')},
        'lastEnquiryAt', ${isoTimeSql('l.last_enquiry_at')}, 'source', ${leadSourceJsonSql('l')},
        'notes', ${notesSql('lead_notes', 'lead_id', 'l.id')}) order by l.created_at, l.id)
      from leads l where lower(l.email) = (select email from person)), '[]'::json) as leads,
    coalesce((select json_agg(json_build_object(
        'id', a.id, 'firstName', a.first_name, 'lastName', a.last_name, 'email', a.email,
        'phone', a.phone, 'position', a.position, 'description', a.description,
        'linkedinUrl', a.linkedin_url, 'stage', a.stage, 'notSelectedReason', a.not_selected_reason,
        'spamReason', a.spam_reason, 'createdAt', ${isoTimeSql('a.created_at')},
        'updatedAt', ${isoTimeSql('a.updated_at')},
        'cv', case when a.cv_key is null then null else json_build_object(
          'fileName', a.cv_file_name, 'contentType', a.cv_content_type, 'byteSize', a.cv_byte_size) end,
        'notes', ${notesSql('application_notes', 'application_id', 'a.id')}) order by a.created_at, a.id)
      from career_submissions a where lower(a.email) = (select email from person)), '[]'::json) as applications,
    coalesce((select json_agg(json_build_object(
        'id', m.id, 'kind', m.kind, 'recipient', m.recipient, 'status', m.status,
        'payload', m.payload, 'createdAt', ${isoTimeSql('m.created_at')},
        'sentAt', ${isoTimeSql('m.sent_at')}) order by m.created_at, m.id)
      from mail_outbox m where ${mailOfAddressSql('m', '(select email from person)')}), '[]'::json) as mail_messages,
    coalesce((select json_agg(json_build_object(
        'id', c.id, 'direction', c.direction, 'leadId', c.lead_id, 'applicationId', c.application_id,
        'from', case when c.from_name is null then c.from_address
                     else c.from_name || ' <' || c.from_address || '>' end,
        'to', c.to_address, 'subject', c.subject, 'text', c.body_text, 'html', c.body_html,
        'at', ${isoTimeSql('c.created_at')},
        'attachments', coalesce((select json_agg(json_build_object('id', f.id, 'fileName', f.file_name,
              'contentType', f.content_type, 'byteSize', f.byte_size) order by f.id)
            from conversation_attachments f where f.conversation_message_id = c.id), '[]'::json))
        order by c.created_at, c.id)
      from conversation_messages c
      where ${conversationOfAddressSql('c', '(select email from person)')}), '[]'::json) as conversation_messages`;

/**
 * A conversation's message is the person's when it was sent to them or by them, or belongs to one
 * of their leads or applications (an answer from another address, matched by its thread): an
 * erasure takes those records' messages with them, so the search shows them all.
 */
function conversationOfAddressSql(alias: string, address: string): string {
  return `(${alias}.person_address = ${address}
    or ${alias}.lead_id in (select l.id from leads l where lower(l.email) = ${address})
    or ${alias}.application_id in (select a.id from career_submissions a where lower(a.email) = ${address}))`;
}

/** An outgoing message is the person's when it goes to them or is written from their fields. */
function mailOfAddressSql(alias: string, address: string): string {
  return `(${alias}.recipient = ${address} or lower(${alias}.payload ->> 'email') = ${address})`;
}

interface RecordsRow {
  contact_submissions: PrivacyRecordsDto['contactSubmissions'];
  leads: PrivacyRecordsDto['leads'];
  applications: PrivacyRecordsDto['applications'];
  mail_messages: PrivacyRecordsDto['mailMessages'];
  conversation_messages: PrivacyRecordsDto['conversationMessages'];
}

function normalisedAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** The person's rows, read by one statement: one snapshot, so every kind agrees with the others. */
async function readRecords(em: EntityManager, email: string): Promise<PrivacyRecordsDto> {
  const [row] = await em.execute<RecordsRow[]>(recordsSql, [email]);
  if (row === undefined) throw new Error('The privacy search answered no row');
  const records = {
    email,
    contactSubmissions: row.contact_submissions,
    leads: row.leads,
    applications: row.applications,
    mailMessages: row.mail_messages,
    conversationMessages: row.conversation_messages,
  };
  return { ...records, counts: countsOf(records) };
}

function countsOf(records: Omit<PrivacyRecordsDto, 'counts' | 'email'>): PrivacyCounts {
  return {
    contactSubmissions: records.contactSubmissions.length,
    leads: records.leads.length,
    leadNotes: records.leads.reduce((total, lead) => total + lead.notes.length, 0),
    applications: records.applications.length,
    applicationNotes: records.applications.reduce(
      (total, application) => total + application.notes.length,
      0,
    ),
    cvs: records.applications.filter((application) => application.cv !== null).length,
    mailMessages: records.mailMessages.length,
    conversationMessages: records.conversationMessages.length,
    messageAttachments: records.conversationMessages.reduce(
      (total, message) => total + message.attachments.length,
      0,
    ),
  };
}

/** Everything held about the address (case-insensitive, exact), and an audit row saying a search happened. */
export async function searchPersonalData(options: {
  em: EntityManager;
  actor: AuditActor;
  input: PrivacySearchInput;
}): Promise<PrivacyRecordsDto> {
  const { em, actor } = options;
  const records = await readRecords(em, normalisedAddress(options.input.email));
  await recordAdminAction({
    em,
    actor,
    action: 'privacy.search',
    details: records.counts,
  });
  return records;
}

/**
 * The same as the search, with the time of the export, as the document the person receives. It
 * holds no CV's or e-mail attachment's bytes: a person may have sent many CVs of up to 5 MB each
 * and attachments of up to 10 MB a message, and one answer holding them all would hold them all
 * in memory. The admin screen offers each as its own download, audited as one.
 */
export async function exportPersonalData(options: {
  em: EntityManager;
  actor: AuditActor;
  input: PrivacySearchInput;
  now?: Date;
}): Promise<PrivacyExportDto> {
  const { em, actor } = options;
  const records = await readRecords(em, normalisedAddress(options.input.email));
  await recordAdminAction({
    em,
    actor,
    action: 'privacy.export',
    details: records.counts,
  });
  return { exportedAt: (options.now ?? new Date()).toISOString(), ...records };
}

/**
 * Deletes everything held about the address in one transaction: the person's leads and
 * applications are locked first (a note added meanwhile waits, then finds its record gone), every
 * DELETE answers what it removed, and if that is not what the admin confirmed the whole erasure
 * rolls back. The audit row, with the counts only, commits with it.
 */
export async function erasePersonalData(options: {
  em: EntityManager;
  files: FileStore;
  actor: AuditActor;
  input: PrivacyEraseInput;
}): Promise<PrivacyErasure> {
  const { em, files, actor, input } = options;
  const email = normalisedAddress(input.email);
  if (privacyDataKinds.every((kind) => input.expected[kind] === 0)) {
    throw new ConflictError(privacyNothingToEraseMessage);
  }
  const erased = await em.transactional(async (transaction) => {
    const ids = async (sql: string) =>
      (await transaction.execute<{ id: number }[]>(sql, [email])).map((row) => row.id);
    await transaction.execute(`select 1 from leads where lower(email) = ? order by id for update`, [
      email,
    ]);
    await transaction.execute(
      `select 1 from career_submissions where lower(email) = ? order by id for update`,
      [email],
    );
    // Before the leads and applications, whose deletion would take their messages uncounted.
    const messageAttachments = await transaction.execute<{ id: number }[]>(
      `delete from conversation_attachments where conversation_message_id in (
         select c.id from conversation_messages c where ${conversationOfAddressSql('c', '?')})
       returning id`,
      [email, email, email],
    );
    const conversationMessages = await transaction.execute<{ id: number }[]>(
      `delete from conversation_messages c where ${conversationOfAddressSql('c', '?')} returning id`,
      [email, email, email],
    );
    const leadNotes = await ids(
      `delete from lead_notes where lead_id in (select id from leads where lower(email) = ?)
       returning id`,
    );
    const applicationNotes = await ids(
      `delete from application_notes
        where application_id in (select id from career_submissions where lower(email) = ?)
       returning id`,
    );
    const leads = await ids('delete from leads where lower(email) = ? returning id');
    const contactSubmissions = await ids(
      'delete from contact_submissions where lower(email) = ? returning id',
    );
    const applications = await transaction.execute<{ cv_key: string | null }[]>(
      'delete from career_submissions where lower(email) = ? returning cv_key',
      [email],
    );
    const cvKeys = applications.flatMap((row) => (row.cv_key === null ? [] : [row.cv_key]));
    for (const key of cvKeys) await files.remove(transaction, key);
    const mailMessages = await transaction.execute<{ id: number }[]>(
      `delete from mail_outbox m where ${mailOfAddressSql('m', '?')} returning id`,
      [email, email],
    );
    const counts: PrivacyCounts = {
      contactSubmissions: contactSubmissions.length,
      leads: leads.length,
      leadNotes: leadNotes.length,
      applications: applications.length,
      applicationNotes: applicationNotes.length,
      cvs: cvKeys.length,
      mailMessages: mailMessages.length,
      conversationMessages: conversationMessages.length,
      messageAttachments: messageAttachments.length,
    };
    if (privacyDataKinds.some((kind) => counts[kind] !== input.expected[kind])) {
      throw new ConflictError(privacyDataChangedMessage);
    }
    await recordAdminAction({
      em: transaction,
      actor,
      action: 'privacy.erase',
      details: counts,
    });
    return counts;
  });
  return { erased };
}
