import { randomBytes, randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CareerSubmission, Lead } from '@app/db';
import {
  applicationMergeValues,
  applicationStageLabel,
  type ApplicationStage,
  applicationStageValues,
  type AuditAction,
  type ComposeMessageInput,
  type ConversationRecord,
  fillMergeFields,
  isClosedApplicationStage,
  leadMergeValues,
  type LeadStage,
  type LinkMessageInput,
  type MergeField,
  type MergeValues,
  type MessageAttachmentDto,
  type MessageDto,
  type MessagePreview,
  type Page,
  type ReceivedMessageKind,
  type SentMessageDto,
  stageLabel,
  type SuccessAnswer,
  type Timeline,
  type TimelineEntry,
  type UnmatchedMessageDto,
  type UnmatchedPageInput,
} from '@app/domain';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { MailAddress } from '../mail/messages.ts';
import { outboxMessageId, type OutboxWakeUp, queueConversationMessage } from '../mail/outbox.ts';
import { staffMessageHtml } from '../mail/staff-message.ts';
import { applicationNotFoundMessage } from './applications.ts';
import { type AuditActor, recordAdminAction } from './audit-log.ts';
import { afterCursorCondition, cursorTimeSql, pageOf, whereClause } from './crm-search.ts';
import { leadNotFoundMessage, recordStaffAction } from './leads.ts';
import { epochMsSql } from './sql-time.ts';

/** What staff messages are sent as, from the configuration. */
export interface ConversationSettings {
  /** MAIL_FROM: its address sends every staff message (under the staff member's name). */
  from: MailAddress;
  /**
   * REPLY_TO_ADDRESS: with `replies@example.com`, each conversation's answers go to
   * `replies+<token>@example.com`; unset, they come back by their thread headers alone.
   */
  replyToAddress: string | undefined;
}

export const conversationMessageNotFoundMessage = 'Message not found';
export const messageAlreadyPlacedMessage =
  'This message is no longer waiting in the unmatched mail: it was linked or discarded';
const attachmentNotFoundMessage = 'Attachment not found';

/** A conversation's address under REPLY_TO_ADDRESS: `replies@x` and the token make `replies+<token>@x`. */
function conversationReplyAddress(replyToAddress: string, token: string): string {
  const at = replyToAddress.lastIndexOf('@');
  return `${replyToAddress.slice(0, at)}+${token}${replyToAddress.slice(at)}`;
}

/** A reply token: 128 random bits as lower-case hex, which survives any mail system's case folding. */
function newReplyToken(): string {
  return randomBytes(16).toString('hex');
}

/** `Olivia Hart <olivia@x>`, as a preview shows an address; quotes keep a name with commas whole. */
function displayAddress(name: string, address: string): string {
  return name === '' ? address : `"${name.replaceAll('"', "'")}" <${address}>`;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

interface ComposedMessage {
  subject: string;
  text: string;
  html: string;
  emptyFields: MergeField[];
}

/** The message as the person will read it: merge fields filled, the Markdown also as HTML. */
function composeMessage(input: ComposeMessageInput, values: MergeValues): ComposedMessage {
  const subject = fillMergeFields(input.subject, values);
  const body = fillMergeFields(input.body, values);
  return {
    subject: oneLine(subject.text),
    text: `${body.text.trim()}\n`,
    html: staffMessageHtml(body.text),
    emptyFields: [...new Set([...subject.emptyFields, ...body.emptyFields])],
  };
}

/** The person a conversation is with, as its record holds them. */
interface ConversationPerson {
  name: string;
  email: string;
  values: MergeValues;
}

interface LeadPersonRow {
  name: string;
  email: string;
  company: string | null;
  teamSize: string | null;
}

interface ApplicationPersonRow {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
}

const notFoundMessageOf = (record: ConversationRecord) =>
  record.kind === 'lead' ? leadNotFoundMessage : applicationNotFoundMessage;

/** The lead or application a message goes to, with its merge values; suspected spam has none. */
async function readPerson(
  em: EntityManager,
  record: ConversationRecord,
  staffName: string,
): Promise<ConversationPerson> {
  if (record.kind === 'lead') {
    const [lead] = await em.execute<LeadPersonRow[]>(
      `select name, email, company, team_size as "teamSize" from leads where id = ?`,
      [record.id],
    );
    if (lead === undefined) throw new NotFoundError(leadNotFoundMessage);
    return { name: lead.name, email: lead.email, values: leadMergeValues(lead, staffName) };
  }
  const [application] = await em.execute<ApplicationPersonRow[]>(
    `select first_name as "firstName", last_name as "lastName", email, position
       from career_submissions where id = ? and spam_reason is null`,
    [record.id],
  );
  if (application === undefined) throw new NotFoundError(applicationNotFoundMessage);
  return {
    name: `${application.firstName} ${application.lastName}`,
    email: application.email,
    values: applicationMergeValues(application, staffName),
  };
}

/**
 * The staff member's name as the messages they write are signed: their display name, or their
 * username while they have not set one.
 */
async function staffNameOf(em: EntityManager, adminId: number | null): Promise<string> {
  const [admin] = await em.execute<{ name: string }[]>(
    'select coalesce(display_name, username) as name from admin_users where id = ?',
    [adminId],
  );
  return admin?.name ?? '';
}

/** What the message will look like, before it is sent. */
export async function previewConversationMessage(options: {
  em: EntityManager;
  settings: ConversationSettings;
  actor: AuditActor;
  input: ComposeMessageInput;
}): Promise<MessagePreview> {
  const { em, settings, actor, input } = options;
  const staffName = await staffNameOf(em, actor.adminId);
  const person = await readPerson(em, input.record, staffName);
  const composed = composeMessage(input, person.values);
  return {
    to: displayAddress(person.name, person.email),
    from: displayAddress(staffName, settings.from.address),
    subject: composed.subject,
    text: composed.text,
    html: composed.html,
    emptyFields: composed.emptyFields,
  };
}

/** The record locked for the send, through the entity that the reply bookkeeping changes. */
async function lockRecord(
  transaction: EntityManager,
  record: ConversationRecord,
): Promise<Lead | CareerSubmission> {
  const found =
    record.kind === 'lead'
      ? await transaction.findOne(Lead, record.id, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : await transaction.findOne(
          CareerSubmission,
          { id: record.id, spamReason: null },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
  if (found === null) throw new NotFoundError(notFoundMessageOf(record));
  return found;
}

/** The record's column in `conversation_messages`. */
function recordColumn(record: ConversationRecord): 'lead_id' | 'application_id' {
  return record.kind === 'lead' ? 'lead_id' : 'application_id';
}

/** The person's latest message in the conversation, which a new one answers. */
async function lastReceived(
  em: EntityManager,
  record: ConversationRecord,
): Promise<{ messageId: string; references: string } | undefined> {
  const [last] = await em.execute<{ messageId: string; references: string }[]>(
    `select message_id as "messageId", "references" from conversation_messages
      where ${recordColumn(record)} = ? and direction = 'received' and discarded_at is null
      order by created_at desc, id desc limit 1`,
    [record.id],
  );
  return last;
}

/** A thread's ids kept in `References`: the newest, which name what is answered. */
const referencesKept = 20;

/**
 * Writes the message from the drawer and queues it in the outbox in one transaction: its
 * Message-ID is made now and goes with every retry; its Reply-To is the conversation's address
 * where REPLY_TO_ADDRESS is set; it answers the person's last message (In-Reply-To, References).
 * A message to a lead is a staff action (its first reply, when it is the first), and answers any
 * reply waiting. The audit row names the record and the message, never what it says.
 */
export async function sendConversationMessage(options: {
  em: EntityManager;
  settings: ConversationSettings;
  wakeUp: OutboxWakeUp;
  actor: AuditActor;
  input: ComposeMessageInput;
}): Promise<SentMessageDto> {
  const { em, settings, wakeUp, actor, input } = options;
  const { record } = input;
  const messageRowId = await em.transactional(async (transaction) => {
    const owner = await lockRecord(transaction, record);
    const staffName = await staffNameOf(transaction, actor.adminId);
    const person = await readPerson(transaction, record, staffName);
    const composed = composeMessage(input, person.values);
    owner.replyToken ??= newReplyToken();
    const answered = await lastReceived(transaction, record);
    const references =
      answered === undefined
        ? null
        : [...answered.references.split(' ').filter((id) => id !== ''), answered.messageId]
            .slice(-referencesKept)
            .join(' ');
    const messageKey = randomUUID();
    const messageId = outboxMessageId(messageKey, settings.from);
    const outboxId = await queueConversationMessage(transaction, messageKey, {
      name: person.name,
      email: person.email,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      messageId,
      fromName: staffName,
      replyTo:
        settings.replyToAddress === undefined
          ? null
          : conversationReplyAddress(settings.replyToAddress, owner.replyToken),
      inReplyTo: answered?.messageId ?? null,
      references,
    });
    const [stored] = await transaction.execute<{ id: number }[]>(
      `insert into conversation_messages
         (${recordColumn(record)}, direction, message_id, in_reply_to, "references", from_name,
          from_address, to_address, person_address, subject, body_text, body_html,
          staff_admin_id, staff_name, outbox_message_id)
       values (?, 'sent', ?, ?, ?, ?, ?, ?, lower(?), ?, ?, ?, ?, ?, ?)
       returning id`,
      [
        record.id,
        messageId,
        answered?.messageId ?? null,
        references ?? '',
        staffName,
        settings.from.address,
        person.email,
        person.email,
        composed.subject,
        composed.text,
        composed.html,
        actor.adminId,
        staffName,
        outboxId,
      ],
    );
    if (stored === undefined) throw new Error('The message was not stored');
    owner.replyWaiting = false;
    if (owner instanceof Lead) recordStaffAction(owner, new Date());
    await recordAdminAction({
      em: transaction,
      actor,
      action: 'conversation.send',
      record: { type: record.kind, id: record.id },
      details: { message: stored.id },
    });
    return stored.id;
  });
  wakeUp.notify();
  const [message] = await readMessages(em, 'm.id = ?', [messageRowId]);
  if (message?.direction !== 'sent') throw new Error('The sent message could not be read back');
  return message;
}

interface MessageRow {
  id: number;
  direction: 'sent' | 'received';
  subject: string;
  text: string;
  html: string | null;
  has_remote_images: boolean;
  attachments: MessageAttachmentDto[];
  at: number;
  cursor_at: string;
  to_address: string;
  staff_name: string | null;
  outbox_status: 'waiting' | 'sent' | 'failed' | null;
  last_error: string | null;
  from_name: string | null;
  from_address: string;
  kind: ReceivedMessageKind | null;
}

const messageColumnsSql = `m.id, m.direction, m.subject, m.body_text as text, m.body_html as html,
  m.has_remote_images,
  coalesce((select json_agg(json_build_object('id', a.id, 'fileName', a.file_name,
                'contentType', a.content_type, 'byteSize', a.byte_size) order by a.id)
              from conversation_attachments a where a.conversation_message_id = m.id), '[]'::json)
    as attachments,
  ${epochMsSql('m.created_at')} as at, ${cursorTimeSql('m.created_at')} as cursor_at,
  m.to_address, m.staff_name, o.status as outbox_status, o.last_error,
  m.from_name, m.from_address, m.kind`;

function toMessageDto(row: MessageRow): MessageDto {
  const common = {
    id: row.id,
    subject: row.subject,
    text: row.text,
    html: row.html,
    hasRemoteImages: row.has_remote_images,
    attachments: row.attachments,
    at: new Date(row.at).toISOString(),
  };
  if (row.direction === 'sent') {
    // The retention run removes old outbox rows: a message whose row is gone left long ago.
    const status = row.outbox_status ?? 'sent';
    return {
      ...common,
      direction: 'sent',
      to: row.to_address,
      staffName: row.staff_name,
      status,
      deliveryError: status === 'sent' ? null : row.last_error,
    };
  }
  return {
    ...common,
    direction: 'received',
    fromName: row.from_name,
    fromAddress: row.from_address,
    kind: row.kind ?? 'reply',
  };
}

async function readMessageRows(
  em: EntityManager,
  condition: string,
  params: unknown[],
  orderAndLimit = 'order by m.created_at, m.id',
): Promise<MessageRow[]> {
  return em.execute<MessageRow[]>(
    `select ${messageColumnsSql}
       from conversation_messages m
       left join mail_outbox o on o.id = m.outbox_message_id
      where ${condition}
      ${orderAndLimit}`,
    params,
  );
}

async function readMessages(
  em: EntityManager,
  condition: string,
  params: unknown[],
): Promise<MessageDto[]> {
  return (await readMessageRows(em, condition, params)).map(toMessageDto);
}

/** The audit actions that move each kind of record, whose rows say who wrote a history note. */
const stageActions: Record<ConversationRecord['kind'], AuditAction[]> = {
  lead: ['lead.move', 'lead.mark_won', 'lead.mark_lost', 'lead.update'],
  application: ['application.move', 'application.hire', 'application.reject'],
};

interface NoteRow {
  id: number;
  note: string;
  stage: string | null;
  at: number;
  staff_name: string | null;
}

/**
 * The record's notes: a history note of a stage change (its `stage` set) is the timeline's stage
 * entry, told by who moved it: the admin of the first audit row of a move of that record written
 * in the minute after the note (the row is written as the change's call ends), by their display
 * name while their account has one.
 */
async function readNotes(em: EntityManager, record: ConversationRecord): Promise<NoteRow[]> {
  const [table, ownerColumn] =
    record.kind === 'lead' ? ['lead_notes', 'lead_id'] : ['application_notes', 'application_id'];
  const actions = stageActions[record.kind];
  return em.execute<NoteRow[]>(
    `select n.id, n.note, n.stage, ${epochMsSql('n.created_at')} as at,
            case when n.stage is null then null else (
              select coalesce(u.display_name, a.admin_username) from audit_log a
                left join admin_users u on u.id = a.admin_id
               where a.record_type = ? and a.record_id = n.${ownerColumn}
                 and a.created_at >= n.created_at
                 and a.created_at < n.created_at + interval '1 minute'
                 and a.action in (${actions.map(() => '?').join(', ')})
               order by a.created_at limit 1) end as staff_name
       from ${table} n
      where n.${ownerColumn} = ?
      order by n.created_at, n.id`,
    [record.kind, ...actions, record.id],
  );
}

function stageEntryLabel(record: ConversationRecord, stage: string): string {
  return record.kind === 'lead'
    ? stageLabel(stage as LeadStage)
    : applicationStageLabel(stage as ApplicationStage);
}

/** Whether the record exists (an application outside spam) and has a reply waiting. */
async function readReplyWaiting(em: EntityManager, record: ConversationRecord): Promise<boolean> {
  const [row] = await em.execute<{ reply_waiting: boolean }[]>(
    record.kind === 'lead'
      ? 'select reply_waiting from leads where id = ?'
      : 'select reply_waiting from career_submissions where id = ? and spam_reason is null',
    [record.id],
  );
  if (row === undefined) throw new NotFoundError(notFoundMessageOf(record));
  return row.reply_waiting;
}

/**
 * A lead's or an application's timeline, oldest first: its messages (discarded ones left out),
 * its notes and its stage changes.
 */
export async function conversationTimeline(options: {
  em: EntityManager;
  input: ConversationRecord;
}): Promise<Timeline> {
  const { em, input: record } = options;
  const replyWaiting = await readReplyWaiting(em, record);
  const messages = await readMessages(
    em,
    `m.${recordColumn(record)} = ? and m.discarded_at is null`,
    [record.id],
  );
  const notes = await readNotes(em, record);
  const entries: TimelineEntry[] = [
    ...messages.map((message): TimelineEntry => ({ type: 'message', at: message.at, message })),
    ...notes.map((note): TimelineEntry => {
      const at = new Date(note.at).toISOString();
      return note.stage === null
        ? { type: 'note', at, id: note.id, note: note.note }
        : {
            type: 'stage',
            at,
            stage: stageEntryLabel(record, note.stage),
            note: note.note,
            staffName: note.staff_name,
          };
    }),
  ];
  // A stable sort: what happened at the same moment keeps messages before notes.
  entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { record, entries, replyWaiting };
}

const openApplicationStages = applicationStageValues.filter(
  (stage) => !isClosedApplicationStage(stage),
);

/**
 * The open leads and applications of an address, with the time that orders them (the latest
 * enquiry, when the application came), as SQL over `address` (lower-cased, without parameters):
 * where a received message goes when nothing else places it, and what the unmatched list
 * suggests. The open leads are found through the unique index of open leads, older open
 * duplicates through the index of the other leads, applications through theirs on lower(email).
 */
export function openRecordsOfAddressSql(address: string): string {
  return `select 'lead' as kind, l.id, l.last_enquiry_at as at from leads l
           where lower(l.email) = ${address}
             and not l.is_won and not l.is_lost and not l.legacy_duplicate
          union all
          select 'lead', l.id, l.last_enquiry_at from leads l
           where lower(l.email) = ${address}
             and l.legacy_duplicate and not l.is_won and not l.is_lost
          union all
          select 'application', a.id, a.created_at from career_submissions a
           where lower(a.email) = ${address} and a.spam_reason is null
             and a.stage in (${openApplicationStages.map((stage) => `'${stage}'`).join(', ')})`;
}

interface UnmatchedRow extends MessageRow {
  suggestions: ConversationRecord[];
}

/** Received messages no lead or application took, newest first, with the records they may be of. */
export async function unmatchedMessagePage(options: {
  em: EntityManager;
  input: UnmatchedPageInput;
}): Promise<Page<UnmatchedMessageDto>> {
  const { em, input } = options;
  const cursor =
    input.cursor === null || input.cursor === undefined
      ? []
      : [afterCursorCondition('m.created_at', 'm.id', input.cursor)];
  const where = whereClause([
    {
      sql: "m.direction = 'received' and m.lead_id is null and m.application_id is null and m.discarded_at is null",
      params: [],
    },
    ...cursor,
  ]);
  const rows = await em.execute<UnmatchedRow[]>(
    `select ${messageColumnsSql},
            (select coalesce(json_agg(json_build_object('kind', s.kind, 'id', s.id)
                                      order by s.at desc, s.id desc), '[]'::json)
               from (${openRecordsOfAddressSql('m.person_address')}) as s) as suggestions
       from conversation_messages m
       left join mail_outbox o on o.id = m.outbox_message_id
      ${where.sql}
      order by m.created_at desc, m.id desc
      limit ?`,
    [...where.params, input.limit + 1],
  );
  return pageOf(rows, input.limit, (row) => {
    const message = toMessageDto(row);
    if (message.direction !== 'received') throw new Error('An unmatched message was not received');
    return { ...message, suggestions: row.suggestions };
  });
}

/** Why a message could not be placed: gone, or placed already. */
async function unplacedMessageError(em: EntityManager, messageId: number): Promise<Error> {
  const [existing] = await em.execute<{ id: number }[]>(
    "select id from conversation_messages where id = ? and direction = 'received'",
    [messageId],
  );
  return existing === undefined
    ? new NotFoundError(conversationMessageNotFoundMessage)
    : new ConflictError(messageAlreadyPlacedMessage);
}

/**
 * Places an unmatched message in a lead's or an application's conversation. A person's reply
 * that no staff message has answered since then makes the record's reply wait. The audit row
 * names the record and the message.
 */
export async function linkReceivedMessage(options: {
  em: EntityManager;
  actor: AuditActor;
  input: LinkMessageInput;
}): Promise<SuccessAnswer> {
  const { em, actor, input } = options;
  const { record } = input;
  const column = recordColumn(record);
  await em.transactional(async (transaction) => {
    const owner = await lockRecord(transaction, record);
    const [linked] = await transaction.execute<{ kind: ReceivedMessageKind }[]>(
      `update conversation_messages set ${column} = ?
        where id = ? and direction = 'received' and lead_id is null and application_id is null
          and discarded_at is null
        returning kind`,
      [record.id, input.messageId],
    );
    if (linked === undefined) throw await unplacedMessageError(transaction, input.messageId);
    if (linked.kind === 'reply') {
      const [answered] = await transaction.execute<{ answered: boolean }[]>(
        `select exists (
           select 1 from conversation_messages sent, conversation_messages reply
            where reply.id = ? and sent.${column} = ? and sent.direction = 'sent'
              and sent.created_at > reply.created_at) as answered`,
        [input.messageId, record.id],
      );
      if (answered?.answered !== true) owner.replyWaiting = true;
    }
    await recordAdminAction({
      em: transaction,
      actor,
      action: 'conversation.link',
      record: { type: record.kind, id: record.id },
      details: { message: input.messageId },
    });
  });
  return { success: true };
}

/** Takes an unmatched message off the list. It is kept, so the same message arriving again is known. */
export async function discardReceivedMessage(options: {
  em: EntityManager;
  input: { messageId: number };
}): Promise<SuccessAnswer> {
  const { em, input } = options;
  const discarded = await em.execute<{ id: number }[]>(
    `update conversation_messages set discarded_at = now()
      where id = ? and direction = 'received' and lead_id is null and application_id is null
        and discarded_at is null
      returning id`,
    [input.messageId],
  );
  if (discarded.length === 0) throw await unplacedMessageError(em, input.messageId);
  return { success: true };
}

/** A received attachment as a download serves it. */
export interface AttachmentDownload {
  fileName: string;
  contentType: string;
  byteSize: number;
  content: Buffer;
}

/** An attachment of a received message, for an admin to download (at most 10 MiB, read whole). */
export async function openConversationAttachment(options: {
  em: EntityManager;
  attachmentId: number;
}): Promise<AttachmentDownload> {
  const [attachment] = await options.em.execute<AttachmentDownload[]>(
    `select file_name as "fileName", content_type as "contentType", byte_size as "byteSize", content
       from conversation_attachments where id = ?`,
    [options.attachmentId],
  );
  if (attachment === undefined) throw new NotFoundError(attachmentNotFoundMessage);
  return attachment;
}
