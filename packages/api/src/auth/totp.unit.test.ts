import { describe, expect, it } from 'vitest';
import {
  createTotpSecret,
  decodeBase32,
  encodeBase32,
  matchTotpStep,
  totpCode,
  totpStep,
  totpUri,
} from './totp.ts';

/** RFC 6238 appendix B's SHA-1 seed: the ASCII digits "1234567890" twice. */
const rfcSecret = encodeBase32(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP', () => {
  it.each([
    [59, '94287082'],
    [1_111_111_109, '07081804'],
    [1_111_111_111, '14050471'],
    [1_234_567_890, '89005924'],
    [2_000_000_000, '69279037'],
    [20_000_000_000, '65353130'],
  ])('matches RFC 6238 test vector at %i s: %s', (seconds, expected) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(totpCode(rfcSecret, step, 8)).toBe(expected);
    // Six digits are the last six of the same number.
    expect(totpCode(rfcSecret, step)).toBe(expected.slice(2));
  });

  it('takes the code of the current step and of one step either side, and no further', () => {
    const at = new Date(1_111_111_111_000);
    const current = totpStep(at);
    for (const drift of [-1, 0, 1]) {
      const code = totpCode(rfcSecret, current + drift);
      expect(matchTotpStep({ secret: rfcSecret, code, at })).toBe(current + drift);
    }
    for (const drift of [-2, 2]) {
      const code = totpCode(rfcSecret, current + drift);
      expect(matchTotpStep({ secret: rfcSecret, code, at })).toBeUndefined();
    }
  });

  it('refuses anything that is not six digits', () => {
    const at = new Date(59_000);
    for (const code of ['', '28708', '2870822', '28708a', ' 287082']) {
      expect(matchTotpStep({ secret: rfcSecret, code, at })).toBeUndefined();
    }
    expect(matchTotpStep({ secret: rfcSecret, code: '287082', at })).toBe(1);
  });

  it('round-trips base32 as RFC 4648 spells it, reading it as a person types it', () => {
    expect(encodeBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(decodeBase32('mzxw 6ytb-oi======').toString()).toBe('foobar');
    expect(() => decodeBase32('MZ1')).toThrow('Not a base32 character: 1');
  });

  it('makes a new 160-bit secret each time', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeBase32(secret)).toHaveLength(20);
    expect(createTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    expect(
      totpUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'a@b.co', issuer: 'Bamboo Bridge' }),
    ).toBe(
      'otpauth://totp/Bamboo%20Bridge:a%40b.co?secret=JBSWY3DPEHPK3PXP&issuer=Bamboo+Bridge&algorithm=SHA1&digits=6&period=30',
    );
  });
});
