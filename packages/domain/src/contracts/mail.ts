import { mailMessageKindLabels, type MailMessageKind } from '../mail.ts';
import { z } from '../zod-config.ts';
import { countSchema, isoTimeSchema, recordIdSchema } from './common.ts';

export const mailMessageKindSchema = z.enum(
  Object.keys(mailMessageKindLabels) as MailMessageKind[],
);

export const mailMessageStatusSchema = z.enum(['waiting', 'sent', 'failed']);

export type MailMessageStatus = z.output<typeof mailMessageStatusSchema>;

/** The outbox's counts and the latest reason, for the notice on the admin screen. */
export const mailDeliveryHealthSchema = z.object({
  configured: z.boolean(),
  waiting: countSchema,
  /** Waiting after a failed try (or for SMTP to be configured): what the notice is about. */
  delayed: countSchema,
  failed: countSchema,
  sentLastDay: countSchema,
  /** Why messages wait or failed, in a few words; null while all is well. */
  reason: z.string().nullable(),
});

export type MailDeliveryHealth = z.output<typeof mailDeliveryHealthSchema>;

export const recentMailMessageSchema = z.object({
  id: recordIdSchema,
  kind: mailMessageKindSchema,
  status: mailMessageStatusSchema,
  /** Who the message is about: the lead's or applicant's name. */
  about: z.string(),
  attempts: countSchema,
  lastError: z.string().nullable(),
  lastErrorDetail: z.string().nullable(),
  createdAt: isoTimeSchema,
  sentAt: isoTimeSchema.nullable(),
  nextAttemptAt: isoTimeSchema.nullable(),
});

export type RecentMailMessage = z.output<typeof recentMailMessageSchema>;

export const recentMailListSchema = z.array(recentMailMessageSchema);
