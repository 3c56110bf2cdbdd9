import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionToken, hashSessionToken, parseBearerToken } from './session-token.ts';

describe('createSessionToken', () => {
  it('makes 256-bit base64url tokens, different every time, stored as their SHA-256 hex digest', () => {
    const tokens = Array.from({ length: 50 }, () => createSessionToken());
    for (const { token, tokenHash } of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    }
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(tokens.length);
  });
});

describe('hashSessionToken', () => {
  it('is the lower-case hex SHA-256 of the token', () => {
    expect(hashSessionToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('parseBearerToken', () => {
  const token = createSessionToken().token;

  it.each([
    [`Bearer ${token}`, token],
    [`bearer ${token}`, token],
    [`BEARER  ${token} `, token],
  ])('reads %j', (header, expected) => {
    expect(parseBearerToken(header)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'Bearer',
    `Bearer${token}`,
    `Basic ${token}`,
    `Bearer ${token}x`,
    `Bearer ${token.slice(1)}`,
    `Bearer ${token.slice(0, -1)}!`,
    `Bearer ${token} ${token}`,
  ])('refuses %j', (header) => {
    expect(parseBearerToken(header)).toBeUndefined();
  });
});
