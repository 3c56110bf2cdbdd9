import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listCareerSubmissions, listContactSubmissions, listLeads, listNotes } from '@app/api';
import { insertLead, leadRow, notesOf } from '@app/db/testing';
import { bearer, createTestAdmin, insertSession } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// What the CRM's services and procedures do is tested in packages/api, through the router. Here:
// what the HTTP doors add — paths, status codes, the `{ data }` and `{ error }` bodies.

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

const isoDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown;

describe('the REST lists', () => {
  const lists: Array<[url: string, listed: () => Promise<unknown>]> = [
    ['/api/contact-submissions', () => listContactSubmissions({ em: testApp.em() })],
    ['/api/career-submissions', () => listCareerSubmissions({ em: testApp.em() })],
    ['/api/leads', () => listLeads({ em: testApp.em() })],
    ['/api/leads/1/notes', () => listNotes({ em: testApp.em(), input: { leadId: 1 } })],
  ];

  it.each(lists)(
    'GET %s answers 200 JSON { data } with byte for byte what the service lists',
    async (url, listed) => {
      await testApp.sql(
        `insert into contact_submissions (name, email, contact, company, team_size, message, created_at)
         values ('Older', 'older@example.com', '0491 570 110', null, null, null, now() - interval '1 day'),
                ('Newer', 'newer@example.com', '0491 570 111', 'Acme', '8-15', 'Hello', now());
         insert into career_submissions (first_name, last_name, email, phone, position, description, linkedin_url)
         values ('An', 'Nguyen', 'an@example.com', '+84 28 3822 6190', 'DevOps Engineer', 'Runs clusters', null),
                ('Minh', 'Tran', 'minh@example.com', '+84 28 3822 6191', 'Technical Lead', 'Leads teams', 'https://www.linkedin.com/in/minh');`,
      );
      const lead = await insertLead(testApp, { created_at: new Date(Date.now() - 86_400_000) });
      await insertLead(testApp, {
        name: 'Lost Lead',
        stage: 'closed_lost',
        is_lost: true,
        lost_reason: 'Budget',
      });
      await testApp.sql(
        `insert into lead_notes (lead_id, note) values (?, 'First call'), (?, 'Sent the proposal')`,
        [lead, lead],
      );
      const expected = await listed();

      const response = await rest('GET', url);

      expect(expected).toHaveLength(2);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify({ data: expected }));
    },
  );

  it.each(['/api/contact-submissions', '/api/career-submissions', '/api/leads'])(
    'GET %s answers { data: [] } when there is none',
    async (url) => {
      const response = await rest('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
    },
  );
});

describe('GET /api/leads, written by PostgreSQL', () => {
  it('answers byte for byte what listLeads lists, for leads of every kind', async () => {
    const tricky =
      'Quote " backslash \\ tab \t newline \n CR \r bell \u0007 sep \u2028 Nguyễn 👋 <b>&amp;</b>';
    const won = await insertLead(testApp, {
      name: 'Won Lead',
      email: 'jane@example.com',
      stage: 'closed_won',
      is_won: true,
      probability: 100,
      estimated_value: 2_147_483_647,
      created_at: '2026-03-01 10:00:00.000001+00',
      updated_at: '2026-03-02 10:00:00.999999+00',
      first_reply_at: '2026-03-01 11:00:00.5+00',
    });
    await insertLead(testApp, {
      name: 'Returning Jane',
      email: 'Jane@Example.com',
      previous_lead_id: won,
      enquiry_count: 3,
      created_at: '2026-03-05 10:00:00+11',
      last_enquiry_at: '2026-03-07 23:59:59.9995+00',
    });
    await insertLead(testApp, {
      name: tricky,
      email: 'lost@example.com',
      company: null,
      team_size: null,
      message: null,
      estimated_value: null,
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: tricky,
      awaits_reply: false,
    });
    await insertLead(testApp, { name: 'Bare', company: null, message: tricky, estimated_value: 0 });
    await testApp.sql(
      `insert into career_submissions (first_name, last_name, email, phone, position, description, spam_reason) values
         ('Jane', 'Doe', 'JANE@example.com', '0400', 'QA', 'Tests', null),
         ('Jane', 'Doe', 'jane@example.com', '0400', 'QA', 'Tests', 'too fast'),
         ('Jane', 'Doe', 'jane@EXAMPLE.com', '0400', 'QA', 'Tests', null)`,
    );
    const listed = await listLeads({ em: testApp.em() });

    const response = await rest('GET', '/api/leads');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toStrictEqual({ data: listed });
    expect(response.body).toBe(JSON.stringify({ data: listed }));
    const byName = new Map(listed.map((lead) => [lead.name, lead]));
    expect(byName.get(tricky)).toMatchObject({
      company: null,
      message: null,
      estimatedValue: null,
      lostReason: tricky,
      isLost: true,
      awaitsReply: false,
    });
    expect(byName.get('Bare')?.message).toBe(tricky);
    expect(byName.get('Returning Jane')).toMatchObject({
      previousLead: { id: won, outcome: 'won', estimatedValue: 2_147_483_647, lostReason: null },
      enquiryCount: 3,
      createdAt: '2026-03-04T23:00:00.000Z',
      lastEnquiryAt: '2026-03-07T23:59:59.999Z',
      applicationIds: [1, 3],
    });
    expect(byName.get('Won Lead')).toMatchObject({
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.999Z',
      firstReplyAt: '2026-03-01T11:00:00.500Z',
      applicationIds: [1, 3],
    });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends the list compressed with %s to a client that accepts it, the same JSON once decoded',
    async (encoding, decode) => {
      await insertLead(testApp, { name: 'Compressed', message: 'x'.repeat(5_000) });
      const listed = await listLeads({ em: testApp.em() });

      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/leads',
        headers: { ...auth, 'accept-encoding': `${encoding}, deflate` },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = decode(response.rawPayload).toString('utf8');
      expect(body).toBe(JSON.stringify({ data: listed }));
      expect(response.rawPayload.length).toBeLessThan(body.length / 5);
    },
  );
});

describe('PUT /api/leads/:id', () => {
  it('changes the lead in the path by the body, ignoring what it does not edit, and answers 200 { data: lead }', async () => {
    const id = await insertLead(testApp, { updated_at: new Date(Date.now() - 60_000) });

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
    expect([data]).toEqual(await listLeads({ em: testApp.em() }));
    expect(await leadRow(testApp, id)).toMatchObject({
      name: 'Olivia Hart',
      probability: 60,
      estimated_value: 45_000,
      stage: 'new',
    });
  });

  it('answers the spec UI’s won update, the one the board sends, with the won lead', async () => {
    const id = await insertLead(testApp, { stage: 'negotiation' });
    const response = await rest('PUT', `/api/leads/${id}`, {
      stage: 'closed_won',
      isWon: true,
      isLost: false,
      probability: 100,
      estimatedValue: 50_000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id, stage: 'closed_won', isWon: true, probability: 100 },
    });
  });

  it('answers a refusal of the pipeline rules with 400 { error } saying why, and changes nothing', async () => {
    const id = await insertLead(testApp);
    const response = await rest('PUT', `/api/leads/${id}`, { stage: 'proposal', isWon: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        'isWon and isLost must agree with the stage: a Won lead is won, a Lost lead is lost, any other is neither',
    });
    expect(await leadRow(testApp, id)).toMatchObject({ stage: 'new', is_won: false });
  });

  // Every refused field is tested through the caller (packages/api); here, that the door answers
  // a refusal of the input schema as the spec's 400 { error } with the first issue's message.
  it.each([
    [{ stage: 'won' }, 'Invalid stage'],
    [{ estimatedValue: 10.5 }, 'Estimated value must be a whole number of dollars, 0 or more'],
  ])('answers 400 for %j and changes nothing', async (payload, message) => {
    const id = await insertLead(testApp);
    const response = await rest('PUT', `/api/leads/${id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await leadRow(testApp, id)).toMatchObject({
      stage: 'new',
      probability: 0,
      is_won: false,
    });
  });

  it('answers 400 for a body that is not an object', async () => {
    const id = await insertLead(testApp);
    const response = await rest('PUT', `/api/leads/${id}`, [1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Request body must be a JSON object' });
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

  it('answers 409 { error } for reopening a lead whose person has another open lead', async () => {
    const closed = await insertLead(testApp, {
      email: 'pat@example.com',
      stage: 'closed_lost',
      is_lost: true,
      lost_reason: 'No budget',
    });
    const open = await insertLead(testApp, { email: 'Pat@example.com' });
    const response = await rest('PUT', `/api/leads/${closed}`, { stage: 'qualified' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: `This person already has an open lead (#${open}): add to that one instead`,
    });
  });
});

describe('GET /api/stats', () => {
  it('answers 200 { data } with the five figures of the spec first, then the reply promise', async () => {
    await insertLead(testApp, { stage: 'closed_won', is_won: true, estimated_value: 50_000 });
    await insertLead(testApp, { stage: 'closed_lost', is_lost: true });
    const createdAt = new Date(Date.now() - 3 * 60 * 60_000);
    await insertLead(testApp, {
      created_at: createdAt,
      first_reply_at: new Date(createdAt.getTime() + 30 * 60_000),
    });
    await insertLead(testApp, { created_at: createdAt });

    const response = await rest('GET', '/api/stats');

    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ data: object }>().data)).toEqual([
      'activeLeads',
      'won',
      'lost',
      'wonValue',
      'totalValue',
      'repliedWithinTwoHoursShare',
      'medianFirstReplySeconds',
    ]);
    expect(response.json()).toEqual({
      data: {
        activeLeads: 2,
        won: 1,
        lost: 1,
        wonValue: 50_000,
        totalValue: 50_000,
        repliedWithinTwoHoursShare: 0.5,
        medianFirstReplySeconds: 30 * 60,
      },
    });
  });

  it('answers null, not 0 or NaN, for the reply figures when no lead awaited a reply', async () => {
    await insertLead(testApp, { awaits_reply: false });
    const response = await rest('GET', '/api/stats');
    expect(response.json()).toMatchObject({
      data: { activeLeads: 1, repliedWithinTwoHoursShare: null, medianFirstReplySeconds: null },
    });
  });
});

describe('the REST doors answer a lead like the board does', () => {
  it('PUT of a stage records the first reply', async () => {
    const id = await insertLead(testApp);
    const response = await rest('PUT', `/api/leads/${String(id)}`, { stage: 'contacted' });
    expect(response.json()).toMatchObject({ data: { firstReplyAt: isoDate } });
    expect((await leadRow(testApp, id))?.first_reply_at).not.toBeNull();
  });

  it('POST of a note records the first reply', async () => {
    const id = await insertLead(testApp);
    await rest('POST', `/api/leads/${String(id)}/notes`, { note: 'Called back' });
    expect((await leadRow(testApp, id))?.first_reply_at).not.toBeNull();
  });
});

describe('DELETE /api/leads/:id', () => {
  it('deletes the lead in the path and answers 200 { data: { id } }', async () => {
    const id = await insertLead(testApp);
    const kept = await insertLead(testApp, { name: 'Kept Lead' });

    const response = await rest('DELETE', `/api/leads/${id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id } });
    expect(await leadRow(testApp, id)).toBeUndefined();
    expect(await leadRow(testApp, kept)).toBeDefined();
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const unknown = await rest('DELETE', '/api/leads/9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Lead not found' });
    const bad = await rest('DELETE', '/api/leads/x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Invalid lead id' });
  });
});

describe('/api/leads/:id/notes', () => {
  it('POST stores the note of the body for the lead in the path and answers 201 { data: note }', async () => {
    const id = await insertLead(testApp);

    const response = await rest('POST', `/api/leads/${id}/notes`, { note: '  First call  ' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { id: 1, leadId: id, note: 'First call', createdAt: isoDate },
    });
    expect(await notesOf(testApp, id)).toEqual(['First call']);
  });

  it('GET answers { data: [] } for a lead without notes', async () => {
    const id = await insertLead(testApp);
    const response = await rest('GET', `/api/leads/${id}/notes`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it.each([
    [{ note: '   ' }, 'Note cannot be empty'],
    [{}, 'Note cannot be empty'],
    [{ note: 'x'.repeat(2001) }, 'Note too long'],
  ])('POST answers 400 for %j', async (payload, message) => {
    const id = await insertLead(testApp);
    const response = await rest('POST', `/api/leads/${id}/notes`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await notesOf(testApp, id)).toEqual([]);
  });

  it('answers 404 { error } for the notes of an unknown lead and 400 for a bad id', async () => {
    const listed = await rest('GET', '/api/leads/9999/notes');
    expect(listed.statusCode).toBe(404);
    expect(listed.json()).toEqual({ error: 'Lead not found' });
    const added = await rest('POST', '/api/leads/9999/notes', { note: 'Hello' });
    expect(added.statusCode).toBe(404);
    expect(added.json()).toEqual({ error: 'Lead not found' });
    const bad = await rest('GET', '/api/leads/zero/notes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Invalid lead id' });
  });
});

describe('the CRM procedures over HTTP', () => {
  function trpcMutation(path: string, input: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
  }

  it('answer a result as 200 { result: { data } }', async () => {
    const id = await insertLead(testApp);
    const response = await trpcMutation('leads.move', { id, stage: 'contacted' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { data: { id, stage: 'contacted' } } });
  });

  it.each([
    ['leads.markLost', { id: 1, reason: '   ' }, 400, 'BAD_REQUEST', 'Please enter a reason'],
    [
      'leads.move',
      { id: 1, stage: 'closed_won' },
      400,
      'BAD_REQUEST',
      'Use Mark as Won to move a lead to Won',
    ],
    ['leads.markWon', { id: 9999, value: 100 }, 404, 'NOT_FOUND', 'Lead not found'],
  ])(
    'answer a refusal of %s with its HTTP status and message',
    async (path, input, status, code, message) => {
      await insertLead(testApp);
      const response = await trpcMutation(path, input);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        error: { message, data: { code, httpStatus: status } },
      });
    },
  );
});
