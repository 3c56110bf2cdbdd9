import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminUser, type LoginAttempt } from '@app/db';
import { verifyPassword } from '../auth/password.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { RateLimitedError } from '../errors.ts';
import { isKnownDevice } from './known-devices.ts';
import {
  forgetLoginAttempt,
  pruneLoginAttempts,
  recordLoginAttempt,
  throttledUntil,
} from './login-throttle.ts';

export const tooManyLoginAttemptsMessage =
  'Too many failed login attempts. Please try again later.';

/**
 * Records the attempt (failed until the session opens) and refuses it with 429 while the
 * throttle holds for its username or address; a refused attempt is not counted.
 */
export async function admitLoginAttempt(options: {
  em: EntityManager;
  username: string;
  clientIp: string;
  trapped: boolean;
  knownDeviceTokens: readonly string[];
  settings: AuthSettings;
  now: Date;
  /** Told when the throttle refuses the attempt, for the login's log line. */
  report: (reason: 'throttled') => void;
}): Promise<LoginAttempt> {
  const { em, username, clientIp, settings, now } = options;
  // Every attempt clears out what no longer counts, so the table stays small under attack too.
  await pruneLoginAttempts({ em, now });
  const attempt = await recordLoginAttempt({
    em,
    username,
    clientIp,
    trapped: options.trapped,
    at: now,
  });
  const retryAt = await throttledUntil({
    em,
    attempt,
    knownDevice: await isKnownDevice({ em, tokens: options.knownDeviceTokens, username, now }),
    captchaRequired: settings.turnstile !== undefined,
    now,
  });
  if (retryAt !== undefined) {
    await forgetLoginAttempt({ em, attempt });
    options.report('throttled');
    throw new RateLimitedError(
      tooManyLoginAttemptsMessage,
      (retryAt.getTime() - now.getTime()) / 1000,
    );
  }
  return attempt;
}

/**
 * Checks the password a logged-in admin enters again (to change it, or to change their two-factor
 * login). A wrong one counts as a failed login of that admin from that address, and the login
 * throttle holds for it (429), so whoever holds a stolen session cannot guess the password without
 * limit. Runs outside any transaction: a refusal must not roll the failed attempt back.
 */
export async function confirmAdminPassword(options: {
  em: EntityManager;
  adminId: number;
  password: string;
  clientIp: string;
  settings: AuthSettings;
}): Promise<boolean> {
  const { em, settings } = options;
  const admin = await em.findOneOrFail(AdminUser, options.adminId);
  const attempt = await admitLoginAttempt({
    em,
    username: admin.username,
    clientIp: options.clientIp,
    trapped: false,
    knownDeviceTokens: [],
    settings,
    now: settings.now(),
    report: () => undefined,
  });
  const matches = await verifyPassword(admin.password, options.password);
  if (matches) await forgetLoginAttempt({ em, attempt });
  return matches;
}
