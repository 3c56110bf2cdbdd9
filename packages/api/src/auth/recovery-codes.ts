import { createHash, randomBytes } from 'node:crypto';
import { recoveryCodeCount } from '@app/domain';
import { encodeBase32 } from './totp.ts';

/** 80 bits per code: 16 base32 characters, printed in four groups of four. */
const recoveryCodeBytes = 10;

/** Ten new recovery codes, as shown to the admin once. */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    encodeBase32(randomBytes(recoveryCodeBytes))
      .toLowerCase()
      .replace(/(.{4})(?!$)/g, '$1-'),
  );
}

/**
 * What is stored of a recovery code. A single SHA-256, not a password hash: each code carries 80
 * random bits, so even a leaked table cannot be searched back to the codes (that would take 2^80
 * guesses), and an unsalted digest lets the login find the code by an index-free equality check.
 * The code is compared as typed in any case, with or without its hyphens and spaces.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}
