/**
 * Security regressions, class: access control. What a caller may reach once the server knows who
 * it is (or that it is nobody). Attacks tried here, one per line:
 * - a session that owes its password change calling every admin REST route and procedure
 * - the same session hiding an admin call in a batch behind a call it may make
 * - ending another admin's session by guessing its id (admins.endSession)
 * - reading another admin's sessions (admins.sessions)
 * - naming another admin in the input of a call about oneself (password change, two-factor set-up)
 * - downloading an applicant's CV without a session, or with one that owes its password change
 * - setting staff-only fields (stage, value, won, lost, reply times, id, dates) by a public form
 * - pointing a job application at another applicant's stored CV from the public form
 *
 * Also covered by: admin-authorization.test.ts (every admin REST route and every procedure,
 * batches included, refuse a missing, malformed, unknown, expired, idle or logged-out token, and
 * every admin mutation is audited), packages/api/src/routers/admins.test.ts (removing an admin
 * ends their sessions, the last admin stays), routes/api/admin.test.ts (a lead update ignores
 * what it does not edit), endpoint-fuzz.test.ts (any input on any route: never a 5xx).
 * A new route or procedure is checked by the matrices at once; a new way to reach a record by id,
 * or a new field a visitor must not set, adds its cases here.
 */
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordChangeRequiredMessage } from '@app/api';
import { samplePdf } from '@app/domain/cv-samples';
import {
  adminPassword,
  bearer,
  createTestAdmin,
  loginPayload,
  postLogin,
} from '../../test/admin-fixtures.ts';
import { validCareerPayload, validContactPayload } from '../../test/form-payloads.ts';
import { multipartBody, multipartType } from '../../test/multipart-form.ts';
import { routerProcedures } from '../../test/router-procedures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { trpcData, trpcMutation, trpcQuery } from '../../test/trpc-requests.ts';

let testApp: TestApp;
let ownerId: number;
let ownerToken: string;
/** An application with its CV, sent through the careers form. */
let storedCv: { applicationId: number; pdf: Uint8Array; key: string };

/** REST routes open without a session, as admin-authorization.test.ts lists them. */
const publicRestRoutes = new Set([
  'POST /api/contact',
  'POST /api/careers',
  'POST /api/admin/login',
  'POST /api/admin/login/second-step',
  'POST /api/admin/logout',
  // Signed by the mail provider with INBOUND_EMAIL_SECRET; a session opens nothing there.
  'POST /api/inbound-email',
]);

/** Procedures open without a session, as admin-authorization.test.ts lists them. */
const publicProcedures = new Set([
  'public.submitContact',
  'public.submitCareer',
  'auth.login',
  'auth.loginSecondStep',
  'auth.logout',
]);

/** The calls a session may make before its account set-up is done: how it pays what it owes. */
/**
 * What a session owing its temporary password's change may call: nothing else, not even the
 * two-factor set-up, which comes after the new password.
 */
const accountSetUpProcedures = new Set(['auth.session', 'admins.changePassword']);

const today = new Date().toISOString().slice(0, 10);

async function loginToken(username: string, password: string): Promise<string> {
  const response = await postLogin(testApp, loginPayload({ username, password }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

let addedAdmins = 0;
/**
 * An admin added by the owner, as the Admins tab adds one, logged in with the temporary password:
 * the session owes its password change.
 */
async function addedAdmin(): Promise<{ id: number; temporaryPassword: string; token: string }> {
  addedAdmins += 1;
  const email = `added${addedAdmins}@bamboobridgeteams.com.au`;
  const added = trpcData(
    await trpcMutation(testApp, 'admins.create', { email }, bearer(ownerToken)),
    z.object({ id: z.number(), temporaryPassword: z.string() }),
  );
  return { ...added, token: await loginToken(email, added.temporaryPassword) };
}

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });
  const owner = await createTestAdmin(testApp);
  ownerId = owner.id;
  ownerToken = await loginToken(owner.username, adminPassword);

  const pdf = samplePdf('Private CV of Nguyen Van An');
  const upload = await testApp.app.inject({
    method: 'POST',
    url: '/api/careers',
    headers: { 'content-type': multipartType },
    payload: multipartBody(validCareerPayload, [
      { fileName: 'cv.pdf', contentType: 'application/pdf', content: pdf },
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const [application] = await testApp.sql<{ id: number; cv_key: string }>(
    'select id, cv_key from career_submissions',
  );
  if (application === undefined) throw new Error('the application was not stored');
  storedCv = { applicationId: application.id, pdf, key: application.cv_key };
});

afterAll(() => testApp.close());

describe('a session that owes its password change', () => {
  function adminRestCalls(): Array<{ method: HTTPMethods; url: string }> {
    return testApp.routes
      .filter((route) => route.url.startsWith('/api/'))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD' && !publicRestRoutes.has(`${method} ${route.url}`))
          .map((method) => ({
            method,
            url:
              route.url.replace(':id', '1') +
              (route.url.startsWith('/api/reports/') ? `?from=${today}&to=${today}` : ''),
          })),
      );
  }

  it('opens no admin REST route: 403 with what it owes', async () => {
    const { token } = await addedAdmin();
    const calls = adminRestCalls();
    expect(calls.length).toBeGreaterThanOrEqual(10);
    for (const { method, url } of calls) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: bearer(token),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: passwordChangeRequiredMessage });
    }
  });

  it('calls no admin procedure but those of its account set-up, alone or in a batch', async () => {
    const { token } = await addedAdmin();
    const setUpInputs: Record<string, unknown> = {
      'admins.changePassword': {
        currentPassword: 'not the temporary password',
        newPassword: 'a brand new long passphrase',
      },
    };
    const procedures = routerProcedures.filter(({ path }) => !publicProcedures.has(path));
    expect(procedures.map(({ path }) => path)).toEqual(
      expect.arrayContaining([...accountSetUpProcedures]),
    );
    for (const { path, type } of procedures) {
      const response =
        type === 'query'
          ? await trpcQuery(testApp, path, undefined, bearer(token))
          : await trpcMutation(testApp, path, setUpInputs[path], bearer(token));
      if (accountSetUpProcedures.has(path)) {
        expect([401, 403], path).not.toContain(response.statusCode);
        expect(response.statusCode, path).toBeLessThan(500);
      } else {
        expect(response.statusCode, path).toBe(403);
        expect(response.json(), path).toMatchObject({
          error: { message: passwordChangeRequiredMessage, data: { code: 'FORBIDDEN' } },
        });
      }
    }

    const batch = await testApp.app.inject({
      method: 'GET',
      url: '/trpc/auth.session,leads.list,admins.list?batch=1&input=%7B%7D',
      headers: bearer(token),
    });
    const results = batch.json<Array<{ result?: unknown; error?: { data: { code: string } } }>>();
    expect(results[0]?.result).toBeDefined();
    expect(results.slice(1).map((result) => result.error?.data.code)).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
  });

  it('opens them once the password is changed, in the same session', async () => {
    const { token, temporaryPassword } = await addedAdmin();
    const leads = () =>
      testApp.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) });
    expect((await leads()).statusCode).toBe(403);
    const change = await trpcMutation(
      testApp,
      'admins.changePassword',
      { currentPassword: temporaryPassword, newPassword: 'a brand new long passphrase' },
      bearer(token),
    );
    expect(change.statusCode, change.body).toBe(200);
    expect((await leads()).statusCode).toBe(200);
    const enrolment = await trpcMutation(
      testApp,
      'twoFactor.beginEnrolment',
      undefined,
      bearer(token),
    );
    expect(enrolment.statusCode, enrolment.body).toBe(200);
  });
});

describe("another admin's sessions", () => {
  const sessionIds = async (adminId: number) =>
    (
      await testApp.sql<{ id: number }>(
        'select id from admin_sessions where admin_id = ? order by id',
        [adminId],
      )
    ).map(({ id }) => id);

  it('cannot be ended by guessing their ids, nor read', async () => {
    const colleague = await createTestAdmin(testApp, {
      email: 'colleague@bamboobridgeteams.com.au',
      password: adminPassword,
    });
    const colleagueToken = await loginToken(colleague.username, adminPassword);
    const ownSessions = new Set(await sessionIds(ownerId));
    const colleagueSessions = await sessionIds(colleague.id);
    expect(colleagueSessions.length).toBeGreaterThan(0);

    const listed = trpcData(
      await trpcQuery(testApp, 'admins.sessions', undefined, bearer(ownerToken)),
      z.array(z.object({ id: z.number() })),
    );
    expect(listed.map(({ id }) => id).filter((id) => !ownSessions.has(id))).toEqual([]);

    const [{ max } = { max: 0 }] = await testApp.sql<{ max: number }>(
      'select max(id)::int as max from admin_sessions',
    );
    for (let id = 1; id <= max + 3; id += 1) {
      if (ownSessions.has(id)) continue;
      const response = await trpcMutation(testApp, 'admins.endSession', { id }, bearer(ownerToken));
      expect(response.statusCode, `session ${id}`).toBe(404);
    }
    expect(await sessionIds(colleague.id)).toEqual(colleagueSessions);
    expect(
      (await trpcQuery(testApp, 'auth.session', undefined, bearer(colleagueToken))).statusCode,
    ).toBe(200);
  });

  it('end only through "log out everywhere", which names the admin and is audited', async () => {
    const colleague = await createTestAdmin(testApp, {
      email: 'leaver@bamboobridgeteams.com.au',
      password: adminPassword,
    });
    const colleagueToken = await loginToken(colleague.username, adminPassword);
    const ended = await trpcMutation(
      testApp,
      'admins.endSessionsOf',
      { id: colleague.id },
      bearer(ownerToken),
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(
      (await trpcQuery(testApp, 'auth.session', undefined, bearer(colleagueToken))).statusCode,
    ).toBe(401);
    const audited = await testApp.sql<{ admin_id: number }>(
      `select admin_id from audit_log
        where action = 'admin.session_end' and record_type = 'admin' and record_id = ?`,
      [colleague.id],
    );
    expect(audited).toEqual([{ admin_id: ownerId }]);
  });
});

describe('calls about oneself', () => {
  it('take no other admin from their input', async () => {
    const self = await createTestAdmin(testApp, {
      email: 'self@bamboobridgeteams.com.au',
      password: adminPassword,
    });
    const target = await createTestAdmin(testApp, {
      email: 'target@bamboobridgeteams.com.au',
      password: adminPassword,
    });
    const selfToken = await loginToken(self.username, adminPassword);
    const aimedAt = { id: target.id, adminId: target.id, username: target.username };

    const enrolment = await trpcMutation(
      testApp,
      'twoFactor.beginEnrolment',
      aimedAt,
      bearer(selfToken),
    );
    expect(enrolment.statusCode, enrolment.body).toBe(200);
    const change = await trpcMutation(
      testApp,
      'admins.changePassword',
      { ...aimedAt, currentPassword: adminPassword, newPassword: 'only my own new passphrase' },
      bearer(selfToken),
    );
    expect(change.statusCode, change.body).toBe(200);

    const secrets = await testApp.sql<{ username: string; has_totp: boolean }>(
      'select username, totp_secret is not null as has_totp from admin_users where id in (?, ?) order by id',
      [self.id, target.id],
    );
    expect(secrets).toEqual([
      { username: self.username, has_totp: true },
      { username: target.username, has_totp: false },
    ]);
    expect(
      (await postLogin(testApp, loginPayload({ username: target.username }), '198.51.100.90'))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await postLogin(
          testApp,
          loginPayload({ username: self.username, password: 'only my own new passphrase' }),
          '198.51.100.91',
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe("an applicant's CV", () => {
  it('is sent to a logged-in admin only: no byte of it otherwise', async () => {
    const url = `/api/career-submissions/${storedCv.applicationId}/cv`;
    const { token: owingToken } = await addedAdmin();

    const refusals = [
      await testApp.app.inject({ method: 'GET', url }),
      await testApp.app.inject({ method: 'GET', url, headers: bearer('A'.repeat(43)) }),
      await testApp.app.inject({ method: 'GET', url, headers: bearer(owingToken) }),
      await testApp.app.inject({ method: 'GET', url: `${url}?token=${ownerToken}` }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([401, 401, 403, 401]);
    for (const refusal of refusals) {
      expect(refusal.body).not.toContain('%PDF');
      expect(refusal.body).not.toContain('Private CV');
    }
    const download = await testApp.app.inject({ method: 'GET', url, headers: bearer(ownerToken) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(storedCv.pdf))).toBe(true);
  });
});

describe('a public form', () => {
  const staffOnly = {
    id: 999_999,
    stage: 'closed_won',
    estimatedValue: 1_000_000,
    probability: 100,
    isWon: true,
    isLost: true,
    lostReason: 'set by a visitor',
    createdAt: '2000-01-01T00:00:00.000Z',
    awaitsReply: false,
    firstReplyAt: '2000-01-01T00:00:00.000Z',
    enquiryCount: 50,
    spamReason: null,
  };

  it.each([
    ['/api/contact', 'rest.visitor@example.com'],
    ['/trpc/public.submitContact', 'trpc.visitor@example.com'],
  ])('sets no staff-only field of the lead it opens through %s', async (url, email) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validContactPayload, ...staffOnly, email }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const leads = await testApp.sql<Record<string, unknown>>(
      `select stage, estimated_value, probability, is_won, is_lost, lost_reason, awaits_reply,
                first_reply_at, enquiry_count, created_at > now() - interval '1 hour' as created_now
           from leads where email = ?`,
      [email],
    );
    expect(leads).toEqual([
      {
        stage: 'new',
        estimated_value: null,
        probability: 0,
        is_won: false,
        is_lost: false,
        lost_reason: null,
        awaits_reply: true,
        first_reply_at: null,
        enquiry_count: 1,
        created_now: true,
      },
    ]);
    const [taken] = await testApp.sql<{ count: string }>(
      'select count(*) from leads where id = ?',
      [staffOnly.id],
    );
    expect(Number(taken?.count)).toBe(0);
  });

  it("cannot point a job application at another applicant's stored CV, nor set its stage", async () => {
    const email = 'copycat@example.com';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...validCareerPayload,
        email,
        cvKey: storedCv.key,
        cvFileName: 'cv.pdf',
        cvContentType: 'application/pdf',
        cvByteSize: 1000,
        stage: 'welcome_aboard',
        notSelectedReason: 'set by a visitor',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const applications = await testApp.sql<Record<string, unknown>>(
      'select cv_key, cv_file_name, stage, not_selected_reason from career_submissions where email = ?',
      [email],
    );
    expect(applications).toEqual([
      { cv_key: null, cv_file_name: null, stage: 'applied', not_selected_reason: null },
    ]);
  });
});
