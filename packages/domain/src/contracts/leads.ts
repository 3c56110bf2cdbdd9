import { leadStageSchema } from '../leads.ts';
import { z } from '../zod-config.ts';
import { countSchema, isoTimeSchema, pageSchema, recordIdSchema } from './common.ts';
import { enquiryFieldsShape } from './submissions.ts';

/** The person's closed lead that came before this one. */
export const previousLeadSchema = z.object({
  id: recordIdSchema,
  outcome: z.enum(['won', 'lost']),
  estimatedValue: z.number().nullable(),
  lostReason: z.string().nullable(),
});

export type PreviousLead = z.output<typeof previousLeadSchema>;

/**
 * Where an enquiry came from, as the contact form reports it: the page it was sent from, the
 * first page of the visit, the site that referred the visit (its origin only) and the `utm_*`
 * tags of the visit's landing address. Each is null when unknown.
 */
export const leadSourceSchema = z.object({
  sourcePage: z.string().nullable(),
  landingPage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
});

export type LeadSource = z.output<typeof leadSourceSchema>;

/**
 * A lead as the API answers it: JSON-ready, dates as ISO 8601 strings. PostgreSQL writes it
 * (`leadRowsSql` in the api package) with its fields in this order.
 */
export const leadDtoSchema = z.object({
  id: recordIdSchema,
  ...enquiryFieldsShape,
  stage: leadStageSchema,
  estimatedValue: z.number().nullable(),
  probability: z.number(),
  isWon: z.boolean(),
  isLost: z.boolean(),
  lostReason: z.string().nullable(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
  /** False for leads stored before replies were tracked: they count as answered. */
  awaitsReply: z.boolean(),
  /** The time of the first staff action on the lead; null until then. */
  firstReplyAt: isoTimeSchema.nullable(),
  /** How many consultation requests the lead stands for: repeat enquiries join an open lead. */
  enquiryCount: z.int().positive(),
  /** When the latest of them came; the board shows the freshest first. */
  lastEnquiryAt: isoTimeSchema,
  /** The person's closed lead before this one, while it exists. */
  previousLead: previousLeadSchema.nullable(),
  /** The job applications sent from the same address, oldest first. */
  applicationIds: z.array(recordIdSchema),
  /** Where the request that opened the lead came from; null when nothing is known. */
  source: leadSourceSchema.nullable(),
  /**
   * The person's reply awaits an answer. Absent until the conversations' backend writes it
   * (temporary: the backend makes it a required field at merge); absent reads as false.
   */
  replyWaiting: z.boolean().optional(),
});

export type LeadDto = z.output<typeof leadDtoSchema>;

export const leadListSchema = z.array(leadDtoSchema);

export const leadPageSchema = pageSchema(leadDtoSchema);

/** A board column's header: how many leads of the stage match, and their estimated values' sum. */
export const stageTotalsSchema = z.object({
  stage: leadStageSchema,
  count: countSchema,
  /** Leads without an estimated value add nothing. */
  value: z.number(),
});

export type StageTotals = z.output<typeof stageTotalsSchema>;

export const stageTotalsListSchema = z.array(stageTotalsSchema);

export const pipelineStatsSchema = z.object({
  activeLeads: countSchema,
  won: countSchema,
  lost: countSchema,
  wonValue: z.number(),
  totalValue: z.number(),
  /**
   * Of the leads created in the last 30 days that awaited a reply and whose outcome is known
   * (answered, or past their 2 hours), the share (0 to 1) answered within 2 hours; null when
   * there is no such lead.
   */
  repliedWithinTwoHoursShare: z.number().min(0).max(1).nullable(),
  /** The median time from creation to first reply of those leads that were answered; null when none was. */
  medianFirstReplySeconds: z.number().nullable(),
});

export type PipelineStats = z.output<typeof pipelineStatsSchema>;

export const leadNoteDtoSchema = z.object({
  id: recordIdSchema,
  leadId: recordIdSchema,
  note: z.string(),
  createdAt: isoTimeSchema,
});

export type LeadNoteDto = z.output<typeof leadNoteDtoSchema>;

export const leadNoteListSchema = z.array(leadNoteDtoSchema);

/** A removed lead, and how many of the person's contact submissions went with it. */
export const leadRemovalSchema = z.object({
  id: recordIdSchema,
  removedSubmissions: countSchema,
});

export type LeadRemoval = z.output<typeof leadRemovalSchema>;

/** The documented `DELETE /api/leads/{id}`: the removed lead's id. */
export const removedLeadSchema = leadRemovalSchema.pick({ id: true });
