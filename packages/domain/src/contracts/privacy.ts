import { applicationStageSchema } from '../applications.ts';
import { type PrivacyDataKind, privacyDataKinds } from '../privacy.ts';
import { z } from '../zod-config.ts';
import { applicationCvDtoSchema } from './applications.ts';
import { countSchema, isoTimeSchema, recordIdSchema } from './common.ts';
import { leadDtoSchema, leadSourceSchema } from './leads.ts';
import { mailMessageKindSchema, mailMessageStatusSchema } from './mail.ts';
import {
  applicationFieldsShape,
  contactSubmissionDtoSchema,
  spamReasonSchema,
} from './submissions.ts';

export const privacyCountsSchema = z.object(
  Object.fromEntries(privacyDataKinds.map((kind) => [kind, countSchema])) as Record<
    PrivacyDataKind,
    typeof countSchema
  >,
);

export type PrivacyCounts = z.output<typeof privacyCountsSchema>;

export const privacyNoteDtoSchema = z.object({
  id: recordIdSchema,
  note: z.string(),
  createdAt: isoTimeSchema,
});

export const privacyContactSubmissionDtoSchema = contactSubmissionDtoSchema.extend({
  spamReason: spamReasonSchema.nullable(),
  /** Where the request was sent from, as the form reported it; null when nothing is known. */
  source: leadSourceSchema.nullable(),
});

/** The lead's own fields and notes; its links to other records are left out. */
export const privacyLeadDtoSchema = leadDtoSchema
  .omit({
    awaitsReply: true,
    firstReplyAt: true,
    previousLead: true,
    applicationIds: true,
    replyWaiting: true,
  })
  .extend({ notes: z.array(privacyNoteDtoSchema) });

/**
 * An application as a person's data: a CV is described without its bytes, which are a download
 * of their own (`GET /api/career-submissions/:id/cv`), so neither a search nor an export holds a file.
 */
export const privacyApplicationDtoSchema = z.object({
  id: recordIdSchema,
  ...applicationFieldsShape,
  stage: applicationStageSchema,
  notSelectedReason: z.string().nullable(),
  spamReason: spamReasonSchema.nullable(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
  cv: applicationCvDtoSchema.nullable(),
  notes: z.array(privacyNoteDtoSchema),
});

export const privacyMailMessageDtoSchema = z.object({
  id: recordIdSchema,
  kind: mailMessageKindSchema,
  recipient: z.string().nullable(),
  status: mailMessageStatusSchema,
  /** The fields the message is written from, as the form sent them. */
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: isoTimeSchema,
  sentAt: isoTimeSchema.nullable(),
});

/** Everything held about one address. */
export const privacyRecordsDtoSchema = z.object({
  /** The address searched, lower-cased: every row below has it, whatever its case there. */
  email: z.string(),
  counts: privacyCountsSchema,
  contactSubmissions: z.array(privacyContactSubmissionDtoSchema),
  leads: z.array(privacyLeadDtoSchema),
  applications: z.array(privacyApplicationDtoSchema),
  mailMessages: z.array(privacyMailMessageDtoSchema),
});

export type PrivacyRecordsDto = z.output<typeof privacyRecordsDtoSchema>;

/** Everything held about one address as the person receives it; their CVs download beside it. */
export const privacyExportDtoSchema = privacyRecordsDtoSchema.extend({ exportedAt: isoTimeSchema });

export type PrivacyExportDto = z.output<typeof privacyExportDtoSchema>;

export const privacyErasureSchema = z.object({ erased: privacyCountsSchema });

export type PrivacyErasure = z.output<typeof privacyErasureSchema>;

/** What a retention run erases: a person's kinds of data, and old login attempts. */
export const retentionCountsSchema = privacyCountsSchema.extend({ loginAttempts: countSchema });

export type RetentionCounts = z.output<typeof retentionCountsSchema>;

/** The admin screen's dry run of the retention job. */
export const retentionPreviewSchema = z.object({
  /** RETENTION_MONTHS. */
  months: z.int().positive(),
  /** RETAIN_WON_LEADS. */
  retainWonLeads: z.boolean(),
  /** Records whose last activity is before this go at the next run. */
  cutoff: isoTimeSchema,
  /** When the next run is due; null when it is due already (it runs within the hour). */
  nextRunAt: isoTimeSchema.nullable(),
  /** What the next run would erase if nothing changed meanwhile. */
  counts: retentionCountsSchema,
  lastRun: z
    .object({ at: isoTimeSchema, erased: z.record(z.string(), countSchema).readonly() })
    .nullable(),
});

export type RetentionPreview = z.output<typeof retentionPreviewSchema>;
