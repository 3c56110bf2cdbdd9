import { businessName } from './business.ts';
import { crmPageSizeMax, pageCursorSchema } from './crm-views.ts';
import { isStorableText, unstorableTextMessage } from './fields.ts';
import { formatTeamSize } from './record-fields.ts';
import { z } from './zod-config.ts';

/**
 * The merge fields a mail template may use, with what the template editor calls them. Each is
 * written `{{name}}` in a template's subject or body and replaced by the record's value when the
 * message is written; a field the record has no value for (a lead's `position`) is left empty,
 * and the preview names it.
 */
export const mergeFieldLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  email: 'E-mail',
  company: 'Company',
  teamSize: 'Team size',
  position: 'Position',
  staffName: 'Your name',
  businessName: 'Business name',
} as const;

export type MergeField = keyof typeof mergeFieldLabels;

export const mergeFieldSchema = z.enum(
  Object.keys(mergeFieldLabels) as [MergeField, ...MergeField[]],
);

export const mergeFields = mergeFieldSchema.options;

/** A merge field's values for one message: absent or null where the record has none. */
export type MergeValues = Partial<Record<MergeField, string | null>>;

/** `{{ firstName }}`: two braces, a name, optional spaces inside. */
const mergeFieldPattern = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

function isMergeField(name: string): name is MergeField {
  return Object.hasOwn(mergeFieldLabels, name);
}

/** The names in `{{…}}` that are not merge fields, each once, in the order they first appear. */
export function unknownMergeFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(mergeFieldPattern)) {
    if (name !== undefined && !isMergeField(name)) unknown.add(name);
  }
  return [...unknown];
}

export type MergedText = {
  readonly text: string;
  /** The fields the text uses that had no value, each once: the preview warns of them. */
  readonly emptyFields: MergeField[];
};

/**
 * Replaces each merge field in `text` by its value. Unknown names are left as they are: a saved
 * template has none (saving refuses them), and staff may write braces of their own in a body.
 */
export function fillMergeFields(text: string, values: MergeValues): MergedText {
  const emptyFields = new Set<MergeField>();
  const filled = text.replace(mergeFieldPattern, (whole, name: string) => {
    if (!isMergeField(name)) return whole;
    const value = values[name]?.trim() ?? '';
    if (value === '') emptyFields.add(name);
    return value;
  });
  return { text: filled, emptyFields: [...emptyFields] };
}

export const mailSubjectMaxLength = 200;
export const mailBodyMaxLength = 20_000;
export const mailTemplateNameMaxLength = 100;

export const mailTemplateTexts = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name too long',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject too long',
  subjectOneLine: 'Subject must be one line',
  bodyRequired: 'Message is required',
  bodyTooLong: 'Message too long',
  unknownField: (name: string) =>
    `Unknown merge field {{${name}}}: use ${mergeFields.map((field) => `{{${field}}}`).join(', ')}`,
} as const;

const subjectSchema = z
  .string()
  .trim()
  .min(1, mailTemplateTexts.subjectRequired)
  .max(mailSubjectMaxLength, mailTemplateTexts.subjectTooLong)
  // A line break in a subject would let the text write mail headers of its own.
  .refine((subject) => !/[\r\n]/.test(subject), mailTemplateTexts.subjectOneLine)
  .refine(isStorableText, unstorableTextMessage('Subject'));

const bodySchema = z
  .string()
  .trim()
  .min(1, mailTemplateTexts.bodyRequired)
  .max(mailBodyMaxLength, mailTemplateTexts.bodyTooLong)
  .refine(isStorableText, unstorableTextMessage('Message'));

/** Refuses each unknown merge field of a template's subject or body, on that field. */
function refuseUnknownFields(text: string, context: z.RefinementCtx): void {
  for (const name of unknownMergeFields(text)) {
    context.addIssue({ code: 'custom', message: mailTemplateTexts.unknownField(name) });
  }
}

/** A mail template as staff save it: unknown merge fields are refused, never sent as braces. */
export const mailTemplateInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, mailTemplateTexts.nameRequired)
    .max(mailTemplateNameMaxLength, mailTemplateTexts.nameTooLong)
    .refine(isStorableText, unstorableTextMessage('Name')),
  subject: subjectSchema.superRefine(refuseUnknownFields),
  body: bodySchema.superRefine(refuseUnknownFields),
});

export type MailTemplateInput = z.output<typeof mailTemplateInputSchema>;

/** A record's id in a conversation's inputs. */
const conversationIdSchema = z
  .int({ error: 'Invalid id' })
  .positive('Invalid id')
  .max(2_147_483_647, 'Invalid id');

/** The kinds of record a conversation belongs to. */
export const conversationRecordKinds = ['lead', 'application'] as const;

export type ConversationRecordKind = (typeof conversationRecordKinds)[number];

export const conversationRecordSchema = z.object({
  kind: z.enum(conversationRecordKinds),
  id: conversationIdSchema,
});

export type ConversationRecord = z.output<typeof conversationRecordSchema>;

/**
 * A message staff write from a drawer. The subject and body may hold merge fields, filled from
 * the record when the message is written; the body is Markdown, sent as text and simple HTML.
 */
export const composeMessageInputSchema = z.object({
  record: conversationRecordSchema,
  subject: subjectSchema,
  body: bodySchema,
});

export type ComposeMessageInput = z.output<typeof composeMessageInputSchema>;

/** The subject a new message from a drawer starts with. */
export function defaultConversationSubject(
  kind: ConversationRecordKind,
  businessName: string,
  position?: string,
): string {
  return kind === 'lead'
    ? `Re: your enquiry to ${businessName}`
    : `Re: your application${position === undefined ? '' : ` for ${position}`} to ${businessName}`;
}

/** One mail template, by id (edit, delete). */
export const mailTemplateIdInputSchema = z.object({ id: conversationIdSchema });

/** A template saved again: its id and everything it holds, checked as a new one is. */
export const mailTemplateUpdateInputSchema = mailTemplateInputSchema.extend({
  id: conversationIdSchema,
});

export type MailTemplateUpdateInput = z.output<typeof mailTemplateUpdateInputSchema>;

/** One stored message of a conversation (sent or received), by id. */
export const conversationMessageIdInputSchema = z.object({ messageId: conversationIdSchema });

/** Placing an unmatched received message in a lead's or an application's conversation. */
export const linkMessageInputSchema = z.object({
  messageId: conversationIdSchema,
  record: conversationRecordSchema,
});

export type LinkMessageInput = z.output<typeof linkMessageInputSchema>;

export const unmatchedPageSize = 50;
const unmatchedLimitMessage = `Limit must be a whole number from 1 to ${String(crmPageSizeMax)}`;

/** One page of the unmatched mail, newest first; absent or null `cursor` for the first. */
export const unmatchedPageInputSchema = z.object({
  cursor: pageCursorSchema.nullish(),
  limit: z
    .int({ error: unmatchedLimitMessage })
    .min(1, unmatchedLimitMessage)
    .max(crmPageSizeMax, unmatchedLimitMessage)
    .default(unmatchedPageSize),
});

export type UnmatchedPageInput = z.output<typeof unmatchedPageInputSchema>;

/**
 * The most attachment bytes kept of one received message: a part that would pass it is left out
 * (the message is kept, and its text says what was left out).
 */
export const receivedAttachmentsMaxBytes = 10 * 1024 * 1024;

/** The largest raw message the inbound door reads; a larger one is refused (413). */
export const inboundMessageMaxBytes = 15 * 1024 * 1024;

/** A lead's one name field as the merge fields read it: the first word, and the rest. */
export function splitPersonName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The merge values of a message to a lead, written by `staffName`. */
export function leadMergeValues(
  lead: { name: string; email: string; company: string | null; teamSize: string | null },
  staffName: string,
): MergeValues {
  return {
    ...splitPersonName(lead.name),
    fullName: lead.name.trim(),
    email: lead.email,
    company: lead.company,
    teamSize: lead.teamSize === null ? null : formatTeamSize(lead.teamSize),
    position: null,
    staffName,
    businessName,
  };
}

/** The merge values of a message to an applicant, written by `staffName`. */
export function applicationMergeValues(
  application: { firstName: string; lastName: string; email: string; position: string },
  staffName: string,
): MergeValues {
  return {
    firstName: application.firstName.trim(),
    lastName: application.lastName.trim(),
    fullName: `${application.firstName.trim()} ${application.lastName.trim()}`.trim(),
    email: application.email,
    company: null,
    teamSize: null,
    position: application.position,
    staffName,
    businessName,
  };
}

/** An attachment's id from a URL path such as '/api/conversation-attachments/12'. */
export const conversationAttachmentIdSchema = z
  .string({ error: 'Invalid attachment id' })
  .regex(/^[0-9]{1,10}$/, 'Invalid attachment id')
  .transform(Number)
  .pipe(conversationIdSchema);
