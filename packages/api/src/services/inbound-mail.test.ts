import { describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { receivedAttachmentsMaxBytes } from '@app/domain';
import { rawMail } from '@app/testing';
import { openAdminApi, refusalOf } from '../../test/api-harness.ts';
import { insertApplication } from '../../test/application-rows.ts';
import { InvalidInputError } from '../errors.ts';
import { OutboxWakeUp } from '../mail/outbox.ts';
import {
  conversationMessageNotFoundMessage,
  messageAlreadyPlacedMessage,
} from './conversations.ts';
import { ingestFromMailbox, ingestInboundMessage } from './inbound-mail.ts';

const { api, admin } = await openAdminApi(
  'conversation_messages, leads, career_submissions, mail_outbox, audit_log',
);

const dependencies = { orm: api.orm, wakeUp: new OutboxWakeUp() };

const ingest = (raw: Buffer, via: 'imap' | 'webhook' = 'webhook') =>
  ingestInboundMessage(raw, via, dependencies);

interface StoredMessage {
  lead_id: number | null;
  application_id: number | null;
  kind: string;
  received_via: string;
  subject: string;
  body_text: string;
  body_html: string | null;
}

const storedMessages = () =>
  api.sql<StoredMessage>(
    `select lead_id, application_id, kind, received_via, subject, body_text, body_html
       from conversation_messages order by id`,
  );

const outboxKinds = async () =>
  (await api.sql<{ kind: string }>('select kind from mail_outbox order by id')).map(
    (row) => row.kind,
  );

/** A message sent to the lead from the drawer, for its thread and its reply token. */
async function sentToLead(leadId: number) {
  const sent = await admin.conversations.send({
    record: { kind: 'lead', id: leadId },
    subject: 'Your enquiry',
    body: 'Hello {{firstName}}',
  });
  const [row] = await api.sql<{ message_id: string; reply_token: string }>(
    `select m.message_id, l.reply_token from conversation_messages m join leads l on l.id = m.lead_id
      where m.id = ?`,
    [sent.id],
  );
  if (row === undefined) throw new Error('The sent message was not stored');
  await api.sql('delete from mail_outbox');
  return row;
}

describe('matching a received message to its conversation', () => {
  it('by the reply token in any recipient, whatever the sender', async () => {
    const leadId = await insertLead(api, { email: 'olivia@example.com' });
    const { reply_token: token } = await sentToLead(leadId);
    const outcome = await ingest(
      rawMail({
        from: 'Someone Else <assistant@other.example>',
        to: 'Sales <sales@bamboobridgeteams.com.au>',
        headers: [`Delivered-To: replies+${token}@bamboobridgeteams.com.au`],
      }),
    );
    expect(outcome).toMatchObject({
      stored: true,
      duplicate: false,
      record: { kind: 'lead', id: leadId },
      kind: 'reply',
    });
  });

  it('by In-Reply-To or References against the stored messages', async () => {
    const leadId = await insertLead(api, { email: 'olivia@example.com' });
    const { message_id: sentId } = await sentToLead(leadId);
    const byReference = await ingest(
      rawMail({
        from: 'other@other.example',
        references: `<unknown@elsewhere.example> ${sentId}`,
      }),
    );
    expect(byReference.record).toEqual({ kind: 'lead', id: leadId });
  });

  it('by the sender against the open leads and applications, the most recent first', async () => {
    await insertLead(api, {
      email: 'minh@example.com',
      is_won: true,
      stage: 'closed_won',
      probability: 100,
    });
    const openLead = await insertLead(api, {
      email: 'Minh@Example.com',
      created_at: new Date('2026-01-01T00:00:00Z'),
    });
    const application = await insertApplication(api, {
      email: 'minh@example.com',
      created_at: new Date('2026-06-01T00:00:00Z'),
    });
    expect((await ingest(rawMail({ from: 'Minh <MINH@example.com>' }))).record).toEqual({
      kind: 'application',
      id: application,
    });
    await api.sql(`update career_submissions set stage = 'hired' where id = ?`, [application]);
    expect((await ingest(rawMail({ from: 'minh@example.com' }))).record).toEqual({
      kind: 'lead',
      id: openLead,
    });
  });

  it('keeps what matches nothing as unmatched mail, and never opens a lead for it', async () => {
    const outcome = await ingest(rawMail({ from: 'stranger@example.com', subject: 'Hi there' }));
    expect(outcome).toMatchObject({ stored: true, record: null });
    expect(await api.sql('select id from leads')).toEqual([]);
    const page = await admin.conversations.unmatched({});
    expect(page.items.map((item) => [item.subject, item.fromAddress])).toEqual([
      ['Hi there', 'stranger@example.com'],
    ]);
    expect(await outboxKinds()).toEqual([]);
  });
});

describe('a reply from the person', () => {
  it('marks the record as having a reply waiting and alerts the staff, through the outbox', async () => {
    const leadId = await insertLead(api, { email: 'olivia@example.com' });
    await sentToLead(leadId);
    const wakeUp = new OutboxWakeUp();
    await ingestInboundMessage(rawMail({ text: 'Yes, Tuesday works.' }), 'imap', {
      orm: api.orm,
      wakeUp,
    });
    expect((await admin.leads.get({ id: leadId })).replyWaiting).toBe(true);
    const [alert] = await api.sql<{ kind: string; recipient: string | null; payload: unknown }>(
      'select kind, recipient, payload from mail_outbox',
    );
    expect(alert).toEqual({
      kind: 'reply-alert',
      recipient: null,
      payload: {
        recordKind: 'lead',
        recordId: leadId,
        name: 'Olivia Hart',
        email: 'olivia@example.com',
        subject: 'Re: your enquiry',
        excerpt: 'Yes, Tuesday works.',
      },
    });
    // The worker is woken at once; the next staff message answers the reply.
    await wakeUp.wait(60_000, new AbortController().signal);
    await admin.conversations.send({
      record: { kind: 'lead', id: leadId },
      subject: 'Re: Tuesday',
      body: 'See you then.',
    });
    expect((await admin.leads.get({ id: leadId })).replyWaiting).toBe(false);
  });

  it('to an application marks it too', async () => {
    const applicationId = await insertApplication(api, { email: 'minh@example.com' });
    await ingest(rawMail({ from: 'minh@example.com' }));
    expect((await admin.applications.get({ id: applicationId })).replyWaiting).toBe(true);
    expect(await outboxKinds()).toEqual(['reply-alert']);
  });
});

const automaticHeaders: [string, string[], string?][] = [
  ['an auto-reply (Auto-Submitted)', ['Auto-Submitted: auto-replied']],
  ['a mailing list (List-Id)', ['List-Id: News <news.example.com>']],
  ['bulk mail (Precedence)', ['Precedence: bulk']],
  ['an out-of-office (X-Autoreply)', ['X-Autoreply: yes']],
  ['a bounce (empty Return-Path)', ['Return-Path: <>']],
  ['a bounce (MAILER-DAEMON)', [], 'Mail Delivery System <MAILER-DAEMON@mx.example.com>'],
];

describe('mail a program wrote', () => {
  it.each(automaticHeaders)(
    '%s is kept in the conversation but alerts nobody and leaves no reply waiting',
    async (_name, headers, from) => {
      const leadId = await insertLead(api, { email: 'olivia@example.com' });
      const { message_id: sentId } = await sentToLead(leadId);
      const outcome = await ingest(
        rawMail({ headers, inReplyTo: sentId, ...(from === undefined ? {} : { from }) }),
      );
      expect(outcome).toMatchObject({ stored: true, kind: 'automatic' });
      expect((await admin.leads.get({ id: leadId })).replyWaiting).toBe(false);
      expect(await outboxKinds()).toEqual([]);
    },
  );

  it('a delivery status report (multipart/report) is automatic; Auto-Submitted: no is a person', async () => {
    const report = Buffer.from(
      [
        'From: postmaster@mx.example.com',
        'To: alerts@bamboobridgeteams.com.au',
        'Subject: Undelivered Mail Returned to Sender',
        'Message-ID: <report-1@mx.example.com>',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
        '',
        '--r',
        'Content-Type: text/plain',
        '',
        'Your message could not be delivered.',
        '--r',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.example.com',
        'Final-Recipient: rfc822; gone@example.com',
        'Action: failed',
        'Status: 5.1.1',
        '--r--',
        '',
      ].join('\r\n'),
    );
    expect((await ingest(report)).kind).toBe('automatic');
    expect((await ingest(rawMail({ headers: ['Auto-Submitted: no'] }))).kind).toBe('reply');
  });

  it('an auto-reply loop never starts: the answer to an auto-reply is no message at all', async () => {
    const leadId = await insertLead(api, { email: 'olivia@example.com' });
    const { message_id: sentId } = await sentToLead(leadId);
    // The person's auto-responder answers our message, and would answer whatever we sent back.
    for (let round = 0; round < 3; round += 1) {
      await ingest(
        rawMail({
          subject: 'Out of office: Re: Your enquiry',
          inReplyTo: sentId,
          headers: ['Auto-Submitted: auto-replied', 'X-Autoreply: yes'],
        }),
      );
    }
    expect(await api.sql('select id from mail_outbox')).toEqual([]);
    const sent = await api.sql<{ count: number }>(
      `select count(*)::int as count from conversation_messages where direction = 'sent'`,
    );
    expect(sent).toEqual([{ count: 1 }]);
  });
});

describe('the same message twice', () => {
  it('is stored once, through both doors and a re-poll, by its Message-ID', async () => {
    const message = rawMail({ messageId: '<twice@client.example>' });
    expect(await ingest(message, 'imap')).toMatchObject({ stored: true, duplicate: false });
    expect(await ingest(message, 'webhook')).toMatchObject({ stored: false, duplicate: true });
    expect(await ingest(message, 'imap')).toMatchObject({ stored: false, duplicate: true });
    expect((await storedMessages()).map((row) => row.received_via)).toEqual(['imap']);
  });

  it('is stored once when both doors deliver it at the same moment', async () => {
    await insertLead(api, { email: 'olivia@example.com' });
    const message = rawMail({ messageId: '<race@client.example>' });
    const outcomes = await Promise.all([ingest(message, 'imap'), ingest(message, 'webhook')]);
    expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.duplicate)).toHaveLength(1);
    expect(await storedMessages()).toHaveLength(1);
    expect(await outboxKinds()).toEqual(['reply-alert']);
  });

  it('is known by a hash of what its sender wrote when it has no Message-ID, whichever door brings it', async () => {
    const posted = rawMail({ messageId: null, subject: 'No id', text: 'Tuesday works.' });
    expect((await ingest(posted, 'webhook')).stored).toBe(true);
    // The mailbox's copy: headers the servers on the way added, and LF line ends.
    const fromMailbox = Buffer.from(
      [
        'Return-Path: <olivia@example.com>',
        'Delivered-To: sales@bamboobridgeteams.com.au',
        'Received: from mx.example by imap.example; Fri, 27 Nov 2026 10:00:02 +0000',
        posted.toString('latin1').replace(/\r\n/g, '\n'),
      ].join('\n'),
      'latin1',
    );
    expect((await ingest(fromMailbox, 'imap')).duplicate).toBe(true);
    // Another body from the same sender, with the same subject and date, is another message.
    expect(
      (await ingest(rawMail({ messageId: null, subject: 'No id', text: 'Wednesday works.' })))
        .stored,
    ).toBe(true);
    const rows = await api.sql<{ message_id: string }>(
      'select message_id from conversation_messages',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.message_id).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('reading the message', () => {
  it('prefers the text part, and keeps no HTML beside it', async () => {
    await ingest(rawMail({ text: 'Plain words', html: '<p>Fancy <b>words</b></p>' }));
    const [row] = await storedMessages();
    expect(row).toMatchObject({ body_text: 'Plain words', body_html: null });
  });

  it('decodes ISO-8859-1 and Shift_JIS text and encoded subjects', async () => {
    await ingest(
      rawMail({
        subject: '=?ISO-8859-1?Q?Caf=E9_cr=E8me?=',
        encodedText: {
          charset: 'ISO-8859-1',
          bytes: Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xe0]),
        },
      }),
    );
    await ingest(
      rawMail({
        subject: '=?Shift_JIS?B?grGC8YLJgr+CzQ==?=',
        encodedText: {
          charset: 'Shift_JIS',
          // こんにちは in Shift_JIS.
          bytes: Buffer.from([0x82, 0xb1, 0x82, 0xf1, 0x82, 0xc9, 0x82, 0xbf, 0x82, 0xcd]),
        },
      }),
    );
    expect((await storedMessages()).map((row) => [row.subject, row.body_text])).toEqual([
      ['Café crème', 'Café à'],
      ['こんにちは', 'こんにちは'],
    ]);
  });

  it('keeps attachments up to 10 MB a message, and says which it left out', async () => {
    const megabyte = 1024 * 1024;
    const outcome = await ingest(
      rawMail({
        text: 'The files',
        attachments: [
          {
            fileName: 'brief.pdf',
            contentType: 'application/pdf',
            content: Buffer.alloc(6 * megabyte, 1),
          },
          {
            fileName: 'plan.pdf',
            contentType: 'application/pdf',
            content: Buffer.alloc(4 * megabyte, 2),
          },
          {
            fileName: 'extra.zip',
            contentType: 'application/zip',
            content: Buffer.alloc(megabyte, 3),
          },
        ],
      }),
    );
    expect(outcome.stored).toBe(true);
    const kept = await api.sql<{ file_name: string; byte_size: number }>(
      'select file_name, byte_size from conversation_attachments order by id',
    );
    expect(kept).toEqual([
      { file_name: 'brief.pdf', byte_size: 6 * megabyte },
      { file_name: 'plan.pdf', byte_size: 4 * megabyte },
    ]);
    expect(kept.reduce((total, row) => total + row.byte_size, 0)).toBe(receivedAttachmentsMaxBytes);
    const [row] = await storedMessages();
    expect(row?.body_text).toContain('The files');
    expect(row?.body_text).toContain('[Not kept: extra.zip (1.0 MB).');
  });

  it('refuses a body that is no message at all, and stores nothing', async () => {
    await expect(ingest(Buffer.from('just some words\r\n'))).rejects.toThrow(InvalidInputError);
    await expect(ingest(Buffer.alloc(0))).rejects.toThrow(InvalidInputError);
    expect(await storedMessages()).toEqual([]);
  });

  it('refuses a sender address longer than any address the forms take', async () => {
    const longSender = `${'a'.repeat(250)}@example.com`;
    await expect(ingest(rawMail({ from: longSender }))).rejects.toThrow(InvalidInputError);
    expect(await storedMessages()).toEqual([]);
  });

  it('through the mailbox, passes over what is no message with a warning, and stores the next', async () => {
    const warnings: string[] = [];
    const logger = {
      info: () => undefined,
      warn: (_details: object, message?: string) => warnings.push(message ?? ''),
      error: () => undefined,
    };
    const fromMailbox = ingestFromMailbox(dependencies, logger);
    await fromMailbox(Buffer.from('just some words\r\n'), 'imap');
    expect(warnings).toEqual(['IMAP: a message that cannot be read as an e-mail was passed over']);
    await fromMailbox(rawMail({ from: 'someone@elsewhere.example' }), 'imap');
    expect(await storedMessages()).toMatchObject([{ received_via: 'imap' }]);
  });
});

describe('conversations.link and conversations.discard', () => {
  it('link an unmatched reply to a lead, whose reply then waits, and audit it without the content', async () => {
    const leadId = await insertLead(api, { email: 'olivia@example.com' });
    const { messageId } = await ingest(
      rawMail({ from: 'olivia@home.example', subject: 'Secret plans' }),
    );
    await expect(
      admin.conversations.link({ messageId, record: { kind: 'lead', id: leadId } }),
    ).resolves.toEqual({ success: true });
    expect((await admin.leads.get({ id: leadId })).replyWaiting).toBe(true);
    expect((await admin.conversations.unmatched({})).items).toEqual([]);
    const timeline = await admin.conversations.timeline({ kind: 'lead', id: leadId });
    expect(timeline.entries.map((entry) => entry.type)).toEqual(['message']);
    const audit = await api.sql<{
      action: string;
      record_type: string;
      record_id: number;
      details: unknown;
    }>(
      `select action, record_type, record_id, details from audit_log where action like 'conversation.%'`,
    );
    expect(audit).toEqual([
      {
        action: 'conversation.link',
        record_type: 'lead',
        record_id: leadId,
        details: { message: messageId },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Secret');
    expect(
      await refusalOf(
        admin.conversations.link({ messageId, record: { kind: 'lead', id: leadId } }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: messageAlreadyPlacedMessage });
  });

  it('discard takes it off the list, keeps it for dedupe, and is audited by the message', async () => {
    const message = rawMail({ from: 'spam@example.com' });
    const { messageId } = await ingest(message);
    await admin.conversations.discard({ messageId });
    expect((await admin.conversations.unmatched({})).items).toEqual([]);
    expect((await ingest(message)).duplicate).toBe(true);
    expect(await refusalOf(admin.conversations.discard({ messageId }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await refusalOf(admin.conversations.discard({ messageId: 999_999 }))).toMatchObject({
      code: 'NOT_FOUND',
      message: conversationMessageNotFoundMessage,
    });
    const audit = await api.sql<{ record_type: string; record_id: number }>(
      `select record_type, record_id from audit_log where action = 'conversation.discard'`,
    );
    expect(audit).toEqual([{ record_type: 'conversation_message', record_id: messageId }]);
  });

  it('the unmatched list pages newest first and suggests the open records of the sender', async () => {
    const leadId = await insertLead(api, { email: 'olivia@example.com' });
    const { record } = await ingest(rawMail({ from: 'olivia@example.com' }));
    expect(record).toEqual({ kind: 'lead', id: leadId });
    await api.sql('update conversation_messages set lead_id = null');
    for (const subject of ['First', 'Second', 'Third']) {
      await ingest(rawMail({ from: 'olivia@example.com', subject }));
      await api.sql('update conversation_messages set lead_id = null');
    }
    const first = await admin.conversations.unmatched({ limit: 2 });
    expect(first.items.map((item) => item.subject)).toEqual(['Third', 'Second']);
    expect(first.items[0]?.suggestions).toEqual([{ kind: 'lead', id: leadId }]);
    const second = await admin.conversations.unmatched({ limit: 2, cursor: first.nextCursor });
    expect(second.items.map((item) => item.subject)).toEqual(['First', 'Re: your enquiry']);
    expect(second.nextCursor).toBeNull();
  });
});
