import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminLoginInput,
  type ApiTestHarness,
  createApiTestHarness,
  refusalOf,
  testAdmin,
} from '../../test/api-harness.ts';
import {
  authenticationRequiredMessage,
  invalidCredentialsMessage,
  sessionEndedMessage,
  tooManyLoginAttemptsMessage,
} from '../services/admin-auth.ts';

let api: ApiTestHarness;

beforeAll(async () => {
  api = await createApiTestHarness();
  await api.createTestAdmin();
});

afterAll(() => api.close());

beforeEach(async () => {
  await api.sql('truncate admin_sessions, login_attempts, admin_known_devices restart identity');
});

/** The headers a procedure set on its response, in the order it set them. */
function recordHeaders(): {
  headers: Array<[name: string, value: string]>;
  setHeader: (name: string, value: string) => void;
} {
  const headers: Array<[string, string]> = [];
  return { headers, setHeader: (name, value) => headers.push([name, value]) };
}

async function countSessions(): Promise<number> {
  const [row] = await api.sql<{ count: string }>('select count(*) from admin_sessions');
  return Number(row?.count);
}

describe('auth.login', () => {
  it('answers a bearer token whose session auth.session describes', async () => {
    const before = Date.now();

    const { token } = await api.caller().auth.login(adminLoginInput());

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await api.caller({ authorization: `Bearer ${token}` }).auth.session();
    expect(session.username).toBe(testAdmin.email);
    const twelveHours = 12 * 60 * 60_000;
    expect(Date.parse(session.expiresAt)).toBeGreaterThanOrEqual(before + twelveHours - 1_000);
    expect(Date.parse(session.expiresAt)).toBeLessThanOrEqual(Date.now() + twelveHours);
  });

  it.each([true, false])(
    'hands the browser its known-device cookie, Secure only over HTTPS (HTTPS: %s)',
    async (secure) => {
      const response = recordHeaders();

      await api.caller({ secure, setHeader: response.setHeader }).auth.login(adminLoginInput());

      expect(response.headers).toEqual([
        ['set-cookie', expect.stringMatching(/^admin_device=[A-Za-z0-9_-]{43}; /) as unknown],
      ]);
      expect(response.headers[0]?.[1].endsWith('; Secure')).toBe(secure);
    },
  );

  it('refuses a wrong password and an unknown user alike, and opens no session', async () => {
    // Both refusals are taken as they come: one left unread while the other is awaited would be
    // an unhandled rejection whenever it came first.
    const [wrongPassword, unknownUser] = await Promise.all([
      refusalOf(api.caller().auth.login(adminLoginInput({ password: 'wrong password' }))),
      refusalOf(api.caller().auth.login(adminLoginInput({ username: 'someone@example.com' }))),
    ]);

    const expected = { code: 'UNAUTHORIZED', httpStatus: 401, message: invalidCredentialsMessage };
    expect(wrongPassword).toEqual(expected);
    expect(unknownUser).toEqual(expected);
    expect(await countSessions()).toBe(0);
  });

  it('refuses input the login schema does not take with BAD_REQUEST', async () => {
    expect(await refusalOf(api.caller().auth.login(adminLoginInput({ password: '' })))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: 'Password is required',
    });
  });

  it('throttles guessing with TOO_MANY_REQUESTS and a Retry-After header, even for the right password', async () => {
    const attacker = { clientIp: '203.0.113.66' };
    for (let guess = 0; guess < 5; guess += 1) {
      const refusal = await refusalOf(
        api.caller(attacker).auth.login(adminLoginInput({ password: `guess ${guess}` })),
      );
      expect(refusal.code).toBe('UNAUTHORIZED');
    }
    const response = recordHeaders();

    const throttled = await refusalOf(
      api.caller({ ...attacker, setHeader: response.setHeader }).auth.login(adminLoginInput()),
    );

    expect(throttled).toEqual({
      code: 'TOO_MANY_REQUESTS',
      httpStatus: 429,
      message: tooManyLoginAttemptsMessage,
    });
    expect(response.headers).toEqual([['Retry-After', expect.stringMatching(/^\d+$/) as unknown]]);
    const retryAfterSeconds = Number(response.headers[0]?.[1]);
    expect(retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });
});

describe('auth.session', () => {
  it('refuses a caller without a token or with one that opens no session', async () => {
    expect(await refusalOf(api.caller().auth.session())).toEqual({
      code: 'UNAUTHORIZED',
      httpStatus: 401,
      message: authenticationRequiredMessage,
    });
    const unknownToken = `Bearer ${'A'.repeat(43)}`;
    expect(await refusalOf(api.caller({ authorization: unknownToken }).auth.session())).toEqual({
      code: 'UNAUTHORIZED',
      httpStatus: 401,
      message: sessionEndedMessage,
    });
  });
});

describe('auth.logout', () => {
  it('ends the session of the token, and answers the same for a token already dead', async () => {
    const admin = api.caller({ authorization: await api.logInAdmin() });

    expect(await admin.auth.logout()).toEqual({ loggedOut: true });

    expect(await countSessions()).toBe(0);
    expect(await refusalOf(admin.auth.session())).toMatchObject({
      code: 'UNAUTHORIZED',
      message: sessionEndedMessage,
    });
    expect(await admin.auth.logout()).toEqual({ loggedOut: true });
  });

  it('ends only the session of its own token', async () => {
    const leaving = api.caller({ authorization: await api.logInAdmin() });
    const staying = api.caller({ authorization: await api.logInAdmin() });

    await leaving.auth.logout();

    expect(await staying.auth.session()).toMatchObject({ username: testAdmin.email });
  });

  it('refuses a caller without a token', async () => {
    expect(await refusalOf(api.caller().auth.logout())).toEqual({
      code: 'UNAUTHORIZED',
      httpStatus: 401,
      message: authenticationRequiredMessage,
    });
  });
});
