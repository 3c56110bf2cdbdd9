import { describe, expect, it } from 'vitest';
import { insertLead, leadRow } from '@app/db/testing';
import { openAdminApi, refusalOf } from '../../test/api-harness.ts';
import { insertApplication } from '../../test/application-rows.ts';
import { submitContact } from '../services/public-forms.ts';

const { api, admin } = await openAdminApi(
  'leads, lead_notes, contact_submissions, career_submissions, audit_log, mail_outbox',
);

const march = { from: '2026-03-01', to: '2026-03-31' };

/** A time `minutes` after an ISO time, as PostgreSQL takes it. */
function after(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

/**
 * The hand-built data set: every lead a row as the board's history would have left it. The
 * expected numbers in the tests below are counted from this list by hand.
 */
async function insertMarchLeads(): Promise<void> {
  const rows: Record<string, unknown>[] = [
    // L1: the period's first instant; unanswered; campaign and landing page: the campaign counts.
    {
      created_at: '2026-03-01T00:00:00Z',
      utm_campaign: 'spring-2026',
      landing_page: '/react-nodejs',
    },
    // L2: stored before replies were tracked (answered after 45 min, but left out of the replies).
    {
      created_at: '2026-03-05T10:00:00Z',
      stage: 'contacted',
      reached_stage: 'contacted',
      awaits_reply: false,
      first_reply_at: after('2026-03-05T10:00:00Z', 45),
      landing_page: '/react-nodejs',
    },
    // L3: reached Proposal, then lost; answered at exactly 30 minutes.
    {
      created_at: '2026-03-10T09:00:00Z',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Budget',
      reached_stage: 'proposal',
      closed_at: '2026-03-20T12:00:00Z',
      first_reply_at: after('2026-03-10T09:00:00Z', 30),
    },
    // L4: reached Negotiation, won in March; answered after 90 minutes.
    {
      created_at: '2026-03-12T09:00:00Z',
      stage: 'closed_won',
      is_won: true,
      probability: 100,
      estimated_value: 10_000,
      reached_stage: 'negotiation',
      closed_at: '2026-03-25T12:00:00Z',
      first_reply_at: after('2026-03-12T09:00:00Z', 90),
      utm_campaign: 'spring-2026',
    },
    // L5: reached Qualified, won in April; answered at exactly 2 hours (the promise kept).
    {
      created_at: '2026-03-15T09:00:00Z',
      stage: 'closed_won',
      is_won: true,
      probability: 100,
      estimated_value: 5_000,
      reached_stage: 'qualified',
      closed_at: '2026-04-02T08:00:00Z',
      first_reply_at: after('2026-03-15T09:00:00Z', 120),
      landing_page: '/react-nodejs',
    },
    // L6: the period's last second; lost at once, the reason typed another way; answered after 3 days.
    {
      created_at: '2026-03-31T23:59:59Z',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: '  budget ',
      closed_at: '2026-03-31T23:59:59Z',
      first_reply_at: after('2026-03-31T23:59:59Z', 3 * 24 * 60),
    },
    // L7: the first instant after the period.
    { created_at: '2026-04-01T00:00:00Z' },
    // L8: the last second before the period; lost inside it.
    {
      created_at: '2026-02-28T23:59:59Z',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Went with another vendor',
      reached_stage: 'qualified',
      closed_at: '2026-03-02T10:00:00Z',
    },
    // L9: an older duplicate of an address: never counted as a lead of its own.
    { created_at: '2026-03-08T09:00:00Z', legacy_duplicate: true },
    // L10: created long before, lost in March with the most common spelling of its reason.
    {
      created_at: '2026-01-10T09:00:00Z',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Budget',
      closed_at: '2026-03-10T10:00:00Z',
    },
    // L11: lost the first instant after the period.
    {
      created_at: '2026-01-11T09:00:00Z',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Timing',
      closed_at: '2026-04-01T00:00:00Z',
    },
    // L12: created long before, won the period's first instant.
    {
      created_at: '2026-01-12T09:00:00Z',
      stage: 'closed_won',
      is_won: true,
      probability: 100,
      estimated_value: 3_000,
      closed_at: '2026-03-01T00:00:00Z',
    },
  ];
  for (const row of rows) await insertLead(api, row);
}

describe('reports over a hand-built data set', () => {
  it('funnel: of the leads created in the period, how many reached each stage, won and lost', async () => {
    await insertMarchLeads();
    expect(await admin.reports.funnel(march)).toEqual({
      stages: [
        { stage: 'new', reached: 6 },
        { stage: 'contacted', reached: 4 },
        { stage: 'qualified', reached: 3 },
        { stage: 'proposal', reached: 2 },
        { stage: 'negotiation', reached: 1 },
      ],
      won: 2,
      lost: 2,
    });
  });

  it('new leads: per ISO week from the Monday before the period, by campaign, else landing page', async () => {
    await insertMarchLeads();
    const sources = ['/react-nodejs', 'spring-2026', 'Direct or unknown'];
    const counts = (reactNode: number, spring: number, unknown: number) => ({
      '/react-nodejs': reactNode,
      'spring-2026': spring,
      'Direct or unknown': unknown,
    });
    expect(await admin.reports.newLeads({ from: '2026-03-01', to: '2026-03-20' })).toEqual({
      sources,
      weeks: [
        { week: '2026-02-23', counts: counts(0, 1, 0), total: 1 },
        { week: '2026-03-02', counts: counts(1, 0, 0), total: 1 },
        { week: '2026-03-09', counts: counts(1, 1, 1), total: 3 },
        { week: '2026-03-16', counts: counts(0, 0, 0), total: 0 },
      ],
    });
  });

  it('new leads: names the five sources with the most leads and adds up the rest', async () => {
    const perSource = { a: 3, b: 2, c: 2, d: 1, e: 1, f: 1, g: 1 };
    for (const [campaign, count] of Object.entries(perSource)) {
      for (let index = 0; index < count; index += 1) {
        await insertLead(api, { created_at: '2026-05-06T12:00:00Z', utm_campaign: campaign });
      }
    }
    expect(await admin.reports.newLeads({ from: '2026-05-04', to: '2026-05-10' })).toEqual({
      sources: ['a', 'b', 'c', 'd', 'e', 'Other sources'],
      weeks: [
        {
          week: '2026-05-04',
          counts: { a: 3, b: 2, c: 2, d: 1, e: 1, 'Other sources': 2 },
          total: 11,
        },
      ],
    });
  });

  it('won value: per month won, empty months as zeros, and the average deal', async () => {
    await insertMarchLeads();
    expect(await admin.reports.wonValue({ from: '2026-02-01', to: '2026-04-30' })).toEqual({
      months: [
        { month: '2026-02', wonCount: 0, wonValue: 0 },
        { month: '2026-03', wonCount: 2, wonValue: 13_000 },
        { month: '2026-04', wonCount: 1, wonValue: 5_000 },
      ],
      averageDealValue: 6_000,
    });
    expect(await admin.reports.wonValue({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      months: [{ month: '2026-02', wonCount: 0, wonValue: 0 }],
      averageDealValue: null,
    });
  });

  it('lost reasons: lost in the period, grouped without case or spaces, the most common spelling', async () => {
    await insertMarchLeads();
    expect(await admin.reports.lostReasons(march)).toEqual({
      reasons: [
        { reason: 'Budget', count: 3 },
        { reason: 'Went with another vendor', count: 1 },
      ],
      totalLost: 4,
    });
  });

  it('lost reasons: names the ten most common and adds up the rest', async () => {
    for (let index = 1; index <= 12; index += 1) {
      for (let copy = 0; copy < (index <= 2 ? 2 : 1); copy += 1) {
        await insertLead(api, {
          stage: 'closed_lost',
          is_lost: true,
          lost_reason: `Reason ${String(index).padStart(2, '0')}`,
          closed_at: '2026-03-10T10:00:00Z',
        });
      }
    }
    const report = await admin.reports.lostReasons(march);
    expect(report.reasons).toEqual([
      { reason: 'Reason 01', count: 2 },
      { reason: 'Reason 02', count: 2 },
      ...[3, 4, 5, 6, 7, 8, 9, 10].map((index) => ({
        reason: `Reason ${String(index).padStart(2, '0')}`,
        count: 1,
      })),
      { reason: 'Other reasons', count: 2 },
    ]);
    expect(report.totalLost).toBe(14);
  });

  it('first reply: buckets of the time to the first reply against the 2-hour promise', async () => {
    await insertMarchLeads();
    expect(await admin.reports.firstReply(march)).toEqual({
      buckets: [
        { bucket: 'under30m', count: 1 },
        { bucket: 'under1h', count: 0 },
        { bucket: 'under2h', count: 2 },
        { bucket: 'under4h', count: 0 },
        { bucket: 'under24h', count: 0 },
        { bucket: 'over24h', count: 1 },
      ],
      withinPromise: 3,
      replied: 4,
      awaiting: 1,
    });
  });

  it('applications: received in the period per position and current stage, spam left out', async () => {
    const applications: Record<string, unknown>[] = [
      { position: 'DevOps Engineer', created_at: '2026-03-02T09:00:00Z' },
      { position: 'DevOps Engineer', created_at: '2026-03-03T09:00:00Z', stage: 'culture_fit' },
      { position: 'DevOps Engineer', created_at: '2026-03-04T09:00:00Z' },
      { position: 'React Developer', created_at: '2026-03-05T09:00:00Z', stage: 'hired' },
      {
        position: 'React Developer',
        created_at: '2026-03-06T09:00:00Z',
        stage: 'not_selected',
        not_selected_reason: 'Chose another candidate',
      },
      { position: 'React Developer', created_at: '2026-03-07T09:00:00Z', spam_reason: 'honeypot' },
      { position: 'QA Engineer', created_at: '2026-04-01T00:00:00Z' },
    ];
    for (const application of applications) await insertApplication(api, application);
    const none = { applied: 0, technical_assessment: 0, culture_fit: 0, hired: 0, not_selected: 0 };
    expect(await admin.reports.applications(march)).toEqual({
      positions: [
        {
          position: 'DevOps Engineer',
          counts: { ...none, applied: 2, culture_fit: 1 },
          total: 3,
        },
        {
          position: 'React Developer',
          counts: { ...none, hired: 1, not_selected: 1 },
          total: 2,
        },
      ],
    });
  });

  it('refuses a period that ends before it starts', async () => {
    const refusal = await refusalOf(admin.reports.funnel({ from: '2026-03-02', to: '2026-03-01' }));
    expect(refusal.message).toBe('The period must end on or after its first day');
  });
});

describe('the columns the reports read, kept up to date by the board', () => {
  it('keeps the furthest open stage and when the lead was closed, clearing it on reopening', async () => {
    const lead = await insertLead(api);
    const state = async () => {
      const row = await leadRow(api, lead);
      return { reached: row?.reached_stage, closed: row?.closed_at !== null };
    };
    await admin.leads.move({ id: lead, stage: 'qualified' });
    await admin.leads.move({ id: lead, stage: 'contacted' });
    expect(await state()).toEqual({ reached: 'qualified', closed: false });
    await admin.leads.markLost({ id: lead, reason: 'Budget' });
    expect(await state()).toEqual({ reached: 'qualified', closed: true });
    await admin.leads.move({ id: lead, stage: 'new' });
    expect(await state()).toEqual({ reached: 'qualified', closed: false });
    await admin.leads.update({ id: lead, stage: 'negotiation' });
    expect(await state()).toEqual({ reached: 'negotiation', closed: false });
    await admin.leads.markWon({ id: lead, value: 4_000 });
    expect(await state()).toEqual({ reached: 'negotiation', closed: true });
  });

  it('stamps the moment a lead is won, and keeps it when only its value changes', async () => {
    const lead = await insertLead(api);
    await admin.leads.markWon({ id: lead, value: 4_000 });
    const [won] = await api.sql<{ closed_at: string | null }>(
      'select closed_at from leads where id = ?',
      [lead],
    );
    expect(won?.closed_at).toEqual(expect.any(String));
    await admin.leads.update({ id: lead, estimatedValue: 5_000 });
    const [revalued] = await api.sql<{ closed_at: string | null }>(
      'select closed_at from leads where id = ?',
      [lead],
    );
    expect(revalued?.closed_at).toEqual(won?.closed_at);
  });

  it('a repeat enquiry leaves the lead it joins as it was; after a close it opens a fresh one', async () => {
    const enquiry = {
      name: 'Olivia Hart',
      email: 'olivia@example.com',
      contact: '+61 2 5550 4821',
      company: null,
      teamSize: '4-7',
      message: null,
    };
    await submitContact({ em: api.em(), input: enquiry });
    const [first] = await api.sql<{ id: number }>('select id from leads');
    const lead = first?.id ?? 0;
    await admin.leads.move({ id: lead, stage: 'proposal' });
    await submitContact({ em: api.em(), input: enquiry });
    await admin.leads.markLost({ id: lead, reason: 'Budget' });
    await submitContact({ em: api.em(), input: enquiry });
    const rows = await api.sql<{ stage: string; reached_stage: string; closed: boolean }>(
      'select stage, reached_stage, closed_at is not null as closed from leads order by id',
    );
    expect(rows).toEqual([
      { stage: 'closed_lost', reached_stage: 'proposal', closed: true },
      { stage: 'new', reached_stage: 'new', closed: false },
    ]);
  });
});
