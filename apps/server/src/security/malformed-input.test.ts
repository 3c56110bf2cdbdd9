/**
 * Security regressions, class: malformed input. Input the stored-entity rules refuse with 400,
 * never a 5xx. Attacks tried here, one per line:
 * - a NUL in every field of both public forms, through REST and tRPC
 * - a NUL in the login username
 * - a NUL in a lead note and in a lost reason, through REST and tRPC
 * - PostgreSQL's refusal of a NUL taken for "database down" (a 503 instead of a 400)
 *
 * Also covered by: endpoint-fuzz.test.ts (random bodies, paths and queries on every route: never
 * a 5xx), plugins/framework-answers.test.ts (bodies Fastify itself refuses).
 * A new input adds its hostile cases here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@app/api';
import {
  adminEmail,
  bearer,
  createTestAdmin,
  insertSession,
  loginPayload,
  postLogin,
} from '../../test/admin-fixtures.ts';
import { validCareerPayload, validContactPayload } from '../../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let adminId: number;

beforeAll(async () => {
  // Every post of the file comes from the one injected address.
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate admin_users, admin_sessions, login_attempts, leads, contact_submissions, career_submissions restart identity cascade',
  );
  adminId = (await createTestAdmin(testApp)).id;
});

describe('control characters are refused at the boundary, never a 503 (finding 5)', () => {
  const contact = validContactPayload;
  const career = validCareerPayload;

  function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    return testApp.app.inject({
      method: url.startsWith('/api/leads/') && !url.endsWith('/notes') ? 'PUT' : 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  const formCases = [
    ...Object.keys(contact).map((field) => ['/api/contact', field, contact] as const),
    ...Object.keys(career).map((field) => ['/api/careers', field, career] as const),
  ];

  it.each(formCases)('%s answers 400 for a NUL in %s', async (url, field, body) => {
    const value = String((body as Record<string, string>)[field]);
    const response = await post(url, { ...body, [field]: `${value}\u0000` });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ success: boolean; error: string }>();
    expect(answer.success).toBe(false);
    expect(answer.error).not.toMatch(/unavailable/i);
  });

  it.each([
    ['public.submitContact', 'message', contact],
    ['public.submitCareer', 'description', career],
  ] as const)('tRPC %s answers BAD_REQUEST for a NUL in %s', async (procedure, field, body) => {
    const response = await post(`/trpc/${procedure}`, { ...body, [field]: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a NUL in the login username with 400, in notes and in lost reasons through both doors', async () => {
    const login = await postLogin(testApp, loginPayload({ username: `${adminEmail}\u0000` }));
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      error: 'Username contains characters that are not allowed',
    });

    await post('/api/contact', contact);
    const [lead] = await testApp.sql<{ id: number }>('select id from leads');
    const headers = bearer(await insertSession(testApp, adminId));
    const calls = [
      [`/api/leads/${lead?.id}/notes`, { note: 'Called\u0000back' }, 'Note'],
      [`/api/leads/${lead?.id}`, { lostReason: 'Too\u0000expensive' }, 'Lost reason'],
      ['/trpc/notes.add', { leadId: lead?.id, note: 'Called\u0000back' }, 'Note'],
      ['/trpc/leads.markLost', { id: lead?.id, reason: 'Too\u0000expensive' }, 'Lost reason'],
      ['/trpc/leads.update', { id: lead?.id, lostReason: 'x\u0000' }, 'Lost reason'],
    ] as const;
    for (const [url, payload, label] of calls) {
      const response = await post(url, payload, headers);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(`${label} contains characters that are not allowed`);
    }
  });

  it('does not read the error PostgreSQL gives for a NUL as "database down"', async () => {
    const failure = await testApp.sql('select ?::text as value', ['a\u0000b']).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeDefined();
    expect(isDatabaseUnavailable(failure)).toBe(false);
  });
});
