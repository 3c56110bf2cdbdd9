import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminSession, AdminUser, LoginAttempt } from '@app/db';
import {
  type AdminLogin,
  type AdminSessionInfo,
  botTrapReason,
  invalidTwoFactorCodeMessage,
  loginChallengeExpiredMessage,
  type LoginSecondStep,
  type PendingAccountSetup,
} from '@app/domain';
import { verifyPassword } from '../auth/password.ts';
import { createSessionToken, hashSessionToken, parseBearerToken } from '../auth/session-token.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { verifyTurnstileToken } from '../auth/turnstile.ts';
import type { ApiLogger } from '../context.ts';
import { UnauthorizedError } from '../errors.ts';
import { findAdminByEmail } from './admin-accounts.ts';
import { recordAdminAction } from './audit-log.ts';
import { rememberDevice } from './known-devices.ts';
import { admitLoginAttempt } from './login-admission.ts';
import { checkSecondFactor, createLoginChallenge, findLoginChallenge } from './two-factor.ts';

export { tooManyLoginAttemptsMessage } from './login-admission.ts';
import { forgetLoginAttempt } from './login-throttle.ts';

export const invalidCredentialsMessage = 'Invalid credentials';
export const captchaFailedMessage = 'Captcha verification failed. Please try again.';
export const authenticationRequiredMessage = 'Authentication required';
export const sessionEndedMessage = 'Your session has ended. Please log in again.';
export const passwordChangeRequiredMessage = 'Choose a new password before going on.';
export const twoFactorSetupRequiredMessage = 'Set up two-factor login before going on.';

export const pendingSetupMessages: Record<PendingAccountSetup, string> = {
  password_change: passwordChangeRequiredMessage,
  two_factor_enrolment: twoFactorSetupRequiredMessage,
};

/**
 * lastUsedAt moves at most this often, to spare the database a write per call, and at least ten
 * times per idle period, so that a session in use never reaches its idle timeout.
 */
const lastUsedWriteIntervalMs = 60_000;
/** A user agent is a browser's description, not a document: longer ones are cut. */
const userAgentMaxLength = 300;
const idleRefreshesPerPeriod = 10;

export type LoginOutcomeReason =
  | 'bad credentials'
  | 'bot: honeypot'
  | 'bot: time trap'
  | 'captcha failed'
  | 'throttled'
  | 'second factor required'
  | 'challenge expired'
  | 'wrong code'
  | 'success';

export interface AuthenticatedAdmin {
  adminId: number;
  sessionId: number;
  /** The login's absolute end; the idle timeout may end it sooner. */
  expiresAt: Date;
  /** Set while the session may only finish the admin's account set-up. */
  pendingSetup: PendingAccountSetup | undefined;
}

/** The login form always sends `submitTime`, so a request without one is a bot's. */
function loginBotTrap(input: AdminLogin, now: Date): LoginOutcomeReason | undefined {
  const trap = botTrapReason(input, now, { missingSubmitTime: 'bot' });
  if (trap === undefined) return undefined;
  return trap === 'honeypot' ? 'bot: honeypot' : 'bot: time trap';
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
  knownDeviceToken: string;
}

/** The password was right; the session opens after the second step with a code. */
export interface SecondStepRequired {
  twoFactorRequired: true;
  challenge: string;
  expiresAt: Date;
}

/**
 * Checks, in order: the throttle (429), the bot traps and the captcha, then the credentials
 * (each 401). On success opens a session and answers its bearer token, which is stored only
 * as its SHA-256 digest; for an admin with two-factor login it answers a challenge for the
 * second step instead (`completeLoginSecondStep`).
 */
export async function loginAdmin(options: {
  /** A fresh unit of work (each procedure and REST request forks one): each step commits alone. */
  em: EntityManager;
  input: AdminLogin;
  clientIp: string;
  /** The browser's `User-Agent`, kept with the session so the admin can tell sessions apart. */
  userAgent: string | undefined;
  /** The tokens of the known-device cookies the browser sent (none, or several of that name). */
  knownDeviceTokens: readonly string[];
  settings: AuthSettings;
  logger: ApiLogger;
}): Promise<OpenedSession | SecondStepRequired> {
  const { em, input, clientIp, settings, logger } = options;
  const now = settings.now();
  // Already in its one normalised form (adminLoginSchema), for the throttle and the lookup alike.
  const username = input.username;
  const report = loginReporter({ logger, username, clientIp });

  const trap = loginBotTrap(input, now);
  const attempt = await admitLoginAttempt({
    em,
    username,
    clientIp,
    trapped: trap !== undefined,
    knownDeviceTokens: options.knownDeviceTokens,
    settings,
    now,
    report,
  });

  if (trap !== undefined) {
    // Answered like a wrong password, in about the same time, so a bot learns nothing.
    await verifyPassword(undefined, input.password);
    report(trap);
    throw new UnauthorizedError(invalidCredentialsMessage);
  }

  if (settings.turnstile !== undefined) {
    const verdict = await verifyTurnstileToken({
      settings: settings.turnstile,
      token: input.captchaToken,
      clientIp,
      fetch: settings.fetch,
    });
    if (!verdict.passed) {
      report('captcha failed', verdict.detail);
      throw new UnauthorizedError(captchaFailedMessage);
    }
  }

  const admin = await findAdminByEmail(em, username);
  const passwordMatches = await verifyPassword(admin?.password, input.password);
  if (admin === null || !passwordMatches) {
    report('bad credentials');
    throw new UnauthorizedError(invalidCredentialsMessage);
  }

  if (admin.twoFactorEnabledAt !== null) {
    // Neither a failure nor a success yet: the second step records its own attempt, which a
    // wrong code leaves failed and the session's opening marks a success.
    await forgetLoginAttempt({ em, attempt });
    report('second factor required');
    const { challenge, expiresAt } = await createLoginChallenge({ em, adminId: admin.id, now });
    return { twoFactorRequired: true, challenge, expiresAt };
  }

  const session = await openAdminSession({
    em,
    adminId: admin.id,
    loginAttemptId: attempt.id,
    clientIp,
    userAgent: options.userAgent,
    knownDeviceTokens: options.knownDeviceTokens,
    settings,
    now,
  });
  report('success');
  return session;
}

/**
 * The second step of a login with two-factor: the challenge of the first step and a code from the
 * authenticator app or a recovery code. The login throttle covers it as it covers the password: a
 * wrong code is a failed attempt for the username and address. Opens the session on success.
 */
export async function completeLoginSecondStep(options: {
  em: EntityManager;
  input: LoginSecondStep;
  clientIp: string;
  userAgent: string | undefined;
  knownDeviceTokens: readonly string[];
  settings: AuthSettings;
  logger: ApiLogger;
}): Promise<OpenedSession> {
  const { em, input, clientIp, settings, logger } = options;
  const now = settings.now();
  const pending = await findLoginChallenge({ em, challenge: input.challenge, now });
  if (pending === undefined) {
    logger.warn(
      { event: 'admin login', ip: clientIp, outcome: 'failure', reason: 'challenge expired' },
      'admin login refused',
    );
    throw new UnauthorizedError(loginChallengeExpiredMessage);
  }
  const report = loginReporter({ logger, username: pending.username, clientIp });
  const attempt = await admitLoginAttempt({
    em,
    username: pending.username,
    clientIp,
    trapped: false,
    knownDeviceTokens: options.knownDeviceTokens,
    settings,
    now,
    report,
  });
  const outcome = await checkSecondFactor({
    em,
    challenge: input.challenge,
    code: input.code,
    now,
  });
  if (outcome.result === 'challenge_gone') {
    // Spent by another request meanwhile: that is no guess at the code.
    await forgetLoginAttempt({ em, attempt });
    report('challenge expired');
    throw new UnauthorizedError(loginChallengeExpiredMessage);
  }
  if (outcome.result === 'wrong_code') {
    report('wrong code');
    throw new UnauthorizedError(invalidTwoFactorCodeMessage);
  }
  const session = await openAdminSession({
    em,
    adminId: outcome.adminId,
    loginAttemptId: attempt.id,
    clientIp,
    userAgent: options.userAgent,
    knownDeviceTokens: options.knownDeviceTokens,
    settings,
    now,
    secondFactor: outcome.secondFactor,
  });
  report('success', outcome.secondFactor);
  return session;
}

function loginReporter(options: { logger: ApiLogger; username: string; clientIp: string }) {
  return (reason: LoginOutcomeReason, detail?: string): void => {
    const entry = {
      event: 'admin login',
      username: options.username,
      ip: options.clientIp,
      outcome: reason === 'success' ? 'success' : 'failure',
      reason,
      ...(detail === undefined ? {} : { detail }),
    };
    if (reason === 'success') options.logger.info(entry, 'admin login succeeded');
    // The password step of a two-factor login went well: not a refusal, and no success yet.
    else if (reason === 'second factor required')
      options.logger.info(entry, 'admin login awaits a code');
    else options.logger.warn(entry, 'admin login refused');
  };
}

/**
 * The end of every successful login (with or without a second factor): one transaction marks the
 * attempt a success, opens the session where it was asked from, keeps the admin's sessions within
 * the limit, remembers the browser and appends `login` to the audit log. Answers the bearer token,
 * stored only as its SHA-256 digest.
 */
export async function openAdminSession(options: {
  em: EntityManager;
  adminId: number;
  /** The login attempt this login is, marked a success so the throttle forgets it. */
  loginAttemptId: number;
  clientIp: string;
  userAgent: string | undefined;
  knownDeviceTokens: readonly string[];
  settings: AuthSettings;
  now: Date;
  /** How a two-factor login proved itself, kept in the audit row (a used recovery code shows). */
  secondFactor?: 'totp' | 'recovery_code';
}): Promise<OpenedSession> {
  const { em, adminId, clientIp, settings, now } = options;
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(now.getTime() + settings.absoluteTimeoutMs);
  const knownDeviceToken = await em.transactional(async (transaction) => {
    // One login of an admin at a time: the session and browser limits below count what the
    // others committed.
    await transaction.findOneOrFail(AdminUser, adminId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await transaction.nativeUpdate(
      LoginAttempt,
      { id: options.loginAttemptId },
      { succeeded: true },
    );
    await transaction.nativeUpdate(AdminUser, { id: adminId }, { lastLogin: now });
    const session = transaction.create(AdminSession, {
      adminId,
      token: tokenHash,
      expiresAt,
      createdAt: now,
      lastUsedAt: now,
      ip: clientIp,
      userAgent: options.userAgent?.slice(0, userAgentMaxLength) ?? null,
    });
    await transaction.flush();
    // Ended sessions go first, so that the limit counts only sessions still in use.
    await purgeEndedSessions({ em: transaction, settings, now });
    await endSessionsBeyondLimit({ em: transaction, adminId, settings });
    await recordAdminAction({
      em: transaction,
      actor: { adminId, ip: clientIp },
      action: 'login',
      record: { type: 'session', id: session.id },
      details:
        options.secondFactor === undefined ? undefined : { secondFactor: options.secondFactor },
    });
    return rememberDevice({
      em: transaction,
      adminId,
      presentedTokens: options.knownDeviceTokens,
      now,
    });
  });
  return { token, expiresAt, knownDeviceToken };
}

/** Keeps the admin's newest sessions up to the limit and ends the older ones. */
async function endSessionsBeyondLimit(options: {
  em: EntityManager;
  adminId: number;
  settings: AuthSettings;
}): Promise<void> {
  const { em, adminId, settings } = options;
  await em.execute(
    `delete from admin_sessions where admin_id = ? and id not in (
       select id from admin_sessions where admin_id = ? order by created_at desc, id desc limit ?)`,
    [adminId, adminId, settings.maxSessionsPerAdmin],
  );
}

export async function purgeEndedSessions(options: {
  em: EntityManager;
  settings: AuthSettings;
  now: Date;
}): Promise<number> {
  const { em, settings, now } = options;
  return em.nativeDelete(AdminSession, {
    $or: [
      { expiresAt: { $lte: now } },
      { lastUsedAt: { $lte: new Date(now.getTime() - settings.idleTimeoutMs) } },
    ],
  });
}

/**
 * Resolves the bearer token of a request to its admin session, or throws UnauthorizedError for
 * a missing, malformed, unknown, idle, expired or logged-out token.
 */
export async function authenticateAdmin(options: {
  em: EntityManager;
  authorization: string | undefined;
  settings: AuthSettings;
}): Promise<AuthenticatedAdmin> {
  const { em, settings } = options;
  const token = parseBearerToken(options.authorization);
  if (token === undefined) throw new UnauthorizedError(authenticationRequiredMessage);
  const [session] = await em.execute<SessionRow[]>(
    `select s.id, s.admin_id, s.expires_at, s.last_used_at, a.must_change_password,
            a.two_factor_enabled_at is not null as two_factor_enabled
     from admin_sessions s join admin_users a on a.id = s.admin_id
     where s.token = ?`,
    [hashSessionToken(token)],
  );
  if (session === undefined) throw new UnauthorizedError(sessionEndedMessage);
  const now = settings.now();
  const expiresAt = new Date(session.expires_at);
  const idleSinceMs = now.getTime() - new Date(session.last_used_at).getTime();
  if (expiresAt <= now || idleSinceMs >= settings.idleTimeoutMs) {
    await em.nativeDelete(AdminSession, { id: session.id });
    throw new UnauthorizedError(sessionEndedMessage);
  }
  const refreshIntervalMs = Math.min(
    lastUsedWriteIntervalMs,
    settings.idleTimeoutMs / idleRefreshesPerPeriod,
  );
  if (idleSinceMs >= refreshIntervalMs) {
    await em.nativeUpdate(AdminSession, { id: session.id }, { lastUsedAt: now });
  }
  return {
    adminId: session.admin_id,
    sessionId: session.id,
    expiresAt,
    pendingSetup: session.must_change_password
      ? 'password_change'
      : settings.twoFactorRequired && !session.two_factor_enabled
        ? 'two_factor_enrolment'
        : undefined,
  };
}

interface SessionRow {
  id: number;
  admin_id: number;
  expires_at: Date | string;
  last_used_at: Date | string;
  must_change_password: boolean;
  two_factor_enabled: boolean;
}

/** Ends the session of the bearer token; a token that is already dead is no error. */
export async function logoutAdmin(options: {
  em: EntityManager;
  authorization: string | undefined;
  clientIp: string;
  logger: ApiLogger;
}): Promise<void> {
  const token = parseBearerToken(options.authorization);
  if (token === undefined) throw new UnauthorizedError(authenticationRequiredMessage);
  await options.em.transactional(async (transaction) => {
    const [ended] = await transaction.execute<{ id: number; admin_id: number }[]>(
      'delete from admin_sessions where token = ? returning id, admin_id',
      [hashSessionToken(token)],
    );
    if (ended === undefined) return;
    await recordAdminAction({
      em: transaction,
      actor: { adminId: ended.admin_id, ip: options.clientIp },
      action: 'logout',
      record: { type: 'session', id: ended.id },
    });
    options.logger.info({ event: 'admin logout' }, 'admin logged out');
  });
}

export async function describeSession(options: {
  em: EntityManager;
  actor: AuthenticatedAdmin;
}): Promise<AdminSessionInfo> {
  const admin = await options.em.findOneOrFail(AdminUser, options.actor.adminId);
  return {
    username: admin.username,
    expiresAt: options.actor.expiresAt.toISOString(),
    pendingSetup: options.actor.pendingSetup ?? null,
    twoFactorEnabled: admin.twoFactorEnabledAt !== null,
  };
}
