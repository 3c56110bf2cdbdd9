import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminEmail,
  adminPassword,
  bearer,
  captureLogs,
  createTestAdmin,
  insertSession,
  loginPayload,
  postLogin,
} from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const logs = captureLogs();
let testApp: TestApp;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp({}, { logger: logs.logger });
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate admin_users, admin_sessions, login_attempts restart identity cascade',
  );
  adminId = (await createTestAdmin(testApp)).id;
});

function loginEntries(): Array<Record<string, unknown>> {
  return logs.entries().filter((entry) => entry.event === 'admin login');
}

async function countRows(table: 'admin_sessions' | 'login_attempts'): Promise<number> {
  const [row] = await testApp.sql<{ count: string }>(`select count(*) from ${table}`);
  return Number(row?.count);
}

describe('POST /api/admin/login: success', () => {
  it('answers an opaque 256-bit token whose SHA-256 digest alone is stored, and records the login', async () => {
    const before = Date.now();
    const response = await postLogin(testApp, loginPayload());

    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { token: string } }>();
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data)).toEqual(['token']);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(body.data.token, 'base64url')).toHaveLength(32);

    const sessions = await testApp.sql<{ token: string; expires_at: string; admin_id: number }>(
      'select token, expires_at, admin_id from admin_sessions',
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token).toBe(createHash('sha256').update(body.data.token).digest('hex'));
    expect(sessions[0]?.token).not.toContain(body.data.token);
    expect(sessions[0]?.admin_id).toBe(adminId);
    const twelveHours = 12 * 60 * 60_000;
    const expiresAt = new Date(sessions[0]?.expires_at ?? '').getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + twelveHours - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + twelveHours);

    const [admin] = await testApp.sql<{ last_login: string | null }>(
      'select last_login from admin_users',
    );
    expect(new Date(admin?.last_login ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const session = await testApp.app.inject({
      method: 'GET',
      url: '/trpc/auth.session',
      headers: bearer(body.data.token),
    });
    expect(session.json()).toMatchObject({ result: { data: { username: adminEmail } } });
  });

  it('compares the username without regard to case or surrounding spaces', async () => {
    const response = await postLogin(
      testApp,
      loginPayload({ username: '  Owner@BambooBridgeTeams.COM.au ' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('gives every login its own token', async () => {
    const first = await postLogin(testApp, loginPayload());
    const second = await postLogin(testApp, loginPayload());
    expect(first.json<{ data: { token: string } }>().data.token).not.toBe(
      second.json<{ data: { token: string } }>().data.token,
    );
    expect(await countRows('admin_sessions')).toBe(2);
  });

  it('works through tRPC as auth.login', async () => {
    const response = await postLogin(testApp, loginPayload(), undefined, '/trpc/auth.login');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ result: { data: { token: string } } }>().result.data.token).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
  });

  it('purges sessions that expired or went idle', async () => {
    await insertSession(testApp, adminId, { expiresAt: new Date(Date.now() - 1000) });
    await insertSession(testApp, adminId, { lastUsedAt: new Date(Date.now() - 31 * 60_000) });
    const live = await insertSession(testApp, adminId);

    await postLogin(testApp, loginPayload());

    const tokens = await testApp.sql<{ token: string }>('select token from admin_sessions');
    expect(tokens).toHaveLength(2);
    expect(tokens.map((row) => row.token)).toContain(
      createHash('sha256').update(live).digest('hex'),
    );
  });
});

describe('POST /api/admin/login: refusals', () => {
  it.each([
    [{ password: adminPassword, submitTime: Date.now() - 5000 }, 'Username is required'],
    [loginPayload({ username: '   ' }), 'Username is required'],
    [{ username: adminEmail, submitTime: Date.now() - 5000 }, 'Password is required'],
    [loginPayload({ password: '' }), 'Password is required'],
    [{}, 'Username is required'],
  ])('answers 400 for missing fields: %j', async (payload, message) => {
    const response = await postLogin(testApp, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it('answers 401 "Invalid credentials" alike for a wrong password and an unknown user', async () => {
    const wrongPassword = await postLogin(testApp, loginPayload({ password: 'not the password' }));
    const unknownUser = await postLogin(
      testApp,
      loginPayload({ username: 'nobody@example.com' }),
      '198.51.100.11',
    );

    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid credentials' });
    }
    expect(await countRows('admin_sessions')).toBe(0);
    expect(
      loginEntries()
        .slice(-2)
        .map((entry) => entry.reason),
    ).toEqual(['bad credentials', 'bad credentials']);
  });

  it('refuses a filled-in honeypot like a failed login, even with the right password, and logs a bot', async () => {
    const response = await postLogin(testApp, loginPayload({ honeypot: 'http://spam.example' }));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid credentials' });
    expect(await countRows('admin_sessions')).toBe(0);
    expect(loginEntries().at(-1)).toMatchObject({
      username: adminEmail,
      outcome: 'failure',
      reason: 'bot: honeypot',
    });
  });

  it.each([
    ['sent within a second of opening the form', () => Date.now()],
    ['opened in the future', () => Date.now() + 60_000],
    ['opened more than 24 hours ago', () => Date.now() - 24 * 60 * 60_000 - 60_000],
    ['without a submit time', () => undefined],
  ])('refuses a form %s like a failed login and logs a bot', async (_case, submitTime) => {
    const response = await postLogin(testApp, loginPayload({ submitTime: submitTime() }));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid credentials' });
    expect(await countRows('admin_sessions')).toBe(0);
    expect(loginEntries().at(-1)).toMatchObject({ outcome: 'failure', reason: 'bot: time trap' });
  });

  it('accepts a form opened just over a second ago', async () => {
    const response = await postLogin(testApp, loginPayload({ submitTime: Date.now() - 1500 }));
    expect(response.statusCode).toBe(200);
  });
});

describe('login logging', () => {
  it('logs every attempt with username, address, outcome and reason, never the password or token', async () => {
    const address = '203.0.113.50';
    await postLogin(testApp, loginPayload({ password: 'a wrong password here' }), address);
    const success = await postLogin(testApp, loginPayload(), address);
    const token = success.json<{ data: { token: string } }>().data.token;

    expect(loginEntries().slice(-2)).toEqual([
      expect.objectContaining({
        username: adminEmail,
        ip: address,
        outcome: 'failure',
        reason: 'bad credentials',
      }),
      expect.objectContaining({
        username: adminEmail,
        ip: address,
        outcome: 'success',
        reason: 'success',
      }),
    ]);
    expect(logs.text()).not.toContain(adminPassword);
    expect(logs.text()).not.toContain('a wrong password here');
    expect(logs.text()).not.toContain(token);
  });
});

describe('brute-force throttling', () => {
  const attacker = '203.0.113.66';

  async function failLogins(count: number, address: string, username = adminEmail) {
    for (let attempt = 0; attempt < count; attempt += 1) {
      const response = await postLogin(
        testApp,
        loginPayload({ username, password: `wrong guess ${attempt}` }),
        address,
      );
      expect(response.statusCode).toBe(401);
    }
  }

  /** Moves every recorded attempt back in time, as if the clock had moved forward. */
  async function age(minutes: number) {
    await testApp.sql(
      `update login_attempts set created_at = created_at - interval '${minutes} minutes'`,
    );
  }

  it('after 5 failures for one username from one address answers 429 with Retry-After, even for the right password', async () => {
    await failLogins(5, attacker);
    const throttled = await postLogin(testApp, loginPayload(), attacker);

    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ error: expect.any(String) as unknown });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await countRows('admin_sessions')).toBe(0);
    expect(loginEntries().at(-1)).toMatchObject({ ip: attacker, reason: 'throttled' });
  });

  it('keeps the real admin on another address out of it', async () => {
    await failLogins(5, attacker);
    const elsewhere = await postLogin(testApp, loginPayload(), '198.51.100.99');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets the address in again once the 15-minute window has passed', async () => {
    await failLogins(5, attacker);
    expect((await postLogin(testApp, loginPayload(), attacker)).statusCode).toBe(429);
    await age(14);
    expect((await postLogin(testApp, loginPayload(), attacker)).statusCode).toBe(429);
    await age(1);
    expect((await postLogin(testApp, loginPayload(), attacker)).statusCode).toBe(200);
  });

  it('starts the count for a username and address again after a successful login', async () => {
    await failLogins(4, attacker);
    expect((await postLogin(testApp, loginPayload(), attacker)).statusCode).toBe(200);
    await failLogins(4, attacker);
    expect((await postLogin(testApp, loginPayload(), attacker)).statusCode).toBe(200);
  });

  it('does not count throttled attempts, so retrying does not extend the wait', async () => {
    await failLogins(5, attacker);
    await age(10);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postLogin(testApp, loginPayload(), attacker)).statusCode).toBe(429);
    }
    await age(5);
    expect((await postLogin(testApp, loginPayload(), attacker)).statusCode).toBe(200);
  });

  it('after 20 failures from one address refuses every username from it, and no other address', async () => {
    const usernames = ['a', 'b', 'c', 'd', 'e'].map((name) => `${name}@example.com`);
    for (const username of usernames) await failLogins(4, attacker, username);

    const throttled = await postLogin(testApp, loginPayload(), attacker);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await postLogin(testApp, loginPayload(), '198.51.100.98')).statusCode).toBe(200);
  });

  it('after 100 failures for one username within an hour refuses it from everywhere, counted in the database', async () => {
    // As if spread over many addresses and several server instances 50 minutes ago.
    await testApp.sql(
      `insert into login_attempts (username, ip, succeeded, created_at)
       select ?, '192.0.2.' || n, false, now() - interval '50 minutes'
         from generate_series(1, 100) as n`,
      [adminEmail],
    );

    const throttled = await postLogin(testApp, loginPayload(), '198.51.100.97');
    expect(throttled.statusCode).toBe(429);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    await age(10);
    expect((await postLogin(testApp, loginPayload(), '198.51.100.97')).statusCode).toBe(200);
  });

  it('lets at most 5 of a burst of parallel guesses through to the password check', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        postLogin(testApp, loginPayload({ password: `parallel guess ${attempt}` }), attacker),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('throttles auth.login through tRPC with the same counters', async () => {
    await failLogins(5, attacker);
    const throttled = await postLogin(testApp, loginPayload(), attacker, '/trpc/auth.login');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  async function getLeads(token: string) {
    return testApp.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) });
  }

  it('end after 30 minutes without a call, and the row is removed', async () => {
    const token = await insertSession(testApp, adminId, {
      lastUsedAt: new Date(Date.now() - 30 * 60_000 - 1000),
    });
    expect((await getLeads(token)).statusCode).toBe(401);
    expect(await countRows('admin_sessions')).toBe(0);
  });

  it('end at the absolute expiry even while in use', async () => {
    const token = await insertSession(testApp, adminId, {
      expiresAt: new Date(Date.now() - 1000),
      lastUsedAt: new Date(),
    });
    expect((await getLeads(token)).statusCode).toBe(401);
  });

  it('slide: a call moves lastUsedAt forward, at most about once a minute', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    const stale = await insertSession(testApp, adminId, { lastUsedAt: fiveMinutesAgo });
    const fresh = await insertSession(testApp, adminId, {
      lastUsedAt: new Date(Date.now() - 10_000),
    });

    expect((await getLeads(stale)).statusCode).toBe(200);
    expect((await getLeads(fresh)).statusCode).toBe(200);

    const rows = await testApp.sql<{ token: string; last_used_at: string }>(
      'select token, last_used_at from admin_sessions',
    );
    const lastUsed = (token: string) => {
      const digest = createHash('sha256').update(token).digest('hex');
      return new Date(rows.find((row) => row.token === digest)?.last_used_at ?? 0).getTime();
    };
    expect(lastUsed(stale)).toBeGreaterThan(Date.now() - 5_000);
    expect(lastUsed(fresh)).toBeLessThan(Date.now() - 9_000);
  });

  it('logout deletes the session, answers 200, and answers 200 again for the dead token', async () => {
    const login = await postLogin(testApp, loginPayload());
    const token = login.json<{ data: { token: string } }>().data.token;

    const logout = () =>
      testApp.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect((await logout()).statusCode).toBe(200);
    expect(await countRows('admin_sessions')).toBe(0);
    expect((await getLeads(token)).statusCode).toBe(401);
    expect((await logout()).statusCode).toBe(200);
  });
});

describe('configured timeouts', () => {
  it('honour SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS', async () => {
    const configured = await createTestApp({
      SESSION_IDLE_MINUTES: '2',
      SESSION_ABSOLUTE_HOURS: '1',
    });
    try {
      const { id } = await createTestAdmin(configured);
      const idle = await insertSession(configured, id, {
        lastUsedAt: new Date(Date.now() - 3 * 60_000),
      });
      const active = await insertSession(configured, id, {
        lastUsedAt: new Date(Date.now() - 60_000),
      });
      const get = (token: string) =>
        configured.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) });
      expect((await get(idle)).statusCode).toBe(401);
      expect((await get(active)).statusCode).toBe(200);

      const before = Date.now();
      const login = await postLogin(configured, loginPayload());
      expect(login.statusCode).toBe(200);
      const [session] = await configured.sql<{ expires_at: string }>(
        'select expires_at from admin_sessions order by id desc limit 1',
      );
      const expiresAt = new Date(session?.expires_at ?? 0).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before + 60 * 60_000 - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    } finally {
      await configured.close();
    }
  });
});
