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

/**
 * A site on a sibling domain can plant a cookie of the same name that the browser sends first;
 * every well-formed one is checked, up to a few, so a planted one cannot hide the real one.
 */
const knownDeviceTokensChecked = 4;

/** The well-formed tokens of the known-device cookies in a `Cookie` header. */
export function readKnownDeviceTokens(cookieHeader: string | undefined): string[] {
  if (cookieHeader === undefined) return [];
  const tokens: string[] = [];
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== knownDeviceCookieName) continue;
    const value = pair.slice(separator + 1).trim();
    if (tokenPattern.test(value) && tokens.length < knownDeviceTokensChecked) tokens.push(value);
  }
  return tokens;
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
