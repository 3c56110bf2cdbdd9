/*
 * The "known device" cookie: a random token that a browser receives when an admin logs in with
 * it. While failed logins for a username pile up from elsewhere, a browser that carries a token
 * of that admin may still try within its own address's limits (see login-throttle.ts).
 */
import { knownDeviceCookieName } from '@app/domain';

/** A browser that has not logged in for this long is a stranger again. */
export const knownDeviceLifetimeMs = 90 * 24 * 60 * 60 * 1_000;

// 32 random bytes in base64url, the shape createSessionToken makes.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token of the known-device cookie in a `Cookie` header, when there is a well-formed one. */
export function readKnownDeviceToken(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== knownDeviceCookieName) continue;
    const value = pair.slice(separator + 1).trim();
    if (tokenPattern.test(value)) return value;
  }
  return undefined;
}

/**
 * The `Set-Cookie` value that hands a browser its token: out of reach of scripts, never sent
 * from another site, and over HTTPS only when the login came over HTTPS.
 */
export function knownDeviceCookie(token: string, options: { secure: boolean }): string {
  const maxAgeSeconds = knownDeviceLifetimeMs / 1_000;
  const secure = options.secure ? '; Secure' : '';
  return `${knownDeviceCookieName}=${token}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Strict${secure}`;
}
