import { auditActions, auditRecordTypes } from '../audit.ts';
import { z } from '../zod-config.ts';
import { countSchema, isoTimeSchema, pageSchema, recordIdSchema } from './common.ts';

/** One row of the Audit view. */
export const auditEntryDtoSchema = z.object({
  id: recordIdSchema,
  at: isoTimeSchema,
  /** Null for the system's own work (the retention job). */
  adminId: recordIdSchema.nullable(),
  /** Kept after the admin is removed. */
  adminUsername: z.string().nullable(),
  action: z.enum(auditActions),
  recordType: z.enum(auditRecordTypes).nullable(),
  recordId: recordIdSchema.nullable(),
  /** Whether the record is still there, so the view links only to what exists. */
  recordExists: z.boolean(),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .readonly()
    .nullable(),
  ip: z.string().nullable(),
});

export type AuditEntryDto = z.output<typeof auditEntryDtoSchema>;

export const auditPageSchema = pageSchema(auditEntryDtoSchema);

/** The admins the Audit view can filter by: those who still have an account. */
export const auditAdminListSchema = z.array(z.object({ id: recordIdSchema, username: z.string() }));

export type AuditAdmin = z.output<typeof auditAdminListSchema>[number];

/** An admin as the Admins tab lists them. */
export const adminAccountDtoSchema = z.object({
  id: recordIdSchema,
  username: z.string(),
  /** How the e-mails they write are signed; null when they have not set one. */
  displayName: z.string().nullable(),
  createdAt: isoTimeSchema,
  lastLogin: isoTimeSchema.nullable(),
  twoFactorEnabled: z.boolean(),
  /** Still owes the change of the temporary password they were added with. */
  mustChangePassword: z.boolean(),
  /** The admin asking. */
  isYou: z.boolean(),
});

export type AdminAccountDto = z.output<typeof adminAccountDtoSchema>;

export const adminAccountListSchema = z.array(adminAccountDtoSchema);

/** A new admin, with the temporary password shown once to the admin who added them. */
export const addedAdminSchema = z.object({
  id: recordIdSchema,
  username: z.string(),
  temporaryPassword: z.string(),
});

export type AddedAdmin = z.output<typeof addedAdminSchema>;

/** The asking admin's name after a change: null when cleared. */
export const adminNameSchema = z.object({ displayName: z.string().nullable() });

export type AdminName = z.output<typeof adminNameSchema>;

export const adminRemovalSchema = z.object({ removed: z.literal(true) });

export type AdminRemoval = z.output<typeof adminRemovalSchema>;

/** A password change, or another admin logged out everywhere: how many sessions ended. */
export const endedSessionsSchema = z.object({ endedSessions: countSchema });

export type EndedSessions = z.output<typeof endedSessionsSchema>;

/** One of an admin's open sessions. */
export const adminSessionDtoSchema = z.object({
  id: recordIdSchema,
  createdAt: isoTimeSchema,
  lastUsedAt: isoTimeSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session of the request asking. */
  isCurrent: z.boolean(),
});

export type AdminSessionDto = z.output<typeof adminSessionDtoSchema>;

export const adminSessionListSchema = z.array(adminSessionDtoSchema);

export const sessionEndSchema = z.object({ ended: z.literal(true) });

export type SessionEnd = z.output<typeof sessionEndSchema>;

/**
 * What a session must do before the admin screen opens: an admin added with a temporary password
 * chooses their own, and where two-factor login is required, an admin without it sets it up.
 */
export const pendingAccountSetupSchema = z.enum(['password_change', 'two_factor_enrolment']);

export type PendingAccountSetup = z.output<typeof pendingAccountSetupSchema>;

/** Who the bearer token belongs to; the admin screen checks a stored token with it. */
export const adminSessionInfoSchema = z.object({
  username: z.string(),
  expiresAt: isoTimeSchema,
  pendingSetup: pendingAccountSetupSchema.nullable(),
  twoFactorEnabled: z.boolean(),
});

export type AdminSessionInfo = z.output<typeof adminSessionInfoSchema>;

/**
 * A login's first step: a token, or (two-factor login) the challenge of the second step. Each
 * shape rules out the other's fields, so a client reads `answer.token` without narrowing first.
 */
export const loginAnswerSchema = z.union([
  z.object({
    token: z.string(),
    twoFactorRequired: z.never().optional(),
    challenge: z.never().optional(),
  }),
  z.object({
    token: z.never().optional(),
    twoFactorRequired: z.literal(true),
    challenge: z.string(),
  }),
]);

export type LoginAnswer = z.output<typeof loginAnswerSchema>;

export const loginTokenSchema = z.object({ token: z.string() });

export const logoutAnswerSchema = z.object({ loggedOut: z.literal(true) });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: isoTimeSchema.nullable(),
  recoveryCodesLeft: countSchema,
  /** Every admin must use it here (REQUIRE_TWO_FACTOR): it cannot be turned off. */
  required: z.boolean(),
});

export type TwoFactorStatus = z.output<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z.object({ otpauthUri: z.string(), manualKey: z.string() });

export type TwoFactorEnrolment = z.output<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

export const twoFactorDisabledSchema = z.object({ disabled: z.literal(true) });

export type TwoFactorDisabled = z.output<typeof twoFactorDisabledSchema>;
