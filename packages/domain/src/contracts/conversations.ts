import { conversationRecordSchema, mergeFieldSchema } from '../conversations.ts';
import { z } from '../zod-config.ts';
import { countSchema, isoTimeSchema, pageSchema, recordIdSchema } from './common.ts';

export const mailTemplateDtoSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  updatedAt: isoTimeSchema,
});

export type MailTemplateDto = z.output<typeof mailTemplateDtoSchema>;

export const mailTemplateListSchema = z.array(mailTemplateDtoSchema);

export const messageAttachmentDtoSchema = z.object({
  id: recordIdSchema,
  fileName: z.string(),
  contentType: z.string(),
  byteSize: countSchema,
});

export type MessageAttachmentDto = z.output<typeof messageAttachmentDtoSchema>;

/** Where a sent message is: in the outbox, delivered to the mail server, or given up on. */
export const sentMessageStatuses = ['waiting', 'sent', 'failed'] as const;

/**
 * How an received message is classed: a person's reply, or mail a program wrote (an auto-reply,
 * a bounce, a mailing list's), which is kept but raises no alert and answers nothing.
 */
export const receivedMessageKinds = ['reply', 'automatic'] as const;

export type ReceivedMessageKind = (typeof receivedMessageKinds)[number];

const messageBaseShape = {
  id: recordIdSchema,
  subject: z.string(),
  /** The text as plain text: the message's own text part where it has one. */
  text: z.string(),
  /**
   * The message's HTML, sanitised on the server: no script, event handlers, styles that run,
   * or links other than http(s) and mailto; remote images are not loaded until staff ask.
   * Null where the message had no HTML part or its text part is preferred.
   */
  html: z.string().nullable(),
  /** The HTML names images on other servers (which can track who opened it). */
  hasRemoteImages: z.boolean(),
  attachments: z.array(messageAttachmentDtoSchema),
  /** When it was sent (queued) or received. */
  at: isoTimeSchema,
};

export const sentMessageDtoSchema = z.object({
  ...messageBaseShape,
  direction: z.literal('sent'),
  to: z.string(),
  /** The staff member who wrote it; null once their account is removed. */
  staffName: z.string().nullable(),
  status: z.enum(sentMessageStatuses),
  /** Why the last delivery try failed, while it has. */
  deliveryError: z.string().nullable(),
});

export const receivedMessageDtoSchema = z.object({
  ...messageBaseShape,
  direction: z.literal('received'),
  fromName: z.string().nullable(),
  fromAddress: z.string(),
  kind: z.enum(receivedMessageKinds),
});

export const messageDtoSchema = z.discriminatedUnion('direction', [
  sentMessageDtoSchema,
  receivedMessageDtoSchema,
]);

export type MessageDto = z.output<typeof messageDtoSchema>;
export type SentMessageDto = z.output<typeof sentMessageDtoSchema>;
export type ReceivedMessageDto = z.output<typeof receivedMessageDtoSchema>;

/** One entry of a lead's or an application's timeline, oldest first. */
export const timelineEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), at: isoTimeSchema, message: messageDtoSchema }),
  z.object({
    type: z.literal('note'),
    at: isoTimeSchema,
    id: recordIdSchema,
    note: z.string(),
  }),
  z.object({
    type: z.literal('stage'),
    at: isoTimeSchema,
    /** The stage's label as the board shows it (or Won, Lost, Hired, Not selected). */
    stage: z.string(),
    /**
     * The history note written with the change, as written: where it came from, and a decision's
     * value or reason ("Lead marked as LOST. Reason: ...").
     */
    note: z.string(),
    staffName: z.string().nullable(),
  }),
]);

export type TimelineEntry = z.output<typeof timelineEntrySchema>;

export const timelineSchema = z.object({
  record: conversationRecordSchema,
  entries: z.array(timelineEntrySchema),
  /** The last message is the person's reply and no staff message has followed it. */
  replyWaiting: z.boolean(),
});

export type Timeline = z.output<typeof timelineSchema>;

/** What a message will look like, before it is sent. */
export const messagePreviewSchema = z.object({
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Merge fields the message uses that this record has no value for: they are left empty. */
  emptyFields: z.array(mergeFieldSchema),
});

export type MessagePreview = z.output<typeof messagePreviewSchema>;

/** A received message that matched no lead or application, waiting for staff to place it. */
export const unmatchedMessageDtoSchema = receivedMessageDtoSchema.extend({
  /** Leads and applications open under the sender's address, offered first when linking. */
  suggestions: z.array(conversationRecordSchema),
});

export type UnmatchedMessageDto = z.output<typeof unmatchedMessageDtoSchema>;

export const unmatchedMessagePageSchema = pageSchema(unmatchedMessageDtoSchema);

/**
 * `POST /api/inbound-email`'s answer (202): whether this delivery stored a message, and whether
 * the message was there already (the other door, or a provider's retry, brought it first).
 */
export const inboundEmailAnswerSchema = z.object({
  stored: z.boolean(),
  duplicate: z.boolean(),
});

export type InboundEmailAnswer = z.output<typeof inboundEmailAnswerSchema>;
