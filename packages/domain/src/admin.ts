import { passwordField, unstorableTextMessage } from './fields.ts';
import { botTrapFields } from './spam.ts';
import { z } from './zod-config.ts';

const usernameRequired = 'Username is required';
const passwordRequired = 'Password is required';
/** The longest e-mail address SMTP can carry. */
export const adminUsernameMaxLength = 254;
export const adminUsernameTooLongMessage = 'Username too long';

/** Typed input longer than this is refused before it is normalised at all. */
const adminUsernameRawMaxLength = 1_024;

// Spaces of every kind and invisible format characters (zero-width space, BOM), one at a time:
// a regular expression anchored at the end would try every start position, in quadratic time.
const usernamePadding = /^[\s\p{Cf}]$/u;
// No control character of any kind (tab and line breaks included) belongs in an e-mail address.
const usernameForbidden = /[\p{Cc}\uD800-\uDFFF]/u;

function withoutPadding(value: string): string {
  const characters = Array.from(value);
  let start = 0;
  let end = characters.length;
  while (start < end && usernamePadding.test(characters[start] ?? '')) start += 1;
  while (end > start && usernamePadding.test(characters[end - 1] ?? '')) end -= 1;
  return characters.slice(start, end).join('');
}

/**
 * The one form of an admin username: compatibility-normalised (fullwidth letters become plain
 * ones), without padding, lower-cased. Logins are throttled, looked up and stored under this
 * form, so no spelling of an address counts as a different one for the throttle yet logs in.
 */
export function normalizeAdminUsername(raw: string): string {
  return withoutPadding(raw.normalize('NFKC')).toLowerCase();
}

/** A username as typed, checked and brought to its one form; refused rather than cut. */
export const adminUsernameSchema = z
  .string({ error: usernameRequired })
  .max(adminUsernameRawMaxLength, { error: adminUsernameTooLongMessage, abort: true })
  .overwrite(normalizeAdminUsername)
  .min(1, usernameRequired)
  .max(adminUsernameMaxLength, adminUsernameTooLongMessage)
  .refine((username) => !usernameForbidden.test(username), unstorableTextMessage('Username'));

export const adminLoginSchema = z.object({
  // Refused rather than cut when too long: a cut could turn a padded string into the real name.
  username: adminUsernameSchema,
  password: passwordField(passwordRequired),
  ...botTrapFields,
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type AdminLogin = z.output<typeof adminLoginSchema>;

export const adminLoginFormSchema = z.object({
  username: z.string().trim().min(1, usernameRequired),
  password: z.string().min(1, passwordRequired),
});

export type AdminLoginFormValues = z.input<typeof adminLoginFormSchema>;
