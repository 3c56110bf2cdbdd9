import { describe, expect, it } from 'vitest';
import { adminLoginFormSchema, adminLoginSchema } from './admin.ts';

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
