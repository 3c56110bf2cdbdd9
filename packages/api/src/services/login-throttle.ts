import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginAttempt } from '@app/db';

const minute = 60_000;
const day = 24 * 60 * minute;

interface LoginLimit {
  maxFailures: number;
  windowMs: number;
}

/**
 * One username from one address is the tight limit. The address-only limit stops one machine
 * from trying many usernames, and the username-only limit stops a guessing attack spread over
 * many addresses. That last one would also give an attacker a switch to lock the real admin out,
 * so it binds only strangers: it spares addresses and browsers the admin has logged in from
 * (see `throttledUntil`), it is replaced by the captcha when Turnstile is on, and requests caught
 * by the bot traps count against their address alone.
 */
export const loginLimits = {
  usernameFromAddress: { maxFailures: 5, windowMs: 15 * minute },
  address: { maxFailures: 20, windowMs: 15 * minute },
  username: { maxFailures: 100, windowMs: 60 * minute },
} as const satisfies Record<string, LoginLimit>;

/** Failed attempts older than a day are deleted; they no longer count for any limit. */
export const failedAttemptRetentionMs = day;
/** Successful logins are kept longer: they make an address known for its username. */
export const successfulAttemptRetentionMs = 90 * day;

/**
 * Stores the attempt as failed before anything is checked. Counting after one's own insert
 * makes concurrent guesses see each other: of a burst of parallel attempts, at most the limit
 * get through.
 */
export async function recordLoginAttempt(options: {
  em: EntityManager;
  username: string;
  clientIp: string;
  trapped: boolean;
  at: Date;
}): Promise<LoginAttempt> {
  const attempt = options.em.create(LoginAttempt, {
    username: options.username,
    ip: options.clientIp,
    succeeded: false,
    trapped: options.trapped,
    createdAt: options.at,
  });
  await options.em.flush();
  return attempt;
}

/**
 * When one of the limits is exceeded counting this attempt, the time at which it next allows
 * one; otherwise undefined. `knownDevice`: the browser carries a token of this username's
 * admin. `captchaRequired`: every attempt must also pass Turnstile.
 */
export async function throttledUntil(options: {
  em: EntityManager;
  attempt: LoginAttempt;
  knownDevice: boolean;
  captchaRequired: boolean;
  now: Date;
}): Promise<Date | undefined> {
  const { em, attempt, now } = options;
  const lastSuccessHere = await em.findOne(
    LoginAttempt,
    {
      username: attempt.username,
      ip: attempt.ip,
      succeeded: true,
      createdAt: { $gt: new Date(now.getTime() - successfulAttemptRetentionMs) },
    },
    { orderBy: { createdAt: 'desc' } },
  );
  const strangerToUsername =
    !options.knownDevice && !options.captchaRequired && lastSuccessHere === null;
  interface Check {
    limit: LoginLimit;
    where: { username?: string; ip?: string; trapped?: boolean };
    since?: Date;
  }
  const usernameWide: Check = {
    limit: loginLimits.username,
    where: { username: attempt.username, trapped: false },
  };
  const checks: Check[] = [
    {
      limit: loginLimits.usernameFromAddress,
      where: { username: attempt.username, ip: attempt.ip, trapped: false },
      // Logging in successfully clears this counter for that username and address.
      since: lastSuccessHere?.createdAt,
    },
    { limit: loginLimits.address, where: { ip: attempt.ip } },
    ...(strangerToUsername ? [usernameWide] : []),
  ];
  let until: Date | undefined;
  for (const { limit, where, since } of checks) {
    const windowStart = new Date(now.getTime() - limit.windowMs);
    const countFrom = since !== undefined && since > windowStart ? since : windowStart;
    // Newest first, this attempt included: the row just past the limit is the failure whose
    // expiry brings the count back under it.
    const [blocking] = await em.find(
      LoginAttempt,
      { ...where, succeeded: false, createdAt: { $gt: countFrom } },
      {
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        offset: limit.maxFailures,
        limit: 1,
      },
    );
    if (blocking !== undefined) {
      const allowedAgain = new Date(blocking.createdAt.getTime() + limit.windowMs);
      if (until === undefined || allowedAgain > until) until = allowedAgain;
    }
  }
  return until;
}

/** A throttled attempt is not counted, so waiting out the window is enough to try again. */
export async function forgetLoginAttempt(options: {
  em: EntityManager;
  attempt: LoginAttempt;
}): Promise<void> {
  await options.em.nativeDelete(LoginAttempt, { id: options.attempt.id });
}

export async function pruneLoginAttempts(options: { em: EntityManager; now: Date }): Promise<void> {
  const { em, now } = options;
  await em.nativeDelete(LoginAttempt, {
    $or: [
      { succeeded: false, createdAt: { $lt: new Date(now.getTime() - failedAttemptRetentionMs) } },
      { createdAt: { $lt: new Date(now.getTime() - successfulAttemptRetentionMs) } },
    ],
  });
}
