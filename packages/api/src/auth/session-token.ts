import { createHash, randomBytes } from 'node:crypto';

const tokenBytes = 32;
// 32 bytes in base64url, without padding.
const bearerPattern = /^bearer\s+([A-Za-z0-9_-]{43})\s*$/i;

/** A new bearer token (256 bits from the CSPRNG) and the digest that is stored in its place. */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(tokenBytes).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when it is not one. */
export function parseBearerToken(authorization: string | undefined): string | undefined {
  return authorization === undefined ? undefined : bearerPattern.exec(authorization)?.[1];
}
