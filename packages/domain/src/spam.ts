import { maximumFormAgeMs, minimumFormFillTimeMs } from './form-guards.ts';
import { isStorableText } from './fields.ts';
import { z } from './zod-config.ts';

/** Suspected spam is kept this long for staff to review, then deleted. */
export const spamRetentionDays = 30;

/** Why a public form submission was kept as spam, as the admin screen names it. */
export const spamReasonLabels = {
  honeypot: 'Hidden field filled',
  'too fast': 'Sent too fast',
  'captcha failed': 'Captcha failed',
} as const;

export type SpamReason = keyof typeof spamReasonLabels;

export const spamReasons = Object.keys(spamReasonLabels) as SpamReason[];

/** A hidden field's text: no person types into it, so a refusal names no field either. */
function botTrapText() {
  return z
    .string({ error: 'Invalid form data' })
    .refine(isStorableText, 'Invalid form data')
    .optional();
}

/**
 * Whether a job application kept as spam for this reason keeps its CV. What a bot trap catches is
 * no person's (none fills the hidden field or sends within a second), so its file would only fill
 * the disk; one that failed the captcha may be a person posting without JavaScript, whose CV staff
 * see if they let it through.
 */
export function spamKeepsCv(reason: SpamReason): boolean {
  return reason === 'captcha failed';
}

/**
 * The bot-trap fields every protected form may carry: the hidden field a person never fills, when
 * the form was opened (ms since the epoch), and the Turnstile token when a captcha is asked for.
 * Optional, so a client that sends only the documented payload keeps working.
 */
export const botTrapFields = {
  honeypot: botTrapText(),
  submitTime: z.number({ error: 'Invalid form data' }).optional(),
  captchaToken: botTrapText(),
};

export interface BotTrapInput {
  honeypot?: string | undefined;
  submitTime?: number | undefined;
}

/**
 * Which bot trap a submission fell into, if any: a filled hidden field, then a form sent too soon
 * after it was opened, opened in the future or more than a day ago. The login counts a missing
 * `submitTime` as a bot (its own form always sends one); the public forms do not, so that a client
 * sending only the documented payload is not scored on it.
 */
export function botTrapReason(
  input: BotTrapInput,
  now: Date,
  options: { missingSubmitTime: 'bot' | 'not scored' },
): Extract<SpamReason, 'honeypot' | 'too fast'> | undefined {
  if (input.honeypot !== undefined && input.honeypot !== '') return 'honeypot';
  if (input.submitTime === undefined) {
    return options.missingSubmitTime === 'bot' ? 'too fast' : undefined;
  }
  const formAgeMs = now.getTime() - input.submitTime;
  if (formAgeMs < minimumFormFillTimeMs || formAgeMs > maximumFormAgeMs) return 'too fast';
  return undefined;
}

export const spamSubmissionKinds = ['contact', 'career'] as const;

export type SpamSubmissionKind = (typeof spamSubmissionKinds)[number];

const invalidSubmissionIdMessage = 'Invalid submission id';

/** "Not spam" on one kept submission: which form it came from, and its id there. */
export const spamReleaseInputSchema = z.object({
  kind: z.enum(spamSubmissionKinds, { error: 'Invalid submission kind' }),
  id: z
    .int({ error: invalidSubmissionIdMessage })
    .positive(invalidSubmissionIdMessage)
    .max(2_147_483_647, invalidSubmissionIdMessage),
});

export type SpamReleaseInput = z.output<typeof spamReleaseInputSchema>;
