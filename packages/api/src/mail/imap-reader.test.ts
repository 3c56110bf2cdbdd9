import { setTimeout } from 'node:timers/promises';
import { ImapFlow } from 'imapflow';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCleanups,
  createInboundRecorder,
  imapServerCredentials,
  startImapServer,
  testReply,
  type ImapServer,
  type InboundRecorder,
} from '@app/testing';
import { createApiTestHarness, type ApiTestHarness } from '../../test/api-harness.ts';
import type { ApiLogger } from '../context.ts';
import { parseImapUrl } from './imap-mailbox.ts';
import { ImapReader, type ImapReaderSettings, type IngestInboundMessage } from './imap-reader.ts';

let api: ApiTestHarness;
let imap: ImapServer;
const cleanups = createCleanups();

beforeAll(async () => {
  api = await createApiTestHarness();
});

afterAll(async () => {
  await api.close();
});

beforeEach(async () => {
  await api.sql('truncate imap_mailboxes');
  imap = await startImapServer();
  cleanups.add(() => imap.close());
});

afterEach(() => cleanups.run());

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: object;
}

function startReader(
  options: {
    url?: string;
    ingest?: IngestInboundMessage;
    settings?: Partial<ImapReaderSettings>;
  } = {},
) {
  const recorder = createInboundRecorder();
  const log: LogEntry[] = [];
  const entry =
    (level: LogEntry['level']) =>
    (details: object, message = '') => {
      log.push({ level, message, details });
    };
  const logger: ApiLogger = { info: entry('info'), warn: entry('warn'), error: entry('error') };
  const reader = new ImapReader({
    orm: api.orm,
    settings: {
      mailbox: parseImapUrl(options.url ?? imap.url),
      // Long: a test that sees mail within moments saw it through IDLE, not the poll.
      pollIntervalMs: 10 * 60_000,
      reconnectBaseDelayMs: 100,
      reconnectMaxDelayMs: 1_000,
      ...options.settings,
    },
    ingest: options.ingest ?? recorder.ingest,
    logger,
  });
  reader.start();
  cleanups.add(() => reader.stop());
  return { reader, recorder, log };
}

const replyId = (sequence: number, label = 'reply') => `<${label}-${sequence}@example.com>`;

async function deliverReplies(from: number, to: number, label = 'reply'): Promise<void> {
  for (let sequence = from; sequence <= to; sequence += 1) {
    await imap.deliver(testReply(sequence, label));
  }
}

async function waitForStored(recorder: InboundRecorder, count: number): Promise<void> {
  await expect.poll(() => recorder.stored.length).toBeGreaterThanOrEqual(count);
}

const mailboxRows = () =>
  api.sql<{ uid_validity: string; last_uid: string; claim_token: string | null }>(
    'select uid_validity, last_uid, claim_token from imap_mailboxes',
  );

describe('the IMAP reader', () => {
  it('takes the messages already in the mailbox, then a new one as soon as IDLE reports it', async () => {
    await deliverReplies(1, 2);
    const { recorder, log } = startReader();
    await waitForStored(recorder, 2);

    await imap.deliver(testReply(3));
    await waitForStored(recorder, 3);

    expect(recorder.calls).toEqual([replyId(1), replyId(2), replyId(3)]);
    expect(log).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'IMAP: reading the mailbox' }),
    );
    // The UID moves on only once a message is stored; the claim is given back after reading.
    await expect
      .poll(async () => (await mailboxRows())[0])
      .toMatchObject({
        last_uid: '3',
        claim_token: null,
      });
  });

  it('leaves the messages unread and in the mailbox', async () => {
    await deliverReplies(1, 1);
    const { recorder } = startReader();
    await waitForStored(recorder, 1);

    const rows = await api.sql<{ mailbox: string }>('select mailbox from imap_mailboxes');
    expect(rows).toEqual([{ mailbox: `${imapServerCredentials.user}@127.0.0.1/INBOX` }]);
    const { host, port, user, password } = parseImapUrl(imap.url);
    const client = new ImapFlow({
      host,
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    await client.connect();
    try {
      await client.mailboxOpen('INBOX', { readOnly: true });
      const messages = await client.fetchAll('1:*', { uid: true, flags: true });
      // Not \Seen, and still \Recent: the reader's read-only EXAMINE did not even take that.
      expect(messages.map(({ uid, flags }) => ({ uid, flags: [...(flags ?? [])] }))).toEqual([
        { uid: 1, flags: ['\\Recent'] },
      ]);
    } finally {
      await client.logout();
    }
  });

  it('with two instances on one mailbox takes every message once', async () => {
    // Storing takes a moment, so each instance is woken while the other holds the mailbox.
    const slowly =
      (recorder: InboundRecorder): IngestInboundMessage =>
      async (raw, via) => {
        await setTimeout(5);
        await recorder.ingest(raw, via);
      };
    const firstRecorder = createInboundRecorder();
    const secondRecorder = createInboundRecorder();
    const instances = [
      startReader({ ingest: slowly(firstRecorder) }),
      startReader({ ingest: slowly(secondRecorder) }),
    ];
    await expect
      .poll(() => instances.every(({ log }) => log.some(({ level }) => level === 'info')))
      .toBe(true);
    const count = 60;
    await deliverReplies(1, count / 2);
    await expect
      .poll(() => firstRecorder.calls.length + secondRecorder.calls.length)
      .toBeGreaterThan(0);
    await deliverReplies(count / 2 + 1, count);

    await expect
      .poll(() => new Set([...firstRecorder.stored, ...secondRecorder.stored]).size)
      .toBe(count);
    const calls = [...firstRecorder.calls, ...secondRecorder.calls];
    expect(calls).toHaveLength(count);
    expect(new Set(calls).size).toBe(count);
  });

  it('reads the mailbox again from its first message when its UIDVALIDITY changes', async () => {
    await deliverReplies(1, 2);
    const { recorder, log } = startReader();
    await waitForStored(recorder, 2);
    const [before] = await mailboxRows();

    // The server drops the session whose mailbox changed under it; the reader connects again.
    await imap.changeUidValidity();
    await imap.deliver(testReply(3));
    await waitForStored(recorder, 3);

    // Both earlier messages were offered again and stored once, as their Message-IDs say.
    await expect.poll(() => recorder.calls.length).toBe(5);
    expect(recorder.calls).toEqual([replyId(1), replyId(2), replyId(1), replyId(2), replyId(3)]);
    expect(recorder.stored).toEqual([replyId(1), replyId(2), replyId(3)]);
    const [after] = await mailboxRows();
    expect(after?.uid_validity).not.toBe(before?.uid_validity);
    expect(after?.last_uid).toBe('3');
    expect(log).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining('new UIDVALIDITY') as unknown,
      }),
    );
  });

  it('takes a message whose storing failed again, and the ones after it only after it', async () => {
    const recorder = createInboundRecorder();
    let failures = 1;
    const ingest: IngestInboundMessage = async (raw, via) => {
      if (failures > 0 && raw.toString().includes(replyId(1))) {
        failures -= 1;
        throw new Error('the database is away');
      }
      await recorder.ingest(raw, via);
    };
    await deliverReplies(1, 2);
    const { log } = startReader({ ingest, settings: { pollIntervalMs: 200 } });

    await waitForStored(recorder, 2);
    expect(recorder.calls).toEqual([replyId(1), replyId(2)]);
    expect(log).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'IMAP: a message could not be stored; it is read again at the next poll',
        details: expect.objectContaining({ uid: 1 }) as unknown,
      }),
    );
  });

  it('logs a refused login clearly, without the password, and keeps trying until the login works', async () => {
    const wrongPassword = 'not the p@ssword/2';
    const { reader, recorder, log } = startReader({ url: imap.urlWithPassword(wrongPassword) });
    await deliverReplies(1, 1);

    await expect
      .poll(() => log.filter((entry) => entry.level === 'error').length)
      .toBeGreaterThanOrEqual(1);
    const [refusal] = log.filter((entry) => entry.level === 'error');
    expect(refusal?.message).toMatch(
      new RegExp(
        `^IMAP: the server refused the login of ${imapServerCredentials.user} \\(.+\\); check the user and password in IMAP_URL; connecting again in 0\\.1 s$`,
      ),
    );
    expect(refusal?.details).toMatchObject({
      mailbox: `${imapServerCredentials.user}@127.0.0.1/INBOX`,
    });
    const written = JSON.stringify(log);
    for (const secret of [wrongPassword, encodeURIComponent(wrongPassword)]) {
      expect(written).not.toContain(secret);
    }
    expect(recorder.calls).toEqual([]);

    // The mailbox's password becomes the one the reader has: a later try gets in (dovecot makes
    // each try after a refusal wait longer, up to 15 s).
    await imap.changePassword(wrongPassword);
    await expect.poll(() => recorder.stored, { timeout: 20_000 }).toEqual([replyId(1)]);
    await reader.stop();
  });

  it('stops while the server is unreachable, and logs that it could not connect', async () => {
    await imap.stop();
    const { reader, log } = startReader();
    await expect
      .poll(() => log.filter((entry) => entry.level === 'warn').length)
      .toBeGreaterThanOrEqual(2);
    expect(log[0]?.message).toMatch(
      /^IMAP: the mailbox could not be read \(.*\); connecting again in 0\.1 s$/,
    );
    expect(log[1]?.message).toMatch(/connecting again in 0\.2 s$/);
    await reader.stop();
  });
});
