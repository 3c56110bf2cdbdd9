import { afterEach, expect, inject, it } from 'vitest';
import { ImapReader, parseImapUrl } from '@app/api';
import { createTestDatabase, testDatabaseBaseUrlKey } from '@app/db/testing';
import {
  createCleanups,
  createInboundRecorder,
  startImapServer,
  testReply,
  type InboundRecorder,
} from '@app/testing';

/**
 * The reconnect backoff scaled down from production's (5 s doubling to 5 minutes), so that an
 * outage long enough for the backoff to reach its cap takes seconds rather than a minute.
 */
const reconnectBaseDelayMs = 250;
const reconnectMaxDelayMs = 2_000;
/** Failed tries before the server comes back: 250 + 500 + 1000 + 2000 ms of waiting, at the cap. */
const failedTriesDuringOutage = 5;
/** The last wait before the server is seen again, then logging in and reading: one backoff and a little. */
const slowestRecoveryMs = reconnectMaxDelayMs + 3_000;
const waitTimeoutMs = 30_000;

const cleanups = createCleanups();
afterEach(() => cleanups.run());

const replyIds = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `<reply-${from + index}@example.com>`);

it('an IMAP server that goes away while replies arrive: once it is back, two instances store every reply once', async () => {
  const database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
  cleanups.add(() => database.close());
  const imap = await startImapServer();
  cleanups.add(() => imap.close());

  const failedTries: string[] = [];
  const startInstance = (): InboundRecorder => {
    const recorder = createInboundRecorder();
    const reader = new ImapReader({
      orm: database.orm,
      settings: {
        mailbox: parseImapUrl(imap.url),
        // Long: what comes after the outage is found by reconnecting, not by the poll.
        pollIntervalMs: 10 * 60_000,
        reconnectBaseDelayMs,
        reconnectMaxDelayMs,
      },
      ingest: recorder.ingest,
      logger: {
        info: () => undefined,
        warn: (_details, message = '') => {
          failedTries.push(message);
        },
        error: (_details, message = '') => {
          failedTries.push(message);
        },
      },
    });
    reader.start();
    cleanups.add(() => reader.stop());
    return recorder;
  };
  const instances = [startInstance(), startInstance()];
  const stored = () => instances.flatMap((instance) => instance.stored);
  const calls = () => instances.flatMap((instance) => instance.calls);

  await imap.deliver(testReply(1));
  await expect.poll(() => stored().length, { timeout: waitTimeoutMs }).toBe(1);

  await imap.stop();
  // Replies keep arriving (the delivery agent writes the maildir) while the server is away.
  for (let sequence = 2; sequence <= 11; sequence += 1) await imap.deliver(testReply(sequence));
  // Each instance tries and fails until its backoff has reached its cap.
  await expect
    .poll(() => failedTries.length, { timeout: waitTimeoutMs })
    .toBeGreaterThanOrEqual(2 * failedTriesDuringOutage);
  expect(failedTries).toContainEqual(
    expect.stringMatching(/^IMAP: the mailbox could not be read \(.+\); connecting again in 2 s$/),
  );

  const restartedAt = performance.now();
  await imap.start();
  await expect.poll(() => stored().length, { timeout: waitTimeoutMs }).toBe(11);
  const recoveryMs = performance.now() - restartedAt;

  expect(recoveryMs).toBeLessThan(slowestRecoveryMs);
  expect(calls().sort()).toEqual(replyIds(1, 11).sort());
  const [row] = await database.orm.em
    .getConnection()
    .execute<{ lastUid: number }[]>('select last_uid::float8 as "lastUid" from imap_mailboxes');
  expect(row?.lastUid).toBe(11);
});
