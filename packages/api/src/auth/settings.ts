export interface TurnstileSettings {
  secretKey: string;
  /** Cloudflare's siteverify endpoint, or a local fake in tests. */
  verifyUrl: string;
}

/** The slice of `fetch` the Turnstile check uses, so tests can pass their own. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface AuthSettings {
  /** A session ends after this long without an authenticated call. */
  idleTimeoutMs: number;
  /** ...and at the latest this long after login. */
  absoluteTimeoutMs: number;
  /** Open sessions one admin may have; a login beyond it ends the oldest. */
  maxSessionsPerAdmin: number;
  /** Unset: logins are not asked for a captcha token. */
  turnstile: TurnstileSettings | undefined;
  /** Every admin must use two-factor login: one without it sets it up before anything else. */
  twoFactorRequired: boolean;
  fetch: FetchLike;
  now: () => Date;
}

export function createAuthSettings(options: {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  maxSessionsPerAdmin: number;
  turnstile: TurnstileSettings | undefined;
  twoFactorRequired?: boolean;
  fetch?: FetchLike;
  now?: () => Date;
}): AuthSettings {
  return {
    idleTimeoutMs: options.idleTimeoutMs,
    absoluteTimeoutMs: options.absoluteTimeoutMs,
    maxSessionsPerAdmin: options.maxSessionsPerAdmin,
    turnstile: options.turnstile,
    twoFactorRequired: options.twoFactorRequired ?? false,
    fetch: options.fetch ?? fetch,
    now: options.now ?? (() => new Date()),
  };
}
