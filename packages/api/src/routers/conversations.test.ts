import { describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { rawMail } from '@app/testing';
import {
  callWithUntypedInput,
  isoDateString,
  openAdminApi,
  refusalOf,
  testAdmin,
  testConversationSettings,
} from '../../test/api-harness.ts';
import { insertApplication } from '../../test/application-rows.ts';
import { OutboxWakeUp } from '../mail/outbox.ts';
import { ingestInboundMessage } from '../services/inbound-mail.ts';

const { api, admin } = await openAdminApi(
  'conversation_messages, leads, lead_notes, career_submissions, application_notes, mail_outbox, audit_log',
);

const ingest = (raw: Buffer) =>
  ingestInboundMessage(raw, 'imap', { orm: api.orm, wakeUp: new OutboxWakeUp() });

const leadRecord = (id: number) => ({ kind: 'lead' as const, id });

async function newLead(fields: Record<string, unknown> = {}): Promise<number> {
  return insertLead(api, {
    name: 'Olivia Jane Hart',
    email: 'olivia@example.com',
    company: 'Harbour Analytics',
    team_size: '4-7',
    ...fields,
  });
}

interface OutboxRow {
  kind: string;
  recipient: string;
  message_key: string;
  payload: Record<string, string | null>;
}

const outboxRows = () =>
  api.sql<OutboxRow>('select kind, recipient, message_key, payload from mail_outbox order by id');

describe('conversations.preview', () => {
  it('fills the merge fields from the lead: the name split, the staff member, the business', async () => {
    const leadId = await newLead();
    const preview = await admin.conversations.preview({
      record: leadRecord(leadId),
      subject: 'Re: your enquiry to {{businessName}}',
      body: 'Hello {{firstName}} {{lastName}} of {{company}},\n\nA team of **{{teamSize}}** is fine. {{position}}\n\n{{staffName}}',
    });
    expect(preview).toEqual({
      to: '"Olivia Jane Hart" <olivia@example.com>',
      from: `"${testAdmin.email}" <${testConversationSettings.from.address}>`,
      subject: 'Re: your enquiry to Bamboo Bridge Teams',
      text: `Hello Olivia Jane Hart of Harbour Analytics,\n\nA team of **4-7 developers** is fine. \n\n${testAdmin.email}\n`,
      html: expect.stringContaining(
        'A team of <strong>4-7 developers</strong> is fine.',
      ) as unknown,
      emptyFields: ['position'],
    });
    // Nothing is stored or queued by a preview.
    expect(await outboxRows()).toEqual([]);
    expect(await api.sql('select id from conversation_messages')).toEqual([]);
  });

  it('fills the position of an application, and escapes raw HTML in the Markdown', async () => {
    const applicationId = await insertApplication(api, {
      first_name: 'Minh',
      last_name: 'Tran',
      position: 'DevOps Engineer',
    });
    const preview = await admin.conversations.preview({
      record: { kind: 'application', id: applicationId },
      subject: 'Your application for {{position}}',
      body: 'Hi {{firstName}} <img src=x onerror=alert(1)> [link](javascript:alert(1))',
    });
    expect(preview.subject).toBe('Your application for DevOps Engineer');
    expect(preview.html).toContain('Hi Minh &lt;img src=x onerror=alert(1)&gt;');
    expect(preview.html).not.toMatch(/<img|href="javascript/i);
    expect(preview.emptyFields).toEqual([]);
  });

  it('answers NOT_FOUND for a record that does not exist, or an application kept as spam', async () => {
    const spam = await insertApplication(api, { spam_reason: 'honeypot' });
    for (const record of [leadRecord(999_999), { kind: 'application' as const, id: spam }]) {
      expect(
        await refusalOf(admin.conversations.preview({ record, subject: 'Hi', body: 'Hi' })),
      ).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('conversations.send', () => {
  it('stores the message and queues it in the outbox with its Message-ID, Reply-To and sender', async () => {
    const leadId = await newLead();
    const sent = await admin.conversations.send({
      record: leadRecord(leadId),
      subject: 'Quote for {{company}}',
      body: 'Hello {{firstName}}',
    });
    expect(sent).toEqual({
      id: sent.id,
      subject: 'Quote for Harbour Analytics',
      text: 'Hello Olivia\n',
      html: expect.stringContaining('<p>Hello Olivia</p>') as unknown,
      hasRemoteImages: false,
      attachments: [],
      at: isoDateString,
      direction: 'sent',
      to: 'olivia@example.com',
      staffName: testAdmin.email,
      status: 'waiting',
      deliveryError: null,
    });
    const [row] = await outboxRows();
    const [stored] = await api.sql<{ message_id: string; outbox_message_id: number }>(
      'select message_id, outbox_message_id from conversation_messages',
    );
    const [lead] = await api.sql<{ reply_token: string }>('select reply_token from leads');
    expect(lead?.reply_token).toMatch(/^[0-9a-f]{32}$/);
    expect(row).toEqual({
      kind: 'conversation-message',
      recipient: 'olivia@example.com',
      message_key: expect.any(String) as unknown,
      payload: {
        name: 'Olivia Jane Hart',
        email: 'olivia@example.com',
        subject: 'Quote for Harbour Analytics',
        text: 'Hello Olivia\n',
        html: expect.stringContaining('Hello Olivia') as unknown,
        messageId: `<${row?.message_key}@bamboobridgeteams.com.au>`,
        fromName: testAdmin.email,
        replyTo: `replies+${lead?.reply_token}@bamboobridgeteams.com.au`,
        inReplyTo: null,
        references: null,
      },
    });
    expect(stored?.message_id).toBe(row?.payload.messageId);
  });

  it('keeps one reply token per conversation, and answers the last reply with the thread headers', async () => {
    const leadId = await newLead();
    await admin.conversations.send({ record: leadRecord(leadId), subject: 'One', body: 'First' });
    const [first] = await outboxRows();
    await ingest(
      rawMail({
        messageId: '<reply-1@client.example>',
        references: `<older@client.example> ${first?.payload.messageId}`,
      }),
    );
    await admin.conversations.send({ record: leadRecord(leadId), subject: 'Two', body: 'Second' });
    const rows = await outboxRows();
    const second = rows.find((row) => row.kind === 'conversation-message' && row !== rows[0]);
    expect(second?.payload).toMatchObject({
      replyTo: first?.payload.replyTo,
      inReplyTo: '<reply-1@client.example>',
      references: `<older@client.example> ${first?.payload.messageId} <reply-1@client.example>`,
    });
  });

  it('is the lead’s first reply when nothing answered it before, and later ones keep that time', async () => {
    const leadId = await newLead();
    expect((await admin.leads.get({ id: leadId })).firstReplyAt).toBeNull();
    await admin.conversations.send({ record: leadRecord(leadId), subject: 'Hi', body: 'Hi' });
    const firstReplyAt = (await admin.leads.get({ id: leadId })).firstReplyAt;
    expect(firstReplyAt).toEqual(isoDateString);
    await admin.conversations.send({ record: leadRecord(leadId), subject: 'Again', body: 'Hi' });
    expect((await admin.leads.get({ id: leadId })).firstReplyAt).toBe(firstReplyAt);
  });

  it('audits the send by the record and the message, never its words', async () => {
    const leadId = await newLead();
    const sent = await admin.conversations.send({
      record: leadRecord(leadId),
      subject: 'Confidential pricing',
      body: 'The price is 42',
    });
    const audit = await api.sql<Record<string, unknown>>(
      'select action, record_type, record_id, details from audit_log order by id',
    );
    expect(audit.filter((row) => row.action === 'conversation.send')).toEqual([
      {
        action: 'conversation.send',
        record_type: 'lead',
        record_id: leadId,
        details: { message: sent.id },
      },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Confidential|42|olivia/);
  });

  it('refuses a subject on two lines and an empty body, and sends nothing', async () => {
    const leadId = await newLead();
    expect(
      await refusalOf(
        admin.conversations.send({
          record: leadRecord(leadId),
          subject: 'A\nBcc: x@y.z',
          body: 'Hi',
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      await refusalOf(
        callWithUntypedInput(admin.conversations.send, {
          record: leadRecord(leadId),
          subject: 'Hi',
          body: '  ',
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await outboxRows()).toEqual([]);
  });
});

describe('conversations.timeline', () => {
  it('names the staff by their display name where they set one, by username before', async () => {
    const leadId = await newLead();
    await admin.conversations.send({ record: leadRecord(leadId), subject: 'Before', body: 'a' });
    await admin.admins.changeName({ displayName: 'Sam Staff' });
    try {
      await admin.conversations.send({ record: leadRecord(leadId), subject: 'After', body: 'b' });
      await admin.leads.move({ id: leadId, stage: 'contacted' });

      const timeline = await admin.conversations.timeline(leadRecord(leadId));
      expect(
        timeline.entries.map((entry) =>
          entry.type === 'message' && entry.message.direction === 'sent'
            ? entry.message.staffName
            : entry.type === 'stage'
              ? entry.staffName
              : entry.type,
        ),
      ).toEqual([testAdmin.email, 'Sam Staff', 'Sam Staff']);
    } finally {
      await admin.admins.changeName({ displayName: null });
    }
  });

  it('holds messages both ways, notes and stage changes in order, with who moved the lead', async () => {
    const leadId = await newLead();
    await admin.notes.add({ leadId, note: 'Called, left a message' });
    await admin.conversations.send({ record: leadRecord(leadId), subject: 'Hi', body: 'Hello' });
    await ingest(rawMail({ subject: 'Re: Hi', text: 'Thanks!' }));
    await admin.leads.move({ id: leadId, stage: 'contacted' });
    await admin.leads.markWon({ id: leadId, value: 12_000 });

    const timeline = await admin.conversations.timeline(leadRecord(leadId));
    expect(timeline.record).toEqual(leadRecord(leadId));
    expect(timeline.replyWaiting).toBe(true);
    expect(
      timeline.entries.map((entry) => {
        if (entry.type === 'message')
          return [entry.type, entry.message.direction, entry.message.subject];
        if (entry.type === 'note') return [entry.type, entry.note];
        return [entry.type, entry.stage, entry.staffName];
      }),
    ).toEqual([
      ['note', 'Called, left a message'],
      ['message', 'sent', 'Hi'],
      ['message', 'received', 'Re: Hi'],
      ['stage', 'Contacted', testAdmin.email],
      ['stage', 'Won', testAdmin.email],
    ]);
    const received = timeline.entries[2];
    expect(received?.type === 'message' ? received.message : undefined).toMatchObject({
      direction: 'received',
      fromName: 'Olivia Hart',
      fromAddress: 'olivia@example.com',
      kind: 'reply',
      text: 'Thanks!',
      html: null,
    });
  });

  it('shows a delivery failure on the sent message', async () => {
    const leadId = await newLead();
    const sent = await admin.conversations.send({
      record: leadRecord(leadId),
      subject: 'Hi',
      body: 'Hi',
    });
    await api.sql(
      `update mail_outbox set status = 'failed', last_error = 'SMTP server unreachable'`,
    );
    const timeline = await admin.conversations.timeline(leadRecord(leadId));
    expect(timeline.entries).toEqual([
      {
        type: 'message',
        at: sent.at,
        message: { ...sent, status: 'failed', deliveryError: 'SMTP server unreachable' },
      },
    ]);
  });

  it('answers NOT_FOUND for a record that does not exist', async () => {
    expect(await refusalOf(admin.conversations.timeline(leadRecord(999_999)))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Lead not found',
    });
    expect(
      await refusalOf(admin.conversations.timeline({ kind: 'application', id: 999_999 })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Application not found' });
  });

  it('an application’s timeline has its stage changes by their board names', async () => {
    const applicationId = await insertApplication(api);
    await admin.applications.move({ id: applicationId, stage: 'culture_fit' });
    await admin.applications.hire({ id: applicationId });
    const timeline = await admin.conversations.timeline({ kind: 'application', id: applicationId });
    expect(
      timeline.entries.map((entry) => (entry.type === 'stage' ? entry.stage : entry.type)),
    ).toEqual(['Culture Fit', 'Welcome Aboard']);
  });

  it('keeps with each stage change the note written with it, a decision’s reason included', async () => {
    const applicationId = await insertApplication(api);
    await admin.applications.reject({ id: applicationId, reason: 'Chose a candidate with Go' });
    const timeline = await admin.conversations.timeline({ kind: 'application', id: applicationId });
    expect(timeline.entries).toEqual([
      expect.objectContaining({
        type: 'stage',
        note: 'Application marked as NOT SELECTED. Reason: Chose a candidate with Go',
      }),
    ]);
  });
});
