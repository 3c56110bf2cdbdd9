import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminLoginChallenge, AdminRecoveryCode, AdminUser } from '@app/db';
import {
  businessName,
  type RecoveryCodes,
  type TwoFactorDisabled,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  twoFactorStillRequiredMessage,
  wrongPasswordMessage,
} from '@app/domain';
import { createRecoveryCodes, hashRecoveryCode } from '../auth/recovery-codes.ts';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { createTotpSecret, matchTotpStep, totpUri } from '../auth/totp.ts';
import { ConflictError, ForbiddenError, InvalidInputError } from '../errors.ts';
import { recordAdminAction } from './audit-log.ts';
import { confirmAdminPassword } from './login-admission.ts';

/** The name authenticator apps show above the code. */
export const totpIssuer = businessName;
export const twoFactorAlreadyOnMessage = 'Two-factor login is already on.';
export const twoFactorOffMessage = 'Two-factor login is not on.';
export const enrolmentNotStartedMessage = 'Start setting up two-factor login again.';
export const wrongEnrolmentCodeMessage =
  'That code is not right. Check that your phone shows the right time, and try the next code.';

/** How long the password step stays good for the code to follow. */
export const loginChallengeLifetimeMs = 5 * 60_000;
/** Wrong codes one challenge takes before it is spent; the login throttle counts them as well. */
export const loginChallengeMaxFailures = 3;

export interface TwoFactorActor {
  adminId: number;
  clientIp: string;
}

export async function twoFactorStatus(options: {
  em: EntityManager;
  adminId: number;
  settings: AuthSettings;
}): Promise<TwoFactorStatus> {
  const { em, adminId } = options;
  const admin = await em.findOneOrFail(AdminUser, adminId);
  const recoveryCodesLeft = await em.count(AdminRecoveryCode, { adminId, usedAt: null });
  return {
    enabled: admin.twoFactorEnabledAt !== null,
    enabledAt: admin.twoFactorEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft,
    required: options.settings.twoFactorRequired,
  };
}

/**
 * Gives the admin a new secret, kept but not yet in force: two-factor login turns on only when a
 * code from it confirms that the authenticator app has it. Starting again replaces the secret.
 */
export async function beginTwoFactorEnrolment(options: {
  em: EntityManager;
  adminId: number;
}): Promise<TwoFactorEnrolment> {
  const { em, adminId } = options;
  const admin = await em.findOneOrFail(AdminUser, adminId);
  if (admin.twoFactorEnabledAt !== null) throw new ConflictError(twoFactorAlreadyOnMessage);
  const secret = createTotpSecret();
  admin.totpSecret = secret;
  admin.totpLastStep = null;
  await em.flush();
  return {
    otpauthUri: totpUri({ secret, account: admin.username, issuer: totpIssuer }),
    // Grouped by four, as people copy it into an app by hand.
    manualKey: secret.replace(/(.{4})(?!$)/g, '$1 '),
  };
}

/**
 * Turns two-factor login on once a code of the new secret checks out, and answers the ten
 * recovery codes, shown this once and stored only as hashes.
 */
export async function confirmTwoFactorEnrolment(options: {
  em: EntityManager;
  actor: TwoFactorActor;
  code: string;
  settings: AuthSettings;
}): Promise<RecoveryCodes> {
  const { em, actor, settings } = options;
  return em.transactional(async (transaction) => {
    const admin = await transaction.findOneOrFail(AdminUser, actor.adminId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (admin.twoFactorEnabledAt !== null) throw new ConflictError(twoFactorAlreadyOnMessage);
    const secret = admin.totpSecret ?? undefined;
    if (secret === undefined) throw new ConflictError(enrolmentNotStartedMessage);
    const now = settings.now();
    const step = matchTotpStep({
      secret,
      code: options.code.replace(/\s/g, ''),
      at: now,
    });
    if (step === undefined) {
      throw new InvalidInputError(wrongEnrolmentCodeMessage, { code: wrongEnrolmentCodeMessage });
    }
    admin.twoFactorEnabledAt = now;
    // The confirming code is spent: it cannot also log in.
    admin.totpLastStep = step;
    const recoveryCodes = await replaceRecoveryCodes({ em: transaction, adminId: admin.id, now });
    await recordAdminAction({
      em: transaction,
      actor: { adminId: actor.adminId, ip: actor.clientIp },
      action: 'admin.two_factor_enable',
      record: { type: 'admin', id: admin.id },
    });
    return { recoveryCodes };
  });
}

/** Turns two-factor login off, after the password; not where every admin must use it. */
export async function disableTwoFactor(options: {
  em: EntityManager;
  actor: TwoFactorActor;
  password: string;
  settings: AuthSettings;
}): Promise<TwoFactorDisabled> {
  const { em, actor, settings } = options;
  if (settings.twoFactorRequired) throw new ForbiddenError(twoFactorStillRequiredMessage);
  await em.transactional(async (transaction) => {
    const admin = await lockAdminWithPassword({
      em: transaction,
      actor,
      password: options.password,
      settings,
    });
    if (admin.twoFactorEnabledAt === null) throw new ConflictError(twoFactorOffMessage);
    admin.totpSecret = null;
    admin.twoFactorEnabledAt = null;
    admin.totpLastStep = null;
    await transaction.nativeDelete(AdminRecoveryCode, { adminId: admin.id });
    // A login waiting for its code would otherwise still finish with one.
    await transaction.nativeDelete(AdminLoginChallenge, { adminId: admin.id });
    await recordAdminAction({
      em: transaction,
      actor: { adminId: actor.adminId, ip: actor.clientIp },
      action: 'admin.two_factor_disable',
      record: { type: 'admin', id: admin.id },
    });
  });
  return { disabled: true };
}

/**
 * The way back for an admin who lost both the phone and the recovery codes: the command line
 * (`pnpm admin:create <email> --update --reset-two-factor`) turns two-factor login off without a
 * session. The audit row has no admin as its actor: nobody logged in did it.
 */
export async function resetTwoFactor(options: {
  em: EntityManager;
  adminId: number;
}): Promise<{ wasEnabled: boolean }> {
  const { em, adminId } = options;
  return em.transactional(async (transaction) => {
    const admin = await transaction.findOneOrFail(AdminUser, adminId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    const wasEnabled = admin.twoFactorEnabledAt !== null;
    admin.totpSecret = null;
    admin.twoFactorEnabledAt = null;
    admin.totpLastStep = null;
    await transaction.nativeDelete(AdminRecoveryCode, { adminId });
    await transaction.nativeDelete(AdminLoginChallenge, { adminId });
    if (wasEnabled) {
      await recordAdminAction({
        em: transaction,
        actor: { adminId: null, ip: null },
        action: 'admin.two_factor_disable',
        record: { type: 'admin', id: adminId },
        details: { by: 'command line' },
      });
    }
    return { wasEnabled };
  });
}

/** Ten new recovery codes in place of the old ones (used or not), after the password. */
export async function regenerateRecoveryCodes(options: {
  em: EntityManager;
  actor: TwoFactorActor;
  password: string;
  settings: AuthSettings;
}): Promise<RecoveryCodes> {
  const { em, actor, settings } = options;
  return em.transactional(async (transaction) => {
    const admin = await lockAdminWithPassword({
      em: transaction,
      actor,
      password: options.password,
      settings,
    });
    if (admin.twoFactorEnabledAt === null) throw new ConflictError(twoFactorOffMessage);
    const recoveryCodes = await replaceRecoveryCodes({
      em: transaction,
      adminId: admin.id,
      now: settings.now(),
    });
    await recordAdminAction({
      em: transaction,
      actor: { adminId: actor.adminId, ip: actor.clientIp },
      action: 'admin.recovery_codes_regenerate',
      record: { type: 'admin', id: admin.id },
    });
    return { recoveryCodes };
  });
}

/** The admin, locked for the change, once the password they entered again is confirmed. */
async function lockAdminWithPassword(options: {
  em: EntityManager;
  actor: TwoFactorActor;
  password: string;
  settings: AuthSettings;
}): Promise<AdminUser> {
  const { em, actor } = options;
  const confirmed = await confirmAdminPassword({
    em: em.fork(),
    adminId: actor.adminId,
    password: options.password,
    clientIp: actor.clientIp,
    settings: options.settings,
  });
  if (!confirmed) {
    throw new InvalidInputError(wrongPasswordMessage, { password: wrongPasswordMessage });
  }
  return em.findOneOrFail(AdminUser, actor.adminId, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

async function replaceRecoveryCodes(options: {
  em: EntityManager;
  adminId: number;
  now: Date;
}): Promise<string[]> {
  const { em, adminId, now } = options;
  await em.nativeDelete(AdminRecoveryCode, { adminId });
  const codes = createRecoveryCodes();
  for (const code of codes) {
    em.create(AdminRecoveryCode, { adminId, codeHash: hashRecoveryCode(code), createdAt: now });
  }
  await em.flush();
  return codes;
}

/**
 * The first half of a login with two-factor: a random token (kept as its SHA-256 digest) that the
 * browser returns with the code within five minutes. Challenges past their time go on the way.
 */
export async function createLoginChallenge(options: {
  em: EntityManager;
  adminId: number;
  now: Date;
}): Promise<{ challenge: string; expiresAt: Date }> {
  const { em, adminId, now } = options;
  await em.nativeDelete(AdminLoginChallenge, { expiresAt: { $lte: now } });
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(now.getTime() + loginChallengeLifetimeMs);
  em.create(AdminLoginChallenge, {
    adminId,
    tokenHash,
    expiresAt,
    failedAttempts: 0,
    createdAt: now,
  });
  await em.flush();
  return { challenge: token, expiresAt };
}

/** The challenge's admin, while it is still good for a code. */
export async function findLoginChallenge(options: {
  em: EntityManager;
  challenge: string;
  now: Date;
}): Promise<{ adminId: number; username: string } | undefined> {
  const [row] = await options.em.execute<{ admin_id: number; username: string }[]>(
    `select c.admin_id, a.username from admin_login_challenges c
     join admin_users a on a.id = c.admin_id
     where c.token_hash = ? and c.expires_at > ? and a.two_factor_enabled_at is not null`,
    [hashSessionToken(options.challenge), options.now],
  );
  return row === undefined ? undefined : { adminId: row.admin_id, username: row.username };
}

export type SecondFactorOutcome =
  | { result: 'accepted'; adminId: number; secondFactor: 'totp' | 'recovery_code' }
  | { result: 'wrong_code' }
  | { result: 'challenge_gone' };

/**
 * Checks the code against the challenge's admin in one transaction that holds the challenge and
 * the admin row, so each TOTP step and each recovery code logs in once even when two requests
 * race. A right code spends the challenge; a wrong one counts against it until it is spent.
 */
export async function checkSecondFactor(options: {
  em: EntityManager;
  challenge: string;
  code: string;
  now: Date;
}): Promise<SecondFactorOutcome> {
  const { em, now } = options;
  return em.transactional(async (transaction): Promise<SecondFactorOutcome> => {
    const challenge = await transaction.findOne(
      AdminLoginChallenge,
      { tokenHash: hashSessionToken(options.challenge), expiresAt: { $gt: now } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (challenge === null) return { result: 'challenge_gone' };
    const admin = await transaction.findOneOrFail(AdminUser, challenge.adminId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    const secret = admin.totpSecret ?? undefined;
    if (admin.twoFactorEnabledAt === null || secret === undefined) {
      transaction.remove(challenge);
      return { result: 'challenge_gone' };
    }
    const code = options.code.replace(/\s/g, '');
    let secondFactor: 'totp' | 'recovery_code' | undefined;
    if (/^\d{6}$/.test(code)) {
      const step = matchTotpStep({ secret, code, at: now });
      const lastStep = admin.totpLastStep ?? undefined;
      // A step at or before the last one taken is spent: a code seen over a shoulder stays useless.
      if (step !== undefined && (lastStep === undefined || step > lastStep)) {
        admin.totpLastStep = step;
        secondFactor = 'totp';
      }
    } else {
      const recoveryCode = await transaction.findOne(AdminRecoveryCode, {
        adminId: admin.id,
        codeHash: hashRecoveryCode(code),
        usedAt: null,
      });
      if (recoveryCode !== null) {
        recoveryCode.usedAt = now;
        secondFactor = 'recovery_code';
      }
    }
    if (secondFactor === undefined) {
      challenge.failedAttempts += 1;
      if (challenge.failedAttempts >= loginChallengeMaxFailures) transaction.remove(challenge);
      return { result: 'wrong_code' };
    }
    transaction.remove(challenge);
    return { result: 'accepted', adminId: admin.id, secondFactor };
  });
}
