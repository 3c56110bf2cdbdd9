import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '@app/api';
import { invalidTwoFactorCodeMessage, loginChallengeExpiredMessage } from '@app/domain';
import { bearer, createTestAdmin, loginPayload, postLogin } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** RFC 6238's own test secret, in base32. */
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const recoveryCode = 'abcd-efgh-ijkl-mnop';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await testApp.sql(
    'truncate admin_users, admin_sessions, login_attempts, audit_log restart identity cascade',
  );
  const { id } = await createTestAdmin(testApp);
  await testApp.sql(
    'update admin_users set totp_secret = ?, two_factor_enabled_at = now() where id = ?',
    [secret, id],
  );
  await testApp.sql('insert into admin_recovery_codes (admin_id, code_hash) values (?, ?)', [
    id,
    createHash('sha256').update('ABCDEFGHIJKLMNOP').digest('hex'),
  ]);
});

function postSecondStep(payload: unknown) {
  return postLogin(testApp, payload, undefined, '/api/admin/login/second-step');
}

async function challenge(): Promise<string> {
  const response = await postLogin(testApp, loginPayload());
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { challenge: string } }>().data.challenge;
}

describe('POST /api/admin/login for an admin with two-factor login', () => {
  it('answers 200 { data: { twoFactorRequired, challenge } }, with no session and no cookie', async () => {
    const response = await postLogin(testApp, loginPayload());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        twoFactorRequired: true,
        challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
      },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [sessions] = await testApp.sql<{ count: string }>('select count(*) from admin_sessions');
    expect(Number(sessions?.count)).toBe(0);
  });
});

describe('POST /api/admin/login/second-step', () => {
  it('answers { data: { token } } and the known-device cookie for the code of now', async () => {
    const response = await postSecondStep({
      challenge: await challenge(),
      code: totpCode(secret, totpStep(new Date())),
    });

    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { token: string } }>();
    expect(Object.keys(data)).toEqual(['token']);
    expect(response.headers['set-cookie']).toMatch(/^admin_device=/);
    const leads = await testApp.app.inject({
      method: 'GET',
      url: '/api/leads',
      headers: bearer(data.token),
    });
    expect(leads.statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const first = await postSecondStep({ challenge: await challenge(), code: recoveryCode });
    expect(first.statusCode).toBe(200);

    const again = await postSecondStep({ challenge: await challenge(), code: recoveryCode });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: invalidTwoFactorCodeMessage });
  });

  it('answers 401 { error } for an unknown challenge and 400 for a body that is not one', async () => {
    const unknown = await postSecondStep({ challenge: 'B'.repeat(43), code: '123456' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: loginChallengeExpiredMessage });

    const empty = await postSecondStep({ challenge: await challenge(), code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'Enter the code' });
  });

  it('throttles wrong codes with the login: 429 and Retry-After after five', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await postSecondStep({ challenge: await challenge(), code: `99999${guess}` });
      expect(wrong.statusCode).toBe(401);
    }

    const throttled = await postLogin(testApp, loginPayload());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('REQUIRE_TWO_FACTOR=true', () => {
  it('holds an admin without two-factor login at its set-up', async () => {
    const strict = await createTestApp({ REQUIRE_TWO_FACTOR: 'true' });
    try {
      await createTestAdmin(strict);
      const { token } = (await postLogin(strict, loginPayload())).json<{
        data: { token: string };
      }>().data;

      const session = await strict.app.inject({
        method: 'GET',
        url: '/trpc/auth.session',
        headers: bearer(token),
      });
      expect(session.json()).toMatchObject({
        result: { data: { pendingSetup: 'two_factor_enrolment', twoFactorEnabled: false } },
      });
      const leads = await strict.app.inject({
        method: 'GET',
        url: '/api/leads',
        headers: bearer(token),
      });
      expect(leads.statusCode).toBe(403);
    } finally {
      await strict.close();
    }
  });
});
