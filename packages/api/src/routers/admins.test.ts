import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminLoginInput,
  type ApiCaller,
  callWithUntypedInput,
  createApiTestHarness,
  isoDateString,
  refusalOf,
  testAdmin,
} from '../../test/api-harness.ts';
import { verifyPassword } from '../auth/password.ts';
import { appRouter } from '../root.ts';
import {
  createAdmin,
  adminPasswordTooCommonMessage,
  adminPasswordTooShortMessage,
} from '../services/admin-accounts.ts';
import {
  endOwnSessionsMessage,
  lastAdminMessage,
  samePasswordMessage,
  sessionNotFoundMessage,
} from '../services/admin-management.ts';
import {
  adminDisplayNameInvalidMessage,
  adminDisplayNameTooLongMessage,
  wrongCurrentPasswordMessage,
} from '@app/domain';
import {
  passwordChangeRequiredMessage,
  tooManyLoginAttemptsMessage,
} from '../services/admin-auth.ts';
import { loginLimits } from '../services/login-throttle.ts';

const api = await createApiTestHarness();
afterAll(() => api.close());
await api.createTestAdmin();

beforeEach(async () => {
  // The test admin stays (the harness creates it once); everyone added by a test goes.
  await api.sql('delete from admin_users where username <> ?', [testAdmin.email]);
  await api.sql('delete from admin_sessions');
  await api.sql('update admin_users set display_name = null');
  await api.sql('truncate audit_log restart identity');
});

const secondEmail = 'second@bamboobridgeteams.com.au';
const newPassword = 'a long and private passphrase';

async function logIn(
  username: string,
  password: string,
  request: { clientIp?: string; userAgent?: string } = {},
): Promise<{ caller: ApiCaller; authorization: string }> {
  const { token } = await api.caller(request).auth.login(adminLoginInput({ username, password }));
  const authorization = `Bearer ${token}`;
  return { caller: api.caller({ ...request, authorization }), authorization };
}

async function addSecondAdmin(owner: ApiCaller) {
  return owner.admins.create({ email: secondEmail });
}

async function auditRows() {
  return api.sql<{
    admin_id: number | null;
    admin_username: string | null;
    action: string;
    record_type: string | null;
    record_id: number | null;
    details: unknown;
    ip: string | null;
  }>(
    `select admin_id, admin_username, action, record_type, record_id, details, ip
       from audit_log where action <> 'login' order by id`,
  );
}

describe('admins.list', () => {
  it('lists every admin with their last login, 2FA and which one is you', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const second = await addSecondAdmin(owner.caller);

    const admins = await owner.caller.admins.list();

    expect(admins).toEqual([
      {
        id: expect.any(Number) as unknown,
        username: testAdmin.email,
        displayName: null,
        createdAt: isoDateString,
        lastLogin: isoDateString,
        twoFactorEnabled: false,
        mustChangePassword: false,
        isYou: true,
      },
      {
        id: second.id,
        username: secondEmail,
        displayName: null,
        createdAt: isoDateString,
        lastLogin: null,
        twoFactorEnabled: false,
        mustChangePassword: true,
        isYou: false,
      },
    ]);
  });
});

describe('admins.create', () => {
  it('answers a temporary password once, stores it hashed, and audits the addition', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);

    const created = await owner.caller.admins.create({
      email: '  Second@BambooBridgeTeams.com.au ',
    });

    expect(created).toEqual({
      id: expect.any(Number) as unknown,
      username: secondEmail,
      temporaryPassword: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) as unknown,
    });
    const [stored] = await api.sql<{ password: string; must_change_password: boolean }>(
      'select password, must_change_password from admin_users where id = ?',
      [created.id],
    );
    expect(stored?.must_change_password).toBe(true);
    expect(stored?.password).not.toContain(created.temporaryPassword);
    expect(await verifyPassword(stored?.password, created.temporaryPassword)).toBe(true);
    expect(await auditRows()).toEqual([
      {
        admin_id: expect.any(Number) as unknown,
        admin_username: testAdmin.email,
        action: 'admin.create',
        record_type: 'admin',
        record_id: created.id,
        details: { username: secondEmail },
        ip: '198.51.100.10',
      },
    ]);
  });

  it('gives the new admin the name typed, trimmed', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);

    const created = await owner.caller.admins.create({
      email: secondEmail,
      displayName: '  Minh Tran ',
    });

    expect(await owner.caller.admins.list()).toContainEqual(
      expect.objectContaining({ id: created.id, displayName: 'Minh Tran' }),
    );
    expect(
      await refusalOf(
        owner.caller.admins.create({ email: 'third@example.com', displayName: 'Ann\r\nBcc: x' }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: adminDisplayNameInvalidMessage });
  });

  it('lets the new admin log in only to choose their own password', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const created = await addSecondAdmin(owner.caller);

    const second = await logIn(secondEmail, created.temporaryPassword);

    expect(await second.caller.auth.session()).toMatchObject({
      username: secondEmail,
      pendingSetup: 'password_change',
    });
    expect(await refusalOf(second.caller.leads.list())).toEqual({
      code: 'FORBIDDEN',
      httpStatus: 403,
      message: passwordChangeRequiredMessage,
    });
    await second.caller.admins.changePassword({
      currentPassword: created.temporaryPassword,
      newPassword,
    });
    expect(await second.caller.auth.session()).toMatchObject({ pendingSetup: null });
    expect(await second.caller.leads.list()).toEqual([]);
  });

  it('refuses an existing admin with CONFLICT and a malformed address with BAD_REQUEST', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    expect(await refusalOf(owner.caller.admins.create({ email: testAdmin.email }))).toEqual({
      code: 'CONFLICT',
      httpStatus: 409,
      message: `An admin with the username ${testAdmin.email} already exists`,
    });
    expect(
      (await refusalOf(callWithUntypedInput(owner.caller.admins.create, { email: '' }))).code,
    ).toBe('BAD_REQUEST');
    expect(await auditRows()).toEqual([]);
  });
});

describe('admins.changePassword', () => {
  it.each([
    ['a wrong current password', { currentPassword: 'not it at all' }, wrongCurrentPasswordMessage],
    ['a short new password', { newPassword: 'short pass' }, adminPasswordTooShortMessage],
    ['a common password', { newPassword: 'QWERTY123456' }, adminPasswordTooCommonMessage],
    ['the same password', { newPassword: testAdmin.password }, samePasswordMessage],
  ])('refuses %s with BAD_REQUEST and changes nothing', async (_case, fields, message) => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const other = await logIn(testAdmin.email, testAdmin.password);

    const refusal = await refusalOf(
      owner.caller.admins.changePassword({
        currentPassword: testAdmin.password,
        newPassword,
        ...fields,
      }),
    );

    expect(refusal).toEqual({ code: 'BAD_REQUEST', httpStatus: 400, message });
    expect(await other.caller.auth.session()).toMatchObject({ username: testAdmin.email });
    expect(await auditRows()).toEqual([]);
  });

  it('counts a wrong current password as a failed login: the throttle stops a guessing session', async () => {
    const guesser = await logIn(testAdmin.email, testAdmin.password, { clientIp: '203.0.113.77' });
    const guess = (currentPassword: string) =>
      refusalOf(guesser.caller.admins.changePassword({ currentPassword, newPassword }));
    for (let attempt = 1; attempt <= loginLimits.usernameFromAddress.maxFailures; attempt += 1) {
      expect((await guess(`wrong guess ${String(attempt)}`)).code).toBe('BAD_REQUEST');
    }

    expect(await guess(testAdmin.password)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: tooManyLoginAttemptsMessage,
    });
    await api.sql(`delete from login_attempts where ip = '203.0.113.77'`);
  });

  it('sets the new password, ends the other sessions, keeps this one, and audits it', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const laptop = await logIn(testAdmin.email, testAdmin.password);
    const phone = await logIn(testAdmin.email, testAdmin.password);

    expect(
      await owner.caller.admins.changePassword({
        currentPassword: testAdmin.password,
        newPassword,
      }),
    ).toEqual({ endedSessions: 2 });

    for (const ended of [laptop, phone]) {
      expect((await refusalOf(ended.caller.auth.session())).code).toBe('UNAUTHORIZED');
    }
    expect(await owner.caller.auth.session()).toMatchObject({ username: testAdmin.email });
    await expect(logIn(testAdmin.email, testAdmin.password)).rejects.toThrow();
    await logIn(testAdmin.email, newPassword);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: 'admin.password_change',
        record_type: 'admin',
        details: { endedSessions: 2 },
      }),
    ]);
    // The harness's test admin keeps its known password for the other tests.
    await owner.caller.admins.changePassword({
      currentPassword: newPassword,
      newPassword: testAdmin.password,
    });
  });
});

describe('admins.changeName', () => {
  const namesOf = async (caller: ApiCaller) =>
    (await caller.admins.list()).map(({ username, displayName }) => ({ username, displayName }));

  it('sets the asking admin’s own name and clears it, auditing both', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    await addSecondAdmin(owner.caller);

    expect(await owner.caller.admins.changeName({ displayName: '  Lê "Annie" Nguyễn ' })).toEqual({
      displayName: 'Lê "Annie" Nguyễn',
    });
    expect(await namesOf(owner.caller)).toEqual([
      { username: testAdmin.email, displayName: 'Lê "Annie" Nguyễn' },
      { username: secondEmail, displayName: null },
    ]);

    expect(await owner.caller.admins.changeName({ displayName: '   ' })).toEqual({
      displayName: null,
    });
    expect(await namesOf(owner.caller)).toEqual([
      { username: testAdmin.email, displayName: null },
      { username: secondEmail, displayName: null },
    ]);
    const [me] = await owner.caller.admins.list();
    expect(await auditRows()).toEqual([
      expect.objectContaining({ action: 'admin.create' }),
      expect.objectContaining({
        admin_username: testAdmin.email,
        action: 'admin.name_change',
        record_type: 'admin',
        record_id: me?.id,
        details: { displayName: 'Lê "Annie" Nguyễn' },
      }),
      expect.objectContaining({ action: 'admin.name_change', details: { cleared: true } }),
    ]);
  });

  it('refuses a name too long, with a line break or not text, and keeps the one stored', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    await owner.caller.admins.changeName({ displayName: 'Ann' });
    await api.sql('truncate audit_log restart identity');

    for (const [displayName, message] of [
      ['a'.repeat(81), adminDisplayNameTooLongMessage],
      ['Ann\r\nBcc: everyone@example.com', adminDisplayNameInvalidMessage],
      [42, 'The name must be text'],
    ] as const) {
      expect(
        await refusalOf(callWithUntypedInput(owner.caller.admins.changeName, { displayName })),
      ).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, message });
    }
    expect((await owner.caller.admins.list())[0]?.displayName).toBe('Ann');
    expect(await auditRows()).toEqual([]);
  });
});

describe('admins.remove', () => {
  it('refuses to remove the last admin with CONFLICT', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const [me] = await owner.caller.admins.list();

    expect(await refusalOf(owner.caller.admins.remove({ id: me?.id ?? 0 }))).toEqual({
      code: 'CONFLICT',
      httpStatus: 409,
      message: lastAdminMessage,
    });
    expect(await owner.caller.admins.list()).toHaveLength(1);
  });

  it('removes another admin, ending their sessions, and keeps who it was in the audit log', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const created = await addSecondAdmin(owner.caller);
    const second = await logIn(secondEmail, created.temporaryPassword);

    expect(await owner.caller.admins.remove({ id: created.id })).toEqual({ removed: true });

    expect((await refusalOf(second.caller.auth.session())).code).toBe('UNAUTHORIZED');
    expect((await owner.caller.admins.list()).map((admin) => admin.username)).toEqual([
      testAdmin.email,
    ]);
    expect(await auditRows()).toContainEqual(
      expect.objectContaining({
        action: 'admin.remove',
        record_type: 'admin',
        record_id: created.id,
        details: { username: secondEmail },
      }),
    );
    expect((await refusalOf(owner.caller.admins.remove({ id: created.id }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('lets two removals at once remove only one of the last two admins', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const created = await addSecondAdmin(owner.caller);
    const [me] = await owner.caller.admins.list();
    // One request's context: both removals share its one authentication, as in a batch.
    const batch = appRouter.createCaller(api.context({ authorization: owner.authorization }));

    const outcomes = await Promise.allSettled([
      batch.admins.remove({ id: created.id }),
      batch.admins.remove({ id: me?.id ?? 0 }),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT', message: lastAdminMessage },
    });
    const [{ count } = { count: 0 }] = await api.sql<{ count: number }>(
      'select count(*)::int as count from admin_users',
    );
    expect(count).toBe(1);
    // Whichever went, the test admin is put back for the other tests.
    await api.sql('delete from admin_users');
    await createAdmin({ em: api.em(), input: testAdmin });
  });

  it('lets an admin remove themself while another admin remains', async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const created = await addSecondAdmin(owner.caller);
    const second = await logIn(secondEmail, created.temporaryPassword);
    await second.caller.admins.changePassword({
      currentPassword: created.temporaryPassword,
      newPassword,
    });

    expect(await second.caller.admins.remove({ id: created.id })).toEqual({ removed: true });
    expect((await refusalOf(second.caller.auth.session())).code).toBe('UNAUTHORIZED');
    expect(await auditRows()).toContainEqual(
      expect.objectContaining({
        action: 'admin.remove',
        admin_id: null,
        admin_username: secondEmail,
        record_id: created.id,
      }),
    );
  });
});

describe('admins.sessions and admins.endSession', () => {
  it("lists the admin's open sessions with where they were opened, this one marked", async () => {
    const laptop = await logIn(testAdmin.email, testAdmin.password, {
      clientIp: '203.0.113.7',
      userAgent: 'Laptop browser',
    });
    const phone = await logIn(testAdmin.email, testAdmin.password, {
      clientIp: '203.0.113.8',
      userAgent: 'Phone browser',
    });

    const sessions = await phone.caller.admins.sessions();

    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number) as unknown,
          createdAt: isoDateString,
          lastUsedAt: isoDateString,
          ip: '203.0.113.8',
          userAgent: 'Phone browser',
          isCurrent: true,
        },
        expect.objectContaining({
          ip: '203.0.113.7',
          userAgent: 'Laptop browser',
          isCurrent: false,
        }),
      ]),
    );
    expect((await laptop.caller.admins.sessions()).filter((s) => s.isCurrent)).toHaveLength(1);
  });

  it('ends one of your sessions: its next call is refused, and the log says which', async () => {
    const laptop = await logIn(testAdmin.email, testAdmin.password);
    const phone = await logIn(testAdmin.email, testAdmin.password);
    const laptopSession = (await laptop.caller.admins.sessions()).find((s) => s.isCurrent);

    expect(await phone.caller.admins.endSession({ id: laptopSession?.id ?? 0 })).toEqual({
      ended: true,
    });

    expect((await refusalOf(laptop.caller.leads.list())).code).toBe('UNAUTHORIZED');
    expect(await phone.caller.leads.list()).toEqual([]);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: 'admin.session_end',
        record_type: 'session',
        record_id: laptopSession?.id,
      }),
    ]);
  });

  it("answers NOT_FOUND for another admin's session and leaves it alone", async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const created = await addSecondAdmin(owner.caller);
    const second = await logIn(secondEmail, created.temporaryPassword);
    await second.caller.admins.changePassword({
      currentPassword: created.temporaryPassword,
      newPassword,
    });
    const secondSession = (await second.caller.admins.sessions())[0];

    expect(await refusalOf(owner.caller.admins.endSession({ id: secondSession?.id ?? 0 }))).toEqual(
      { code: 'NOT_FOUND', httpStatus: 404, message: sessionNotFoundMessage },
    );
    expect(await second.caller.auth.session()).toMatchObject({ username: secondEmail });
  });
});

describe('admins.endSessionsOf', () => {
  it("logs another admin out everywhere, and refuses one's own sessions", async () => {
    const owner = await logIn(testAdmin.email, testAdmin.password);
    const created = await addSecondAdmin(owner.caller);
    const second = await logIn(secondEmail, created.temporaryPassword);
    const [me] = await owner.caller.admins.list();

    expect(await owner.caller.admins.endSessionsOf({ id: created.id })).toEqual({
      endedSessions: 1,
    });

    expect((await refusalOf(second.caller.auth.session())).code).toBe('UNAUTHORIZED');
    expect(await refusalOf(owner.caller.admins.endSessionsOf({ id: me?.id ?? 0 }))).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      message: endOwnSessionsMessage,
    });
    expect(await auditRows()).toContainEqual(
      expect.objectContaining({
        action: 'admin.session_end',
        record_type: 'admin',
        record_id: created.id,
      }),
    );
  });
});
