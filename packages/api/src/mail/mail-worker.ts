import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessageKind } from '@app/domain';
import type { ApiLogger } from '../context.ts';
import {
  describeDeliveryFailure,
  mailNotConfiguredReason,
  smtpSecrets,
  type DeliveryFailure,
} from './delivery-errors.ts';
import { type MailAddress, writeMessage } from './messages.ts';
import { outboxMessageId, type OutboxWakeUp } from './outbox.ts';

export interface MailDeliverySettings {
  /** `smtp://` or `smtps://` with the credentials inside; unset, messages wait. */
  smtpUrl: string | undefined;
  from: MailAddress;
  leadAlertTo: string[];
  applicationAlertTo: string[];
  publicSiteUrl: string;
  /** The first retry's delay; each next one doubles, up to `retryMaxDelayMs`. */
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /** A message still not sent this long after its first try (or "Retry now") is failed. */
  giveUpAfterMs: number;
  /** The safety net behind the wake-ups: messages queued by another instance, due retries. */
  pollIntervalMs: number;
  /** For each of connecting, the server's greeting and every later answer. */
  smtpTimeoutMs: number;
}

interface ClaimedMessage {
  id: number;
  kind: MailMessageKind;
  messageKey: string;
  recipient: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  /** Milliseconds since the epoch: raw SQL answers timestamps as text otherwise. */
  createdAtMs: number;
}

const batchSize = 10;
/**
 * A burst of submissions wakes the worker once per submission. Cycles start at most this often
 * unless the last one claimed a full batch, so one claim gathers the burst's alerts instead of
 * each alert costing its own claim and due-time queries; an alert waits this long at most.
 */
const minCycleIntervalMs = 200;
/** On stop, sends under way get this long to finish before they are cut and released. */
const stopGraceMs = 5_000;
/** Waiting between tries to record an outcome while the database is away. */
const recordRetryDelayMs = 1_000;

/** Waits `ms` (nothing when it is not positive), or less when `signal` aborts. */
async function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

function payloadText(payload: Record<string, unknown>, key: string): string | undefined {
  const value = payload[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A staff message's own headers, fixed when it was queued: the staff member's name with
 * MAIL_FROM's address, the Message-ID made then (so every retry is the same message), the
 * conversation's reply address, and the thread it answers.
 */
function conversationHeaders(
  payload: Record<string, unknown>,
  from: MailAddress,
  keyedMessageId: string,
) {
  const references = payloadText(payload, 'references');
  return {
    from: { name: payloadText(payload, 'fromName') ?? from.name, address: from.address },
    to: { name: payloadText(payload, 'name') ?? '', address: payloadText(payload, 'email') ?? '' },
    messageId: payloadText(payload, 'messageId') ?? keyedMessageId,
    replyTo: payloadText(payload, 'replyTo'),
    inReplyTo: payloadText(payload, 'inReplyTo'),
    references: references?.split(' '),
  };
}

/**
 * Delivers the mail outbox: claims due messages with `FOR UPDATE SKIP LOCKED` and a lease
 * (`claimed_until`), sends them, and records each outcome. The claim is its own short statement,
 * so no transaction stays open across the SMTP conversation; if the process dies mid-send, the
 * lease runs out and any instance sends the message again under the same Message-ID.
 */
export class MailWorker {
  readonly #orm: MikroORM;
  readonly #settings: MailDeliverySettings;
  readonly #wakeUp: OutboxWakeUp;
  readonly #logger: ApiLogger;
  readonly #transport: Transporter | undefined;
  readonly #secrets: string[];
  readonly #leaseMs: number;
  readonly #stopping = new AbortController();
  readonly #cuttingSends = new AbortController();
  #running: Promise<void> | undefined;

  constructor(options: {
    orm: MikroORM;
    settings: MailDeliverySettings;
    wakeUp: OutboxWakeUp;
    logger: ApiLogger;
  }) {
    this.#orm = options.orm;
    this.#settings = options.settings;
    this.#wakeUp = options.wakeUp;
    this.#logger = options.logger;
    const { smtpUrl, smtpTimeoutMs } = options.settings;
    this.#secrets = smtpUrl === undefined ? [] : smtpSecrets(smtpUrl);
    this.#transport =
      smtpUrl === undefined
        ? undefined
        : nodemailer.createTransport({
            url: smtpUrl,
            pool: true,
            maxConnections: 3,
            connectionTimeout: smtpTimeoutMs,
            greetingTimeout: smtpTimeoutMs,
            socketTimeout: smtpTimeoutMs,
          });
    // Longer than the slowest send the timeouts allow, so a live claim never runs out.
    this.#leaseMs = smtpTimeoutMs * 4 + 30_000;
  }

  start(): void {
    if (this.#transport === undefined) {
      this.#logger.warn(
        {},
        'E-mail is not configured (SMTP_URL is unset): staff alerts are stored and wait in the outbox until it is',
      );
    }
    this.#running ??= this.#run();
  }

  /**
   * Stops taking messages and lets sends under way finish; those still going after a short grace
   * are cut and their claims released, so another instance sends them at once.
   */
  async stop(): Promise<void> {
    this.#stopping.abort();
    const grace = setTimeout(() => {
      this.#cuttingSends.abort();
    }, stopGraceMs);
    await this.#running;
    clearTimeout(grace);
    this.#transport?.close();
  }

  async #run(): Promise<void> {
    const stopping = this.#stopping.signal;
    while (!stopping.aborted) {
      const cycleStartedAt = Date.now();
      let claimedFullBatch = false;
      let nextDueInMs = this.#settings.pollIntervalMs;
      try {
        if (this.#transport === undefined) {
          await this.#markNotConfigured();
        } else {
          claimedFullBatch = (await this.#deliverDueBatch(this.#transport)) === batchSize;
          nextDueInMs = await this.#nextDueInMs();
        }
      } catch (error) {
        this.#logger.warn({ err: error }, 'mail outbox: the database could not be read; retrying');
      }
      if (!claimedFullBatch) {
        await this.#wakeUp.wait(nextDueInMs, stopping);
        await pause(cycleStartedAt + minCycleIntervalMs - Date.now(), stopping);
      }
    }
  }

  async #markNotConfigured(): Promise<void> {
    await this.#orm.em.getConnection().execute(
      `update mail_outbox set last_error = ?, last_error_detail = null
         where status = 'waiting' and last_error is distinct from ?`,
      [mailNotConfiguredReason, mailNotConfiguredReason],
      'run',
    );
  }

  async #nextDueInMs(): Promise<number> {
    const [row] = await this.#orm.em.getConnection().execute<{ dueInMs: number | null }[]>(
      `select (extract(epoch from min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now()) * 1000)::float8 as "dueInMs"
       from mail_outbox where status = 'waiting'`,
    );
    const dueInMs = row?.dueInMs ?? Infinity;
    return Math.min(this.#settings.pollIntervalMs, Math.max(0, Math.ceil(dueInMs)));
  }

  /** Claims up to one batch of due messages and sends them; answers how many it claimed. */
  async #deliverDueBatch(transport: Transporter): Promise<number> {
    const claimToken = randomUUID();
    const claimed = await this.#orm.em.getConnection().execute<ClaimedMessage[]>(
      `update mail_outbox
       set claimed_until = now() + make_interval(secs => ?), claim_token = ?, attempts = attempts + 1
       where id in (
         select id from mail_outbox
         where status = 'waiting' and next_attempt_at <= now()
           and (claimed_until is null or claimed_until < now())
         order by next_attempt_at, id
         limit ?
         for update skip locked
       )
       returning id, kind, message_key as "messageKey", recipient, payload, attempts,
                 (extract(epoch from created_at) * 1000)::float8 as "createdAtMs"`,
      [this.#leaseMs / 1000, claimToken, batchSize],
    );
    await Promise.all(claimed.map((message) => this.#deliver(transport, message, claimToken)));
    return claimed.length;
  }

  async #deliver(
    transport: Transporter,
    message: ClaimedMessage,
    claimToken: string,
  ): Promise<void> {
    let failure: DeliveryFailure | undefined;
    try {
      await transport.sendMail({
        ...this.#compose(message),
        signal: AbortSignal.any([
          // Bounds a server that trickles answers just inside the socket timeout.
          AbortSignal.timeout(this.#settings.smtpTimeoutMs * 3),
          this.#cuttingSends.signal,
        ]),
      });
    } catch (error) {
      if (this.#cuttingSends.signal.aborted) {
        await this.#release(message, claimToken);
        return;
      }
      failure = describeDeliveryFailure(error, this.#secrets);
      this.#logger.warn(
        { messageId: message.id, attempt: message.attempts, reason: failure.reason },
        `mail outbox: sending failed: ${failure.detail}`,
      );
    }
    await this.#record(message, claimToken, failure);
  }

  #compose(message: ClaimedMessage) {
    const { from, leadAlertTo, applicationAlertTo, publicSiteUrl } = this.#settings;
    const written = writeMessage(
      { ...message, createdAt: new Date(message.createdAtMs) },
      { publicSiteUrl },
    );
    const messageId = outboxMessageId(message.messageKey, from);
    const common = {
      from,
      subject: written.subject,
      text: written.text,
      html: written.html,
      messageId,
    };
    switch (message.kind) {
      case 'lead-alert':
        return { ...common, to: leadAlertTo, replyTo: written.submitter };
      case 'application-alert':
        return { ...common, to: applicationAlertTo, replyTo: written.submitter };
      case 'lead-acknowledgement':
      case 'application-acknowledgement':
        return { ...common, to: { ...written.submitter, address: message.recipient ?? '' } };
      case 'reply-alert':
        return {
          ...common,
          to: message.payload.recordKind === 'lead' ? leadAlertTo : applicationAlertTo,
          // An out-of-office answer to the alert must not come back as mail to read.
          headers: { 'Auto-Submitted': 'auto-generated' },
        };
      case 'conversation-message':
        return { ...common, ...conversationHeaders(message.payload, from, messageId) };
    }
  }

  /**
   * Records a send's outcome. While the database is away it keeps trying (within the lease), so
   * a message that left is not sent again after the outage.
   */
  async #record(
    message: ClaimedMessage,
    claimToken: string,
    failure: DeliveryFailure | undefined,
  ): Promise<void> {
    const leaseEnds = Date.now() + this.#leaseMs - recordRetryDelayMs;
    for (;;) {
      try {
        await (failure === undefined
          ? this.#recordSent(message, claimToken)
          : this.#recordFailure(message, claimToken, failure));
        return;
      } catch (error) {
        if (Date.now() >= leaseEnds || this.#cuttingSends.signal.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, recordRetryDelayMs));
      }
    }
  }

  /** Gives a message cut by stopping back, as if this attempt had not been made. */
  async #release(message: ClaimedMessage, claimToken: string): Promise<void> {
    await this.#orm.em.getConnection().execute(
      `update mail_outbox set claimed_until = null, claim_token = null, attempts = attempts - 1
       where id = ? and claim_token = ?`,
      [message.id, claimToken],
      'run',
    );
  }

  async #recordSent(message: ClaimedMessage, claimToken: string): Promise<void> {
    await this.#orm.em.getConnection().execute(
      `update mail_outbox
       set status = 'sent', sent_at = now(), last_error = null, last_error_detail = null,
           claimed_until = null, claim_token = null
       where id = ? and claim_token = ?`,
      [message.id, claimToken],
      'run',
    );
  }

  async #recordFailure(
    message: ClaimedMessage,
    claimToken: string,
    failure: DeliveryFailure,
  ): Promise<void> {
    const { retryBaseDelayMs, retryMaxDelayMs, giveUpAfterMs } = this.#settings;
    const retryDelayMs = Math.min(retryMaxDelayMs, retryBaseDelayMs * 2 ** (message.attempts - 1));
    await this.#orm.em.getConnection().execute(
      `update mail_outbox
       set last_error = ?, last_error_detail = ?, claimed_until = null, claim_token = null,
           next_attempt_at = now() + make_interval(secs => ?),
           status = case
             when now() + make_interval(secs => ?) > retry_window_started_at + make_interval(secs => ?)
             then 'failed' else 'waiting' end
       where id = ? and claim_token = ?`,
      [
        failure.reason,
        failure.detail,
        retryDelayMs / 1000,
        retryDelayMs / 1000,
        giveUpAfterMs / 1000,
        message.id,
        claimToken,
      ],
      'run',
    );
  }
}
