import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConversationRecord, ReceivedMessageKind } from '@app/domain';
import type { ApiLogger } from '../context.ts';
import { InvalidInputError } from '../errors.ts';
import { type InboundMessage, readInboundMessage } from '../mail/inbound-message.ts';
import { type OutboxWakeUp, queueStaffAlert } from '../mail/outbox.ts';
import { openRecordsOfAddressSql } from './conversations.ts';

/** The doors a received message comes through. */
export type InboundChannel = 'imap' | 'webhook';

/** What ingesting a message needs: the database, and the mail worker's wake-up for the alert. */
export interface InboundMailDependencies {
  orm: MikroORM;
  wakeUp: OutboxWakeUp;
}

/** What became of a received message. */
export interface InboundMessageOutcome {
  /** This call stored it. */
  stored: boolean;
  /** It was stored already (by the other door, or an earlier delivery), so nothing changed. */
  duplicate: boolean;
  /** The stored message's id (this call's or the earlier one's). */
  messageId: number;
  /** The conversation it joined; null when it waits in the unmatched mail (or was there already). */
  record: ConversationRecord | null;
  kind: ReceivedMessageKind;
}

/** The first lines of a reply, for the staff alert. */
const alertExcerptLength = 500;

/** A real reply names one conversation's address; a hostile one may name thousands. */
const replyTokensMax = 10;

/** The reply tokens as reply addresses carry them (`replies+<token>@…`, 32 hex digits), the first few. */
function replyTokens(addresses: readonly string[]): string[] {
  const tokens = addresses.flatMap((address) => {
    const localPart = address.slice(0, address.lastIndexOf('@'));
    const token = localPart.slice(localPart.lastIndexOf('+') + 1);
    return localPart.includes('+') && /^[0-9a-f]{32}$/.test(token) ? [token] : [];
  });
  return [...new Set(tokens)].slice(0, replyTokensMax);
}

type RecordRow = { kind: ConversationRecord['kind']; id: number };

/**
 * The conversation a message belongs to: the reply token in any of its recipients, then the
 * thread (`In-Reply-To`, then `References` newest first) against the stored messages, then its
 * sender against the open leads and applications (the most recent). Null when none fits: the
 * message waits in the unmatched mail, and never opens a lead by itself.
 */
async function matchRecord(
  em: EntityManager,
  message: InboundMessage,
): Promise<ConversationRecord | null> {
  const tokens = replyTokens(message.recipientAddresses);
  if (tokens.length > 0) {
    const [byToken] = await em.execute<RecordRow[]>(
      `select 'lead' as kind, id from leads where reply_token in (?)
       union all
       select 'application', id from career_submissions
        where reply_token in (?) and spam_reason is null
       limit 1`,
      [tokens, tokens],
    );
    if (byToken !== undefined) return byToken;
  }
  const threadIds = [...message.threadIds].reverse();
  if (threadIds.length > 0) {
    const [byThread] = await em.execute<RecordRow[]>(
      `select case when lead_id is null then 'application' else 'lead' end as kind,
              coalesce(lead_id, application_id) as id
         from conversation_messages
        where message_id in (?) and (lead_id is not null or application_id is not null)
        order by array_position(array[?]::text[], message_id)
        limit 1`,
      [threadIds, threadIds],
    );
    if (byThread !== undefined) return byThread;
  }
  const [bySender] = await em.execute<RecordRow[]>(
    `with sender (address) as (select ?::text)
     select kind, id from (${openRecordsOfAddressSql('(select address from sender)')}) as open_record
      order by at desc, id desc limit 1`,
    [message.fromAddress],
  );
  return bySender ?? null;
}

interface StoredRow {
  id: number;
}

async function existingMessage(em: EntityManager, messageId: string): Promise<number | undefined> {
  const [row] = await em.execute<StoredRow[]>(
    'select id from conversation_messages where message_id = ?',
    [messageId],
  );
  return row?.id;
}

/**
 * Ingests one raw RFC 822 message from either door (the IMAP reader, `POST /api/inbound-email`):
 * reads it (`readInboundMessage`: refuses a body that is no message with an InvalidInputError),
 * stores it once by its Message-ID (or its hash) whatever door brings it and however often, in
 * the conversation it matches or the unmatched mail, with the attachments that fit. A person's
 * reply to a lead or an application makes the record's reply wait and queues the staff alert in
 * the same transaction; mail a program wrote (auto-replies, bounces, lists) raises nothing. No
 * message to the sender is ever written here, so an auto-reply cannot start a loop.
 */
export async function ingestInboundMessage(
  raw: Buffer,
  via: InboundChannel,
  dependencies: InboundMailDependencies,
): Promise<InboundMessageOutcome> {
  const message = await readInboundMessage(raw);
  const em = dependencies.orm.em.fork();
  const earlier = await existingMessage(em, message.messageId);
  if (earlier !== undefined) {
    return { stored: false, duplicate: true, messageId: earlier, record: null, kind: message.kind };
  }
  const outcome = await em.transactional(async (transaction) => {
    const record = await matchRecord(transaction, message);
    // The other door may store the same message meanwhile: the unique Message-ID decides.
    const [stored] = await transaction.execute<StoredRow[]>(
      `insert into conversation_messages
         (lead_id, application_id, direction, message_id, in_reply_to, "references", from_name,
          from_address, to_address, person_address, subject, body_text, body_html,
          has_remote_images, kind, received_via)
       values (?, ?, 'received', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (message_id) do nothing
       returning id`,
      [
        record?.kind === 'lead' ? record.id : null,
        record?.kind === 'application' ? record.id : null,
        message.messageId,
        message.inReplyTo,
        message.references.join(' '),
        message.fromName,
        message.fromAddress,
        message.to,
        message.fromAddress,
        message.subject,
        message.text,
        message.html,
        message.hasRemoteImages,
        message.kind,
        via,
      ],
    );
    if (stored === undefined) return undefined;
    for (const attachment of message.attachments) {
      await transaction.execute(
        `insert into conversation_attachments
           (conversation_message_id, file_name, content_type, byte_size, content)
         values (?, ?, ?, ?, ?)`,
        [
          stored.id,
          attachment.fileName,
          attachment.contentType,
          attachment.content.byteLength,
          attachment.content,
        ],
      );
    }
    const alerted = record !== null && message.kind === 'reply';
    if (alerted) {
      const [person] = await transaction.execute<{ name: string; email: string }[]>(
        record.kind === 'lead'
          ? 'update leads set reply_waiting = true where id = ? returning name, email'
          : `update career_submissions set reply_waiting = true where id = ?
             returning first_name || ' ' || last_name as name, email`,
        [record.id],
      );
      await queueStaffAlert(transaction, transaction.getTransactionContext(), 'reply-alert', {
        recordKind: record.kind,
        recordId: record.id,
        name: person?.name ?? message.fromName ?? message.fromAddress,
        email: person?.email ?? message.fromAddress,
        subject: message.subject,
        excerpt: message.text.slice(0, alertExcerptLength),
      });
    }
    return { id: stored.id, record, alerted };
  });
  if (outcome === undefined) {
    const id = await existingMessage(em, message.messageId);
    if (id === undefined) throw new Error('A message refused as a duplicate is not stored');
    return { stored: false, duplicate: true, messageId: id, record: null, kind: message.kind };
  }
  if (outcome.alerted) dependencies.wakeUp.notify();
  return {
    stored: true,
    duplicate: false,
    messageId: outcome.id,
    record: outcome.record,
    kind: message.kind,
  };
}

/**
 * The IMAP reader's door: a message that is no e-mail (no sender, MIME the parser gives up on) is
 * logged and passed over, as the inbound door answers it 400, since the reader would otherwise
 * read it again at every poll and hold back every message after it. Any other failure (the
 * database away) rejects, and the reader tries the message again.
 */
export function ingestFromMailbox(
  dependencies: InboundMailDependencies,
  logger: ApiLogger,
): (raw: Buffer, via: 'imap') => Promise<void> {
  return async (raw, via) => {
    try {
      await ingestInboundMessage(raw, via, dependencies);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      logger.warn(
        { reason: error.message, bytes: raw.byteLength },
        'IMAP: a message that cannot be read as an e-mail was passed over',
      );
    }
  };
}
