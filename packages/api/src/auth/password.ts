import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

export const adminPasswordMinLength = 12;

/** Counted in characters (code points), not UTF-16 units. */
export function isLongEnoughAdminPassword(password: string): boolean {
  return Array.from(password).length >= adminPasswordMinLength;
}

/**
 * OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. The library's
 * default algorithm is argon2id; the tests read it back from the stored hash.
 */
const hashOptions: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throw-away hash when there is no
 * account, so that an unknown username costs the same time as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  const matches = await verify(storedHash ?? (await dummyHash), password);
  return storedHash !== undefined && matches;
}
