import { z } from './zod-config.ts';

export const invalidMailMessageIdMessage = 'Invalid message id';

/** The "Retry now" action's input: one outbox message. */
export const mailMessageIdInputSchema = z.object({
  id: z
    .int({ error: invalidMailMessageIdMessage })
    .positive(invalidMailMessageIdMessage)
    .max(2_147_483_647, invalidMailMessageIdMessage),
});

export type MailMessageIdInput = z.output<typeof mailMessageIdInputSchema>;

/** What each kind of outbox message is, as the admin screen names it. */
export const mailMessageKindLabels = {
  'lead-alert': 'Staff alert: new lead',
  'application-alert': 'Staff alert: new application',
  'lead-acknowledgement': 'Acknowledgement to the lead',
  'application-acknowledgement': 'Acknowledgement to the applicant',
  'conversation-message': 'E-mail from staff to a lead or applicant',
  'reply-alert': 'Staff alert: a reply arrived',
} as const;

export type MailMessageKind = keyof typeof mailMessageKindLabels;
