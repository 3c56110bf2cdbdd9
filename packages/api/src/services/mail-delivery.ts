import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  MailDeliveryHealth,
  MailMessageIdInput,
  MailMessageStatus,
  RecentMailMessage,
} from '@app/domain';
import { ConflictError, NotFoundError } from '../errors.ts';
import { mailNotConfiguredReason } from '../mail/delivery-errors.ts';

export const recentMailLimit = 20;

/** Counts by status and the latest reason, for the notice on the admin screen. */
export async function mailDeliveryHealth(options: {
  em: EntityManager;
  deliveryConfigured: boolean;
}): Promise<MailDeliveryHealth> {
  const connection = options.em.getConnection();
  const [counts] = await connection.execute<
    { waiting: string; delayed: string; failed: string; sentLastDay: string }[]
  >(
    `select count(*) filter (where status = 'waiting') as waiting,
            count(*) filter (where status = 'waiting' and last_error is not null) as delayed,
            count(*) filter (where status = 'failed') as failed,
            count(*) filter (where status = 'sent' and sent_at > now() - interval '1 day') as "sentLastDay"
     from mail_outbox`,
  );
  const waiting = Number(counts?.waiting ?? 0);
  const delayed = Number(counts?.delayed ?? 0);
  const failed = Number(counts?.failed ?? 0);
  let reason: string | null = null;
  if (waiting + failed > 0) {
    if (!options.deliveryConfigured) {
      reason = mailNotConfiguredReason;
    } else {
      const [latest] = await connection.execute<{ lastError: string }[]>(
        `select last_error as "lastError" from mail_outbox
         where status in ('waiting', 'failed') and last_error is not null
         order by coalesce(next_attempt_at, created_at) desc limit 1`,
      );
      reason = latest?.lastError ?? null;
    }
  }
  return {
    configured: options.deliveryConfigured,
    waiting,
    delayed,
    failed,
    sentLastDay: Number(counts?.sentLastDay ?? 0),
    reason,
  };
}

/** The latest messages, newest first. */
export async function listRecentMail(options: { em: EntityManager }): Promise<RecentMailMessage[]> {
  const rows = await options.em.getConnection().execute<
    (Omit<RecentMailMessage, 'createdAt' | 'sentAt' | 'nextAttemptAt'> & {
      // Milliseconds since the epoch: raw SQL answers timestamps as text otherwise.
      createdAt: number;
      sentAt: number | null;
      nextAttemptAt: number;
    })[]
  >(
    `select id, kind, status,
            coalesce(payload->>'name', concat_ws(' ', payload->>'firstName', payload->>'lastName')) as about,
            attempts, last_error as "lastError", last_error_detail as "lastErrorDetail",
            (extract(epoch from created_at) * 1000)::float8 as "createdAt",
            (extract(epoch from sent_at) * 1000)::float8 as "sentAt",
            (extract(epoch from next_attempt_at) * 1000)::float8 as "nextAttemptAt"
     from mail_outbox order by id desc limit ?`,
    [recentMailLimit],
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
    nextAttemptAt: row.status === 'waiting' ? new Date(row.nextAttemptAt).toISOString() : null,
  }));
}

export const mailAlreadySentMessage = 'This message has already been sent';
export const mailMessageNotFoundMessage = 'Message not found';

/**
 * "Retry now": the message is due at once and gets a fresh retry window, also after it failed.
 * A message already sent is not sent again.
 */
export async function retryMailNow(options: {
  em: EntityManager;
  input: MailMessageIdInput;
}): Promise<void> {
  const connection = options.em.getConnection();
  const [row] = await connection.execute<{ status: MailMessageStatus }[]>(
    `update mail_outbox
     set status = 'waiting', next_attempt_at = now(), retry_window_started_at = now()
     where id = ? and status <> 'sent'
     returning status`,
    [options.input.id],
  );
  if (row !== undefined) return;
  const [existing] = await connection.execute<{ id: number }[]>(
    'select id from mail_outbox where id = ?',
    [options.input.id],
  );
  throw existing === undefined
    ? new NotFoundError(mailMessageNotFoundMessage)
    : new ConflictError(mailAlreadySentMessage);
}
