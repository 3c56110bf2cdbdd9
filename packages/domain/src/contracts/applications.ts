import { applicationStageSchema } from '../applications.ts';
import { z } from '../zod-config.ts';
import { countSchema, isoTimeSchema, pageSchema, recordIdSchema } from './common.ts';
import { careerApplicationFieldsDtoSchema } from './submissions.ts';

/** What an application's CV was sent as; its bytes are a download of their own. */
export const applicationCvDtoSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  byteSize: countSchema,
});

export type ApplicationCvDto = z.output<typeof applicationCvDtoSchema>;

/**
 * A job application on the hiring board, as the API answers it: the list's fields and more,
 * written by PostgreSQL in this order.
 */
export const applicationDtoSchema = careerApplicationFieldsDtoSchema.extend({
  stage: applicationStageSchema,
  /** Set exactly when the stage is Not Selected. */
  notSelectedReason: z.string().nullable(),
  cv: applicationCvDtoSchema.nullable(),
  /** The leads opened from the same address, oldest first: the applicant may also be a client. */
  leadIds: z.array(recordIdSchema),
  /**
   * The applicant's reply awaits an answer. Absent until the conversations' backend writes it
   * (temporary: the backend makes it a required field at merge); absent reads as false.
   */
  replyWaiting: z.boolean().optional(),
});

export type ApplicationDto = z.output<typeof applicationDtoSchema>;

export const applicationPageSchema = pageSchema(applicationDtoSchema);

/** A hiring board column's header: how many applications of the stage match the filter. */
export const applicationStageTotalsSchema = z.object({
  stage: applicationStageSchema,
  count: countSchema,
});

export type ApplicationStageTotals = z.output<typeof applicationStageTotalsSchema>;

export const applicationStageTotalsListSchema = z.array(applicationStageTotalsSchema);

/** The Career Submissions tab's stat cards. */
export const hiringStatsSchema = z.object({
  /** Applications received since the start of this calendar month (UTC). */
  thisMonth: countSchema,
  /** Applications in Applied, Technical Assessment or Culture Fit. */
  inProgress: countSchema,
  hired: countSchema,
  notSelected: countSchema,
});

export type HiringStats = z.output<typeof hiringStatsSchema>;

/** The positions applied for, for the hiring board's filter. */
export const applicationPositionsSchema = z.array(z.string());

export const applicationNoteDtoSchema = z.object({
  id: recordIdSchema,
  applicationId: recordIdSchema,
  note: z.string(),
  createdAt: isoTimeSchema,
});

export type ApplicationNoteDto = z.output<typeof applicationNoteDtoSchema>;

export const applicationNoteListSchema = z.array(applicationNoteDtoSchema);
