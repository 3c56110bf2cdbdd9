import { z } from './zod-config.ts';

// Letters of any script, so names such as "Trần Minh Khoa" or "O'Brien-Smith" pass; the
// typographic apostrophe is allowed because phones insert it in place of the straight one.
const personNamePattern = /^[\p{L} '’-]+$/u;

const phonePattern = /^[0-9 +()-]+$/;

const emailMaxLength = 255;

function notTextMessage(label: string): string {
  return `${label} must be text`;
}

export function personNameField(rules: {
  max: number;
  requiredMessage: string;
  tooLongMessage: string;
  invalidMessage: string;
}) {
  return (
    z
      .string({ error: rules.requiredMessage })
      // Composed form first, so a name typed with combining accents counts as letters.
      .normalize('NFC')
      .trim()
      .min(1, rules.requiredMessage)
      .max(rules.max, rules.tooLongMessage)
      .regex(personNamePattern, rules.invalidMessage)
  );
}

export function emailAddressField() {
  const invalidMessage = 'Invalid email address';
  return z
    .string({ error: invalidMessage })
    .trim()
    .toLowerCase()
    .check(z.email({ error: invalidMessage }))
    .max(emailMaxLength, 'Email too long');
}

export function phoneNumberField(messages: {
  tooShortMessage: string;
  tooLongMessage: string;
  invalidMessage: string;
}) {
  return z
    .string({ error: messages.tooShortMessage })
    .trim()
    .min(10, messages.tooShortMessage)
    .max(20, messages.tooLongMessage)
    .regex(phonePattern, messages.invalidMessage);
}

export function trimmedText(label: string) {
  return z.string({ error: notTextMessage(label) }).trim();
}

/** Behind a trimming schema, absent, null, empty and whitespace-only values all become null. */
export function optionalText<Schema extends z.ZodType<string, string>>(schema: Schema) {
  return schema
    .nullish()
    .transform((value): string | null =>
      value === undefined || value === null || value === '' ? null : value,
    );
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const submissionKeyMessage = 'Submission key must be a UUID';

/**
 * Optional on both public forms: a UUID the browser makes once per filled form and sends with every
 * retry of it, so a retry after a lost answer is recognised instead of stored a second time.
 */
export function submissionKeyField() {
  return z.uuid({ error: submissionKeyMessage }).optional();
}
