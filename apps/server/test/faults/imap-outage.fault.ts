import { afterEach, expect, inject, it } from 'vitest';
import { createTestDatabase, testDatabaseBaseUrlKey } from '@app/db/testing';
import {
  createCleanups,
  startImapServer,
  startServerProcess,
  testReply,
  type ServerProcess,
} from '@app/testing';

/**
 * The reconnect backoff scaled down from production's (5 s doubling to 5 minutes), so that an
 * outage long enough for the backoff to reach its cap takes seconds rather than a minute.
 */
const reconnectBaseDelayMs = 250;
const reconnectMaxDelayMs = 2_000;
/** The last wait before the server is seen again, then logging in and reading: one backoff and a little. */
const slowestRecoveryMs = reconnectMaxDelayMs + 3_000;
const waitTimeoutMs = 30_000;
/** What an instance logs once its backoff has reached the cap. */
const failureAtTheCap = /IMAP: the mailbox could not be read \(.+?\); connecting again in 2 s/;

const cleanups = createCleanups();
afterEach(() => cleanups.run());

const replyIds = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `<reply-${from + index}@example.com>`);

it('an IMAP server that goes away while replies arrive: once it is back, two server instances store every reply once, in the lead’s conversation', async () => {
  const database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
  cleanups.add(() => database.close());
  const imap = await startImapServer();
  cleanups.add(() => imap.close());
  const environment = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    IMAP_URL: imap.url,
    // Long: what comes after the outage is found by reconnecting, not by the poll.
    IMAP_POLL_INTERVAL_MS: String(10 * 60_000),
    IMAP_RECONNECT_BASE_DELAY_MS: String(reconnectBaseDelayMs),
    IMAP_RECONNECT_MAX_DELAY_MS: String(reconnectMaxDelayMs),
  };
  const instances: ServerProcess[] = [];
  cleanups.add(() => Promise.all(instances.map((instance) => instance.stop())));
  for (const started of await Promise.allSettled([
    startServerProcess({ environment }),
    startServerProcess({ environment }),
  ])) {
    if (started.status === 'rejected') throw started.reason;
    instances.push(started.value);
  }
  const [first] = instances;
  if (first === undefined) throw new Error('no instance started');

  // testReply's sender, so every reply is matched to this lead by its address.
  const contact = await fetch(`${first.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Olivia Hart',
      email: 'olivia@example.com',
      contact: '0491 570 110',
    }),
  });
  expect(contact.status).toBe(200);
  const connection = database.orm.em.getConnection();
  const [lead] = await connection.execute<{ id: number }[]>(
    `select id from leads where email = 'olivia@example.com'`,
  );
  if (lead === undefined) throw new Error('The lead was not stored');
  const received = () =>
    connection.execute<{ messageId: string; leadId: number | null }[]>(
      `select message_id as "messageId", lead_id as "leadId" from conversation_messages
        where direction = 'received'`,
    );

  await imap.deliver(testReply(1));
  await expect.poll(async () => (await received()).length, { timeout: waitTimeoutMs }).toBe(1);

  await imap.stop();
  // Replies keep arriving (the delivery agent writes the maildir) while the server is away.
  for (let sequence = 2; sequence <= 11; sequence += 1) await imap.deliver(testReply(sequence));
  // Each instance tries and fails until its backoff has reached its cap.
  await expect
    .poll(() => instances.every((instance) => failureAtTheCap.test(instance.output())), {
      timeout: waitTimeoutMs,
    })
    .toBe(true);

  const restartedAt = performance.now();
  await imap.start();
  await expect.poll(async () => (await received()).length, { timeout: waitTimeoutMs }).toBe(11);
  const recoveryMs = performance.now() - restartedAt;

  expect(recoveryMs).toBeLessThan(slowestRecoveryMs);
  const stored = await received();
  expect(stored.map((row) => row.messageId).sort()).toEqual(replyIds(1, 11).sort());
  expect(stored.every((row) => row.leadId === lead.id)).toBe(true);
  const [mailbox] = await connection.execute<{ lastUid: number }[]>(
    'select last_uid::float8 as "lastUid" from imap_mailboxes',
  );
  expect(mailbox?.lastUid).toBe(11);
  expect(instances.map((instance) => instance.exit())).toEqual([undefined, undefined]);
});
