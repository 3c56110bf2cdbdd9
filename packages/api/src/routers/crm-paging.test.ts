import { describe, expect, it } from 'vitest';
import { insertLead } from '@app/db/testing';
import { leadStageValues, type CrmFilterInput, type LeadDto, type PageCursor } from '@app/domain';
import { callWithUntypedInput, openAdminApi, refusalOf } from '../../test/api-harness.ts';
import { crmFilterConditions } from '../services/crm-search.ts';

const { api, admin } = await openAdminApi(
  'leads, lead_notes, contact_submissions, career_submissions',
);

/** Reads a whole column page by page, `limit` cards at a time, running `between` after each page. */
async function readColumn(
  stage: LeadDto['stage'],
  options: { limit: number; filter?: CrmFilterInput; between?: () => Promise<void> },
): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: PageCursor | null = null;
  let pages = 0;
  do {
    const page = await admin.leads.page({
      stage,
      limit: options.limit,
      cursor,
      filter: options.filter ?? {},
    });
    pages += 1;
    ids.push(...page.items.map((lead) => lead.id));
    cursor = page.nextCursor;
    await options.between?.();
  } while (cursor !== null);
  return { ids, pages };
}

/** Stores `count` leads in `stage`, their last enquiries a microsecond apart from `at` back. */
async function insertColumn(stage: string, count: number, at = '2026-03-05 09:15:00+00') {
  await api.sql(
    `insert into leads (name, email, contact, stage, created_at, last_enquiry_at)
     select 'Lead ' || i, 'lead' || i || '.' || ? || '@example.com', '0400 000 000', ?,
            ?::timestamptz, ?::timestamptz - i * interval '1 microsecond'
       from generate_series(1, ?) as i`,
    [stage, stage, at, at, count],
  );
}

describe('leads.page', () => {
  it('pages a column latest enquiry first, the cursor keeping the microseconds', async () => {
    await insertColumn('new', 7);
    await insertColumn('contacted', 2);
    const expected = await api.sql<{ id: number }>(
      `select id from leads where stage = 'new' order by last_enquiry_at desc, id desc`,
    );

    const first = await admin.leads.page({ stage: 'new', limit: 3 });

    expect(first.items.map((lead) => lead.id)).toEqual(expected.slice(0, 3).map((row) => row.id));
    expect(first.nextCursor).toEqual({ at: '2026-03-05T09:14:59.999997Z', id: expected[2]?.id });
    const all = await readColumn('new', { limit: 3 });
    expect(all).toEqual({ ids: expected.map((row) => row.id), pages: 3 });
  });

  it('answers the last page without a cursor, and an empty column as one empty page', async () => {
    await insertColumn('qualified', 4);

    expect((await admin.leads.page({ stage: 'qualified', limit: 4 })).nextCursor).toBeNull();
    expect(await admin.leads.page({ stage: 'proposal' })).toEqual({ items: [], nextCursor: null });
  });

  it('breaks ties on the last enquiry by id, so no card is lost or repeated', async () => {
    const sameMoment = '2026-03-05 09:15:00.123456+00';
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1)
      ids.push(await insertLead(api, { created_at: sameMoment }));

    const read = await readColumn('new', { limit: 2 });

    expect(read.ids).toEqual([...ids].reverse());
  });

  it('loses and repeats no card while leads are added between page reads', async () => {
    await insertColumn('new', 45);
    const before = await api.sql<{ id: number }>(
      `select id from leads order by last_enquiry_at desc, id desc`,
    );
    let added = 0;

    const read = await readColumn('new', {
      limit: 10,
      between: async () => {
        added += 1;
        await insertLead(api, { name: `Added ${added}` });
        // One among the cards already read or still to come.
        await insertLead(api, {
          name: `Added mid-column ${added}`,
          created_at: '2026-03-05 09:14:59.99998+00',
        });
      },
    });

    expect(new Set(read.ids).size).toBe(read.ids.length);
    const seenBefore = read.ids.filter((id) => before.some((row) => row.id === id));
    expect(seenBefore).toEqual(before.map((row) => row.id));
  });

  it('answers each card as leads.list does', async () => {
    await insertLead(api, { company: null, message: null, estimated_value: 5_000 });
    await insertLead(api, { stage: 'closed_lost', is_lost: true, lost_reason: 'Budget' });

    const listed = await admin.leads.list();
    const newPage = await admin.leads.page({ stage: 'new' });
    const lostPage = await admin.leads.page({ stage: 'closed_lost' });

    const byId = (a: LeadDto, b: LeadDto) => a.id - b.id;
    expect([...newPage.items, ...lostPage.items].sort(byId)).toEqual(listed.sort(byId));
  });

  it.each([
    [{ stage: 'won' }, 'Invalid stage'],
    [{ stage: 'new', limit: 0 }, 'Limit must be a whole number from 1 to 100'],
    [{ stage: 'new', limit: 101 }, 'Limit must be a whole number from 1 to 100'],
    [{ stage: 'new', cursor: { at: '2026-03-05T09:15:00.123Z', id: 1 } }, 'Invalid page cursor'],
    [{ stage: 'new', cursor: { at: '2026-03-05T09:15:00.123456Z', id: 0 } }, 'Invalid page cursor'],
    [
      { stage: 'new', filter: { from: '2026-02-30' } },
      'Dates must be real days written as YYYY-MM-DD',
    ],
    [
      { stage: 'new', filter: { from: '2026-03-02', to: '2026-03-01' } },
      'The start date must be on or before the end date',
    ],
    [{ stage: 'new', filter: { teamSize: '2-5' } }, 'Team size must be one of 1-3, 4-7, 8-15, 16+'],
    [{ stage: 'new', filter: { q: 'x'.repeat(101) } }, 'Search must be at most 100 characters'],
    [
      { stage: 'new', filter: { q: 'a\u0000b' } },
      'Search contains characters that are not allowed',
    ],
    [{ stage: 'new', filter: { q: '\ud800' } }, 'Search contains characters that are not allowed'],
  ])('refuses %j with BAD_REQUEST', async (input, message) => {
    expect(await refusalOf(callWithUntypedInput(admin.leads.page, input))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message,
    });
  });
});

describe('the CRM filter on leads', () => {
  async function matchingNames(filter: CrmFilterInput): Promise<string[]> {
    const page = await admin.leads.page({ stage: 'new', filter, limit: 100 });
    return page.items.map((lead) => lead.name).sort();
  }

  it.each([
    ['name', 'LIVIA HA', 'Olivia Hart'],
    ['email', 'north.example', 'Noah Reed'],
    ['company', 'saigon freight', 'Minh Tran'],
    ['phone', '3822 6190', 'Minh Tran'],
    ['message', 'kotlin', 'Ana Silva'],
  ])('finds a lead by part of its %s, in any case', async (_field, q, name) => {
    await insertLead(api, {
      name: 'Olivia Hart',
      email: 'olivia@harbour.example',
      company: 'Harbour Analytics',
    });
    await insertLead(api, { name: 'Noah Reed', email: 'noah@north.example', company: null });
    await insertLead(api, {
      name: 'Minh Tran',
      email: 'minh@saigon.example',
      company: 'Saigon Freight',
      contact: '+84 28 3822 6190',
    });
    await insertLead(api, {
      name: 'Ana Silva',
      email: 'ana@lisbon.example',
      message: 'Three Kotlin developers',
    });

    expect(await matchingNames({ q })).toEqual([name]);
  });

  it('matches LIKE wildcards and the escape character literally', async () => {
    await insertLead(api, { name: 'Percent', message: 'Save 100% now' });
    await insertLead(api, { name: 'Plain', message: 'Save 1000 now' });
    await insertLead(api, { name: 'Underscore', email: 'first_last@example.com' });
    await insertLead(api, { name: 'Dotted', email: 'firstxlast@example.com' });
    await insertLead(api, { name: 'Backslash', message: 'C:\\temp' });

    expect(await matchingNames({ q: '100%' })).toEqual(['Percent']);
    expect(await matchingNames({ q: 'first_last' })).toEqual(['Underscore']);
    expect(await matchingNames({ q: '%' })).toEqual(['Percent']);
    expect(await matchingNames({ q: 'c:\\t' })).toEqual(['Backslash']);
  });

  it('takes whole UTC days: the last millisecond of `to` is in, the next midnight out', async () => {
    await insertLead(api, { name: 'Before from', created_at: '2026-03-04 23:59:59.999999+00' });
    await insertLead(api, { name: 'From midnight', created_at: '2026-03-05 00:00:00+00' });
    await insertLead(api, { name: 'Last moment', created_at: '2026-03-06 23:59:59.999+00' });
    await insertLead(api, { name: 'Next midnight', created_at: '2026-03-07 00:00:00+00' });
    // 10:00 on the 7th in Sydney is still the 6th in UTC.
    await insertLead(api, { name: 'Sydney morning', created_at: '2026-03-07 10:00:00+11' });

    expect(await matchingNames({ from: '2026-03-05', to: '2026-03-06' })).toEqual([
      'From midnight',
      'Last moment',
      'Sydney morning',
    ]);
    expect(await matchingNames({ from: '2026-03-07' })).toEqual(['Next midnight']);
    expect(await matchingNames({ to: '2026-03-04' })).toEqual(['Before from']);
  });

  it('keeps a team size exactly, leaving out leads that named none', async () => {
    await insertLead(api, { name: 'Small', team_size: '1-3' });
    await insertLead(api, { name: 'Large', team_size: '16+' });
    await insertLead(api, { name: 'Unsaid', team_size: null });

    expect(await matchingNames({ teamSize: '16+' })).toEqual(['Large']);
  });

  it('ignores the position, which leads do not have', async () => {
    await insertLead(api, { name: 'Any' });

    expect(await matchingNames({ position: 'DevOps Engineer' })).toEqual(['Any']);
  });

  it('applies every part of the filter together, and an empty search as none', async () => {
    await insertLead(api, {
      name: 'Match',
      team_size: '4-7',
      created_at: '2026-03-05 12:00:00+00',
    });
    await insertLead(api, {
      name: 'Wrong size',
      team_size: '1-3',
      created_at: '2026-03-05 12:00:00+00',
    });
    await insertLead(api, {
      name: 'Wrong day',
      team_size: '4-7',
      created_at: '2026-03-08 12:00:00+00',
    });
    await insertLead(api, {
      name: 'Wrong text',
      email: 'x@y.example',
      team_size: '4-7',
      company: 'X',
      message: 'Y',
      created_at: '2026-03-05 12:00:00+00',
    });

    expect(
      await matchingNames({ q: 'harbour', teamSize: '4-7', from: '2026-03-05', to: '2026-03-05' }),
    ).toEqual(['Match']);
    expect(await matchingNames({ q: '   ' })).toHaveLength(4);
  });
});

describe('leads.columns', () => {
  it('answers all seven stages in board order with their counts and value sums', async () => {
    await insertLead(api, { stage: 'new', estimated_value: 1_000 });
    await insertLead(api, { stage: 'new', estimated_value: null });
    await insertLead(api, { stage: 'proposal', estimated_value: 2_147_483_647 });
    await insertLead(api, { stage: 'proposal', estimated_value: 2_147_483_647 });
    await insertLead(api, { stage: 'closed_won', is_won: true, estimated_value: 500 });

    const columns = await admin.leads.columns({});

    expect(columns).toEqual(
      leadStageValues.map((stage) => ({
        stage,
        count: { new: 2, proposal: 2, closed_won: 1 }[stage as string] ?? 0,
        value: { new: 1_000, proposal: 4_294_967_294, closed_won: 500 }[stage as string] ?? 0,
      })),
    );
  });

  it('counts and sums only the leads matching the filter', async () => {
    await insertLead(api, {
      name: 'Acme one',
      stage: 'new',
      estimated_value: 100,
      team_size: '1-3',
    });
    await insertLead(api, {
      name: 'Acme two',
      stage: 'new',
      estimated_value: 200,
      team_size: '16+',
    });
    await insertLead(api, {
      name: 'Acme three',
      stage: 'qualified',
      estimated_value: 400,
      team_size: '1-3',
    });
    await insertLead(api, { name: 'Other', stage: 'new', estimated_value: 800, team_size: '1-3' });

    const columns = await admin.leads.columns({ filter: { q: 'acme', teamSize: '1-3' } });

    expect(columns.filter((column) => column.count > 0)).toEqual([
      { stage: 'new', count: 1, value: 100 },
      { stage: 'qualified', count: 1, value: 400 },
    ]);
    expect(columns).toHaveLength(7);
  });

  it('refuses a bad filter with BAD_REQUEST', async () => {
    expect(
      await refusalOf(callWithUntypedInput(admin.leads.columns, { filter: { to: '5 March' } })),
    ).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: 'Dates must be real days written as YYYY-MM-DD',
    });
  });
});

describe('leads.get', () => {
  it('answers the lead as leads.list does', async () => {
    const id = await insertLead(api, {
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'Budget',
    });
    await insertLead(api);

    const [listed] = (await admin.leads.list()).filter((lead) => lead.id === id);

    expect(await admin.leads.get({ id })).toEqual(listed);
  });

  it('answers NOT_FOUND for a lead that does not exist, BAD_REQUEST for a bad id', async () => {
    expect(await refusalOf(admin.leads.get({ id: 999 }))).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      message: 'Lead not found',
    });
    expect(await refusalOf(admin.leads.get({ id: 0 }))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: 'Invalid lead id',
    });
  });
});

describe('leads.enquiries', () => {
  it("answers the requests the lead stands for, newest first: not spam, not another lead's", async () => {
    const sent = (name: string, email: string, at: string, spam: string | null = null) =>
      api.sql(
        `insert into contact_submissions (name, email, contact, message, created_at, spam_reason)
         values (?, ?, '0400 000 000', ?, ?, ?)`,
        [name, email, `From ${name}`, at, spam],
      );
    const first = await insertLead(api, {
      email: 'jane@example.com',
      stage: 'closed_won',
      is_won: true,
      created_at: '2026-03-01 10:00:00+00',
    });
    const second = await insertLead(api, {
      email: 'Jane@Example.com',
      created_at: '2026-03-05 10:00:00+00',
    });
    await sent('Released from spam', 'jane@example.com', '2026-02-28 09:00:00+00');
    await sent('Opened the first', 'jane@example.com', '2026-03-01 10:00:00+00');
    await sent('Repeat of the first', 'JANE@example.com', '2026-03-02 10:00:00+00');
    await sent('Spam', 'jane@example.com', '2026-03-03 10:00:00+00', 'honeypot');
    await sent('Opened the second', 'jane@example.com', '2026-03-05 10:00:00+00');
    await sent('Repeat of the second', 'jane@example.com', '2026-03-06 10:00:00+00');
    await sent('Someone else', 'john@example.com', '2026-03-06 10:00:00+00');

    const ofFirst = await admin.leads.enquiries({ id: first });
    const ofSecond = await admin.leads.enquiries({ id: second });

    expect(ofFirst.map((request) => request.name)).toEqual([
      'Repeat of the first',
      'Opened the first',
      'Released from spam',
    ]);
    expect(ofSecond.map((request) => request.name)).toEqual([
      'Repeat of the second',
      'Opened the second',
    ]);
    expect(ofSecond[1]).toEqual({
      id: expect.any(Number) as unknown,
      name: 'Opened the second',
      email: 'jane@example.com',
      contact: '0400 000 000',
      company: null,
      teamSize: null,
      message: 'From Opened the second',
      createdAt: '2026-03-05T10:00:00.000Z',
    });
  });

  it('answers NOT_FOUND for a lead that does not exist', async () => {
    expect(await refusalOf(admin.leads.enquiries({ id: 999 }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Lead not found',
    });
  });
});

describe('submissions.contactsPage', () => {
  async function insertContacts(rows: Array<Record<string, unknown>>): Promise<void> {
    for (const row of rows) {
      const values = {
        name: 'Olivia Hart',
        email: 'olivia@example.com',
        contact: '0400 000 000',
        company: null,
        team_size: null,
        message: null,
        created_at: '2026-03-05 09:15:00+00',
        spam_reason: null,
        ...row,
      };
      await api.sql(
        `insert into contact_submissions (${Object.keys(values).join(', ')})
         values (${Object.keys(values)
           .map(() => '?')
           .join(', ')})`,
        Object.values(values),
      );
    }
  }

  it('pages the requests newest first by time then id, spam left out', async () => {
    await insertContacts([
      { name: 'A', created_at: '2026-03-05 09:15:00.000001+00' },
      { name: 'B' },
      { name: 'C' },
      { name: 'Spam', spam_reason: 'honeypot', created_at: '2026-03-06 00:00:00+00' },
      { name: 'D', created_at: '2026-03-04 00:00:00+00' },
    ]);
    const names: string[] = [];
    let cursor: PageCursor | null = null;
    do {
      const page = await admin.submissions.contactsPage({ limit: 2, cursor });
      names.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(names).toEqual(['A', 'C', 'B', 'D']);
    expect((await admin.submissions.contactsPage({})).items).toEqual(
      await admin.submissions.contacts(),
    );
  });

  it.each([
    ['name', 'livia h'],
    ['email', 'HART@NORTH'],
    ['company', 'harbour anal'],
    ['phone', '5550 48'],
    ['message', 'react engineers'],
  ])('finds a request by part of its %s', async (_field, q) => {
    await insertContacts([
      {
        name: 'Olivia Hart',
        email: 'hart@north.example',
        company: 'Harbour Analytics',
        contact: '+61 2 5550 4821',
        message: 'Two React engineers',
      },
      { name: 'Other', email: 'other@example.com' },
    ]);

    const page = await admin.submissions.contactsPage({ filter: { q } });

    expect(page.items.map((item) => item.name)).toEqual(['Olivia Hart']);
  });

  it('applies the days and the team size', async () => {
    await insertContacts([
      { name: 'In', team_size: '8-15', created_at: '2026-03-06 23:59:59.999+00' },
      { name: 'Next day', team_size: '8-15', created_at: '2026-03-07 00:00:00+00' },
      { name: 'Other size', team_size: '1-3', created_at: '2026-03-06 12:00:00+00' },
    ]);

    const page = await admin.submissions.contactsPage({
      filter: { from: '2026-03-06', to: '2026-03-06', teamSize: '8-15' },
    });

    expect(page.items.map((item) => item.name)).toEqual(['In']);
  });

  it('ignores the position, which consultation requests do not have', async () => {
    await insertContacts([{ name: 'Any' }]);

    const page = await admin.submissions.contactsPage({ filter: { position: 'QA Engineer' } });

    expect(page.items.map((item) => item.name)).toEqual(['Any']);
  });
});

describe('applications.page, searched and filtered', () => {
  async function insertApplications(rows: Array<Record<string, unknown>>): Promise<void> {
    for (const row of rows) {
      const values = {
        first_name: 'An',
        last_name: 'Nguyen',
        email: 'an@example.com',
        phone: '+84 28 3822 6190',
        position: 'DevOps Engineer',
        description: 'Runs clusters',
        created_at: '2026-03-05 09:15:00+00',
        spam_reason: null,
        ...row,
      };
      await api.sql(
        `insert into career_submissions (${Object.keys(values).join(', ')})
         values (${Object.keys(values)
           .map(() => '?')
           .join(', ')})`,
        Object.values(values),
      );
    }
  }

  it('pages the applications newest first, spam left out, with the leads of their address', async () => {
    await insertApplications([
      { first_name: 'Old', created_at: '2026-03-01 00:00:00+00' },
      { first_name: 'Spam', spam_reason: 'too fast' },
      { first_name: 'New' },
      { first_name: 'Newer' },
    ]);
    await insertLead(api, { email: 'AN@example.com' });

    const first = await admin.applications.page({ stage: 'applied', limit: 2 });
    const second = await admin.applications.page({
      stage: 'applied',
      limit: 2,
      cursor: first.nextCursor,
    });

    expect(first.items.map((item) => item.firstName)).toEqual(['Newer', 'New']);
    expect(second.items.map((item) => item.firstName)).toEqual(['Old']);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0]?.leadIds).toHaveLength(1);
  });

  it.each([
    ['first name', 'MINH'],
    ['last name', 'tran'],
    ['whole name', 'minh tran'],
    ['email', 'minh@saigon'],
    ['phone', '3822 6191'],
    ['position', 'technical lead'],
    ['description', 'leads teams'],
  ])('finds an application by part of its %s', async (_field, q) => {
    await insertApplications([
      {
        first_name: 'Minh',
        last_name: 'Tran',
        email: 'minh@saigon.example',
        phone: '+84 28 3822 6191',
        position: 'Technical Lead',
        description: 'Leads teams',
      },
      { first_name: 'An' },
    ]);

    const page = await admin.applications.page({ stage: 'applied', filter: { q } });

    expect(page.items.map((item) => item.firstName)).toEqual(['Minh']);
  });

  it('keeps the applications of the position only, exactly as named', async () => {
    await insertApplications([
      { first_name: 'Exact', position: 'DevOps Engineer' },
      { first_name: 'Longer', position: 'Senior DevOps Engineer' },
      { first_name: 'Other case', position: 'devops engineer' },
    ]);

    const page = await admin.applications.page({
      stage: 'applied',
      filter: { position: 'DevOps Engineer' },
    });
    const counts = await admin.submissions.counts({ filter: { position: 'DevOps Engineer' } });

    expect(page.items.map((item) => item.firstName)).toEqual(['Exact']);
    expect(counts.careers).toBe(1);
  });

  it('ignores the team size, which applications do not have', async () => {
    await insertApplications([{ first_name: 'An' }]);

    const page = await admin.applications.page({ stage: 'applied', filter: { teamSize: '16+' } });

    expect(page.items).toHaveLength(1);
  });
});

describe('submissions.counts', () => {
  it('counts the requests and applications matching the filter, spam left out', async () => {
    await api.sql(
      `insert into contact_submissions (name, email, contact, team_size, created_at, spam_reason) values
         ('Acme A', 'a@example.com', '0400', '1-3', '2026-03-05 10:00:00+00', null),
         ('Acme B', 'b@example.com', '0400', '16+', '2026-03-05 10:00:00+00', null),
         ('Acme spam', 'c@example.com', '0400', '1-3', '2026-03-05 10:00:00+00', 'honeypot'),
         ('Other', 'd@example.com', '0400', '1-3', '2026-03-05 10:00:00+00', null)`,
    );
    await api.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, created_at, spam_reason) values
         ('Acme', 'One', 'a@example.com', '0400', 'QA', 'Tests', '2026-03-05 10:00:00+00', null),
         ('Acme', 'Two', 'b@example.com', '0400', 'QA', 'Tests', '2026-03-09 10:00:00+00', null),
         ('Acme', 'Spam', 'c@example.com', '0400', 'QA', 'Tests', '2026-03-05 10:00:00+00', 'too fast')`,
    );

    expect(await admin.submissions.counts({})).toEqual({ contacts: 3, careers: 2 });
    expect(
      await admin.submissions.counts({ filter: { q: 'acme', teamSize: '1-3', to: '2026-03-05' } }),
    ).toEqual({ contacts: 1, careers: 1 });
  });
});

describe('the search SQL', () => {
  it.each([
    ['leads', 'leads_search_index'],
    ['contact_submissions', 'contact_submissions_search_index'],
    ['career_submissions', 'career_submissions_search_index'],
  ] as const)('on %s is the expression its trigram index holds', async (table, index) => {
    const [condition] = crmFilterConditions(table, 'listed', { q: 'kotlin' });
    if (condition === undefined) throw new Error('The search wrote no condition');
    const plan = await api.orm.em.getConnection().transactional(async (ctx) => {
      const connection = api.orm.em.getConnection();
      // An empty table is read fastest whole: the index has to be the only way left.
      await connection.execute('set local enable_seqscan = off', [], 'run', ctx);
      return connection.execute<Array<{ 'QUERY PLAN': string }>>(
        `explain select * from ${table} as listed where ${condition.sql}`,
        condition.params,
        'all',
        ctx,
      );
    });

    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      `Bitmap Index Scan on ${index}`,
    );
  });
});
