import type { PageRule } from './page-form-rules.ts';
import { z } from './zod-config.ts';

// Letters of any script, so names such as "Trần Minh Khoa" or "O'Brien-Smith" pass; the
// typographic apostrophe is allowed because phones insert it in place of the straight one.
const personNamePattern = /^[\p{L} '’-]+$/u;

const phonePattern = /^[0-9 +()-]+$/;

export const emailMaxLength = 255;

function notTextMessage(label: string): string {
  return `${label} must be text`;
}

// NUL, which PostgreSQL cannot store in text, the other C0 controls and DEL, which no keyboard
// types into a form (tab, line feed and carriage return stay allowed), and UTF-16 halves without
// their pair, which would reach the database as replacement characters. Every text input is
// checked against this one set.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unstorableCharacterPattern = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;
const unstorableCharacters = new RegExp(unstorableCharacterPattern.source, 'gu');

/** True when every character of the text can be stored and shown as it was typed. */
export function isStorableText(value: string): boolean {
  return !unstorableCharacterPattern.test(value);
}

/** The text without the characters `isStorableText` refuses, for the few fields that drop them. */
export function withoutUnstorableCharacters(value: string): string {
  return value.replace(unstorableCharacters, '');
}

export function unstorableTextMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** A field checked by one of the page's rules, as a schema: for checking a form posted without JavaScript. */
export function pageRuleField(rule: PageRule) {
  return z
    .string({ error: (issue) => rule(typeof issue.input === 'string' ? issue.input : '') })
    .refine((value) => rule(value) === undefined, {
      error: (issue) => rule(typeof issue.input === 'string' ? issue.input : ''),
    });
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

/** Free text: trimmed, and refused when it carries characters that cannot be stored. */
export function trimmedText(label: string) {
  return z
    .string({ error: notTextMessage(label) })
    .trim()
    .refine(isStorableText, unstorableTextMessage(label));
}

/**
 * A password as typed: never trimmed (spaces at either end are part of it), and refused when it
 * holds a character no keyboard types, as every other text input is.
 */
export function passwordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .refine(isStorableText, unstorableTextMessage('Password'));
}

/** Behind a trimming schema, absent, null, empty and whitespace-only values all become null. */
export function optionalText<Schema extends z.ZodType<string, string>>(schema: Schema) {
  return schema
    .nullish()
    .transform((value): string | null =>
      value === undefined || value === null || value === '' ? null : value,
    );
}

export const submissionKeyMessage = 'Submission key must be a UUID';

/**
 * Optional on both public forms: a UUID the browser makes once per filled form and sends with every
 * retry of it, so a retry after a lost answer is recognised instead of stored a second time.
 */
export function submissionKeyField() {
  return z.uuid({ error: submissionKeyMessage }).optional();
}
