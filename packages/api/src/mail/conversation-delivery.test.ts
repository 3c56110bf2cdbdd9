import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { rawMail, startSmtpSink, type ReceivedMail, type SmtpSink } from '@app/testing';
import {
  createApiTestHarness,
  testConversationSettings,
  type ApiCaller,
  type ApiTestHarness,
} from '../../test/api-harness.ts';
import { insertApplication } from '../../test/application-rows.ts';
import { ingestInboundMessage } from '../services/inbound-mail.ts';
import { MailWorker, type MailDeliverySettings } from './mail-worker.ts';

let api: ApiTestHarness;
let admin: ApiCaller;
let smtp: SmtpSink;
const running: MailWorker[] = [];

beforeAll(async () => {
  api = await createApiTestHarness();
  admin = await api.adminCaller();
  smtp = await startSmtpSink();
});

afterAll(async () => {
  await smtp.close();
  await api.close();
});

beforeEach(async () => {
  smtp.received.length = 0;
  await api.sql('truncate mail_outbox, leads, career_submissions restart identity cascade');
  await api.sql('update admin_users set display_name = null');
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((worker) => worker.stop()));
});

const publicSiteUrl = 'https://www.example.com';

function startWorker(overrides: Partial<MailDeliverySettings> = {}): MailWorker {
  const worker = new MailWorker({
    orm: api.orm,
    settings: {
      smtpUrl: smtp.url,
      from: testConversationSettings.from,
      leadAlertTo: ['sales@bamboobridgeteams.com.au'],
      applicationAlertTo: ['hiring@bamboobridgeteams.com.au'],
      publicSiteUrl,
      retryBaseDelayMs: 60_000,
      retryMaxDelayMs: 3_600_000,
      giveUpAfterMs: 24 * 3_600_000,
      pollIntervalMs: 30_000,
      smtpTimeoutMs: 5_000,
      ...overrides,
    },
    wakeUp: api.mailWakeUp,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  worker.start();
  running.push(worker);
  return worker;
}

const ingest = (raw: Buffer) =>
  ingestInboundMessage(raw, 'webhook', { orm: api.orm, wakeUp: api.mailWakeUp });

/** The message's parts decoded from quoted-printable, for reading what the person sees. */
function decoded(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (encoded) =>
      Buffer.from(encoded.replaceAll('=', ''), 'hex').toString('utf8'),
    );
}

async function storedMessageId(subject: string): Promise<string | undefined> {
  const [row] = await api.sql<{ message_id: string }>(
    'select message_id from conversation_messages where subject = ?',
    [subject],
  );
  return row?.message_id;
}

describe('a message from the drawer', () => {
  it('reaches the person from the staff member, on MAIL_FROM, with its conversation’s Reply-To', async () => {
    const leadId = await insertLead(api, { name: 'Olivia Hart', email: 'olivia@example.com' });
    startWorker();
    await admin.conversations.send({
      record: { kind: 'lead', id: leadId },
      subject: 'Your team of {{teamSize}}',
      body: 'Hello {{firstName}},\n\n**Two** engineers can start in January.',
    });
    const [mail] = await smtp.waitForMails(1);
    if (mail === undefined) throw new Error('no mail');
    const [lead] = await api.sql<{ reply_token: string }>('select reply_token from leads');

    expect(mail.recipients).toEqual(['olivia@example.com']);
    expect(mail.headers.get('from')).toBe(
      '"owner@bamboobridgeteams.com.au" <alerts@bamboobridgeteams.com.au>',
    );
    expect(mail.headers.get('to')).toBe('Olivia Hart <olivia@example.com>');
    expect(mail.headers.get('reply-to')).toBe(
      `replies+${lead?.reply_token}@bamboobridgeteams.com.au`,
    );
    expect(mail.headers.get('subject')).toBe('Your team of 4-7 developers');
    expect(mail.messageId).toBe(await storedMessageId('Your team of 4-7 developers'));
    expect(mail.headerNames).not.toContain('in-reply-to');
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    const body = decoded(mail);
    expect(body).toContain('**Two** engineers can start in January.');
    expect(body).toContain('<strong>Two</strong> engineers can start in January.');

    await expect
      .poll(async () => {
        const timeline = await admin.conversations.timeline({ kind: 'lead', id: leadId });
        const [entry] = timeline.entries;
        return entry?.type === 'message' && entry.message.direction === 'sent'
          ? entry.message.status
          : undefined;
      })
      .toBe('sent');
  });

  it('is signed with the staff member’s name, encoded so the From header stays whole', async () => {
    // Quotes, a comma, an @ and letters outside ASCII: each would break a header written by hand.
    const staffName = 'Lê "Annie" Nguyễn, Sales @ HQ';
    await admin.admins.changeName({ displayName: staffName });
    const leadId = await insertLead(api, { name: 'Olivia Hart', email: 'olivia@example.com' });
    startWorker();
    await admin.conversations.send({
      record: { kind: 'lead', id: leadId },
      subject: 'Hello',
      body: 'Kind regards,\n{{staffName}}',
    });
    const [mail] = await smtp.waitForMails(1);
    if (mail === undefined) throw new Error('no mail');

    const rawFrom = mail.headers.get('from') ?? '';
    expect(rawFrom).toMatch(/^[\x20-\x7E]+$/);
    expect(rawFrom).toMatch(/ <alerts@bamboobridgeteams\.com\.au>$/);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.from?.value).toEqual([
      { name: staffName, address: 'alerts@bamboobridgeteams.com.au' },
    ]);
    expect(parsed.text).toContain(`Kind regards,\n${staffName}`);
    const timeline = await admin.conversations.timeline({ kind: 'lead', id: leadId });
    expect(timeline.entries).toEqual([
      expect.objectContaining({ message: expect.objectContaining({ staffName }) as unknown }),
    ]);
  });

  it('answers the person’s reply in its thread: In-Reply-To and References', async () => {
    const leadId = await insertLead(api, { email: 'olivia@example.com' });
    startWorker();
    await admin.conversations.send({
      record: { kind: 'lead', id: leadId },
      subject: 'First',
      body: 'One',
    });
    const [first] = await smtp.waitForMails(1);
    await ingest(
      rawMail({
        messageId: '<answer@client.example>',
        inReplyTo: first?.messageId,
        references: first?.messageId,
      }),
    );
    await admin.conversations.send({
      record: { kind: 'lead', id: leadId },
      subject: 'Second',
      body: 'Two',
    });
    const second = await smtp.waitForMail((mail) => mail.headers.get('subject') === 'Second');
    expect(second.headers.get('in-reply-to')).toBe('<answer@client.example>');
    expect(second.headers.get('references')).toBe(`${first?.messageId} <answer@client.example>`);
  });

  it('keeps its Message-ID when a failed try is retried', async () => {
    const refusing = await startSmtpSink({ refuseLogin: true });
    try {
      const leadId = await insertLead(api, { email: 'olivia@example.com' });
      const failing = startWorker({ smtpUrl: refusing.url });
      await admin.conversations.send({
        record: { kind: 'lead', id: leadId },
        subject: 'Retry me',
        body: 'Hi',
      });
      await expect
        .poll(
          async () =>
            (await api.sql<{ attempts: number }>('select attempts from mail_outbox'))[0]?.attempts,
        )
        .toBe(1);
      await failing.stop();
      await admin.mail.retry({ id: 1 });
      startWorker();
      const [mail] = await smtp.waitForMails(1);
      expect(mail?.messageId).toBe(await storedMessageId('Retry me'));
      const timeline = await admin.conversations.timeline({ kind: 'lead', id: leadId });
      expect(timeline.entries).toHaveLength(1);
    } finally {
      await refusing.close();
    }
  });
});

describe('a reply from the person', () => {
  it('alerts the staff with a link to the conversation, and writes nothing to the person', async () => {
    const leadId = await insertLead(api, { name: 'Olivia Hart', email: 'olivia@example.com' });
    const applicationId = await insertApplication(api, { email: 'minh@example.com' });
    startWorker();
    await ingest(rawMail({ subject: 'Re: quote', text: 'Tuesday works for us.' }));
    await ingest(rawMail({ from: 'Minh <minh@example.com>', subject: 'Re: interview' }));
    const mails = await smtp.waitForMails(2);
    const lead = mails.find((mail) => mail.recipients.includes('sales@bamboobridgeteams.com.au'));
    const hiring = mails.find((mail) =>
      mail.recipients.includes('hiring@bamboobridgeteams.com.au'),
    );
    expect(lead?.headers.get('subject')).toBe('Reply from Olivia Hart: Re: quote');
    expect(lead?.headers.get('auto-submitted')).toBe('auto-generated');
    expect(lead === undefined ? '' : decoded(lead)).toContain(
      `Open the lead: ${publicSiteUrl}/admin?lead=${leadId}`,
    );
    expect(lead === undefined ? '' : decoded(lead)).toContain('Tuesday works for us.');
    expect(hiring === undefined ? '' : decoded(hiring)).toContain(
      `Open the application: ${publicSiteUrl}/admin/hiring?application=${applicationId}`,
    );
    expect(smtp.received.flatMap((mail) => mail.recipients)).not.toContain('olivia@example.com');
    expect(smtp.received).toHaveLength(2);
  });
});
