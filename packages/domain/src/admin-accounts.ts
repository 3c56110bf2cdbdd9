import { adminUsernameSchema } from './admin.ts';
import { auditActions, type AuditAction } from './audit.ts';
import { pageCursorSchema } from './crm-views.ts';
import { optionalText, passwordField } from './fields.ts';
import { z } from './zod-config.ts';

const idValue = (message: string) =>
  z.int({ error: message }).positive(message).max(2_147_483_647, message);

export const invalidAdminIdMessage = 'Invalid admin id';
export const invalidSessionIdMessage = 'Invalid session id';

export const adminIdInputSchema = z.object({ id: idValue(invalidAdminIdMessage) });
export const sessionIdInputSchema = z.object({ id: idValue(invalidSessionIdMessage) });

export const invalidAdminEmailMessage = 'Please enter a valid e-mail address';

export const adminDisplayNameMaxLength = 80;
export const adminDisplayNameNotTextMessage = 'The name must be text';
export const adminDisplayNameTooLongMessage = `The name can be at most ${adminDisplayNameMaxLength} characters`;
export const adminDisplayNameInvalidMessage =
  'The name cannot contain line breaks or control characters';

// The name goes into the From header of e-mails: no line break (a header injection), no control
// character, and no bidirectional override that would show an address in the name backwards.
// Lone UTF-16 halves are refused as everywhere else.
const displayNameForbidden = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/**
 * An admin's display name, as the e-mails they write to leads and candidates are signed:
 * trimmed, 1 to 80 characters. Absent, empty or blank means no name (the username stands in).
 */
export const adminDisplayNameSchema = optionalText(
  z
    .string({ error: adminDisplayNameNotTextMessage })
    .normalize('NFC')
    .trim()
    .refine((name) => !displayNameForbidden.test(name), adminDisplayNameInvalidMessage)
    // Counted as characters a person sees, not UTF-16 units, so an accented name is not cut short.
    .refine(
      (name) => Array.from(name).length <= adminDisplayNameMaxLength,
      adminDisplayNameTooLongMessage,
    ),
);

/** A new admin is known by their e-mail address, which is their username; a name is optional. */
export const adminCreateInputSchema = z.object({
  email: z
    .string({ error: invalidAdminEmailMessage })
    .trim()
    .pipe(z.email({ error: invalidAdminEmailMessage }))
    .pipe(adminUsernameSchema),
  displayName: adminDisplayNameSchema,
});

/** The asking admin's own name; null or blank clears it. */
export const adminNameInputSchema = z.object({ displayName: adminDisplayNameSchema });

export type AdminNameInput = z.input<typeof adminNameInputSchema>;

export type AdminCreateInput = z.input<typeof adminCreateInputSchema>;

/** The one refusal that concerns the current password; the others concern the new one. */
export const wrongCurrentPasswordMessage = 'Your current password is not right';

const currentPasswordRequired = 'Please enter your current password';
const newPasswordRequired = 'Please enter a new password';

/** The strength rules (length, common passwords) are the service's, shared with the CLI. */
export const passwordChangeInputSchema = z.object({
  currentPassword: passwordField(currentPasswordRequired),
  newPassword: passwordField(newPasswordRequired),
});

export type PasswordChangeInput = z.input<typeof passwordChangeInputSchema>;

/** The Audit view loads this many rows at a time. */
export const auditPageSize = 50;

const invalidActionMessage = 'Unknown audit action';

/** One page of the audit log, newest first, by admin and by action when given. */
export const auditListInputSchema = z.object({
  adminId: idValue(invalidAdminIdMessage).nullish(),
  action: z
    .enum(auditActions as [AuditAction, ...AuditAction[]], { error: invalidActionMessage })
    .nullish(),
  cursor: pageCursorSchema.nullish(),
  limit: z
    .int({ error: 'Limit must be a whole number from 1 to 100' })
    .min(1, 'Limit must be a whole number from 1 to 100')
    .max(100, 'Limit must be a whole number from 1 to 100')
    .default(auditPageSize),
});

export type AuditListInput = z.input<typeof auditListInputSchema>;
