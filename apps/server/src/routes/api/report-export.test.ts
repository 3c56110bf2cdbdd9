import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { bearer, createTestAdmin, insertSession } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
let auth: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  adminId = (await createTestAdmin(testApp)).id;
  auth = bearer(await insertSession(testApp, adminId));
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate leads, lead_notes, career_submissions, audit_log restart identity cascade',
  );
});

const bom = '\uFEFF';

function download(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: auth });
}

/** Three leads of March 2026: one left at Contacted, one won from Proposal, one lost from New. */
async function insertLeads(): Promise<void> {
  await insertLead(testApp, {
    created_at: '2026-03-02T09:00:00Z',
    stage: 'contacted',
    reached_stage: 'contacted',
  });
  await insertLead(testApp, {
    created_at: '2026-03-03T09:00:00Z',
    stage: 'closed_won',
    is_won: true,
    probability: 100,
    estimated_value: 9_000,
    reached_stage: 'proposal',
    closed_at: '2026-03-20T09:00:00Z',
  });
  await insertLead(testApp, {
    created_at: '2026-03-04T09:00:00Z',
    stage: 'closed_lost',
    is_lost: true,
    lost_reason: '=Too expensive, for now',
    closed_at: '2026-03-21T09:00:00Z',
  });
}

describe('GET /api/reports/<kind>.csv', () => {
  it('answers the funnel with its conversions as a named UTF-8 CSV download, and audits it', async () => {
    await insertLeads();
    const response = await download('/api/reports/funnel.csv?from=2026-03-01&to=2026-03-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="report-funnel-2026-03-01-2026-03-31.csv"',
    );
    expect(response.body).toBe(
      bom +
        [
          'Stage,Leads reached,Conversion to next stage,Conversion to Won',
          'New,3,66.7%,33.3%',
          'Contacted,2,50.0%,50.0%',
          'Qualified,1,100.0%,100.0%',
          'Proposal,1,0.0%,100.0%',
          'Negotiation,0,,',
          'Won,1,,',
          'Lost,1,,',
        ]
          .map((line) => `${line}\r\n`)
          .join(''),
    );
    const audit = await testApp.sql<{ admin_id: number; action: string; details: unknown }>(
      'select admin_id, action, details from audit_log',
    );
    expect(audit).toEqual([
      { admin_id: adminId, action: 'report.export', details: { kind: 'funnel' } },
    ]);
  });

  it('writes what staff typed as plain text: quoted when it holds a comma, never a formula', async () => {
    await insertLeads();
    const response = await download('/api/reports/lostReasons.csv?from=2026-03-01&to=2026-03-31');
    expect(response.body).toBe(
      `${bom}Reason,Leads lost,Share\r\n"'=Too expensive, for now",1,100.0%\r\nTotal,1,100.0%\r\n`,
    );
  });

  it('answers won value per month with the average deal over the period', async () => {
    await insertLeads();
    const response = await download('/api/reports/wonValue.csv?from=2026-02-01&to=2026-03-31');
    expect(response.body).toBe(
      `${bom}Month,Deals won,Value won (USD),Average deal (USD)\r\n` +
        `2026-02,0,0,\r\n2026-03,1,9000,9000\r\nWhole period,1,9000,9000\r\n`,
    );
  });

  it('answers new leads per week by source, first replies by bucket and applications by stage', async () => {
    await insertLeads();
    await testApp.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, stage, created_at)
       values ('An', 'Nguyen', 'an@example.com', '+84 28 3822 6190', 'QA Engineer', 'Tests', 'culture_fit', '2026-03-05T09:00:00Z')`,
    );
    const period = 'from=2026-03-02&to=2026-03-08';
    const body = async (kind: string) =>
      (await download(`/api/reports/${kind}.csv?${period}`)).body.slice(bom.length).split('\r\n');
    expect(await body('newLeads')).toEqual([
      'Week starting,Direct or unknown,Total',
      '2026-03-02,3,3',
      '',
    ]);
    expect(await body('firstReply')).toEqual([
      'Time to first reply,Leads,Within the 2-hour promise',
      'Under 30 minutes,0,Yes',
      '30 to 60 minutes,0,Yes',
      '1 to 2 hours,0,Yes',
      '2 to 4 hours,0,No',
      '4 to 24 hours,0,No',
      'Over a day,0,No',
      'Replied within 2 hours,0,',
      'Replied,0,',
      'Still awaiting a reply,3,',
      '',
    ]);
    expect(await body('applications')).toEqual([
      'Position,Applied,Technical Assessment,Culture Fit,Welcome Aboard,Not Selected,Total',
      'QA Engineer,0,0,1,0,0,1',
      '',
    ]);
  });

  it('refuses a period it cannot read, before touching the database', async () => {
    const response = await download('/api/reports/funnel.csv?from=2026-03-31&to=2026-03-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'The period must end on or after its first day',
    });
    const audit = await testApp.sql('select 1 from audit_log');
    expect(audit).toEqual([]);
  });
});
