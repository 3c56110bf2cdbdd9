import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  invalidTwoFactorCodeMessage,
  loginChallengeExpiredMessage,
  twoFactorStillRequiredMessage,
  wrongPasswordMessage,
} from '@app/domain';
import {
  adminLoginInput,
  type ApiCaller,
  type ApiTestHarness,
  createApiTestHarness,
  refusalOf,
} from '../../test/api-harness.ts';
import { createAuthSettings } from '../auth/settings.ts';
import { decodeBase32, totpCode, totpStep } from '../auth/totp.ts';
import type { RequestDetails } from '../context.ts';
import { appRouter } from '../root.ts';
import {
  passwordChangeRequiredMessage,
  tooManyLoginAttemptsMessage,
} from '../services/admin-auth.ts';
import { wrongEnrolmentCodeMessage } from '../services/two-factor.ts';

let api: ApiTestHarness;
/** The fixed clock every call of a test reads; tests move it on by whole steps. */
let clock: Date;
let twoFactorRequired: boolean;

beforeAll(async () => {
  api = await createApiTestHarness();
  await api.createTestAdmin();
});

afterAll(() => api.close());

beforeEach(async () => {
  // Ten seconds into a 30-second step, so that a step either side is a clear neighbour.
  clock = new Date('2026-11-26T10:00:10.000Z');
  twoFactorRequired = false;
  await api.sql(
    `truncate admin_sessions, login_attempts, admin_known_devices, admin_recovery_codes,
       admin_login_challenges, audit_log restart identity`,
  );
  await api.sql(
    `update admin_users set totp_secret = null, two_factor_enabled_at = null, totp_last_step = null,
       must_change_password = false`,
  );
});

function advance(ms: number): void {
  clock = new Date(clock.getTime() + ms);
}

/** One request on the fixed clock, with the harness's other dependencies. */
function call(request: Partial<RequestDetails> = {}): ApiCaller {
  const context = api.context(request);
  const auth = createAuthSettings({
    ...context.dependencies.auth,
    twoFactorRequired,
    now: () => clock,
  });
  return appRouter.createCaller(() => ({
    ...context,
    dependencies: { ...context.dependencies, auth },
  }));
}

function loginInput() {
  return adminLoginInput({ submitTime: clock.getTime() - 5_000 });
}

async function passwordStep(request: Partial<RequestDetails> = {}): Promise<string> {
  const answer = await call(request).auth.login(loginInput());
  if (!('challenge' in answer) || answer.challenge === undefined) {
    throw new Error('The login answered no challenge');
  }
  return answer.challenge;
}

function codeNow(secret: string, drift = 0): string {
  return totpCode(secret, totpStep(clock) + drift);
}

async function sessionCaller(): Promise<ApiCaller> {
  const answer = await call().auth.login(loginInput());
  if (answer.token === undefined) throw new Error('The login answered no token');
  return call({ authorization: `Bearer ${answer.token}` });
}

/** Turns two-factor login on for the test admin; answers its secret and recovery codes. */
async function enrol(): Promise<{ secret: string; recoveryCodes: string[] }> {
  const admin = await sessionCaller();
  const { manualKey } = await admin.twoFactor.beginEnrolment();
  const secret = manualKey.replace(/ /g, '');
  const { recoveryCodes } = await admin.twoFactor.confirmEnrolment({ code: codeNow(secret) });
  // The confirming code is spent: the next login waits for the next step.
  advance(30_000);
  return { secret, recoveryCodes };
}

async function countRows(table: string): Promise<number> {
  const [row] = await api.sql<{ count: string }>(`select count(*) from ${table}`);
  return Number(row?.count);
}

async function auditActions(): Promise<Array<{ action: string; details: unknown }>> {
  return api.sql('select action, details from audit_log order by id');
}

describe('two-factor enrolment', () => {
  it('keeps a new secret that turns on only when a code from it confirms it, with ten recovery codes', async () => {
    const admin = await sessionCaller();

    const { otpauthUri, manualKey } = await admin.twoFactor.beginEnrolment();

    const secret = manualKey.replace(/ /g, '');
    expect(manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(decodeBase32(secret)).toHaveLength(20);
    expect(otpauthUri).toBe(
      `otpauth://totp/Bamboo%20Bridge%20Teams:owner%40bamboobridgeteams.com.au?secret=${secret}&issuer=Bamboo+Bridge+Teams&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await admin.twoFactor.status()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    expect(await refusalOf(admin.twoFactor.confirmEnrolment({ code: codeNow(secret, 2) }))).toEqual(
      { code: 'BAD_REQUEST', httpStatus: 400, message: wrongEnrolmentCodeMessage },
    );
    const { recoveryCodes } = await admin.twoFactor.confirmEnrolment({ code: codeNow(secret) });

    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(await admin.twoFactor.status()).toEqual({
      enabled: true,
      enabledAt: clock.toISOString(),
      recoveryCodesLeft: 10,
      required: false,
    });
    const stored = await api.sql<{ code_hash: string }>(
      'select code_hash from admin_recovery_codes',
    );
    const digest = (code: string) =>
      createHash('sha256').update(code.replace(/-/g, '').toUpperCase()).digest('hex');
    expect(stored.map((row) => row.code_hash).sort()).toEqual(recoveryCodes.map(digest).sort());
    expect((await auditActions()).map((row) => row.action)).toEqual([
      'login',
      'admin.two_factor_setup_start',
      'admin.two_factor_enable',
    ]);
    expect((await call().auth.login(loginInput())).token).toBeUndefined();
  });

  it('refuses a second enrolment while two-factor login is on', async () => {
    await enrol();
    const admin = call({ authorization: `Bearer ${await secondStepToken()}` });
    expect(await refusalOf(admin.twoFactor.beginEnrolment())).toMatchObject({ code: 'CONFLICT' });
  });
});

/** A whole two-factor login with the current code; answers the bearer token. */
async function secondStepToken(): Promise<string> {
  const [row] = await api.sql<{ totp_secret: string }>('select totp_secret from admin_users');
  const challenge = await passwordStep();
  const { token } = await call().auth.loginSecondStep({
    challenge,
    code: codeNow(row?.totp_secret ?? ''),
  });
  return token;
}

describe('the login of an admin with two-factor login', () => {
  it('answers a challenge and opens no session until the right code comes', async () => {
    const { secret } = await enrol();
    const sessionsBefore = await countRows('admin_sessions');

    const answer = await call().auth.login(loginInput());

    expect(Object.keys(answer).sort()).toEqual(['challenge', 'twoFactorRequired']);
    expect(answer).toMatchObject({ twoFactorRequired: true });
    expect(await countRows('admin_sessions')).toBe(sessionsBefore);
    expect(await countRows('login_attempts where not succeeded')).toBe(0);

    const { token } = await call().auth.loginSecondStep({
      challenge: answer.challenge ?? '',
      code: codeNow(secret),
    });

    const session = await call({ authorization: `Bearer ${token}` }).auth.session();
    expect(session).toMatchObject({ twoFactorEnabled: true, pendingSetup: null });
    expect(await countRows('admin_sessions')).toBe(sessionsBefore + 1);
    expect((await auditActions()).at(-1)).toEqual({
      action: 'login',
      details: { secondFactor: 'totp' },
    });
  });

  it('refuses a wrong code, counting it as a failed login', async () => {
    const { secret } = await enrol();
    const challenge = await passwordStep();

    const wrong = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await refusalOf(call().auth.loginSecondStep({ challenge, code: wrong }))).toEqual({
      code: 'UNAUTHORIZED',
      httpStatus: 401,
      message: invalidTwoFactorCodeMessage,
    });
    expect(await countRows('login_attempts where not succeeded')).toBe(1);
    // The challenge takes another try.
    const { token } = await call().auth.loginSecondStep({ challenge, code: codeNow(secret) });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('takes each code once, and no code of a step before the last one taken', async () => {
    const { secret } = await enrol();
    // Clear of the step the enrolment spent, so that the previous step is still good once.
    advance(30_000);
    const previous = codeNow(secret, -1);
    const current = codeNow(secret);

    await call().auth.loginSecondStep({ challenge: await passwordStep(), code: previous });
    await call().auth.loginSecondStep({ challenge: await passwordStep(), code: current });

    for (const code of [current, previous]) {
      expect(
        await refusalOf(call().auth.loginSecondStep({ challenge: await passwordStep(), code })),
      ).toMatchObject({ code: 'UNAUTHORIZED', message: invalidTwoFactorCodeMessage });
    }
  });

  it('refuses a code two steps away', async () => {
    const { secret } = await enrol();
    for (const drift of [-2, 2]) {
      expect(
        await refusalOf(
          call().auth.loginSecondStep({
            challenge: await passwordStep(),
            code: codeNow(secret, drift),
          }),
        ),
      ).toMatchObject({ message: invalidTwoFactorCodeMessage });
    }
  });

  it('lets two logins racing with the same code through once', async () => {
    const { secret } = await enrol();
    const challenges = [await passwordStep(), await passwordStep()];
    const code = codeNow(secret);

    const outcomes = await Promise.allSettled(
      challenges.map((challenge) => call().auth.loginSecondStep({ challenge, code })),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('takes each recovery code once, as typed in any case and without hyphens', async () => {
    const { recoveryCodes } = await enrol();
    const [code = ''] = recoveryCodes;

    const { token } = await call().auth.loginSecondStep({
      challenge: await passwordStep(),
      code: ` ${code.replace(/-/g, '').toUpperCase()} `,
    });

    expect((await auditActions()).at(-1)).toEqual({
      action: 'login',
      details: { secondFactor: 'recovery_code' },
    });
    const admin = call({ authorization: `Bearer ${token}` });
    expect(await admin.twoFactor.status()).toMatchObject({ recoveryCodesLeft: 9 });
    expect(
      await refusalOf(call().auth.loginSecondStep({ challenge: await passwordStep(), code })),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: invalidTwoFactorCodeMessage });
  });

  it('lets a challenge go after five minutes', async () => {
    const { secret } = await enrol();
    const challenge = await passwordStep();
    advance(5 * 60_000);

    expect(
      await refusalOf(call().auth.loginSecondStep({ challenge, code: codeNow(secret) })),
    ).toEqual({ code: 'UNAUTHORIZED', httpStatus: 401, message: loginChallengeExpiredMessage });
  });

  it('spends a challenge after three wrong codes and a used one after its login', async () => {
    const { secret } = await enrol();
    const challenge = await passwordStep();
    for (let guess = 0; guess < 3; guess += 1) {
      await refusalOf(call().auth.loginSecondStep({ challenge, code: 'aaaa-bbbb-cccc-dddd' }));
    }
    expect(
      await refusalOf(call().auth.loginSecondStep({ challenge, code: codeNow(secret) })),
    ).toMatchObject({ message: loginChallengeExpiredMessage });

    const used = await passwordStep();
    await call().auth.loginSecondStep({ challenge: used, code: codeNow(secret) });
    advance(30_000);
    expect(
      await refusalOf(call().auth.loginSecondStep({ challenge: used, code: codeNow(secret) })),
    ).toMatchObject({ message: loginChallengeExpiredMessage });
  });

  it('throttles after five wrong codes from one address, the right code and password included', async () => {
    const { secret } = await enrol();
    const attacker = { clientIp: '203.0.113.9' };
    let challenge = '';
    for (let guess = 0; guess < 5; guess += 1) {
      if (guess % 3 === 0) challenge = await passwordStep(attacker);
      await refusalOf(call(attacker).auth.loginSecondStep({ challenge, code: `00000${guess}` }));
    }

    expect(
      await refusalOf(call(attacker).auth.loginSecondStep({ challenge, code: codeNow(secret) })),
    ).toEqual({ code: 'TOO_MANY_REQUESTS', httpStatus: 429, message: tooManyLoginAttemptsMessage });
    expect(await refusalOf(call(attacker).auth.login(loginInput()))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    // Another address is not held up by the attacker's guesses.
    expect(await secondStepToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a malformed challenge as an expired one', async () => {
    expect(
      await refusalOf(call().auth.loginSecondStep({ challenge: 'nope', code: '123456' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: loginChallengeExpiredMessage });
  });

  it('leaves the login of an admin without two-factor login as it was: a token at once', async () => {
    const answer = await call().auth.login(loginInput());
    expect(Object.keys(answer)).toEqual(['token']);
  });
});

describe('turning two-factor login off and new recovery codes', () => {
  it('asks for the password, then turns it off: the next login answers a token', async () => {
    await enrol();
    const admin = call({ authorization: `Bearer ${await secondStepToken()}` });

    expect(await refusalOf(admin.twoFactor.disable({ password: 'not it' }))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: wrongPasswordMessage,
    });
    await admin.twoFactor.disable({ password: adminLoginInput().password });

    expect(await admin.twoFactor.status()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(Object.keys(await call().auth.login(loginInput()))).toEqual(['token']);
    expect((await auditActions()).map((row) => row.action)).toContain('admin.two_factor_disable');
  });

  it('replaces every recovery code with ten new ones', async () => {
    const { recoveryCodes: old } = await enrol();
    const admin = call({ authorization: `Bearer ${await secondStepToken()}` });

    const { recoveryCodes } = await admin.twoFactor.regenerateRecoveryCodes({
      password: adminLoginInput().password,
    });

    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(old[0]);
    expect(
      await refusalOf(
        call().auth.loginSecondStep({ challenge: await passwordStep(), code: old[0] ?? '' }),
      ),
    ).toMatchObject({ message: invalidTwoFactorCodeMessage });
    await call().auth.loginSecondStep({
      challenge: await passwordStep(),
      code: recoveryCodes[0] ?? '',
    });
    expect((await auditActions()).map((row) => row.action)).toContain(
      'admin.recovery_codes_regenerate',
    );
  });
});

describe('REQUIRE_TWO_FACTOR', () => {
  it('lets an admin without it set it up and nothing else, and refuses to turn it off', async () => {
    twoFactorRequired = true;
    const admin = await sessionCaller();

    expect(await admin.auth.session()).toMatchObject({ pendingSetup: 'two_factor_enrolment' });
    expect(await refusalOf(admin.leads.list())).toMatchObject({ code: 'FORBIDDEN' });
    const { manualKey } = await admin.twoFactor.beginEnrolment();
    await admin.twoFactor.confirmEnrolment({ code: codeNow(manualKey.replace(/ /g, '')) });

    expect(await admin.auth.session()).toMatchObject({ pendingSetup: null });
    expect(await admin.twoFactor.status()).toMatchObject({ required: true });
    expect(
      await refusalOf(admin.twoFactor.disable({ password: adminLoginInput().password })),
    ).toEqual({ code: 'FORBIDDEN', httpStatus: 403, message: twoFactorStillRequiredMessage });
  });
});

describe('a temporary password', () => {
  it.each([false, true])(
    'is replaced before two-factor login can be set up (REQUIRE_TWO_FACTOR %s)',
    async (required) => {
      twoFactorRequired = required;
      await api.sql('update admin_users set must_change_password = true');
      const admin = await sessionCaller();
      const refused = {
        code: 'FORBIDDEN',
        httpStatus: 403,
        message: passwordChangeRequiredMessage,
      };

      expect(await admin.auth.session()).toMatchObject({ pendingSetup: 'password_change' });
      expect(await refusalOf(admin.twoFactor.status())).toEqual(refused);
      expect(await refusalOf(admin.twoFactor.beginEnrolment())).toEqual(refused);
      expect(await refusalOf(admin.twoFactor.confirmEnrolment({ code: '123456' }))).toEqual(
        refused,
      );

      // The password changed (as admins.changePassword records it), the set-up opens.
      await api.sql('update admin_users set must_change_password = false');
      expect(await admin.auth.session()).toMatchObject({
        pendingSetup: required ? 'two_factor_enrolment' : null,
      });
      const { manualKey } = await admin.twoFactor.beginEnrolment();
      await admin.twoFactor.confirmEnrolment({ code: codeNow(manualKey.replace(/ /g, '')) });
      expect(await admin.auth.session()).toMatchObject({ pendingSetup: null });
    },
  );
});
