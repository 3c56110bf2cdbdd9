import { parseOptions, verify } from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

vi.mock(import('@node-rs/argon2'), async (importOriginal) => {
  const argon2 = await importOriginal();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

beforeEach(() => {
  vi.mocked(verify).mockClear();
});

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
    expect(await verifyPassword(undefined, 'anything')).toBe(false);

    // The same argon2id verification a real account costs, against a throw-away hash (what that
    // costs in time is measured by the fault tier's login-timing test).
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith(expect.stringMatching(/^\$argon2id\$/), 'anything');
  });
});
