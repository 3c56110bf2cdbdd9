import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportKinds } from '@app/domain';
import { bearer, createTestAdmin, insertSession } from '../test/admin-fixtures.ts';
import { routerProcedures } from '../test/router-procedures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  adminId = (await createTestAdmin(testApp)).id;
});

afterAll(() => testApp.close());

type CredentialState =
  | 'no header'
  | 'malformed header'
  | 'other scheme'
  | 'unknown token'
  | 'expired token'
  | 'idle token'
  | 'logged-out token'
  | 'valid token';

const deadStates: CredentialState[] = [
  'no header',
  'malformed header',
  'other scheme',
  'unknown token',
  'expired token',
  'idle token',
  'logged-out token',
];

/** Headers for one request; expired and idle sessions are made fresh, since a use removes them. */
async function headersFor(state: CredentialState): Promise<Record<string, string>> {
  switch (state) {
    case 'no header':
      return {};
    case 'malformed header':
      return { authorization: 'Bearer not a token!' };
    case 'other scheme':
      return { authorization: `Basic ${randomBytes(32).toString('base64url')}` };
    case 'unknown token':
      return bearer(randomBytes(32).toString('base64url'));
    case 'expired token':
      return bearer(
        await insertSession(testApp, adminId, { expiresAt: new Date(Date.now() - 1000) }),
      );
    case 'idle token':
      return bearer(
        await insertSession(testApp, adminId, { lastUsedAt: new Date(Date.now() - 31 * 60_000) }),
      );
    case 'logged-out token': {
      const token = await insertSession(testApp, adminId);
      const logout = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: bearer(token),
      });
      expect(logout.statusCode).toBe(200);
      return bearer(token);
    }
    case 'valid token':
      return bearer(await insertSession(testApp, adminId));
  }
}

interface RestCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}

/** REST routes reachable without a session, on purpose. Every other `/api/` route needs one. */
const publicRestRoutes = new Set([
  'POST /api/contact',
  'POST /api/careers',
  'POST /api/admin/login',
  // The login's second step: the challenge of the first stands in for a session.
  'POST /api/admin/login/second-step',
  // Ends the session its token names; a missing token is refused below, a dead one is no error.
  'POST /api/admin/logout',
  // Mail providers post received mail, signed with INBOUND_EMAIL_SECRET instead of a session
  // (routes/api/inbound-email.test.ts and security/ check the signature).
  'POST /api/inbound-email',
]);

/** Routes outside `/api/`: the health check, and the tRPC mount whose procedures follow. */
const nonApiRoutes = new Set(['/healthz', '/trpc/:path']);

/** Bodies that pass validation, so an admin's call is seen to reach the handler itself. */
const restPayloads: Record<string, unknown> = {
  'PUT /api/leads/:id': { stage: 'contacted' },
  'POST /api/leads/:id/notes': { note: 'Called back' },
};

const reportPeriod = { from: '2026-01-01', to: '2026-03-31' };

/** Query strings that pass validation, for the GET routes that need one. */
const restQueries: Record<string, string> = Object.fromEntries(
  reportKinds.map((kind) => [
    `GET /api/reports/${kind}.csv`,
    `?from=${reportPeriod.from}&to=${reportPeriod.to}`,
  ]),
);

function routeMethods(route: { method: string | string[] }): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD',
  );
}

/** Every admin REST call the app serves, read from its routes: a new route is checked at once. */
function adminRestCalls(): RestCall[] {
  return testApp.routes
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) =>
      routeMethods(route)
        .filter((method) => !publicRestRoutes.has(`${method} ${route.url}`))
        .map((method) => ({
          method: method as RestCall['method'],
          url:
            route.url.replace(/:[A-Za-z]+/g, '1') + (restQueries[`${method} ${route.url}`] ?? ''),
          payload: restPayloads[`${method} ${route.url}`],
        })),
    );
}

function restRequest(call: RestCall, headers: Record<string, string>) {
  return testApp.app.inject({
    method: call.method,
    url: call.url,
    headers:
      call.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
  });
}

interface TrpcCall {
  path: string;
  type: 'query' | 'mutation';
  input?: unknown;
}

/** Procedures callable without a session, on purpose. Every other procedure needs one. */
const publicProcedures = new Set([
  'public.submitContact',
  'public.submitCareer',
  'auth.login',
  'auth.loginSecondStep',
  'auth.logout',
]);

/** Inputs that pass validation, so an admin's call is seen to reach the procedure itself. */
const trpcInputs: Record<string, unknown> = {
  'leads.update': { id: 1, stage: 'contacted' },
  'leads.remove': { id: 1 },
  'leads.markWon': { id: 1, value: 50_000 },
  'leads.markLost': { id: 1, reason: 'Budget cut' },
  'leads.move': { id: 1, stage: 'qualified' },
  'leads.page': { stage: 'new' },
  'leads.columns': {},
  'leads.get': { id: 1 },
  'leads.enquiries': { id: 1 },
  'submissions.contactsPage': {},
  'submissions.counts': {},
  'notes.list': { leadId: 1 },
  'notes.add': { leadId: 1, note: 'Called back' },
  'applications.page': { stage: 'applied' },
  'applications.columns': {},
  'applications.get': { id: 1 },
  'applications.move': { id: 1, stage: 'culture_fit' },
  'applications.hire': { id: 1 },
  'applications.reject': { id: 1, reason: 'Chose another candidate' },
  'applications.remove': { id: 1 },
  'applicationNotes.list': { applicationId: 1 },
  'applicationNotes.add': { applicationId: 1, note: 'Phoned the applicant' },
  'mail.retry': { id: 1 },
  'spam.release': { kind: 'contact', id: 1 },
  'admins.create': { email: 'added@bamboobridgeteams.com.au' },
  // Ids no admin or session has: the call is seen to reach the procedure and change nothing.
  'admins.remove': { id: 999_999 },
  'admins.changePassword': {
    currentPassword: 'not the current password',
    newPassword: 'another long passphrase',
  },
  'admins.changeName': { displayName: 'Test Admin' },
  'admins.endSession': { id: 999_999 },
  'admins.endSessionsOf': { id: 999_999 },
  'audit.list': {},
  'mailTemplates.create': { name: 'Follow-up', subject: 'Hello {{firstName}}', body: 'Hi' },
  'mailTemplates.update': { id: 1, name: 'Follow-up', subject: 'Hello', body: 'Hi' },
  'mailTemplates.remove': { id: 1 },
  'conversations.timeline': { kind: 'lead', id: 1 },
  'conversations.preview': { record: { kind: 'lead', id: 1 }, subject: 'Hello', body: 'Hi' },
  'conversations.send': { record: { kind: 'lead', id: 1 }, subject: 'Hello', body: 'Hi' },
  'conversations.unmatched': {},
  'conversations.link': { messageId: 1, record: { kind: 'lead', id: 1 } },
  'conversations.discard': { messageId: 1 },
  ...Object.fromEntries(reportKinds.map((kind) => [`reports.${kind}`, reportPeriod])),
  'twoFactor.confirmEnrolment': { code: '123456' },
  'twoFactor.disable': { password: 'the admin password' },
  'twoFactor.regenerateRecoveryCodes': { password: 'the admin password' },
};

/** Every admin procedure, read from the router itself: a new procedure is checked at once. */
const adminTrpcCalls: TrpcCall[] = routerProcedures
  .filter(({ path }) => !publicProcedures.has(path))
  .map(({ path, type }) => ({ path, type, input: trpcInputs[path] }));

function trpcRequest(call: TrpcCall, headers: Record<string, string>) {
  if (call.type === 'query') {
    const input =
      call.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(call.input))}`;
    return testApp.app.inject({ method: 'GET', url: `/trpc/${call.path}${input}`, headers });
  }
  return testApp.app.inject({
    method: 'POST',
    url: `/trpc/${call.path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(call.input ?? {}),
  });
}

describe('admin REST paths', () => {
  it('are every /api/ route but the listed public ones, and no other route is left unlisted', () => {
    const routes = testApp.routes.flatMap((route) =>
      routeMethods(route).map((method) => `${method} ${route.url}`),
    );
    for (const publicRoute of publicRestRoutes) expect(routes).toContain(publicRoute);
    const unlisted = testApp.routes.filter(
      (route) => !route.url.startsWith('/api/') && !nonApiRoutes.has(route.url),
    );
    expect(unlisted.map((route) => route.url)).toEqual([]);
    expect(adminRestCalls().length).toBeGreaterThanOrEqual(7);
    expect(adminRestCalls().map((call) => `${call.method} ${call.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/leads.csv',
        'GET /api/contact-submissions.csv',
        'GET /api/career-submissions.csv',
        'GET /api/career-submissions/1/cv',
        'GET /api/conversation-attachments/1',
      ]),
    );
  });

  it.each(deadStates)('every admin route answers 401 { error } with %s', async (state) => {
    for (const call of adminRestCalls()) {
      const response = await restRequest(call, await headersFor(state));
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) as unknown });
    }
  });

  it('every admin route lets a valid token through', async () => {
    for (const call of adminRestCalls()) {
      const response = await restRequest(call, await headersFor('valid token'));
      expect(response.statusCode, `${call.method} ${call.url}`).not.toBe(401);
      expect(response.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
    }
  });

  it('checks the token before the id or body, so nothing leaks to a caller without one', async () => {
    const badId = await restRequest({ method: 'PUT', url: '/api/leads/abc', payload: [] }, {});
    expect(badId.statusCode).toBe(401);
  });

  describe('POST /api/admin/logout', () => {
    it.each(['no header', 'malformed header'] as const)('answers 401 with %s', async (state) => {
      const response = await restRequest(
        { method: 'POST', url: '/api/admin/logout' },
        await headersFor(state),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) as unknown });
    });

    it.each(['unknown token', 'expired token', 'logged-out token', 'valid token'] as const)(
      'answers 200 with %s',
      async (state) => {
        const response = await restRequest(
          { method: 'POST', url: '/api/admin/logout' },
          await headersFor(state),
        );
        expect(response.statusCode).toBe(200);
      },
    );
  });
});

describe('admin tRPC procedures', () => {
  it('are every procedure of the router but the listed public ones', () => {
    const paths = routerProcedures.map((procedure) => procedure.path);
    for (const publicPath of publicProcedures) expect(paths).toContain(publicPath);
    expect(adminTrpcCalls.map((call) => call.path).sort()).toEqual(
      paths.filter((path) => !publicProcedures.has(path)).sort(),
    );
  });

  describe.each(adminTrpcCalls)('$path', (call) => {
    it.each(deadStates)('answers UNAUTHORIZED (401) with %s', async (state) => {
      const response = await trpcRequest(call, await headersFor(state));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: { data: { code: 'UNAUTHORIZED', httpStatus: 401 } },
      });
    });

    it('lets a valid token through', async () => {
      const response = await trpcRequest(call, await headersFor('valid token'));
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  it('audit every admin mutation: each says in its meta how the audit log hears of it', () => {
    const unaudited = routerProcedures
      .filter(({ path, type }) => type === 'mutation' && !publicProcedures.has(path))
      .filter(({ audit }) => audit === undefined)
      .map(({ path }) => path);
    expect(unaudited).toEqual([]);
  });

  describe('auth.logout', () => {
    it('answers 401 without a bearer token and 200 for a dead one', async () => {
      const logout = { path: 'auth.logout', type: 'mutation' } as const;
      expect((await trpcRequest(logout, await headersFor('no header'))).statusCode).toBe(401);
      expect((await trpcRequest(logout, await headersFor('unknown token'))).statusCode).toBe(200);
    });
  });

  describe('in a batch', () => {
    const batchUrl = (paths: string[], inputs: Record<number, unknown>) =>
      `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;

    it.each(deadStates)('answers 401 for every query of the batch with %s', async (state) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: batchUrl(['leads.list', 'leads.stats', 'notes.list'], { 2: { leadId: 1 } }),
        headers: await headersFor(state),
      });
      expect(response.statusCode).toBe(401);
      const results = response.json<Array<{ error?: { data: { code: string } } }>>();
      expect(results).toHaveLength(3);
      for (const result of results) expect(result.error?.data.code).toBe('UNAUTHORIZED');
    });

    it('answers 401 for a batch of mutations with a dead token', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/trpc/leads.markWon,notes.add?batch=1',
        headers: { ...(await headersFor('expired token')), 'content-type': 'application/json' },
        payload: JSON.stringify({ 0: { id: 1, value: 10 }, 1: { leadId: 1, note: 'x' } }),
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers a batch with a valid token', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: batchUrl(['leads.list', 'leads.stats', 'submissions.contacts'], {}),
        headers: await headersFor('valid token'),
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses the admin half of a batch that mixes in a public procedure', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/trpc/auth.logout,leads.markWon?batch=1',
        headers: {
          ...bearer(randomBytes(32).toString('base64url')),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ 1: { id: 1, value: 10 } }),
      });
      const results =
        response.json<Array<{ result?: unknown; error?: { data: { code: string } } }>>();
      expect(results[0]?.result).toBeDefined();
      expect(results[1]?.error?.data.code).toBe('UNAUTHORIZED');
    });
  });
});
