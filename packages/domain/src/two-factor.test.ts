import { describe, expect, it } from 'vitest';
import {
  confirmTwoFactorSchema,
  loginChallengeExpiredMessage,
  loginSecondStepSchema,
  twoFactorCodeRequiredMessage,
} from './two-factor.ts';

function messages(schema: typeof loginSecondStepSchema, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('loginSecondStepSchema', () => {
  const challenge = 'a'.repeat(43);

  it('takes a challenge as the first step answers it and a trimmed code', () => {
    expect(loginSecondStepSchema.parse({ challenge, code: ' 123 456 ', extra: 1 })).toEqual({
      challenge,
      code: '123 456',
    });
  });

  it('answers a challenge that is not one as an expired login', () => {
    expect(messages(loginSecondStepSchema, { challenge: 'short', code: '123456' })).toEqual([
      loginChallengeExpiredMessage,
    ]);
    expect(messages(loginSecondStepSchema, { code: '123456' })).toEqual([
      loginChallengeExpiredMessage,
    ]);
  });

  it('asks for the code when it is missing or blank, and refuses a long one uncut', () => {
    expect(messages(loginSecondStepSchema, { challenge, code: '   ' })).toEqual([
      twoFactorCodeRequiredMessage,
    ]);
    expect(messages(loginSecondStepSchema, { challenge })).toEqual([twoFactorCodeRequiredMessage]);
    expect(confirmTwoFactorSchema.safeParse({ code: '1'.repeat(65) }).success).toBe(false);
  });
});
