import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('hashPassword', () => {
  it('uses argon2id with OWASP parameters: 19 MiB, 2 iterations, 1 lane', async () => {
    const hashed = await hashPassword('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(hashed)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(hashed).not.toContain('correct horse');
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });
});

describe('verifyPassword', () => {
  it('accepts the password and nothing else', async () => {
    const hashed = await hashPassword('correct horse battery staple');
    expect(await verifyPassword(hashed, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse battery staple ')).toBe(false);
    expect(await verifyPassword(hashed, 'Correct horse battery staple')).toBe(false);
  });

  it('refuses every password when there is no account, after hashing all the same', async () => {
    await verifyPassword(undefined, 'warm-up');
    const started = performance.now();
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    const withoutAccount = performance.now() - started;

    const hashed = await hashPassword('real password');
    const startedReal = performance.now();
    await verifyPassword(hashed, 'wrong password');
    const withAccount = performance.now() - startedReal;

    expect(withoutAccount).toBeGreaterThanOrEqual(withAccount * 0.5);
  });
});
