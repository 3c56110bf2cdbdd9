import { describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import {
  type PrivacyCounts,
  privacyDataChangedMessage,
  privacyNothingToEraseMessage,
} from '@app/domain';
import { openAdminApi, refusalOf } from '../../test/api-harness.ts';
import { insertApplication } from '../../test/application-rows.ts';
import { DatabaseFileStore } from '../files/file-store.ts';

const { api, admin } = await openAdminApi(
  'contact_submissions, career_submissions, application_notes, leads, lead_notes, mail_outbox, stored_files, audit_log',
);

const person = 'olivia.hart@example.com';
const stranger = 'minh.tran@example.com';
const cvBytes = new TextEncoder().encode('%PDF-1.7 Olivia Hart, engineering manager');

async function insertSubmission(email: string, message: string): Promise<number> {
  const [row] = await api.sql<{ id: number }>(
    `insert into contact_submissions (name, email, contact, company, message)
     values ('Olivia Hart', ?, '+61 2 5550 4821', 'Harbour Analytics', ?) returning id`,
    [email, message],
  );
  if (row === undefined) throw new Error('The submission was not stored');
  return row.id;
}

async function insertMail(recipient: string | null, payloadEmail: string): Promise<void> {
  await api.sql(
    `insert into mail_outbox (kind, recipient, payload, status) values (?, ?, ?::jsonb, 'sent')`,
    [
      recipient === null ? 'lead-alert' : 'lead-acknowledgement',
      recipient,
      JSON.stringify({ name: 'Olivia Hart', email: payloadEmail }),
    ],
  );
}

/** A stored e-mail of a conversation; `personAddress` is kept lower-cased, as the services do. */
async function insertConversationMessage(fields: {
  direction: 'sent' | 'received';
  personAddress: string;
  leadId?: number;
  subject: string;
}): Promise<number> {
  const received = fields.direction === 'received';
  const [row] = await api.sql<{ id: number }>(
    `insert into conversation_messages
       (lead_id, direction, message_id, from_address, to_address, person_address, subject,
        body_text, kind, received_via)
     values (?, ?, ?, ?, ?, ?, ?, 'Hello', ?, ?) returning id`,
    [
      fields.leadId ?? null,
      fields.direction,
      `<${fields.subject.replaceAll(' ', '.')}@example.com>`,
      received ? fields.personAddress : 'alerts@bamboobridgeteams.com.au',
      received ? 'sales@bamboobridgeteams.com.au' : fields.personAddress,
      fields.personAddress,
      fields.subject,
      received ? 'reply' : null,
      received ? 'webhook' : null,
    ],
  );
  if (row === undefined) throw new Error('The message was not stored');
  return row.id;
}

/**
 * The person's conversation: a message to their lead, their reply with an attachment, an answer
 * from another address that its thread placed in the lead's conversation, and a message of theirs
 * that matched nothing; beside a stranger's unmatched message.
 */
async function seedConversation(leadId: number): Promise<void> {
  await insertConversationMessage({
    direction: 'sent',
    personAddress: person,
    leadId,
    subject: 'Quote',
  });
  const reply = await insertConversationMessage({
    direction: 'received',
    personAddress: person,
    leadId,
    subject: 'Re Quote',
  });
  await api.sql(
    `insert into conversation_attachments (conversation_message_id, file_name, content_type, byte_size, content)
     values (?, 'brief.pdf', 'application/pdf', 4, '\\x25504446')`,
    [reply],
  );
  await insertConversationMessage({
    direction: 'received',
    personAddress: 'olivia@home.example',
    leadId,
    subject: 'Re Quote from home',
  });
  await insertConversationMessage({
    direction: 'received',
    personAddress: person,
    subject: 'Hello again',
  });
  await insertConversationMessage({
    direction: 'received',
    personAddress: stranger,
    subject: 'Other',
  });
}

/**
 * The person's data in every table, under addresses of mixed case, beside a stranger's: a
 * consultation request with its lead and a note, a spam request, an application with a CV and a
 * note, a staff alert and an acknowledgement, and the e-mails of their conversation.
 */
async function seedPerson() {
  const submissionId = await insertSubmission('Olivia.Hart@Example.com', 'Two React engineers');
  await insertSubmission(person, 'Buy cheap pills');
  await api.sql(`update contact_submissions set spam_reason = 'honeypot' where message = ?`, [
    'Buy cheap pills',
  ]);
  const leadId = await insertLead(api, { email: 'OLIVIA.HART@example.com' });
  await api.sql(`insert into lead_notes (lead_id, note) values (?, 'Called, wants a quote')`, [
    leadId,
  ]);
  const applicationId = await insertApplication(api, {
    first_name: 'Olivia',
    last_name: 'Hart',
    email: 'olivia.hart@EXAMPLE.com',
  });
  await api.sql(`insert into application_notes (application_id, note) values (?, 'Strong CV')`, [
    applicationId,
  ]);
  const { key, byteSize } = await new DatabaseFileStore().write(api.em(), [cvBytes]);
  await api.sql(
    `update career_submissions set cv_key = ?, cv_file_name = 'Olivia-Hart-CV.pdf',
            cv_content_type = 'application/pdf', cv_byte_size = ? where id = ?`,
    [key, byteSize, applicationId],
  );
  await insertMail(null, 'Olivia.Hart@example.com');
  await insertMail(person, person);

  await insertSubmission(stranger, 'Not hers');
  const strangerLead = await insertLead(api, { email: stranger });
  await api.sql(`insert into lead_notes (lead_id, note) values (?, 'Someone else')`, [
    strangerLead,
  ]);
  await insertApplication(api, { email: stranger });
  await insertMail(stranger, stranger);
  await seedConversation(leadId);
  return { submissionId, leadId, applicationId, cvKey: key };
}

const personCounts: PrivacyCounts = {
  contactSubmissions: 2,
  leads: 1,
  leadNotes: 1,
  applications: 1,
  applicationNotes: 1,
  cvs: 1,
  mailMessages: 2,
  conversationMessages: 4,
  messageAttachments: 1,
};

type TableCounts = Record<
  | 'contact_submissions'
  | 'leads'
  | 'lead_notes'
  | 'applications'
  | 'application_notes'
  | 'files'
  | 'file_chunks'
  | 'mail'
  | 'conversation_messages'
  | 'attachments',
  number
>;

async function tableCounts(): Promise<TableCounts> {
  const [row] = await api.sql<TableCounts>(
    `select (select count(*)::int from contact_submissions) as contact_submissions,
            (select count(*)::int from leads) as leads,
            (select count(*)::int from lead_notes) as lead_notes,
            (select count(*)::int from career_submissions) as applications,
            (select count(*)::int from application_notes) as application_notes,
            (select count(*)::int from stored_files) as files,
            (select count(*)::int from stored_file_chunks) as file_chunks,
            (select count(*)::int from mail_outbox) as mail,
            (select count(*)::int from conversation_messages) as conversation_messages,
            (select count(*)::int from conversation_attachments) as attachments`,
  );
  if (row === undefined) throw new Error('The counts answered no row');
  return row;
}

async function auditRows() {
  return api.sql<{ action: string; admin_username: string | null; details: unknown; ip: string }>(
    'select action, admin_username, details, ip from audit_log order by id',
  );
}

describe('privacy.search', () => {
  it('finds everything held under the address whatever its case, and nothing of anyone else', async () => {
    const seeded = await seedPerson();
    const found = await admin.privacy.search({ email: '  Olivia.HART@example.COM ' });
    expect(found.email).toBe(person);
    expect(found.counts).toEqual(personCounts);
    expect(found.contactSubmissions.map((row) => [row.message, row.spamReason])).toEqual([
      ['Two React engineers', null],
      ['Buy cheap pills', 'honeypot'],
    ]);
    expect(found.leads).toEqual([
      expect.objectContaining({
        id: seeded.leadId,
        email: 'OLIVIA.HART@example.com',
        notes: [expect.objectContaining({ note: 'Called, wants a quote' })],
      }),
    ]);
    expect(found.applications).toEqual([
      expect.objectContaining({
        id: seeded.applicationId,
        cv: {
          fileName: 'Olivia-Hart-CV.pdf',
          contentType: 'application/pdf',
          byteSize: cvBytes.length,
        },
        notes: [expect.objectContaining({ note: 'Strong CV' })],
      }),
    ]);
    expect(found.applications[0]).not.toHaveProperty('cvKey');
    expect(found.mailMessages.map((row) => [row.kind, row.recipient])).toEqual([
      ['lead-alert', null],
      ['lead-acknowledgement', person],
    ]);
    expect(
      found.conversationMessages.map((row) => [row.direction, row.subject, row.leadId]),
    ).toEqual([
      ['sent', 'Quote', seeded.leadId],
      ['received', 'Re Quote', seeded.leadId],
      ['received', 'Re Quote from home', seeded.leadId],
      ['received', 'Hello again', null],
    ]);
    expect(found.conversationMessages[1]?.attachments).toEqual([
      {
        id: expect.any(Number) as unknown,
        fileName: 'brief.pdf',
        contentType: 'application/pdf',
        byteSize: 4,
      },
    ]);
    expect(JSON.stringify(found)).not.toContain(stranger);
  });

  it('answers empty lists for an address nobody used', async () => {
    await seedPerson();
    const found = await admin.privacy.search({ email: 'nobody@example.com' });
    expect(found.counts).toEqual({
      contactSubmissions: 0,
      leads: 0,
      leadNotes: 0,
      applications: 0,
      applicationNotes: 0,
      cvs: 0,
      mailMessages: 0,
      conversationMessages: 0,
      messageAttachments: 0,
    });
  });

  it('audits the search with the counts and never the address', async () => {
    await seedPerson();
    await admin.privacy.search({ email: person });
    const rows = await auditRows();
    expect(rows).toEqual([
      {
        action: 'privacy.search',
        admin_username: 'owner@bamboobridgeteams.com.au',
        details: { ...personCounts },
        ip: '198.51.100.10',
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('olivia');
  });

  it('refuses a blank address', async () => {
    expect(await refusalOf(admin.privacy.search({ email: '  ' }))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: 'Enter an e-mail address',
    });
  });
});

describe('privacy.export', () => {
  it('holds everything the search shows, and only that person’s data', async () => {
    await seedPerson();
    const search = await admin.privacy.search({ email: person });
    const { exportedAt, ...exported } = await admin.privacy.export({ email: person });
    expect(exported).toEqual(search);
    expect(Date.parse(exportedAt)).not.toBeNaN();
    expect(exported.applications[0]?.cv).toEqual({
      fileName: 'Olivia-Hart-CV.pdf',
      contentType: 'application/pdf',
      byteSize: cvBytes.length,
    });
    expect(JSON.stringify(exported)).not.toContain(stranger);
    expect((await auditRows()).map((row) => [row.action, row.details])).toEqual([
      ['privacy.search', { ...personCounts }],
      ['privacy.export', { ...personCounts }],
    ]);
  });

  it('holds no CV’s bytes, so its size does not grow with the CVs: each is a download of its own', async () => {
    const files = new DatabaseFileStore();
    for (const name of ['first', 'second']) {
      const applicationId = await insertApplication(api, { email: person });
      const { key, byteSize } = await files.write(api.em(), [new Uint8Array(2_000_000).fill(65)]);
      await api.sql(
        `update career_submissions set cv_key = ?, cv_file_name = ?,
                cv_content_type = 'application/pdf', cv_byte_size = ? where id = ?`,
        [key, `${name}.pdf`, byteSize, applicationId],
      );
    }
    const exported = await admin.privacy.export({ email: person });
    expect(exported.counts.cvs).toBe(2);
    expect(JSON.stringify(exported).length).toBeLessThan(10_000);
  });
});

describe('privacy.erase', () => {
  it('deletes everything of the person in every table, the CV included, and nothing else', async () => {
    await seedPerson();
    const before = await tableCounts();
    await expect(
      admin.privacy.erase({ email: 'Olivia.Hart@Example.com', expected: personCounts }),
    ).resolves.toEqual({ erased: personCounts });
    expect(await tableCounts()).toEqual({
      contact_submissions: before.contact_submissions - 2,
      leads: before.leads - 1,
      lead_notes: before.lead_notes - 1,
      applications: before.applications - 1,
      application_notes: before.application_notes - 1,
      files: before.files - 1,
      file_chunks: before.file_chunks - 1,
      mail: before.mail - 2,
      conversation_messages: before.conversation_messages - 4,
      attachments: before.attachments - 1,
    });
    const again = await admin.privacy.search({ email: person });
    expect(Object.values(again.counts).every((count) => count === 0)).toBe(true);
    const stranger_ = await admin.privacy.search({ email: stranger });
    expect(stranger_.counts).toMatchObject({ contactSubmissions: 1, leads: 1, applications: 1 });
  });

  it('keeps an audit row with the counts, which survives the erasure and names nobody', async () => {
    await seedPerson();
    await admin.privacy.erase({ email: person, expected: personCounts });
    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.details])).toEqual([
      ['privacy.erase', { ...personCounts }],
    ]);
    expect(JSON.stringify(rows)).not.toContain('olivia');
  });

  it('refuses and erases nothing when the data changed since the confirmation', async () => {
    await seedPerson();
    await insertSubmission(person, 'One more request');
    expect(await refusalOf(admin.privacy.erase({ email: person, expected: personCounts }))).toEqual(
      {
        code: 'CONFLICT',
        httpStatus: 409,
        message: privacyDataChangedMessage,
      },
    );
    expect((await admin.privacy.search({ email: person })).counts).toEqual({
      ...personCounts,
      contactSubmissions: 3,
    });
    expect((await auditRows()).map((row) => row.action)).toEqual(['privacy.search']);
  });

  it('refuses to erase what nobody confirmed', async () => {
    const nothing = { ...personCounts, contactSubmissions: 0, leads: 0, leadNotes: 0 };
    const zero = Object.fromEntries(Object.keys(nothing).map((kind) => [kind, 0])) as PrivacyCounts;
    expect(await refusalOf(admin.privacy.erase({ email: person, expected: zero }))).toEqual({
      code: 'CONFLICT',
      httpStatus: 409,
      message: privacyNothingToEraseMessage,
    });
  });
});

describe('leads.remove', () => {
  it('keeps the lead’s contact submissions by default, as the spec has it', async () => {
    const { leadId } = await seedPerson();
    await expect(admin.leads.remove({ id: leadId })).resolves.toEqual({
      id: leadId,
      removedSubmissions: 0,
    });
    expect((await admin.privacy.search({ email: person })).counts.contactSubmissions).toBe(2);
  });

  it('deletes the lead’s enquiries too when asked, and audits each one', async () => {
    const { leadId, submissionId } = await seedPerson();
    await expect(admin.leads.remove({ id: leadId, withSubmissions: true })).resolves.toEqual({
      id: leadId,
      removedSubmissions: 1,
    });
    const left = await admin.privacy.search({ email: person });
    // The spam request was never the lead's enquiry: it stays for the spam list.
    expect(left.contactSubmissions.map((row) => row.message)).toEqual(['Buy cheap pills']);
    expect(left.leads).toEqual([]);
    const [removal] = await api.sql<{ record_type: string; record_id: number }>(
      `select record_type, record_id from audit_log where action = 'contact_submission.remove'`,
    );
    expect(removal).toEqual({ record_type: 'contact_submission', record_id: submissionId });
  });
});

describe('applications.remove', () => {
  it('deletes the application with its notes and its CV file', async () => {
    const { applicationId } = await seedPerson();
    const before = await tableCounts();
    await admin.applications.remove({ id: applicationId });
    expect(await tableCounts()).toMatchObject({
      applications: before.applications - 1,
      application_notes: before.application_notes - 1,
      files: before.files - 1,
      file_chunks: before.file_chunks - 1,
    });
  });
});
