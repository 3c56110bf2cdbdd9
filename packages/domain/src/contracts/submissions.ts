import { spamReasons, spamSubmissionKinds } from '../spam.ts';
import { z } from '../zod-config.ts';
import { countSchema, isoTimeSchema, pageSchema, recordIdSchema } from './common.ts';

/** A consultation request's fields as the form sent them: a contact submission's and its lead's. */
export const enquiryFieldsShape = {
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  company: z.string().nullable(),
  teamSize: z.string().nullable(),
  message: z.string().nullable(),
};

export const contactSubmissionDtoSchema = z.object({
  id: recordIdSchema,
  ...enquiryFieldsShape,
  createdAt: isoTimeSchema,
});

export type ContactSubmissionDto = z.output<typeof contactSubmissionDtoSchema>;

export const contactSubmissionListSchema = z.array(contactSubmissionDtoSchema);

export const contactSubmissionPageSchema = pageSchema(contactSubmissionDtoSchema);

/** A job application's own fields, as the form sent them. */
export const applicationFieldsShape = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  description: z.string(),
  linkedinUrl: z.string().nullable(),
};

export const careerApplicationFieldsDtoSchema = z.object({
  id: recordIdSchema,
  ...applicationFieldsShape,
  createdAt: isoTimeSchema,
});

export type CareerApplicationFieldsDto = z.output<typeof careerApplicationFieldsDtoSchema>;

export const careerSubmissionDtoSchema = careerApplicationFieldsDtoSchema.extend({
  /** The leads opened from the same address, oldest first: the applicant may also be a client. */
  leadIds: z.array(recordIdSchema),
});

export type CareerSubmissionDto = z.output<typeof careerSubmissionDtoSchema>;

export const careerSubmissionListSchema = z.array(careerSubmissionDtoSchema);

/** The two submission lists' counts for the filter, for the tabs' labels. */
export const submissionCountsSchema = z.object({ contacts: countSchema, careers: countSchema });

export type SubmissionCounts = z.output<typeof submissionCountsSchema>;

export const spamReasonSchema = z.enum(spamReasons);

export const spamSubmissionDtoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('contact'),
    reason: spamReasonSchema,
    submission: contactSubmissionDtoSchema,
  }),
  z.object({
    kind: z.literal('career'),
    reason: spamReasonSchema,
    submission: careerApplicationFieldsDtoSchema,
  }),
]);

export type SpamSubmissionDto = z.output<typeof spamSubmissionDtoSchema>;

export const spamListDtoSchema = z.object({
  /** The newest kept submissions of both forms, newest first, at most `spamListLimit`. */
  items: z.array(spamSubmissionDtoSchema),
  /** How many are kept in all, for the tab's label. */
  total: countSchema,
});

export type SpamListDto = z.output<typeof spamListDtoSchema>;

/** A "Not spam": the released submission, and the lead it opened or joined (contact requests). */
export const spamReleaseSchema = z.object({
  kind: z.enum(spamSubmissionKinds),
  id: recordIdSchema,
  leadId: recordIdSchema.nullable(),
});

export type SpamRelease = z.output<typeof spamReleaseSchema>;
