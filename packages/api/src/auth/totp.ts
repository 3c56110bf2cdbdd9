import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as RFC 6238 defines them and every authenticator app reads them
 * from an `otpauth://` URI: HMAC-SHA-1, 30-second steps, 6 digits.
 */
const totpStepSeconds = 30;
const totpDigits = 6;
/** A code of the step before or after is taken too: a phone's clock may be a little off. */
const allowedDriftSteps = 1;
/** 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
const secretBytes = 20;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the form authenticator apps take a secret in. */
export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += base32Alphabet.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) text += base32Alphabet.charAt((value << (5 - bits)) & 31);
  return text;
}

/** Reads base32 as a person may type it: any case, with spaces, hyphens or padding. */
export function decodeBase32(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of text.toUpperCase().replace(/[\s=-]/g, '')) {
    const index = base32Alphabet.indexOf(character);
    if (index === -1) throw new Error(`Not a base32 character: ${character}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret from the CSPRNG, in base32. */
export function createTotpSecret(): string {
  return encodeBase32(randomBytes(secretBytes));
}

/** The time step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpStepSeconds);
}

/** The code of one time step (RFC 4226 HOTP with the step as counter). */
export function totpCode(secret: string, step: number, digits: number = totpDigits): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step whose code this is, among the current one and its neighbours, newest first; undefined
 * when none matches. Compared in constant time. The caller refuses a step it already took.
 */
export function matchTotpStep(options: {
  secret: string;
  code: string;
  at: Date;
}): number | undefined {
  const { secret, code } = options;
  if (!new RegExp(`^\\d{${totpDigits}}$`).test(code)) return undefined;
  const current = totpStep(options.at);
  for (let drift = allowedDriftSteps; drift >= -allowedDriftSteps; drift -= 1) {
    const step = current + drift;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) return step;
  }
  return undefined;
}

/** What an authenticator app scans: the account and issuer it shows, and the secret. */
export function totpUri(options: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const parameters = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${parameters.toString()}`;
}
