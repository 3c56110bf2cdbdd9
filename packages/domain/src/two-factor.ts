import { isStorableText, passwordField, unstorableTextMessage } from './fields.ts';
import { z } from './zod-config.ts';

export const twoFactorCodeRequiredMessage = 'Enter the code';
export const invalidTwoFactorCodeMessage = 'Invalid code';
/** The half-done login is gone (expired, spent by wrong codes, or already used): start again. */
export const loginChallengeExpiredMessage = 'This login has expired. Please log in again.';
export const wrongPasswordMessage = 'The password is not right';
export const twoFactorStillRequiredMessage =
  'Two-factor login is required for every admin here, so it cannot be turned off.';

/** Ten codes, each usable once instead of a code from the authenticator app. */
export const recoveryCodeCount = 10;

/**
 * A six-digit code from the authenticator app, or a recovery code as printed (groups joined by
 * hyphens) or typed (any case, spaces). Long input is refused rather than cut.
 */
export const twoFactorCodeSchema = z
  .string({ error: twoFactorCodeRequiredMessage })
  .max(64, invalidTwoFactorCodeMessage)
  .trim()
  .min(1, twoFactorCodeRequiredMessage)
  .refine(isStorableText, unstorableTextMessage('Code'));

export const loginSecondStepSchema = z.object({
  // The challenge is a 256-bit token in base64url, as the first step answered it.
  challenge: z
    .string({ error: loginChallengeExpiredMessage })
    .regex(/^[A-Za-z0-9_-]{43}$/, loginChallengeExpiredMessage),
  code: twoFactorCodeSchema,
});

export type LoginSecondStep = z.output<typeof loginSecondStepSchema>;

export const confirmTwoFactorSchema = z.object({ code: twoFactorCodeSchema });

/** Turning two-factor login off, or replacing the recovery codes, asks for the password again. */
export const passwordConfirmationSchema = z.object({
  password: passwordField('Password is required').max(1_024),
});
