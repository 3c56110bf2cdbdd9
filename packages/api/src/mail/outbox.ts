import type { Transaction } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessageKind } from '@app/domain';
import type {
  ApplicationAlertPayload,
  ConversationMessagePayload,
  LeadAlertPayload,
  ReplyAlertPayload,
} from './messages.ts';

/**
 * Wakes the mail worker of this process when a message is queued, so it leaves within moments
 * instead of at the next poll. A wake-up that arrives while the worker is busy is kept for its
 * next wait.
 */
export class OutboxWakeUp {
  #pending = false;
  #wake: (() => void) | undefined;

  notify(): void {
    this.#pending = true;
    this.#wake?.();
  }

  /** Resolves on a wake-up (or one already pending), after `timeoutMs`, or when `signal` aborts. */
  async wait(timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.#pending || signal.aborted) {
      this.#pending = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, timeoutMs));
      signal.addEventListener('abort', done);
      this.#wake = done;
    });
    this.#pending = false;
  }
}

/**
 * The Message-ID an outbox message goes out with, on every try: its key at the domain of the
 * From address (`Remote <alerts@example.com>` gives `<key@example.com>`).
 */
export function outboxMessageId(messageKey: string, from: { readonly address: string }): string {
  return `<${messageKey}@${from.address.slice(from.address.lastIndexOf('@') + 1)}>`;
}

/** How the form services use the outbox; made once by the composition root. */
export interface MailOutbox {
  /** SEND_ACKNOWLEDGEMENTS: also tell the submitter that the request arrived. */
  acknowledgeSubmitters: boolean;
  /** SMTP is configured, so waiting messages can leave (the admin screen says so otherwise). */
  deliveryConfigured: boolean;
  wakeUp: OutboxWakeUp;
}

/** An acknowledgement goes to one address at most once in this time. */
export const acknowledgementIntervalMinutes = 60;

type Payload = LeadAlertPayload | ApplicationAlertPayload;

/**
 * Queues a staff alert inside the transaction of what it tells about (a submission, a reply): it
 * commits or rolls back with it.
 */
export async function queueStaffAlert(
  em: EntityManager,
  ctx: Transaction,
  kind: Extract<MailMessageKind, 'lead-alert' | 'application-alert' | 'reply-alert'>,
  payload: Payload | ReplyAlertPayload,
): Promise<void> {
  await em
    .getConnection()
    .execute(
      'insert into mail_outbox (kind, payload) values (?, cast(? as jsonb))',
      [kind, JSON.stringify(payload)],
      'run',
      ctx,
    );
}

/**
 * Queues an acknowledgement to the submitter, unless that address got one in the last hour, so
 * the forms cannot be used to flood a stranger's inbox. A transaction-scoped advisory lock on
 * the address makes two concurrent submissions from it take turns: the second sees the first's
 * committed row and writes nothing.
 */
export async function queueAcknowledgement(
  em: EntityManager,
  ctx: Transaction,
  kind: Extract<MailMessageKind, 'lead-acknowledgement' | 'application-acknowledgement'>,
  payload: Payload,
): Promise<void> {
  const connection = em.getConnection();
  const recipient = payload.email.trim().toLowerCase();
  await connection.execute(
    'select pg_advisory_xact_lock(hashtextextended(?, 0))',
    [`mail-acknowledgement:${recipient}`],
    'run',
    ctx,
  );
  await connection.execute(
    `insert into mail_outbox (kind, recipient, payload)
     select ?, ?, cast(? as jsonb)
     where not exists (
       select 1 from mail_outbox
       where recipient = ? and created_at > now() - make_interval(mins => ?)
         and kind in ('lead-acknowledgement', 'application-acknowledgement')
     )`,
    [kind, recipient, JSON.stringify(payload), recipient, acknowledgementIntervalMinutes],
    'run',
    ctx,
  );
}

/**
 * Queues a message staff wrote, under the key its `Message-ID` was made from, to the person's
 * address (which the privacy erasure and the acknowledgement limit read); answers the outbox row.
 */
export async function queueConversationMessage(
  em: EntityManager,
  messageKey: string,
  payload: ConversationMessagePayload,
): Promise<number> {
  const [row] = await em.execute<{ id: number }[]>(
    `insert into mail_outbox (kind, recipient, payload, message_key)
     values ('conversation-message', ?, cast(? as jsonb), ?) returning id`,
    [payload.email.trim().toLowerCase(), JSON.stringify(payload), messageKey],
  );
  if (row === undefined) throw new Error('The message was not queued');
  return row.id;
}
