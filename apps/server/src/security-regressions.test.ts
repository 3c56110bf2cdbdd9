/**
 * Replays the findings of the attack on a running server (issue "Security hardening"); each test
 * failed before its fix. The findings that need real processes or many connections are replayed
 * beside it:
 * 3. connection floods: connection-limits.test.ts and test/faults/connection-flood.fault.ts;
 * 4. a frozen database: test/faults/database-freeze.fault.ts, submission keys in
 *    public-forms-routes.test.ts;
 * 6. bursts: form-write-queue.test.ts;
 * 7. Fastify's own answers: framework-answers.test.ts;
 * 8. authorization: admin-authorization.test.ts; any 5xx: endpoint-fuzz.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSessionToken, isDatabaseUnavailable } from '@app/api';
import { knownDeviceCookieName } from '@app/domain';
import {
  adminEmail,
  adminPassword,
  bearer,
  createTestAdmin,
  insertSession,
  loginPayload,
  postLogin,
} from '../test/admin-fixtures.ts';
import { validCareerPayload, validContactPayload } from '../test/form-payloads.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp({
    SESSION_IDLE_MINUTES: '1',
    ADMIN_MAX_SESSIONS: '3',
    FORM_RATE_LIMIT_PER_MINUTE: '10000',
  });
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate admin_users, admin_sessions, admin_known_devices, login_attempts, leads, contact_submissions, career_submissions restart identity cascade',
  );
  adminId = (await createTestAdmin(testApp)).id;
});

/** Failed logins for the admin's username, as if spread over many addresses a few minutes ago. */
async function usernameUnderAttack(failures = 150): Promise<void> {
  await testApp.sql(
    `insert into login_attempts (username, ip, succeeded, created_at)
     select ?, '192.0.2.' || (n % 250), false, now() - interval '5 minutes'
       from generate_series(1, ?) as n`,
    [adminEmail, failures],
  );
}

function knownDeviceToken(response: { headers: Record<string, unknown> }): string {
  const cookie = String(response.headers['set-cookie']);
  const token = new RegExp(`^${knownDeviceCookieName}=([A-Za-z0-9_-]{43});`).exec(cookie)?.[1];
  if (token === undefined) throw new Error(`no known-device cookie in ${cookie}`);
  return token;
}

function loginWithCookie(address: string, cookie: string, payload = loginPayload()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', cookie },
    remoteAddress: address,
  });
}

describe('finding 1: padding the username no longer sidesteps the throttle', () => {
  const attacker = '203.0.113.66';
  const padding = ['\t', '\u00a0', '\u2000', '\u3000', '\u200b'];

  async function failFiveTimes() {
    for (let guess = 0; guess < 5; guess += 1) {
      const response = await postLogin(
        testApp,
        loginPayload({ password: `wrong ${guess}` }),
        attacker,
      );
      expect(response.statusCode).toBe(401);
    }
  }

  it('refuses the 255-character padded username that used to log in from a blocked address', async () => {
    await failFiveTimes();
    for (const space of padding) {
      const padded = `${adminEmail}${space.repeat(240)}x`;
      const response = await postLogin(testApp, loginPayload({ username: padded }), attacker);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Username too long',
        fieldErrors: { username: 'Username too long' },
      });
    }
    const [sessions] = await testApp.sql<{ count: string }>('select count(*) from admin_sessions');
    expect(Number(sessions?.count)).toBe(0);
  });

  it('counts every spelling of the username (padding, case, fullwidth) as the one username', async () => {
    await failFiveTimes();
    const spellings = [
      ...padding.map((space) => `${space}${adminEmail}${space}`),
      adminEmail.toUpperCase(),
      adminEmail.replace('o', '\uff4f'),
    ];
    for (const username of spellings) {
      const rest = await postLogin(testApp, loginPayload({ username }), attacker);
      expect(rest.statusCode).toBe(429);
      const trpc = await postLogin(
        testApp,
        loginPayload({ username }),
        attacker,
        '/trpc/auth.login',
      );
      expect(trpc.statusCode).toBe(429);
    }
    const usernames = await testApp.sql<{ username: string }>(
      'select distinct username from login_attempts',
    );
    expect(usernames).toEqual([{ username: adminEmail }]);
  });

  it('still logs the owner in with any of those spellings from an address that is not blocked', async () => {
    const response = await postLogin(
      testApp,
      loginPayload({ username: `\u3000${adminEmail.toUpperCase()}\u00a0` }),
      '198.51.100.20',
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('finding 2: no lock-out switch on the real admin', () => {
  it('does not count honeypot and time-trap refusals against the username', async () => {
    const trapped = Array.from({ length: 110 }, (_, index) =>
      postLogin(
        testApp,
        loginPayload(
          index % 2 === 0 ? { honeypot: 'filled by a bot' } : { submitTime: Date.now() },
        ),
        `192.0.2.${index}`,
      ),
    );
    for (const response of await Promise.all(trapped)) expect(response.statusCode).toBe(401);

    const owner = await postLogin(testApp, loginPayload(), '198.51.100.21');
    expect(owner.statusCode).toBe(200);
  });

  it('still counts trapped requests against their own address', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await postLogin(testApp, loginPayload({ honeypot: 'bot' }), '203.0.113.70');
    }
    expect((await postLogin(testApp, loginPayload(), '203.0.113.70')).statusCode).toBe(429);
  });

  it('hands a browser that logs in an HttpOnly, same-site known-device cookie', async () => {
    const response = await postLogin(testApp, loginPayload(), '198.51.100.22');
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(
        `^${knownDeviceCookieName}=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Strict$`,
      ),
    );
    const [device] = await testApp.sql<{ token_hash: string; admin_id: number }>(
      'select token_hash, admin_id from admin_known_devices',
    );
    expect(device?.admin_id).toBe(adminId);
    expect(device?.token_hash).toBe(hashSessionToken(knownDeviceToken(response)));
  });

  it('marks the cookie Secure when the login came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      await createTestAdmin(proxied);
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        payload: JSON.stringify(loginPayload()),
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await proxied.close();
    }
  });

  it('lets a browser the owner logged in from keep trying while the username is under attack', async () => {
    const earlier = await postLogin(testApp, loginPayload(), '198.51.100.23');
    const token = knownDeviceToken(earlier);
    await usernameUnderAttack();

    const stranger = await postLogin(testApp, loginPayload(), '198.51.100.24');
    expect(stranger.statusCode).toBe(429);

    // The owner's laptop, now on another network: a typo, then the right password.
    const cookie = `theme=dark; ${knownDeviceCookieName}=${token}`;
    const typo = await loginWithCookie('198.51.100.25', cookie, loginPayload({ password: 'typo' }));
    expect(typo.statusCode).toBe(401);
    const owner = await loginWithCookie('198.51.100.25', cookie);
    expect(owner.statusCode).toBe(200);
    expect(knownDeviceToken(owner)).toBe(token);
  });

  it('holds the known browser to its own address limit of 5', async () => {
    const token = knownDeviceToken(await postLogin(testApp, loginPayload(), '198.51.100.26'));
    await usernameUnderAttack();
    const cookie = `${knownDeviceCookieName}=${token}`;
    for (let guess = 0; guess < 5; guess += 1) {
      const response = await loginWithCookie(
        '203.0.113.80',
        cookie,
        loginPayload({ password: `g${guess}` }),
      );
      expect(response.statusCode).toBe(401);
    }
    expect((await loginWithCookie('203.0.113.80', cookie)).statusCode).toBe(429);
  });

  it('does not take a forged token, or one of another admin, for a known browser', async () => {
    await createTestAdmin(testApp, { email: 'other@example.com', password: adminPassword });
    const otherToken = knownDeviceToken(
      await postLogin(testApp, loginPayload({ username: 'other@example.com' }), '198.51.100.27'),
    );
    await usernameUnderAttack();
    for (const token of [otherToken, 'A'.repeat(43), `${otherToken}x`]) {
      const response = await loginWithCookie('198.51.100.28', `${knownDeviceCookieName}=${token}`);
      expect(response.statusCode).toBe(429);
    }
  });

  it('sees the real token behind a planted cookie of the same name', async () => {
    const token = knownDeviceToken(await postLogin(testApp, loginPayload(), '198.51.100.32'));
    await usernameUnderAttack();
    const planted = `${knownDeviceCookieName}=${'B'.repeat(43)}; ${knownDeviceCookieName}=${token}`;
    expect((await loginWithCookie('198.51.100.33', planted)).statusCode).toBe(200);
  });

  it('forgets a browser that has not logged in for 90 days', async () => {
    const token = knownDeviceToken(await postLogin(testApp, loginPayload(), '198.51.100.34'));
    await testApp.sql(`update admin_known_devices set last_used_at = now() - interval '91 days'`);
    await testApp.sql(`update login_attempts set created_at = now() - interval '91 days'`);
    await usernameUnderAttack();
    const cookie = `${knownDeviceCookieName}=${token}`;
    expect((await loginWithCookie('198.51.100.35', cookie)).statusCode).toBe(429);
  });

  it('forgets an address the owner last logged in from over 90 days ago', async () => {
    await testApp.sql(
      `insert into login_attempts (username, ip, succeeded, created_at)
       values (?, '198.51.100.36', true, now() - interval '91 days')`,
      [adminEmail],
    );
    await usernameUnderAttack();
    expect((await postLogin(testApp, loginPayload(), '198.51.100.36')).statusCode).toBe(429);
  });

  it('lets an address the owner logged in from before keep trying', async () => {
    expect((await postLogin(testApp, loginPayload(), '198.51.100.29')).statusCode).toBe(200);
    await usernameUnderAttack();
    expect((await postLogin(testApp, loginPayload(), '198.51.100.29')).statusCode).toBe(200);
  });

  it('keeps successful logins for 90 days and failed ones for a day', async () => {
    await testApp.sql(
      `insert into login_attempts (username, ip, succeeded, created_at) values
         (?, '192.0.2.1', false, now() - interval '25 hours'),
         (?, '192.0.2.2', true, now() - interval '89 days'),
         (?, '192.0.2.3', true, now() - interval '91 days')`,
      [adminEmail, adminEmail, adminEmail],
    );
    expect((await postLogin(testApp, loginPayload(), '198.51.100.30')).statusCode).toBe(200);
    const kept = await testApp.sql<{ ip: string }>(
      `select ip from login_attempts where ip like '192.0.2.%' order by ip`,
    );
    expect(kept).toEqual([{ ip: '192.0.2.2' }]);
  });
});

describe('finding 5: control characters are refused at the boundary, never a 503', () => {
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
    ...Object.keys(contact).map((field) => ['/api/contact', contact, field] as const),
    ...Object.keys(career).map((field) => ['/api/careers', career, field] as const),
  ];

  it.each(formCases)('%s answers 400 for a NUL in %s', async (url, body, field) => {
    const value = String((body as Record<string, string>)[field]);
    const response = await post(url, { ...body, [field]: `${value}\u0000` });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ success: boolean; error: string }>();
    expect(answer.success).toBe(false);
    expect(answer.error).not.toMatch(/unavailable/i);
  });

  it.each([
    ['public.submitContact', contact, 'message'],
    ['public.submitCareer', career, 'description'],
  ] as const)('tRPC %s answers BAD_REQUEST for a NUL in %s', async (procedure, body, field) => {
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

describe('finding 7: sessions, caching and applicant links', () => {
  it('keeps a session in constant use alive past its idle timeout (SESSION_IDLE_MINUTES=1)', async () => {
    const token = await insertSession(testApp, adminId, {
      lastUsedAt: new Date(Date.now() - 45_000),
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/leads',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const [session] = await testApp.sql<{ last_used_at: string }>(
      'select last_used_at from admin_sessions',
    );
    expect(Date.now() - new Date(session?.last_used_at ?? 0).getTime()).toBeLessThan(10_000);
  });

  it('sends Cache-Control: no-store with the login answer and every admin answer, refusals included', async () => {
    const login = await postLogin(testApp, loginPayload());
    const token = login.json<{ data: { token: string } }>().data.token;
    const answers = [
      login,
      await postLogin(testApp, loginPayload({ password: 'wrong' })),
      await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) }),
      await testApp.app.inject({ method: 'GET', url: '/api/leads' }),
      await testApp.app.inject({ method: 'GET', url: '/trpc/leads.list', headers: bearer(token) }),
      await testApp.app.inject({ method: 'GET', url: '/trpc/auth.session' }),
      // A percent-encoded path reaches the same route.
      await testApp.app.inject({ method: 'GET', url: '/%61pi/leads', headers: bearer(token) }),
      await testApp.app.inject({
        method: 'GET',
        url: '/api/career-submissions',
        headers: bearer(token),
      }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('counts only live sessions against ADMIN_MAX_SESSIONS, and parallel logins keep to it', async () => {
    const live = await insertSession(testApp, adminId);
    for (let idle = 0; idle < 3; idle += 1) {
      await insertSession(testApp, adminId, { lastUsedAt: new Date(Date.now() - 5 * 60_000) });
    }
    expect((await postLogin(testApp, loginPayload(), '198.51.100.37')).statusCode).toBe(200);
    const stillLive = await testApp.app.inject({
      method: 'GET',
      url: '/trpc/auth.session',
      headers: bearer(live),
    });
    expect(stillLive.statusCode).toBe(200);

    const parallel = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        postLogin(testApp, loginPayload(), `198.51.100.${40 + index}`),
      ),
    );
    for (const response of parallel) expect(response.statusCode).toBe(200);
    const [sessions] = await testApp.sql<{ count: string }>('select count(*) from admin_sessions');
    expect(Number(sessions?.count)).toBe(3);
  });

  it('keeps at most ADMIN_MAX_SESSIONS sessions per admin, ending the oldest first', async () => {
    const tokens: string[] = [];
    for (let login = 0; login < 5; login += 1) {
      const response = await postLogin(testApp, loginPayload(), '198.51.100.31');
      tokens.push(response.json<{ data: { token: string } }>().data.token);
    }
    const statuses = await Promise.all(
      tokens.map(async (token) => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/trpc/auth.session',
          headers: bearer(token),
        });
        return response.statusCode;
      }),
    );
    expect(statuses).toEqual([401, 401, 200, 200, 200]);
  });

  it.each([
    'http://www.linkedin.com/in/minh',
    'https://evil.example/in/minh',
    'https://linkedin.com.evil.example/in/minh',
    'javascript:alert(1)',
  ])('refuses %s as a LinkedIn URL through both doors', async (linkedinUrl) => {
    const body = { ...validCareerPayload, linkedinUrl };
    const rest = await testApp.app.inject({
      method: 'POST',
      url: '/api/careers',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ success: false, error: 'Invalid LinkedIn URL' });
    const trpc = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/public.submitCareer',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain('Invalid LinkedIn URL');
  });
});
