import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submissionKeyMessage } from '@app/domain';
import {
  validCareerPayload as validCareer,
  validContactPayload as validContact,
} from '../../../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000' });
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate contact_submissions, leads, career_submissions restart identity cascade',
  );
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

async function countRows(
  table: 'contact_submissions' | 'leads' | 'career_submissions',
): Promise<number> {
  const [row] = await testApp.sql<{ count: string }>(`select count(*) from ${table}`);
  return Number(row?.count);
}

describe('POST /api/contact', () => {
  it('stores the submission and opens a matching lead, trimmed and with the email lower-cased', async () => {
    const response = await post('/api/contact', { ...validContact, name: '  Olivia Hart  ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [submission] = await testApp.sql<Record<string, unknown>>(
      'select * from contact_submissions',
    );
    expect(submission).toMatchObject({
      name: 'Olivia Hart',
      email: 'olivia.hart@example.com',
      contact: '+61 2 5550 4821',
      company: 'Harbour Analytics',
      team_size: '4-7',
      message: 'We need two senior React engineers from next month.',
    });
    const [lead] = await testApp.sql<Record<string, unknown>>('select * from leads');
    expect(lead).toMatchObject({
      name: 'Olivia Hart',
      email: 'olivia.hart@example.com',
      contact: '+61 2 5550 4821',
      company: 'Harbour Analytics',
      team_size: '4-7',
      message: 'We need two senior React engineers from next month.',
      stage: 'new',
      probability: 0,
      is_won: false,
      is_lost: false,
      estimated_value: null,
      lost_reason: null,
    });
  });

  it('stores blank optional fields as NULL and ignores unknown keys', async () => {
    const response = await post('/api/contact', {
      ...validContact,
      company: '',
      teamSize: '',
      message: '   ',
      isWon: true,
      stage: 'closed_won',
    });

    expect(response.statusCode).toBe(200);
    const [lead] = await testApp.sql<Record<string, unknown>>(
      'select company, team_size, message, stage, is_won from leads',
    );
    expect(lead).toEqual({
      company: null,
      team_size: null,
      message: null,
      stage: 'new',
      is_won: false,
    });
    const [submission] = await testApp.sql<Record<string, unknown>>(
      'select company, team_size, message from contact_submissions',
    );
    expect(submission).toEqual({ company: null, team_size: null, message: null });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'N'.repeat(101), 'Name too long'],
    ['name', 'Olivia <script>', 'Name contains invalid characters'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email too long'],
    ['contact', '12345', 'Contact number too short'],
    ['contact', '1'.repeat(21), 'Contact number too long'],
    ['contact', '0412 345 678 ext', 'Invalid contact format'],
    ['company', 'C'.repeat(101), 'Company name too long'],
    ['teamSize', 'T'.repeat(51), 'Team size too long'],
    ['message', 'M'.repeat(2001), 'Message too long'],
  ])('rejects a bad $0 with "$2" and stores nothing', async (field, value, message) => {
    const response = await post('/api/contact', { ...validContact, [field]: value });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect(await countRows('contact_submissions')).toBe(0);
    expect(await countRows('leads')).toBe(0);
  });

  it('answers with the first failing rule when several fail', async () => {
    const response = await post('/api/contact', { name: '', email: 'nope', contact: '1' });

    expect(response.json()).toMatchObject({ success: false, error: 'Name is required' });
  });

  it('writes neither row when the lead insert fails after the submission insert', async () => {
    await testApp.sql(`create or replace function reject_lead() returns trigger language plpgsql as $$
      begin raise exception 'lead insert refused for the test'; end $$`);
    await testApp.sql(
      'create trigger reject_lead before insert on leads for each row execute function reject_lead()',
    );
    try {
      const response = await post('/api/contact', validContact);

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, error: 'Internal server error' });
      expect(await countRows('contact_submissions')).toBe(0);
      expect(await countRows('leads')).toBe(0);
    } finally {
      await testApp.sql('drop trigger reject_lead on leads');
    }
  });
});

describe('bad requests on the public form endpoints', () => {
  it.each(['/api/contact', '/api/careers'])(
    '%s answers 4xx with a clear error for malformed bodies',
    async (url) => {
      const cases = [
        {
          payload: '{"name": ',
          contentType: 'application/json',
          status: 400,
          error: 'Request body is not valid JSON',
        },
        {
          payload: '[1, 2]',
          contentType: 'application/json',
          status: 400,
          error: 'Request body must be a JSON object',
        },
        {
          payload: '"text"',
          contentType: 'application/json',
          status: 400,
          error: 'Request body must be a JSON object',
        },
        {
          payload: 'null',
          contentType: 'application/json',
          status: 400,
          error: 'Request body must be a JSON object',
        },
        {
          payload: '',
          contentType: 'application/json',
          status: 400,
          error: 'Request body is empty',
        },
        {
          payload: 'name=Olivia',
          contentType: 'text/csv',
          status: 415,
          error: 'Content-Type must be application/json',
        },
        {
          payload: JSON.stringify({ name: 'x'.repeat(70_000) }),
          contentType: 'application/json',
          status: 413,
          error: 'Request body is too large',
        },
      ];
      for (const { payload, contentType, status, error } of cases) {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType },
        });
        expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
          status,
          body: { success: false, error },
        });
      }
      const withoutBody = await testApp.app.inject({ method: 'POST', url });
      expect(withoutBody.statusCode).toBe(400);
      expect(withoutBody.json()).toEqual({
        success: false,
        error: 'Request body must be a JSON object',
      });
    },
  );

  it('rejects wrong types with the field rule message', async () => {
    const response = await post('/api/contact', { ...validContact, name: 42 });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Name is required' });
  });
});

describe('POST /api/careers', () => {
  it('stores the application and answers 201', async () => {
    const response = await post('/api/careers', validCareer);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const [application] = await testApp.sql<Record<string, unknown>>(
      'select * from career_submissions',
    );
    expect(application).toMatchObject({
      first_name: 'Nguyen',
      last_name: 'Van An',
      email: 'an.nguyen@example.com',
      phone: '+84 28 3822 6190',
      linkedin_url: 'https://www.linkedin.com/in/nguyen-van-an',
      position: 'DevOps Engineer',
    });
  });

  it('stores an empty LinkedIn URL as NULL', async () => {
    await post('/api/careers', { ...validCareer, linkedinUrl: '' });

    const [application] = await testApp.sql<{ linkedin_url: string | null }>(
      'select linkedin_url from career_submissions',
    );
    expect(application?.linkedin_url).toBeNull();
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', 'F'.repeat(51), 'First name too long'],
    ['firstName', 'An3', 'Invalid characters in first name'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'L'.repeat(51), 'Last name too long'],
    ['lastName', 'Van_An', 'Invalid characters in last name'],
    ['email', 'an.nguyen', 'Invalid email address'],
    ['phone', '12345', 'Phone number too short'],
    ['phone', '1'.repeat(21), 'Phone number too long'],
    ['phone', '+84 28 3822 61#0', 'Invalid phone format'],
    ['linkedinUrl', 'linkedin dot com', 'Invalid LinkedIn URL'],
    ['linkedinUrl', `https://www.linkedin.com/in/${'a'.repeat(240)}`, 'LinkedIn URL too long'],
    ['position', '', 'Position is required'],
    ['position', 'P'.repeat(101), 'Position too long'],
    ['description', 'Too short', 'Description too short'],
    ['description', 'D'.repeat(3001), 'Description too long'],
  ])('rejects a bad $0 with "$2"', async (field, value, message) => {
    const response = await post('/api/careers', { ...validCareer, [field]: value });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect(await countRows('career_submissions')).toBe(0);
  });
});

describe('tRPC door', () => {
  it('public.submitContact stores the same two rows as the REST path', async () => {
    const response = await post('/trpc/public.submitContact', validContact);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { data: { success: true } } });
    expect(await countRows('contact_submissions')).toBe(1);
    expect(await countRows('leads')).toBe(1);
  });

  it('public.submitContact answers 400 with the rule message', async () => {
    const response = await post('/trpc/public.submitContact', { ...validContact, contact: '123' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: 'Contact number too short' } });
  });

  it('public.submitCareer stores the application', async () => {
    const response = await post('/trpc/public.submitCareer', validCareer);

    expect(response.statusCode).toBe(200);
    expect(await countRows('career_submissions')).toBe(1);
  });
});

describe('submission keys, through both doors', () => {
  const submissionKey = '6f1c2a9e-3b7d-4e21-9c55-0d8e4b7a1f33';
  const doors = [
    {
      form: 'contact',
      url: '/api/contact',
      payload: validContact,
      status: 200,
      body: { success: true },
      table: 'contact_submissions',
    },
    {
      form: 'contact',
      url: '/trpc/public.submitContact',
      payload: validContact,
      status: 200,
      body: { result: { data: { success: true } } },
      table: 'contact_submissions',
    },
    {
      form: 'careers',
      url: '/api/careers',
      payload: validCareer,
      status: 201,
      body: { success: true },
      table: 'career_submissions',
    },
    {
      form: 'careers',
      url: '/trpc/public.submitCareer',
      payload: validCareer,
      status: 200,
      body: { result: { data: { success: true } } },
      table: 'career_submissions',
    },
  ] as const;

  it.each(doors)(
    '$url answers a retry with the same key like the original and stores it once',
    async ({ form, url, payload, status, body, table }) => {
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await post(url, { ...payload, submissionKey });
        answers.push({ status: response.statusCode, body: response.json<unknown>() });
      }
      expect(answers).toEqual([1, 2, 3].map(() => ({ status, body })));
      expect(await countRows(table)).toBe(1);
      if (form === 'contact') expect(await countRows('leads')).toBe(1);
      const [row] = await testApp.sql<{ submission_key: string }>(
        `select submission_key from ${table}`,
      );
      expect(row?.submission_key).toBe(submissionKey);
    },
  );

  it.each(doors)(
    '$url stores a lead once when copies with the same key arrive together',
    async ({ form, url, payload, status, table }) => {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => post(url, { ...payload, submissionKey })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => status));
      expect(await countRows(table)).toBe(1);
      if (form === 'contact') expect(await countRows('leads')).toBe(1);
    },
  );

  it.each(doors)(
    '$url refuses a malformed key with a clear 400 and stores nothing',
    async ({ url, payload, table }) => {
      const response = await post(url, { ...payload, submissionKey: 'retry-1' });

      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(submissionKeyMessage);
      expect(await countRows(table)).toBe(0);
    },
  );
});
