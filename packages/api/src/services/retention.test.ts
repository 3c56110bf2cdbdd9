import { describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { openAdminApi } from '../../test/api-harness.ts';
import { insertApplication } from '../../test/application-rows.ts';
import { DatabaseFileStore } from '../files/file-store.ts';
import {
  monthsBefore,
  RetentionScheduler,
  type RetentionSettings,
  retentionPreview,
  runRetention,
} from './retention.ts';

const { api, admin } = await openAdminApi(
  'contact_submissions, career_submissions, application_notes, leads, lead_notes, mail_outbox, stored_files, audit_log, scheduled_job_runs, login_attempts',
);

const files = new DatabaseFileStore();
const settings: RetentionSettings = { months: 24, retainWonLeads: false };

/** The fake clock: every run and preview below is told this is "now". */
const now = new Date('2027-06-15T03:00:00.000Z');
const old = new Date('2025-05-01T00:00:00.000Z');
const recent = new Date('2026-01-01T00:00:00.000Z');

async function insertSubmission(email: string, createdAt: Date): Promise<void> {
  await api.sql(
    `insert into contact_submissions (name, email, contact, created_at)
     values ('Olivia Hart', ?, '+61 2 5550 4821', ?)`,
    [email, createdAt],
  );
}

async function oldLead(email: string, fields: Record<string, unknown> = {}): Promise<number> {
  return insertLead(api, { email, created_at: old, updated_at: old, ...fields });
}

async function emails(table: string): Promise<string[]> {
  const rows = await api.sql<{ email: string }>(`select email from ${table} order by email`);
  return rows.map((row) => row.email);
}

/**
 * Old and recent records of every kind: what has had no activity for 24 months, and what has
 * (a recent note, a recent enquiry, a recent stage move).
 */
async function seed() {
  await insertSubmission('gone@example.com', old);
  await oldLead('gone@example.com');
  const goneNoteLead = await oldLead('gone.noted@example.com');
  await api.sql(`insert into lead_notes (lead_id, note, created_at) values (?, 'old', ?)`, [
    goneNoteLead,
    old,
  ]);
  // An old enquiry of a lead that is still active stays with it.
  await insertSubmission('active@example.com', old);
  const activeLead = await oldLead('active@example.com');
  await api.sql(`insert into lead_notes (lead_id, note, created_at) values (?, 'recent', ?)`, [
    activeLead,
    recent,
  ]);
  await oldLead('enquired.again@example.com', { last_enquiry_at: recent });
  await oldLead('won@example.com', { is_won: true, stage: 'won', probability: 100 });
  // A submission whose lead was deleted long ago.
  await insertSubmission('orphan@example.com', old);
  await insertSubmission('fresh@example.com', recent);

  const oldApplication = await insertApplication(api, {
    email: 'old.applicant@example.com',
    created_at: old,
    updated_at: old,
  });
  await api.sql(
    `insert into application_notes (application_id, note, created_at) values (?, 'x', ?)`,
    [oldApplication, old],
  );
  const cv = await files.write(api.em(), [new TextEncoder().encode('%PDF old')]);
  await api.sql(
    `update career_submissions set cv_key = ?, cv_file_name = 'cv.pdf',
            cv_content_type = 'application/pdf', cv_byte_size = ? where id = ?`,
    [cv.key, cv.byteSize, oldApplication],
  );
  const notedApplication = await insertApplication(api, {
    email: 'noted.applicant@example.com',
    created_at: old,
    updated_at: old,
  });
  await api.sql(
    `insert into application_notes (application_id, note, created_at) values (?, 'y', ?)`,
    [notedApplication, recent],
  );
  await insertApplication(api, {
    email: 'moved.applicant@example.com',
    created_at: old,
    updated_at: recent,
  });

  await api.sql(
    `insert into mail_outbox (kind, recipient, payload, status, created_at)
     values ('lead-alert', null, '{"email": "gone@example.com"}', 'sent', ?),
            ('lead-alert', null, '{"email": "fresh@example.com"}', 'sent', ?)`,
    [old, recent],
  );
  await api.sql(
    `insert into login_attempts (username, ip, succeeded, created_at)
     values ('someone@example.com', '203.0.113.9', false, ?),
            ('someone@example.com', '203.0.113.9', false, ?),
            ('someone@example.com', '203.0.113.9', true, ?),
            ('someone@example.com', '203.0.113.9', true, ?)`,
    [
      new Date(now.getTime() - 25 * 3_600_000),
      new Date(now.getTime() - 23 * 3_600_000),
      new Date(now.getTime() - 91 * 24 * 3_600_000),
      new Date(now.getTime() - 89 * 24 * 3_600_000),
    ],
  );
}

const expectedErasure = {
  contactSubmissions: 2,
  leads: 3,
  leadNotes: 1,
  applications: 1,
  applicationNotes: 1,
  cvs: 1,
  mailMessages: 1,
  conversationMessages: 0,
  messageAttachments: 0,
  loginAttempts: 2,
};

describe('monthsBefore', () => {
  it('goes back calendar months in UTC, ending a shorter month on its last day', () => {
    expect(monthsBefore(new Date('2027-06-15T03:00:00Z'), 24).toISOString()).toBe(
      '2025-06-15T03:00:00.000Z',
    );
    expect(monthsBefore(new Date('2027-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
  });
});

describe('runRetention', () => {
  it('erases what had no activity for RETENTION_MONTHS, with notes and CVs, and keeps the rest', async () => {
    await seed();
    await expect(runRetention({ em: api.em(), files, settings, now })).resolves.toEqual(
      expectedErasure,
    );
    expect(await emails('leads')).toEqual(['active@example.com', 'enquired.again@example.com']);
    expect(await emails('contact_submissions')).toEqual([
      'active@example.com',
      'fresh@example.com',
    ]);
    expect(await emails('career_submissions')).toEqual([
      'moved.applicant@example.com',
      'noted.applicant@example.com',
    ]);
    const [left] = await api.sql<Record<string, number>>(
      `select (select count(*)::int from stored_files) as files,
              (select count(*)::int from lead_notes) as lead_notes,
              (select count(*)::int from application_notes) as application_notes,
              (select count(*)::int from mail_outbox) as mail,
              (select count(*)::int from login_attempts) as attempts`,
    );
    expect(left).toEqual({ files: 0, lead_notes: 1, application_notes: 1, mail: 1, attempts: 2 });
  });

  it('keeps won leads, and their enquiries, when RETAIN_WON_LEADS is true', async () => {
    await seed();
    await insertSubmission('won@example.com', old);
    const erased = await runRetention({
      em: api.em(),
      files,
      settings: { months: 24, retainWonLeads: true },
      now,
    });
    expect(erased).toMatchObject({ leads: 2, contactSubmissions: 2 });
    expect(await emails('leads')).toContain('won@example.com');
    expect(await emails('contact_submissions')).toContain('won@example.com');
  });

  it('records the run and one audit row by nobody, with the counts; runs once a day', async () => {
    await seed();
    await runRetention({ em: api.em(), files, settings, now });
    const audit = await api.sql<{ admin_id: number | null; action: string; details: unknown }>(
      'select admin_id, action, details from audit_log',
    );
    expect(audit).toEqual([
      {
        admin_id: null,
        action: 'retention.run',
        details: { ...expectedErasure, months: 24, retainWonLeads: false },
      },
    ]);
    const later = new Date(now.getTime() + 23 * 3_600_000);
    await expect(runRetention({ em: api.em(), files, settings, now: later })).resolves.toBeNull();
    const nextDay = new Date(now.getTime() + 24 * 3_600_000);
    await expect(
      runRetention({ em: api.em(), files, settings, now: nextDay }),
    ).resolves.toMatchObject({ leads: 0 });
    expect(await api.sql('select job from scheduled_job_runs')).toEqual([{ job: 'retention' }]);
  });

  it('runs once when two instances check at the same time', async () => {
    await seed();
    const instances = [api.em(), api.em()].map((em) => runRetention({ em, files, settings, now }));
    const results = await Promise.all(instances);
    expect(results.filter((result) => result !== null)).toEqual([expectedErasure]);
    const runs = await api.sql<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'retention.run'`,
    );
    expect(runs).toEqual([{ count: 1 }]);
  });

  it('leaves the job to the instance holding its lock', async () => {
    await seed();
    const holder = api.em();
    await holder.transactional(async (transaction) => {
      await transaction.execute(
        "select pg_advisory_xact_lock(hashtextextended('scheduled-job:retention', 0))",
      );
      await expect(runRetention({ em: api.em(), files, settings, now })).resolves.toBeNull();
    });
    expect(await emails('leads')).toHaveLength(5);
  });
});

async function insertReceivedMessage(fields: {
  leadId?: number;
  subject: string;
  createdAt: Date;
}): Promise<number> {
  const [row] = await api.sql<{ id: number }>(
    `insert into conversation_messages
       (lead_id, direction, message_id, from_address, to_address, person_address, subject,
        body_text, kind, received_via, created_at)
     values (?, 'received', ?, 'olivia@example.com', 'sales@example.com', 'olivia@example.com', ?,
             'Hello', 'reply', 'imap', ?)
     returning id`,
    [
      fields.leadId ?? null,
      `<${fields.subject.replaceAll(' ', '.')}@example.com>`,
      fields.subject,
      fields.createdAt,
    ],
  );
  if (row === undefined) throw new Error('The message was not stored');
  return row.id;
}

describe('e-mails of conversations', () => {
  it('go with the records that go, attachments included, and unmatched ones by their age; a recent e-mail keeps its lead', async () => {
    const goneLead = await oldLead('gone@example.com');
    const talkingLead = await oldLead('talking@example.com');
    const goneMessage = await insertReceivedMessage({
      leadId: goneLead,
      subject: 'Old reply',
      createdAt: old,
    });
    await api.sql(
      `insert into conversation_attachments (conversation_message_id, file_name, content_type, byte_size, content)
       values (?, 'brief.pdf', 'application/pdf', 1, '\\x25')`,
      [goneMessage],
    );
    await insertReceivedMessage({
      leadId: talkingLead,
      subject: 'Recent reply',
      createdAt: recent,
    });
    await insertReceivedMessage({ subject: 'Old unmatched', createdAt: old });
    await insertReceivedMessage({ subject: 'Recent unmatched', createdAt: recent });

    const preview = await retentionPreview({ em: api.em(), settings, now });
    expect(preview.counts).toMatchObject({
      leads: 1,
      conversationMessages: 2,
      messageAttachments: 1,
    });
    await expect(runRetention({ em: api.em(), files, settings, now })).resolves.toMatchObject({
      leads: 1,
      conversationMessages: 2,
      messageAttachments: 1,
    });
    expect(await emails('leads')).toEqual(['talking@example.com']);
    const left = await api.sql<{ subject: string }>(
      'select subject from conversation_messages order by subject',
    );
    expect(left.map((row) => row.subject)).toEqual(['Recent reply', 'Recent unmatched']);
    expect(await api.sql('select id from conversation_attachments')).toEqual([]);
  });
});

describe('RetentionScheduler', () => {
  it('runs the job when started and stops cleanly', async () => {
    await seed();
    const logged: object[] = [];
    const scheduler = new RetentionScheduler({
      em: () => api.em(),
      files,
      settings,
      logger: {
        info: (details) => logged.push(details),
        warn: () => undefined,
        error: () => undefined,
      },
      now: () => now,
    });
    scheduler.start();
    await scheduler.stop();
    expect(logged).toEqual([{ erased: expectedErasure }]);
  });
});

describe('privacy.retentionPreview', () => {
  it('answers what the next run would erase, its cut-off and that it is due, before any run', async () => {
    await seed();
    const preview = await retentionPreview({ em: api.em(), settings, now });
    expect(preview).toEqual({
      months: 24,
      retainWonLeads: false,
      cutoff: '2025-06-15T03:00:00.000Z',
      nextRunAt: null,
      counts: expectedErasure,
      lastRun: null,
    });
  });

  it('names the next run a day after the last one, and the last run’s counts', async () => {
    await seed();
    await runRetention({ em: api.em(), files, settings, now });
    const preview = await retentionPreview({ em: api.em(), settings, now });
    expect(preview).toMatchObject({
      nextRunAt: '2027-06-16T03:00:00.000Z',
      cutoff: '2025-06-16T03:00:00.000Z',
      lastRun: { at: now.toISOString(), erased: expectedErasure },
    });
  });

  it('is open to a logged-in admin through the router, with the configured settings', async () => {
    const preview = await admin.privacy.retentionPreview();
    expect(preview).toMatchObject({ months: 24, retainWonLeads: false, lastRun: null });
  });
});
