/**
 * Security regressions, class: authentication. Who may log in, how often they may try, and what
 * counts as a session. Attacks tried here, one per line:
 * - a username padded with spaces of any kind, in upper case or fullwidth, past the throttle
 * - a 255-character padded username, from an address the throttle has blocked
 * - honeypot and time-trap refusals from many addresses, to lock the real admin out
 * - failed logins spread over many addresses, against a browser and an address the owner used
 * - a forged known-device cookie, another admin's, one planted beside the real one, one 90 days old
 * - a session kept busy past its idle timeout; more logins than ADMIN_MAX_SESSIONS, in parallel too
 * - the session token in the query string (token, access_token, authorization, session)
 * - the session token in a cookie, as a cross-site request would carry it
 * - a tampered token: a character changed, cut short, lengthened, in upper case, its stored digest
 * - the second step's login challenge and the known-device cookie's token sent as a bearer token
 * - a token used after logout through either door
 * - received mail posted to the inbound door without a signature, signed with another secret, with
 *   the signature of another body, as sha1=, cut short, in the query string, twice, or empty
 *
 * Also covered by: routes/api/admin-login.test.ts (the throttle's limits, one answer for a wrong
 * password and an unknown user, session timeouts), admin-two-factor.test.ts and
 * admin-turnstile.test.ts (the second step and the captcha), packages/api/src/routers/auth.test.ts
 * and admins.test.ts (a password change ends the other sessions).
 * A new way to log in or to hold a session adds its hostile cases here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSessionToken } from '@app/api';
import { knownDeviceCookieName } from '@app/domain';
import {
  adminEmail,
  adminPassword,
  bearer,
  createTestAdmin,
  insertSession,
  loginPayload,
  postLogin,
} from '../../test/admin-fixtures.ts';
import { inboundSignature, rawMail } from '@app/testing';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { trpcMutation, trpcQuery } from '../../test/trpc-requests.ts';

let testApp: TestApp;
let adminId: number;
const inboundSecret = 'the-inbound-door-secret-of-the-authentication-tests';

beforeAll(async () => {
  testApp = await createTestApp({
    SESSION_IDLE_MINUTES: '1',
    ADMIN_MAX_SESSIONS: '3',
    INBOUND_EMAIL_SECRET: inboundSecret,
  });
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate admin_users, admin_sessions, admin_known_devices, login_attempts restart identity cascade',
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

describe('the login throttle: padding the username no longer sidesteps it (finding 1)', () => {
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

describe('the login throttle: no lock-out switch on the real admin (finding 2)', () => {
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

describe('sessions: idle time and the session limit (finding 7)', () => {
  it('keeps a session in constant use alive past its idle timeout (SESSION_IDLE_MINUTES=1)', async () => {
    const lastUsedAt = new Date(Date.now() - 45_000);
    const token = await insertSession(testApp, adminId, { lastUsedAt });
    const sentAt = new Date();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/leads',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const [session] = await testApp.sql<{ last_used_at: string }>(
      'select last_used_at from admin_sessions',
    );
    // Moved to the time of the request, however long the machine took to serve it.
    expect(new Date(session?.last_used_at ?? 0).getTime()).toBeGreaterThanOrEqual(sentAt.getTime());
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
});

/** What both doors answer these headers: the leads' REST list, then tRPC's `auth.session`. */
async function statusesWith(headers: Record<string, string>, query = ''): Promise<number[]> {
  const rest = await testApp.app.inject({ method: 'GET', url: `/api/leads${query}`, headers });
  const trpc = await testApp.app.inject({
    method: 'GET',
    url: `/trpc/auth.session${query}`,
    headers,
  });
  return [rest.statusCode, trpc.statusCode];
}

describe('where a session token is taken from: the Authorization header only', () => {
  it('refuses the token in the query string, under any of the usual names', async () => {
    const token = await insertSession(testApp, adminId);
    for (const name of ['token', 'access_token', 'authorization', 'session', 'bearer']) {
      for (const value of [token, `Bearer ${token}`]) {
        const query = `?${name}=${encodeURIComponent(value)}`;
        expect(await statusesWith({}, query), query).toEqual([401, 401]);
      }
    }
    expect(await statusesWith(bearer(token))).toEqual([200, 200]);
  });

  it('refuses the token in a cookie, which a cross-site request would carry by itself', async () => {
    const token = await insertSession(testApp, adminId);
    const cookie = [
      `token=${token}`,
      `session=${token}`,
      `authorization=Bearer%20${token}`,
      `${knownDeviceCookieName}=${token}`,
    ].join('; ');
    expect(await statusesWith({ cookie })).toEqual([401, 401]);
    expect(await statusesWith(bearer(token))).toEqual([200, 200]);
  });

  it('refuses a tampered token, and the real one still works after the attempts', async () => {
    const token = await insertSession(testApp, adminId);
    const otherCharacter = (character: string) => (character === 'A' ? 'B' : 'A');
    const tampered = [
      `${otherCharacter(token.charAt(0))}${token.slice(1)}`,
      `${token.slice(0, -1)}${otherCharacter(token.charAt(token.length - 1))}`,
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase(),
      token.toLowerCase(),
      // What the database keeps in its place: a stolen copy of the table opens nothing.
      hashSessionToken(token),
    ].filter((candidate) => candidate !== token);
    expect(tampered.length).toBeGreaterThanOrEqual(6);
    for (const candidate of tampered) {
      expect(await statusesWith(bearer(candidate)), candidate).toEqual([401, 401]);
    }
    expect(await statusesWith(bearer(token))).toEqual([200, 200]);
  });

  it('takes neither the known-device cookie nor the login challenge for a session', async () => {
    const deviceToken = knownDeviceToken(await postLogin(testApp, loginPayload()));
    expect(await statusesWith(bearer(deviceToken))).toEqual([401, 401]);

    // RFC 6238's test secret: the password step then answers a challenge for the code.
    await testApp.sql(
      `update admin_users set totp_secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
              two_factor_enabled_at = now() where id = ?`,
      [adminId],
    );
    const firstStep = await postLogin(testApp, loginPayload());
    const { challenge } = firstStep.json<{ data: { challenge: string } }>().data;
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusesWith(bearer(challenge))).toEqual([401, 401]);
  });
});

describe('logout', () => {
  async function loginToken(): Promise<string> {
    const response = await postLogin(testApp, loginPayload());
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { token: string } }>().data.token;
  }

  it('ends the token through the REST door, on both doors, and leaves the other sessions open', async () => {
    const [ended, kept] = [await loginToken(), await loginToken()];
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(ended),
    });
    expect(logout.statusCode).toBe(200);
    expect(await statusesWith(bearer(ended))).toEqual([401, 401]);
    expect(await statusesWith(bearer(kept))).toEqual([200, 200]);
  });

  it('ends the token through tRPC, for writes too', async () => {
    const token = await loginToken();
    expect((await trpcMutation(testApp, 'auth.logout', {}, bearer(token))).statusCode).toBe(200);
    expect(await statusesWith(bearer(token))).toEqual([401, 401]);
    const note = await trpcMutation(testApp, 'notes.add', { leadId: 1, note: 'x' }, bearer(token));
    expect(note.statusCode).toBe(401);
    expect((await trpcQuery(testApp, 'admins.sessions', undefined, bearer(token))).statusCode).toBe(
      401,
    );
  });
});

describe('the inbound e-mail door: only a body signed with INBOUND_EMAIL_SECRET is taken', () => {
  const body = rawMail({ subject: 'Forged reply' });
  const other = rawMail({ subject: 'The body that was signed' });
  const rightHex = inboundSignature(inboundSecret, body).slice('sha256='.length);
  const forgeries: [string, Record<string, string | string[]>, string?][] = [
    ['no signature', {}],
    ['an empty signature', { 'x-inbound-signature': '' }],
    [
      'the signature of another secret',
      { 'x-inbound-signature': inboundSignature(`${inboundSecret}x`, body) },
    ],
    [
      'the signature of another body',
      { 'x-inbound-signature': inboundSignature(inboundSecret, other) },
    ],
    ['the right digest as sha1=', { 'x-inbound-signature': `sha1=${rightHex}` }],
    ['the right digest cut short', { 'x-inbound-signature': `sha256=${rightHex.slice(0, -2)}` }],
    ['an empty key’s signature', { 'x-inbound-signature': inboundSignature('', body) }],
    [
      'the right signature twice',
      { 'x-inbound-signature': [`sha256=${rightHex}`, `sha256=${rightHex}`] },
    ],
    ['the right signature in the query string', {}, `?signature=sha256=${rightHex}`],
  ];

  it.each(forgeries)(
    'refuses %s with 401 and stores nothing',
    async (_name, headers, query = '') => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/inbound-email${query}`,
        headers: { 'content-type': 'message/rfc822', ...headers },
        payload: body,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) as unknown });
      const [row] = await testApp.sql<{ count: number }>(
        'select count(*)::int as count from conversation_messages',
      );
      expect(row?.count).toBe(0);
    },
  );

  it('takes the right signature, in either letter case', async () => {
    for (const signature of [`sha256=${rightHex}`, `SHA256=${rightHex.toUpperCase()}`]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/inbound-email',
        headers: { 'content-type': 'message/rfc822', 'x-inbound-signature': signature },
        payload: body,
      });
      expect(response.statusCode).toBe(202);
    }
  });
});
