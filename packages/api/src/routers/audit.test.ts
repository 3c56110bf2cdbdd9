import { describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import {
  adminLoginInput,
  callWithUntypedInput,
  isoDateString,
  openAdminApi,
  refusalOf,
} from '../../test/api-harness.ts';
import { insertApplication } from '../../test/application-rows.ts';

const { api, admin } = await openAdminApi(
  'audit_log, leads, lead_notes, career_submissions, application_notes, mail_outbox',
);

const [owner] = await admin.admins.list();
const ownerId = owner?.id ?? 0;

/** The log as the Audit view reads it, oldest first, without the logins the tests open. */
async function loggedActions(): Promise<Array<[string, string | null, number | null]>> {
  const page = await admin.audit.list({ limit: 100 });
  return page.items
    .filter((entry) => entry.action !== 'login')
    .reverse()
    .map((entry) => [entry.action, entry.recordType, entry.recordId]);
}

describe('the audit log of admin actions through tRPC', () => {
  it('has one row per lead, application, note, mail and spam action, naming the record', async () => {
    const lead = await insertLead(api);
    const application = await insertApplication(api);
    const second = await insertApplication(api);
    const spam = await insertApplication(api, { spam_reason: 'honeypot' });
    await api.sql(
      `insert into mail_outbox (kind, payload, status, attempts)
       values ('lead-alert', '{"leadId": 1}'::jsonb, 'failed', 9)`,
    );

    await admin.leads.update({ id: lead, probability: 40 });
    await admin.leads.move({ id: lead, stage: 'contacted' });
    await admin.notes.add({ leadId: lead, note: 'Called back' });
    await admin.leads.markLost({ id: lead, reason: 'Budget cut' });
    await admin.leads.markWon({ id: lead, value: 1000 });
    await admin.leads.remove({ id: 9999 }).catch(() => undefined);
    await admin.leads.remove({ id: lead });
    await admin.applications.move({ id: application, stage: 'culture_fit' });
    await admin.applicationNotes.add({ applicationId: application, note: 'Phoned' });
    await admin.applications.hire({ id: application });
    await admin.applications.reject({ id: second, reason: 'Chose another candidate' });
    await admin.applications.remove({ id: second });
    await admin.mail.retry({ id: 1 });
    await admin.spam.release({ kind: 'career', id: spam });

    expect(await loggedActions()).toEqual([
      ['lead.update', 'lead', lead],
      ['lead.move', 'lead', lead],
      ['lead.note', 'lead', lead],
      ['lead.mark_lost', 'lead', lead],
      ['lead.mark_won', 'lead', lead],
      // The refused removal of a lead that does not exist left no row.
      ['lead.remove', 'lead', lead],
      ['application.move', 'application', application],
      ['application.note', 'application', application],
      ['application.hire', 'application', application],
      ['application.reject', 'application', second],
      ['application.remove', 'application', second],
      ['mail.retry', 'mail_message', 1],
      ['spam.release', 'application', spam],
    ]);
  });

  it('keeps who, from where and when, and whether the record is still there', async () => {
    const kept = await insertLead(api);
    const removed = await insertLead(api);
    const caller = api.caller({
      authorization: `Bearer ${(await api.caller().auth.login(adminLoginInput())).token}`,
      clientIp: '203.0.113.50',
    });
    await caller.notes.add({ leadId: kept, note: 'Met them' });
    await caller.leads.remove({ id: removed });

    const page = await admin.audit.list({ action: null, adminId: ownerId });

    expect(page.items.slice(0, 2)).toEqual([
      {
        id: expect.any(Number) as unknown,
        at: isoDateString,
        adminId: ownerId,
        adminUsername: owner?.username,
        action: 'lead.remove',
        recordType: 'lead',
        recordId: removed,
        recordExists: false,
        details: null,
        ip: '203.0.113.50',
      },
      expect.objectContaining({ action: 'lead.note', recordId: kept, recordExists: true }),
    ]);
  });
});

describe('audit.list', () => {
  async function insertRows(count: number, fields: { action?: string; adminId?: number | null }) {
    await api.sql(
      `insert into audit_log (admin_id, admin_username, action, created_at)
       select ?, 'someone@example.com', ?, timestamp '2026-01-01' + n * interval '1 second'
       from generate_series(1, ?) n`,
      [fields.adminId ?? null, fields.action ?? 'lead.update', count],
    );
  }

  it('pages newest first without skipping or repeating rows, even of the same instant', async () => {
    await insertRows(5, {});
    await api.sql(
      `insert into audit_log (action, created_at)
       select 'lead.move', timestamp '2026-01-01' from generate_series(1, 3)`,
    );

    const ids: number[] = [];
    let cursor: { at: string; id: number } | null = null;
    do {
      const page: Awaited<ReturnType<typeof admin.audit.list>> = await admin.audit.list({
        limit: 3,
        cursor,
      });
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(ids).toEqual([5, 4, 3, 2, 1, 8, 7, 6]);
  });

  it('filters by admin and by action', async () => {
    await insertRows(2, { adminId: ownerId, action: 'lead.note' });
    await insertRows(3, { adminId: null, action: 'lead.note' });
    await insertRows(1, { adminId: ownerId, action: 'crm.export' });

    expect((await admin.audit.list({ adminId: ownerId })).items).toHaveLength(3);
    expect((await admin.audit.list({ action: 'lead.note' })).items).toHaveLength(5);
    expect((await admin.audit.list({ adminId: ownerId, action: 'lead.note' })).items).toHaveLength(
      2,
    );
  });

  it('refuses an unknown action and a malformed cursor with BAD_REQUEST', async () => {
    expect(
      await refusalOf(callWithUntypedInput(admin.audit.list, { action: 'drop table' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Unknown audit action' });
    expect(
      await refusalOf(callWithUntypedInput(admin.audit.list, { cursor: { at: 'x', id: 1 } })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid page cursor' });
  });

  it('offers the admins to filter by', async () => {
    expect(await admin.audit.admins()).toEqual([{ id: ownerId, username: owner?.username }]);
  });
});
