import type { MikroORM } from '@mikro-orm/postgresql';
import { ImapFlow, type ImapFlowError } from 'imapflow';
import { inboundMessageMaxBytes } from '@app/domain';
import type { ApiLogger } from '../context.ts';
import { errorDetail, passwordForms } from './delivery-errors.ts';
import { claimMailbox, type MailboxClaim, recordTaken, releaseMailbox } from './imap-claims.ts';
import { type ImapMailbox, imapMailboxName } from './imap-mailbox.ts';
import { OutboxWakeUp } from './outbox.ts';

/**
 * Takes one raw RFC 822 message into the CRM (parsed, matched, stored once by its Message-ID)
 * and resolves once that is committed; it rejects only when it could not be stored (the
 * database is away), and the reader then tries the message again later.
 */
export type IngestInboundMessage = (raw: Buffer, via: 'imap') => Promise<unknown>;

export interface ImapReaderSettings {
  mailbox: ImapMailbox;
  /** The safety net behind IDLE (and the only news from a server without it). */
  pollIntervalMs: number;
  /** The wait after a lost or failed connection; each failure in a row doubles it, up to the max. */
  reconnectBaseDelayMs: number;
  reconnectMaxDelayMs: number;
}

/**
 * An instance's claim on a mailbox lasts this long, renewed with every message taken: far longer
 * than fetching and storing one message, and how long a dead instance keeps the others waiting.
 */
const claimLeaseMs = 2 * 60_000;
/**
 * A larger message is left in the mailbox, with an error logged, rather than read into memory:
 * the inbound door refuses the same size (413).
 */
const maxMessageBytes = inboundMessageMaxBytes;
/** A host name or address that never leaves this machine. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host);
}

/** After the reader's own commands, IDLE starts this soon, so new mail is reported at once. */
const autoIdleDelayMs = 1_000;
const connectionTimeoutMs = 30_000;

function imapError(error: unknown): ImapFlowError {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Reads new messages of one IMAP mailbox (IMAP_URL) into the CRM through `ingest`. Every instance
 * runs one; a claim on the mailbox's row of `imap_mailboxes` (FOR UPDATE SKIP LOCKED and a
 * lease) lets one instance at a time take the messages after the recorded UID, and the UID moves
 * past a message only once its ingestion committed, so each message is taken once, and one cut
 * short is taken again (and recognised by its Message-ID). The mailbox is opened read-only:
 * flags stay as the people reading the mailbox left them, and nothing is ever deleted.
 * New mail is announced by IDLE where the server has it, with a poll behind it; a connection
 * that fails or is lost is opened again after a backoff. Nothing here ends the process.
 */
export class ImapReader {
  readonly #orm: MikroORM;
  readonly #settings: ImapReaderSettings;
  readonly #ingest: IngestInboundMessage;
  readonly #logger: ApiLogger;
  readonly #name: string;
  readonly #secrets: string[];
  readonly #stopping = new AbortController();
  #client: ImapFlow | undefined;
  #running: Promise<void> | undefined;

  constructor(options: {
    orm: MikroORM;
    settings: ImapReaderSettings;
    ingest: IngestInboundMessage;
    logger: ApiLogger;
  }) {
    this.#orm = options.orm;
    this.#settings = options.settings;
    this.#ingest = options.ingest;
    this.#logger = options.logger;
    this.#name = imapMailboxName(options.settings.mailbox);
    this.#secrets = passwordForms(options.settings.mailbox.user, options.settings.mailbox.password);
  }

  start(): void {
    this.#running ??= this.#run();
  }

  /**
   * Stops reading: the connection is closed at once, a message being stored finishes storing
   * (and is recorded as taken), and the claim is given back.
   */
  async stop(): Promise<void> {
    this.#stopping.abort();
    this.#client?.close();
    await this.#running;
  }

  async #run(): Promise<void> {
    const stopping = this.#stopping.signal;
    let failuresInARow = 0;
    while (!stopping.aborted) {
      const client = this.#connection();
      this.#client = client;
      try {
        await client.connect();
        await client.mailboxOpen(this.#settings.mailbox.path, { readOnly: true });
        this.#logger.info(
          { mailbox: this.#name, idle: client.capabilities.has('IDLE') },
          'IMAP: reading the mailbox',
        );
        failuresInARow = 0;
        await this.#follow(client);
      } catch (error) {
        if (this.#isStopping()) break;
        failuresInARow += 1;
        this.#logFailure(imapError(error), this.#retryDelayMs(failuresInARow));
      } finally {
        client.close();
        this.#client = undefined;
      }
      if (!this.#isStopping()) await pause(this.#retryDelayMs(failuresInARow), stopping);
    }
  }

  /** Read through a call: the abort happens during the awaits, which narrowing does not see. */
  #isStopping(): boolean {
    return this.#stopping.signal.aborted;
  }

  #connection(): ImapFlow {
    const { host, port, secure, user, password } = this.#settings.mailbox;
    const client = new ImapFlow({
      host,
      port,
      secure,
      // imap:// takes STARTTLS or nothing: opportunistic, someone on the way could strip the offer
      // and read the password. Only a server on this machine may be spoken to in plain text.
      doSTARTTLS: secure ? undefined : !isLoopbackHost(host),
      auth: { user, pass: password },
      // Its own log would name every command; the reader logs what an admin acts on.
      logger: false,
      autoIdleDelay: autoIdleDelayMs,
      connectionTimeout: connectionTimeoutMs,
      maxLiteralSize: maxMessageBytes + 1024 * 1024,
      clientInfo: { name: 'CRM mailbox reader' },
    });
    // Without a listener an 'error' event would end the process; the connection closes after it,
    // which the reader sees.
    client.on('error', () => undefined);
    return client;
  }

  /**
   * Reads what is new, then waits for news (IDLE, the poll) and reads again, until the reader
   * stops; throws when the connection is lost.
   */
  async #follow(client: ImapFlow): Promise<void> {
    const stopping = this.#stopping.signal;
    const news = new OutboxWakeUp();
    let connectionError: Error | undefined;
    const wake = () => {
      news.notify();
    };
    const keepError = (error: Error) => {
      connectionError = error;
    };
    client.on('exists', wake);
    client.on('close', wake);
    client.on('error', keepError);
    try {
      while (!stopping.aborted && client.usable) {
        await this.#readNew(client);
        await news.wait(this.#settings.pollIntervalMs, stopping);
      }
      if (!stopping.aborted) {
        throw connectionError ?? new Error('the server closed the connection');
      }
    } finally {
      client.off('exists', wake);
      client.off('close', wake);
      client.off('error', keepError);
    }
  }

  async #readNew(client: ImapFlow): Promise<void> {
    // A maildir server (dovecot) looks for newly delivered files on NOOP or IDLE, not on SEARCH.
    await client.noop();
    const mailbox = client.mailbox;
    if (mailbox === false || mailbox.exists === 0) return;
    let claim: MailboxClaim | undefined;
    try {
      claim = await claimMailbox(this.#orm, this.#name, Number(mailbox.uidValidity), claimLeaseMs);
    } catch (error) {
      this.#logger.warn(
        { mailbox: this.#name, err: error },
        'IMAP: the database could not be reached; reading again at the next poll',
      );
      return;
    }
    // Another instance is reading the mailbox: what arrives meanwhile it takes too.
    if (claim === undefined) return;
    try {
      if (claim.uidValidityChanged) {
        this.#logger.warn(
          { mailbox: this.#name, uidValidity: claim.uidValidity },
          'IMAP: the mailbox has a new UIDVALIDITY; reading it again from its first message (messages already stored are recognised by their Message-ID)',
        );
      }
      await this.#take(client, claim);
    } finally {
      await releaseMailbox(this.#orm, claim).catch((error: unknown) => {
        // The lease runs out by itself.
        this.#logger.warn({ mailbox: this.#name, err: error }, 'IMAP: the claim was not released');
      });
    }
  }

  /** Takes the messages after the claim's UID, oldest first, each recorded once it is stored. */
  async #take(client: ImapFlow, claim: MailboxClaim): Promise<void> {
    const waiting = await client.fetchAll(
      `${claim.lastUid + 1}:*`,
      { uid: true, size: true },
      { uid: true },
    );
    // `n:*` answers the last message even when its UID is below n.
    const uids = waiting
      .filter((message) => message.uid > claim.lastUid)
      .sort((a, b) => a.uid - b.uid);
    for (const { uid, size } of uids) {
      if (this.#stopping.signal.aborted) return;
      if (size !== undefined && size > maxMessageBytes) {
        this.#logger.error(
          { mailbox: this.#name, uid, bytes: size },
          `IMAP: a message of ${Math.round(size / 1024 / 1024)} MB is over the ${maxMessageBytes / 1024 / 1024} MB the CRM takes; it stays in the mailbox only`,
        );
      } else {
        const message = await client.fetchOne(
          String(uid),
          { uid: true, source: true },
          { uid: true },
        );
        // Deleted from the mailbox since the list was read: nothing to take.
        if (message !== false && message.source !== undefined) {
          try {
            await this.#ingest(message.source, 'imap');
          } catch (error) {
            this.#logger.error(
              { mailbox: this.#name, uid, err: error },
              'IMAP: a message could not be stored; it is read again at the next poll',
            );
            return;
          }
        }
      }
      if (!(await recordTaken(this.#orm, claim, uid, claimLeaseMs))) {
        this.#logger.warn(
          { mailbox: this.#name },
          'IMAP: the claim on the mailbox ran out and another instance reads it now',
        );
        return;
      }
    }
  }

  #retryDelayMs(failuresInARow: number): number {
    const { reconnectBaseDelayMs, reconnectMaxDelayMs } = this.#settings;
    return Math.min(reconnectMaxDelayMs, reconnectBaseDelayMs * 2 ** (failuresInARow - 1));
  }

  #logFailure(error: ImapFlowError, retryDelayMs: number): void {
    const detail = errorDetail(error.responseText ?? error.message, this.#secrets);
    const retry = `connecting again in ${retryDelayMs / 1000} s`;
    const details = { mailbox: this.#name, code: error.code ?? error.serverResponseCode };
    if (error.authenticationFailed === true) {
      this.#logger.error(
        details,
        `IMAP: the server refused the login of ${this.#settings.mailbox.user} (${detail}); check the user and password in IMAP_URL; ${retry}`,
      );
    } else if (error.mailboxMissing === true) {
      this.#logger.error(
        details,
        `IMAP: the server has no folder "${this.#settings.mailbox.path}" (${detail}); check the folder in IMAP_URL; ${retry}`,
      );
    } else {
      this.#logger.warn(details, `IMAP: the mailbox could not be read (${detail}); ${retry}`);
    }
  }
}

/** Waits `ms`, or less when `signal` aborts. */
async function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return;
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
