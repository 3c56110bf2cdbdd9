import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toLeadDto } from '@app/api';
import { Lead } from '@app/db';
import { bearer, createTestAdmin, insertSession } from '../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { id } = await createTestAdmin(testApp);
  auth = bearer(await insertSession(testApp, id));
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate contact_submissions, career_submissions, leads, lead_notes restart identity cascade',
  );
});

function rest(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: payload === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

function trpcMutation(path: string, input: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
}

function trpcQuery(path: string, input?: unknown) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return testApp.app.inject({ method: 'GET', url: `/trpc/${path}${query}`, headers: auth });
}

function trpcData(response: { json: () => unknown }): unknown {
  return (response.json() as { result: { data: unknown } }).result.data;
}

async function insertLead(fields: Record<string, unknown> = {}): Promise<number> {
  const values = {
    name: 'Olivia Hart',
    email: 'olivia@example.com',
    contact: '+61 2 5550 4821',
    company: 'Harbour Analytics',
    team_size: '4-7',
    message: 'Two React engineers',
    ...fields,
  };
  const columns = Object.keys(values);
  const [row] = await testApp.sql<{ id: number }>(
    `insert into leads (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning id`,
    Object.values(values),
  );
  return row?.id ?? 0;
}

async function leadRow(id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await testApp.sql<Record<string, unknown>>('select * from leads where id = ?', [
    id,
  ]);
  return row;
}

async function notesOf(id: number): Promise<string[]> {
  const rows = await testApp.sql<{ note: string }>(
    'select note from lead_notes where lead_id = ? order by id',
    [id],
  );
  return rows.map((row) => row.note);
}

const isoDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown;

describe('GET /api/contact-submissions and submissions.contacts', () => {
  it('answers { data } newest first with camelCase fields', async () => {
    await testApp.sql(
      `insert into contact_submissions (name, email, contact, company, team_size, message, created_at)
       values ('Older', 'older@example.com', '0491 570 110', null, null, null, now() - interval '1 day'),
              ('Newer', 'newer@example.com', '0491 570 111', 'Acme', '8-15', 'Hello', now())`,
    );

    const response = await rest('GET', '/api/contact-submissions');

    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Array<Record<string, unknown>> }>();
    expect(data).toEqual([
      {
        id: 2,
        name: 'Newer',
        email: 'newer@example.com',
        contact: '0491 570 111',
        company: 'Acme',
        teamSize: '8-15',
        message: 'Hello',
        createdAt: isoDate,
      },
      {
        id: 1,
        name: 'Older',
        email: 'older@example.com',
        contact: '0491 570 110',
        company: null,
        teamSize: null,
        message: null,
        createdAt: isoDate,
      },
    ]);
    expect(trpcData(await trpcQuery('submissions.contacts'))).toEqual(data);
  });

  it('answers an empty list when there is none', async () => {
    expect((await rest('GET', '/api/contact-submissions')).json()).toEqual({ data: [] });
  });

  it('answers each field exactly as stored and orders submissions of one moment by id', async () => {
    await testApp.sql(
      `insert into contact_submissions (name, email, contact, company, team_size, message, created_at)
       values ('First', 'first@example.com', '0491 570 110', 'Acme', '16+', 'Hello', '2026-03-05 09:15:00.123456+00'),
              ('Second', 'second@example.com', '0491 570 111', null, null, null, '2026-03-05 20:15:00.123456+11')`,
    );
    const expected = [
      {
        id: 2,
        name: 'Second',
        email: 'second@example.com',
        contact: '0491 570 111',
        company: null,
        teamSize: null,
        message: null,
        createdAt: '2026-03-05T09:15:00.123Z',
      },
      {
        id: 1,
        name: 'First',
        email: 'first@example.com',
        contact: '0491 570 110',
        company: 'Acme',
        teamSize: '16+',
        message: 'Hello',
        createdAt: '2026-03-05T09:15:00.123Z',
      },
    ];

    expect((await rest('GET', '/api/contact-submissions')).body).toBe(
      JSON.stringify({ data: expected }),
    );
    expect(trpcData(await trpcQuery('submissions.contacts'))).toStrictEqual(expected);
  });
});

describe('GET /api/career-submissions and submissions.careers', () => {
  it('answers { data } newest first with camelCase fields', async () => {
    await testApp.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, linkedin_url, created_at)
       values ('An', 'Nguyen', 'an@example.com', '+84 28 3822 6190', 'DevOps Engineer', 'Runs clusters', null, now() - interval '1 hour'),
              ('Minh', 'Tran', 'minh@example.com', '+84 28 3822 6191', 'Technical Lead', 'Leads teams', 'https://www.linkedin.com/in/minh', now())`,
    );

    const response = await rest('GET', '/api/career-submissions');

    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Array<Record<string, unknown>> }>();
    expect(data.map((submission) => submission.firstName)).toEqual(['Minh', 'An']);
    expect(data[0]).toEqual({
      id: 2,
      firstName: 'Minh',
      lastName: 'Tran',
      email: 'minh@example.com',
      phone: '+84 28 3822 6191',
      position: 'Technical Lead',
      description: 'Leads teams',
      linkedinUrl: 'https://www.linkedin.com/in/minh',
      createdAt: isoDate,
    });
    expect(data[1]?.linkedinUrl).toBeNull();
    expect(trpcData(await trpcQuery('submissions.careers'))).toEqual(data);
  });

  it('answers each field exactly as stored and orders applications of one moment by id', async () => {
    await testApp.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, linkedin_url, created_at)
       values ('An', 'Nguyen', 'an@example.com', '+84 28 3822 6190', 'DevOps Engineer', 'Runs clusters', null, '2026-03-05 09:15:00.5+00'),
              ('Minh', 'Tran', 'minh@example.com', '+84 28 3822 6191', 'Technical Lead', 'Leads teams', 'https://www.linkedin.com/in/minh', '2026-03-05 16:15:00.5+07')`,
    );
    const expected = [
      {
        id: 2,
        firstName: 'Minh',
        lastName: 'Tran',
        email: 'minh@example.com',
        phone: '+84 28 3822 6191',
        position: 'Technical Lead',
        description: 'Leads teams',
        linkedinUrl: 'https://www.linkedin.com/in/minh',
        createdAt: '2026-03-05T09:15:00.500Z',
      },
      {
        id: 1,
        firstName: 'An',
        lastName: 'Nguyen',
        email: 'an@example.com',
        phone: '+84 28 3822 6190',
        position: 'DevOps Engineer',
        description: 'Runs clusters',
        linkedinUrl: null,
        createdAt: '2026-03-05T09:15:00.500Z',
      },
    ];

    expect((await rest('GET', '/api/career-submissions')).body).toBe(
      JSON.stringify({ data: expected }),
    );
    expect(trpcData(await trpcQuery('submissions.careers'))).toStrictEqual(expected);
  });
});

describe('GET /api/leads and leads.list', () => {
  it('answers every lead newest first with the fields of spec section 3', async () => {
    await insertLead({ name: 'Older Lead', created_at: new Date(Date.now() - 86_400_000) });
    await insertLead({ name: 'Newer Lead', estimated_value: 12_000, probability: 40 });

    const response = await rest('GET', '/api/leads');

    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Array<Record<string, unknown>> }>();
    expect(data.map((lead) => lead.name)).toEqual(['Newer Lead', 'Older Lead']);
    expect(data[0]).toEqual({
      id: 2,
      name: 'Newer Lead',
      email: 'olivia@example.com',
      contact: '+61 2 5550 4821',
      company: 'Harbour Analytics',
      teamSize: '4-7',
      message: 'Two React engineers',
      stage: 'new',
      estimatedValue: 12_000,
      probability: 40,
      isWon: false,
      isLost: false,
      lostReason: null,
      createdAt: isoDate,
      updatedAt: isoDate,
    });
    expect(trpcData(await trpcQuery('leads.list'))).toEqual(data);
  });

  it('answers each field exactly as stored, empty optional fields as null', async () => {
    const bare = await insertLead({
      name: 'Bare Lead',
      email: 'bare@example.com',
      contact: '0491 570 156',
      company: null,
      team_size: null,
      message: null,
      created_at: '2026-03-05 09:15:00.123456+00',
      updated_at: '2026-03-06 10:00:00+00',
    });
    const lost = await insertLead({
      name: 'Lost Lead',
      email: 'lost@example.com',
      contact: '+61 2 5550 4821',
      company: 'Harbour Analytics',
      team_size: '16+',
      message: 'Eight React engineers',
      stage: 'closed_lost',
      estimated_value: 2_147_483_647,
      probability: 35,
      is_won: false,
      is_lost: true,
      lost_reason: 'Chose an agency',
      created_at: '2026-03-04 16:06:07.5+11',
      updated_at: '2026-03-07 08:30:45.999999+00',
    });
    const won = await insertLead({
      name: 'Won Lead',
      email: 'won@example.com',
      contact: '+84 28 3822 6190',
      company: 'Saigon Freight',
      team_size: '1-3',
      message: 'One mobile developer',
      stage: 'closed_won',
      estimated_value: 0,
      probability: 100,
      is_won: true,
      is_lost: false,
      created_at: '2026-03-03 00:00:00+00',
      updated_at: '2026-03-03 00:00:00.001+00',
    });
    const expected = [
      {
        id: bare,
        name: 'Bare Lead',
        email: 'bare@example.com',
        contact: '0491 570 156',
        company: null,
        teamSize: null,
        message: null,
        stage: 'new',
        estimatedValue: null,
        probability: 0,
        isWon: false,
        isLost: false,
        lostReason: null,
        createdAt: '2026-03-05T09:15:00.123Z',
        updatedAt: '2026-03-06T10:00:00.000Z',
      },
      {
        id: lost,
        name: 'Lost Lead',
        email: 'lost@example.com',
        contact: '+61 2 5550 4821',
        company: 'Harbour Analytics',
        teamSize: '16+',
        message: 'Eight React engineers',
        stage: 'closed_lost',
        estimatedValue: 2_147_483_647,
        probability: 35,
        isWon: false,
        isLost: true,
        lostReason: 'Chose an agency',
        createdAt: '2026-03-04T05:06:07.500Z',
        updatedAt: '2026-03-07T08:30:45.999Z',
      },
      {
        id: won,
        name: 'Won Lead',
        email: 'won@example.com',
        contact: '+84 28 3822 6190',
        company: 'Saigon Freight',
        teamSize: '1-3',
        message: 'One mobile developer',
        stage: 'closed_won',
        estimatedValue: 0,
        probability: 100,
        isWon: true,
        isLost: false,
        lostReason: null,
        createdAt: '2026-03-03T00:00:00.000Z',
        updatedAt: '2026-03-03T00:00:00.001Z',
      },
    ];

    const response = await rest('GET', '/api/leads');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify({ data: expected }));
    expect(trpcData(await trpcQuery('leads.list'))).toStrictEqual(expected);
  });

  it('orders leads created at the same moment by id, the later first', async () => {
    const sameMoment = '2026-03-05 09:15:00.123456+00';
    const first = await insertLead({ created_at: sameMoment });
    const second = await insertLead({ created_at: sameMoment });
    const older = await insertLead({ created_at: '2026-03-05 09:15:00.123455+00' });
    const third = await insertLead({ created_at: sameMoment });

    const { data } = (await rest('GET', '/api/leads')).json<{ data: Array<{ id: number }> }>();

    expect(data.map((lead) => lead.id)).toEqual([third, second, first, older]);
    const listed = trpcData(await trpcQuery('leads.list')) as Array<{ id: number }>;
    expect(listed.map((lead) => lead.id)).toEqual([third, second, first, older]);
  });

  it('answers byte for byte what the lead entities map to', async () => {
    // A spread of stages, empty and set fields, shared creation times and sub-millisecond times.
    await testApp.sql(
      `insert into leads (name, email, contact, company, team_size, message, stage, estimated_value,
                          probability, is_won, is_lost, lost_reason, created_at, updated_at)
       select 'Lead ' || i, 'lead' || i || '@example.com', '+61 412 345 ' || lpad(i::text, 3, '0'),
              case when i % 3 = 0 then null else 'Company ' || i end,
              case when i % 4 = 0 then null else (array['1-3', '4-7', '8-15', '16+'])[i % 4 + 1] end,
              case when i % 5 = 0 then null else 'Message ' || i end,
              (array['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed_won',
                     'closed_lost'])[i % 7 + 1],
              case when i % 2 = 0 then null else i * 1000 end,
              i % 101, i % 7 = 5, i % 7 = 6,
              case when i % 7 = 6 then 'Reason ' || i end,
              timestamptz '2026-03-01 00:00:00+00' + (i / 3) * interval '1 hour 0.000137 seconds',
              timestamptz '2026-03-10 00:00:00+00' + i * interval '0.000999 seconds'
         from generate_series(1, 60) as i`,
    );
    const entities = await testApp
      .em()
      .find(Lead, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });

    const response = await rest('GET', '/api/leads');

    expect(entities).toHaveLength(60);
    expect(response.body).toBe(JSON.stringify({ data: entities.map(toLeadDto) }));
  });
});

describe('PUT /api/leads/:id and leads.update', () => {
  it('updates only the given fields, moves updatedAt and answers { data: lead }', async () => {
    const id = await insertLead({ updated_at: new Date(Date.now() - 60_000) });

    const response = await rest('PUT', `/api/leads/${id}`, {
      probability: 60,
      estimatedValue: 45_000,
      name: 'Not editable',
    });

    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      id,
      name: 'Olivia Hart',
      probability: 60,
      estimatedValue: 45_000,
    });
    expect(Date.parse(String(data.updatedAt))).toBeGreaterThan(Date.now() - 5_000);
    expect(await leadRow(id)).toMatchObject({
      probability: 60,
      estimated_value: 45_000,
      stage: 'new',
    });
    expect(await notesOf(id)).toEqual([]);
  });

  it('takes the whole set the spec UI sends when it marks a lead won, then its note, as one event', async () => {
    const id = await insertLead({ stage: 'negotiation' });
    const response = await rest('PUT', `/api/leads/${id}`, {
      stage: 'closed_won',
      isWon: true,
      isLost: false,
      probability: 100,
      estimatedValue: 50_000,
    });
    expect(response.statusCode).toBe(200);
    expect(await leadRow(id)).toMatchObject({
      stage: 'closed_won',
      is_won: true,
      probability: 100,
    });
    const note = await rest('POST', `/api/leads/${id}/notes`, {
      note: 'Lead marked as WON with value: $50000',
    });
    expect(note.statusCode).toBe(201);
    expect(await notesOf(id)).toEqual(['Lead marked as WON with value: $50000']);
  });

  it('takes the spec UI’s lost PUT and its note as one event too', async () => {
    const id = await insertLead({ stage: 'proposal' });
    await rest('PUT', `/api/leads/${id}`, {
      stage: 'closed_lost',
      isWon: false,
      isLost: true,
      lostReason: 'Chose another vendor',
      probability: 0,
    });
    await rest('POST', `/api/leads/${id}/notes`, {
      note: 'Lead marked as LOST. Reason: Chose another vendor',
    });
    expect(await leadRow(id)).toMatchObject({ stage: 'closed_lost', is_lost: true, is_won: false });
    expect(await notesOf(id)).toEqual(['Lead marked as LOST. Reason: Chose another vendor']);
  });

  it('derives the flags from a stage given alone, so the Won column and the statistics agree', async () => {
    const id = await insertLead({ stage: 'negotiation', estimated_value: 20_000 });
    const won = await rest('PUT', `/api/leads/${id}`, { stage: 'closed_won' });
    expect(won.json()).toMatchObject({ data: { isWon: true, isLost: false, probability: 100 } });
    const reopened = await rest('PUT', `/api/leads/${id}`, { stage: 'new' });
    expect(reopened.json()).toMatchObject({ data: { stage: 'new', isWon: false, isLost: false } });
  });

  it('refuses flags that contradict the stage with 400 and says why', async () => {
    const id = await insertLead();
    const response = await rest('PUT', `/api/leads/${id}`, { stage: 'proposal', isWon: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        'isWon and isLost must agree with the stage: a Won lead is won, a Lost lead is lost, any other is neither',
    });
    expect(await leadRow(id)).toMatchObject({ stage: 'new', is_won: false });
  });

  it('records a stage change as a note', async () => {
    const id = await insertLead({ stage: 'contacted' });
    await rest('PUT', `/api/leads/${id}`, { stage: 'qualified' });
    expect(await notesOf(id)).toEqual(['Stage changed from Contacted to Qualified']);
  });

  it.each([
    [{ stage: 'won' }, 'Invalid stage'],
    [{ probability: 101 }, 'Probability must be a whole number from 0 to 100'],
    [{ probability: -1 }, 'Probability must be a whole number from 0 to 100'],
    [{ probability: 50.5 }, 'Probability must be a whole number from 0 to 100'],
    [{ estimatedValue: -1 }, 'Estimated value must be a whole number of dollars, 0 or more'],
    [{ estimatedValue: 10.5 }, 'Estimated value must be a whole number of dollars, 0 or more'],
    [{ isWon: 'yes' }, 'isWon must be true or false'],
    [{ isWon: true, isLost: true }, 'A lead cannot be both won and lost'],
  ])('answers 400 for %j and changes nothing', async (payload, message) => {
    const id = await insertLead();
    const response = await rest('PUT', `/api/leads/${id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await leadRow(id)).toMatchObject({ stage: 'new', probability: 0, is_won: false });
  });

  it('answers 400 for a body that is not an object', async () => {
    const id = await insertLead();
    expect((await rest('PUT', `/api/leads/${id}`, [1, 2])).statusCode).toBe(400);
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 400 for the id %s', async (badId) => {
    const response = await rest('PUT', `/api/leads/${badId}`, { probability: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid lead id' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await rest('PUT', '/api/leads/9999', { probability: 10 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Lead not found' });
  });

  it('is leads.update through tRPC', async () => {
    const id = await insertLead();
    const response = await trpcMutation('leads.update', {
      id,
      stage: 'closed_lost',
      lostReason: '  Went quiet  ',
    });
    expect(response.statusCode).toBe(200);
    expect(trpcData(response)).toMatchObject({ lostReason: 'Went quiet', isLost: true });
    expect((await trpcMutation('leads.update', { id: 9999, probability: 5 })).statusCode).toBe(404);
    expect((await trpcMutation('leads.update', { id, probability: 500 })).statusCode).toBe(400);
  });
});

describe('DELETE /api/leads/:id and leads.remove', () => {
  it('deletes the lead with all its notes', async () => {
    const id = await insertLead();
    const kept = await insertLead({ name: 'Kept Lead' });
    await rest('POST', `/api/leads/${id}/notes`, { note: 'First call' });
    await rest('POST', `/api/leads/${kept}/notes`, { note: 'Other lead' });

    const response = await rest('DELETE', `/api/leads/${id}`);

    expect(response.statusCode).toBe(200);
    expect(await leadRow(id)).toBeUndefined();
    expect(await notesOf(id)).toEqual([]);
    expect(await notesOf(kept)).toEqual(['Other lead']);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await rest('DELETE', '/api/leads/9999')).statusCode).toBe(404);
    expect((await rest('DELETE', '/api/leads/x')).statusCode).toBe(400);
  });

  it('is leads.remove through tRPC', async () => {
    const id = await insertLead();
    const response = await trpcMutation('leads.remove', { id });
    expect(response.statusCode).toBe(200);
    expect(await leadRow(id)).toBeUndefined();
    expect((await trpcMutation('leads.remove', { id })).statusCode).toBe(404);
  });
});

describe('notes', () => {
  it('POST /api/leads/:id/notes stores the trimmed note and GET lists them newest first', async () => {
    const id = await insertLead();
    const first = await rest('POST', `/api/leads/${id}/notes`, { note: '  First call  ' });
    await rest('POST', `/api/leads/${id}/notes`, { note: 'Sent the proposal' });

    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      data: { id: 1, leadId: id, note: 'First call', createdAt: isoDate },
    });
    const list = await rest('GET', `/api/leads/${id}/notes`);
    expect(list.statusCode).toBe(200);
    const { data } = list.json<{ data: Array<{ note: string }> }>();
    expect(data.map((note) => note.note)).toEqual(['Sent the proposal', 'First call']);
    expect(trpcData(await trpcQuery('notes.list', { leadId: id }))).toEqual(data);
  });

  it('answers each field exactly as stored and orders notes of one moment by id', async () => {
    const id = await insertLead();
    const other = await insertLead();
    await testApp.sql(
      `insert into lead_notes (lead_id, note, created_at)
       values (?, 'Older', '2026-03-05 09:14:59.999999+00'),
              (?, 'Same moment, first', '2026-03-05 09:15:00.000999+00'),
              (?, 'Another lead', '2026-03-06 00:00:00+00'),
              (?, 'Same moment, second', '2026-03-05 09:15:00.000999+00')`,
      [id, id, other, id],
    );
    const expected = [
      { id: 4, leadId: id, note: 'Same moment, second', createdAt: '2026-03-05T09:15:00.000Z' },
      { id: 2, leadId: id, note: 'Same moment, first', createdAt: '2026-03-05T09:15:00.000Z' },
      { id: 1, leadId: id, note: 'Older', createdAt: '2026-03-05T09:14:59.999Z' },
    ];

    expect((await rest('GET', `/api/leads/${id}/notes`)).body).toBe(
      JSON.stringify({ data: expected }),
    );
    expect(trpcData(await trpcQuery('notes.list', { leadId: id }))).toStrictEqual(expected);
  });

  it.each([
    [{ note: '   ' }, 'Note cannot be empty'],
    [{}, 'Note cannot be empty'],
    [{ note: 'x'.repeat(2001) }, 'Note too long'],
  ])('answers 400 for %j', async (payload, message) => {
    const id = await insertLead();
    const response = await rest('POST', `/api/leads/${id}/notes`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await notesOf(id)).toEqual([]);
  });

  it('takes a note of exactly 2000 characters', async () => {
    const id = await insertLead();
    expect(
      (await rest('POST', `/api/leads/${id}/notes`, { note: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
  });

  it('answers 404 for the notes of an unknown lead and 400 for a bad id', async () => {
    expect((await rest('GET', '/api/leads/9999/notes')).statusCode).toBe(404);
    expect((await rest('POST', '/api/leads/9999/notes', { note: 'Hello' })).statusCode).toBe(404);
    expect((await rest('GET', '/api/leads/zero/notes')).statusCode).toBe(400);
    expect((await trpcQuery('notes.list', { leadId: 9999 })).statusCode).toBe(404);
  });

  it('adds both notes of one tRPC batch', async () => {
    const id = await insertLead();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/notes.add,notes.add,leads.move?batch=1',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({
        0: { leadId: id, note: 'First' },
        1: { leadId: id, note: 'Second' },
        2: { id, stage: 'contacted' },
      }),
    });
    expect(response.statusCode).toBe(200);
    expect((await notesOf(id)).sort()).toEqual([
      'First',
      'Second',
      'Stage changed from New to Contacted',
    ]);
  });

  it('notes.add adds through tRPC', async () => {
    const id = await insertLead();
    const response = await trpcMutation('notes.add', { leadId: id, note: ' Follow up Friday ' });
    expect(response.statusCode).toBe(200);
    expect(await notesOf(id)).toEqual(['Follow up Friday']);
    expect((await trpcMutation('notes.add', { leadId: id, note: '' })).statusCode).toBe(400);
  });
});

describe('leads.markWon', () => {
  it('sets exactly the won fields and adds the spec note in one call', async () => {
    const id = await insertLead({ stage: 'negotiation', probability: 70, lost_reason: null });

    const response = await trpcMutation('leads.markWon', { id, value: 50_000 });

    expect(response.statusCode).toBe(200);
    expect(trpcData(response)).toMatchObject({
      id,
      stage: 'closed_won',
      isWon: true,
      isLost: false,
      probability: 100,
      estimatedValue: 50_000,
    });
    expect(await leadRow(id)).toMatchObject({
      stage: 'closed_won',
      is_won: true,
      is_lost: false,
      probability: 100,
      estimated_value: 50_000,
    });
    expect(await notesOf(id)).toEqual(['Lead marked as WON with value: $50000']);
  });

  it('turns a lost lead into a won one', async () => {
    const id = await insertLead({ stage: 'closed_lost', is_lost: true, lost_reason: 'Budget' });
    await trpcMutation('leads.markWon', { id, value: 10 });
    expect(await leadRow(id)).toMatchObject({ is_won: true, is_lost: false });
  });

  it('changes nothing when the note cannot be written', async () => {
    const id = await insertLead({ stage: 'proposal', probability: 30 });
    await testApp.sql(`
      create function refuse_notes() returns trigger language plpgsql as
        $$ begin raise exception 'notes are switched off'; end $$;
      create trigger refuse_notes before insert on lead_notes
        for each row execute function refuse_notes();`);
    try {
      const response = await trpcMutation('leads.markWon', { id, value: 50_000 });
      expect(response.statusCode).toBe(500);
    } finally {
      await testApp.sql('drop trigger refuse_notes on lead_notes; drop function refuse_notes();');
    }
    expect(await leadRow(id)).toMatchObject({
      stage: 'proposal',
      is_won: false,
      probability: 30,
      estimated_value: null,
    });
  });

  it.each([
    [{ id: 1, value: -5 }, 400],
    [{ id: 1, value: 1.5 }, 400],
    [{ id: 1 }, 400],
    [{ id: 9999, value: 100 }, 404],
  ])('answers %j with %i', async (input, status) => {
    await insertLead();
    expect((await trpcMutation('leads.markWon', input)).statusCode).toBe(status);
    expect(await notesOf(1)).toEqual([]);
  });
});

describe('leads.markLost', () => {
  it('sets exactly the lost fields and adds the spec note in one call', async () => {
    const id = await insertLead({ stage: 'proposal', probability: 40, estimated_value: 9000 });

    const response = await trpcMutation('leads.markLost', { id, reason: '  Chose an agency  ' });

    expect(response.statusCode).toBe(200);
    expect(await leadRow(id)).toMatchObject({
      stage: 'closed_lost',
      is_won: false,
      is_lost: true,
      lost_reason: 'Chose an agency',
      probability: 0,
      estimated_value: 9000,
    });
    expect(await notesOf(id)).toEqual(['Lead marked as LOST. Reason: Chose an agency']);
  });

  it('needs a reason and a known lead', async () => {
    const id = await insertLead();
    const empty = await trpcMutation('leads.markLost', { id, reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: 'Please enter a reason' } });
    expect((await trpcMutation('leads.markLost', { id: 9999, reason: 'x' })).statusCode).toBe(404);
    expect(await leadRow(id)).toMatchObject({ is_lost: false });
  });
});

describe('leads.move', () => {
  it('moves between open stages and records the change', async () => {
    const id = await insertLead({ stage: 'contacted' });
    const response = await trpcMutation('leads.move', { id, stage: 'qualified' });
    expect(response.statusCode).toBe(200);
    expect(trpcData(response)).toMatchObject({ stage: 'qualified', isWon: false, isLost: false });
    expect(await notesOf(id)).toEqual(['Stage changed from Contacted to Qualified']);
  });

  it('does nothing when the stage is the same', async () => {
    const id = await insertLead({ stage: 'proposal', updated_at: new Date(Date.now() - 60_000) });
    const before = await leadRow(id);
    const response = await trpcMutation('leads.move', { id, stage: 'proposal' });
    expect(response.statusCode).toBe(200);
    expect(await leadRow(id)).toEqual(before);
    expect(await notesOf(id)).toEqual([]);
  });

  it.each([
    ['closed_won', 'Use Mark as Won to move a lead to Won'],
    ['closed_lost', 'Use Mark as Lost to move a lead to Lost'],
  ])('refuses a plain move to %s', async (stage, message) => {
    const id = await insertLead({ stage: 'negotiation' });
    const response = await trpcMutation('leads.move', { id, stage });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message } });
    expect(await leadRow(id)).toMatchObject({
      stage: 'negotiation',
      is_won: false,
      is_lost: false,
    });
    expect(await notesOf(id)).toEqual([]);
  });

  it('reopens a won lead moved back onto the board', async () => {
    const id = await insertLead({
      stage: 'closed_won',
      is_won: true,
      probability: 100,
      estimated_value: 50_000,
    });
    await trpcMutation('leads.move', { id, stage: 'qualified' });
    expect(await leadRow(id)).toMatchObject({
      stage: 'qualified',
      is_won: false,
      is_lost: false,
      lost_reason: null,
    });
    expect(await notesOf(id)).toEqual(['Stage changed from Won to Qualified']);
  });

  it('reopens a lost lead and clears its reason', async () => {
    const id = await insertLead({ stage: 'closed_lost', is_lost: true, lost_reason: 'Budget' });
    await trpcMutation('leads.move', { id, stage: 'new' });
    expect(await leadRow(id)).toMatchObject({ stage: 'new', is_lost: false, lost_reason: null });
    expect(await notesOf(id)).toEqual(['Stage changed from Lost to New']);
  });

  it('answers 404 for an unknown lead and 400 for an unknown stage', async () => {
    expect((await trpcMutation('leads.move', { id: 9999, stage: 'new' })).statusCode).toBe(404);
    const id = await insertLead();
    expect((await trpcMutation('leads.move', { id, stage: 'archived' })).statusCode).toBe(400);
  });
});

describe('leads.stats', () => {
  it('counts active, won and lost leads and sums the won value over every lead', async () => {
    await insertLead();
    await insertLead({ stage: 'proposal', estimated_value: 7000 });
    await insertLead({ stage: 'closed_won', is_won: true, estimated_value: 50_000 });
    await insertLead({ stage: 'closed_won', is_won: true, estimated_value: 25_000 });
    await insertLead({ stage: 'closed_won', is_won: true, estimated_value: null });
    await insertLead({ stage: 'closed_lost', is_lost: true, estimated_value: 90_000 });

    const response = await trpcQuery('leads.stats');

    expect(response.statusCode).toBe(200);
    expect(trpcData(response)).toEqual({
      activeLeads: 2,
      won: 3,
      lost: 1,
      wonValue: 75_000,
      totalValue: 75_000,
    });
  });

  it('answers zeros for an empty pipeline', async () => {
    expect(trpcData(await trpcQuery('leads.stats'))).toEqual({
      activeLeads: 0,
      won: 0,
      lost: 0,
      wonValue: 0,
      totalValue: 0,
    });
  });
});
