import { describe, expect, it } from 'vitest';
import {
  adminLoginFormSchema,
  adminLoginSchema,
  adminUsernameMaxLength,
  normalizeAdminUsername,
} from './admin.ts';

function loginMessages(body: unknown): string[] {
  const result = adminLoginSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('adminLoginSchema', () => {
  it('trims and lower-cases the username but keeps the password exactly', () => {
    expect(
      adminLoginSchema.parse({
        username: '  Admin ',
        password: ' s3cret ',
        honeypot: '',
        submitTime: 1_760_000_000_000,
        captchaToken: 'token',
        role: 'superuser',
      }),
    ).toEqual({
      username: 'admin',
      password: ' s3cret ',
      honeypot: '',
      submitTime: 1_760_000_000_000,
      captchaToken: 'token',
    });
  });

  it('accepts a body without the optional fields', () => {
    expect(adminLoginSchema.parse({ username: 'admin', password: 'pw' })).toEqual({
      username: 'admin',
      password: 'pw',
    });
  });

  it('requires the username before the password', () => {
    expect(loginMessages({})).toEqual(['Username is required', 'Password is required']);
    expect(loginMessages({ username: '   ', password: '' })).toEqual([
      'Username is required',
      'Password is required',
    ]);
    expect(loginMessages({ username: 5, password: 5 })).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });

  it('does not treat a whitespace password as missing', () => {
    expect(loginMessages({ username: 'admin', password: '   ' })).toEqual([]);
  });

  it('rejects wrongly typed optional fields', () => {
    expect(loginMessages({ username: 'a', password: 'b', honeypot: 1 })).toEqual([
      'Invalid form data',
    ]);
    expect(loginMessages({ username: 'a', password: 'b', submitTime: '123' })).toEqual([
      'Invalid form data',
    ]);
    expect(loginMessages({ username: 'a', password: 'b', submitTime: Number.NaN })).toEqual([
      'Invalid form data',
    ]);
    expect(
      loginMessages({ username: 'a', password: 'b', submitTime: Number.POSITIVE_INFINITY }),
    ).toEqual(['Invalid form data']);
    expect(loginMessages({ username: 'a', password: 'b', captchaToken: false })).toEqual([
      'Invalid form data',
    ]);
  });
});

describe('normalizeAdminUsername', () => {
  it.each([
    ['  Owner@Example.com ', 'owner@example.com'],
    ['\towner@example.com\u00a0\u2000\u3000', 'owner@example.com'],
    ['\u200bowner@example.com\ufeff', 'owner@example.com'],
    ['ＯＷＮＥＲ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'owner@example.com'],
    ['OWNER@EXAMPLE.COM', 'owner@example.com'],
  ])('gives %j the one form %j', (raw, normalized) => {
    expect(normalizeAdminUsername(raw)).toBe(normalized);
    expect(normalizeAdminUsername(normalized)).toBe(normalized);
  });

  it('keeps padding inside the name, so a padded name stays a different name', () => {
    expect(normalizeAdminUsername('owner@example.com \u00a0 x')).toBe('owner@example.com   x');
  });
});

describe('adminLoginSchema: the username', () => {
  it('refuses a username longer than an e-mail address can be, rather than cutting it', () => {
    const padded = `owner@example.com${'\u00a0'.repeat(240)}x`;
    expect(loginMessages({ username: padded, password: 'pw' })).toEqual(['Username too long']);
    const longest = `${'a'.repeat(adminUsernameMaxLength - 12)}@example.com`;
    expect(loginMessages({ username: ` ${longest} `, password: 'pw' })).toEqual([]);
    expect(loginMessages({ username: `${longest}a`, password: 'pw' })).toEqual([
      'Username too long',
    ]);
  });

  it('measures the length after normalising, so padding at the ends does not count', () => {
    const padded = `${'\u2000'.repeat(300)}owner@example.com${'\t'.repeat(300)}`;
    expect(adminLoginSchema.parse({ username: padded, password: 'pw' }).username).toBe(
      'owner@example.com',
    );
  });

  it('refuses control characters of every kind inside it, tab and line breaks included', () => {
    for (const character of ['\u0000', '\t', '\n', '\u0085', '\u009f', '\ud800']) {
      expect(loginMessages({ username: `owner${character}@example.com`, password: 'pw' })).toEqual([
        'Username contains characters that are not allowed',
      ]);
    }
  });

  it('refuses typed input over 1,024 characters before normalising it', () => {
    const flood = `a${' '.repeat(65_400)}x`;
    expect(loginMessages({ username: flood, password: 'pw' })).toEqual(['Username too long']);
    const zeroWidth = `${'\u200b'.repeat(1_100)}owner@example.com`;
    expect(loginMessages({ username: zeroWidth, password: 'pw' })).toEqual(['Username too long']);
  });

  it('trims padding of any length in one pass, whatever lies between', () => {
    const padded = `${'\u2000'.repeat(400)}a${' '.repeat(400)}b${'\u200b'.repeat(200)}`;
    expect(normalizeAdminUsername(padded)).toBe(`a${' '.repeat(400)}b`);
  });
});

describe('adminLoginFormSchema', () => {
  it('requires both fields with the page messages', () => {
    const result = adminLoginFormSchema.safeParse({ username: ' ', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
    expect(adminLoginFormSchema.safeParse({ username: 'admin', password: 'x' }).success).toBe(true);
  });
});
