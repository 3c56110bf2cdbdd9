import { applicationStageValues, type ApplicationStage } from '../applications.ts';
import { leadStageSchema } from '../leads.ts';
import { firstReplyBuckets, type FirstReplyBucketKey } from '../reports.ts';
import { z } from '../zod-config.ts';
import { countSchema } from './common.ts';

/**
 * Funnel: of the leads created in the period, how many reached each open stage (the furthest
 * stage a lead was ever in counts for it and every stage before it), and how many were won and
 * lost. Conversions are computed from these counts by the web and the CSV alike
 * (`funnelConversions`).
 */
export const funnelReportSchema = z.object({
  stages: z.array(
    z.object({
      stage: leadStageSchema.exclude(['closed_won', 'closed_lost']),
      reached: countSchema,
    }),
  ),
  won: countSchema,
  lost: countSchema,
});

export type FunnelReport = z.output<typeof funnelReportSchema>;

/** New leads per ISO week (Monday, YYYY-MM-DD), split by source (the top few, the rest as "Other"). */
export const newLeadsReportSchema = z.object({
  /** The sources shown, most leads first; `otherLeadSources` last when there are more. */
  sources: z.array(z.string()),
  weeks: z.array(
    z.object({ week: z.iso.date(), counts: z.record(z.string(), countSchema), total: countSchema }),
  ),
});

export type NewLeadsReport = z.output<typeof newLeadsReportSchema>;

/** Won leads' value per month (YYYY-MM) of being won, and the average deal over the period. */
export const wonValueReportSchema = z.object({
  months: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      wonCount: countSchema,
      wonValue: z.number(),
    }),
  ),
  averageDealValue: z.number().nullable(),
});

export type WonValueReport = z.output<typeof wonValueReportSchema>;

export const lostReasonsReportSchema = z.object({
  reasons: z.array(z.object({ reason: z.string(), count: countSchema })),
  totalLost: countSchema,
});

export type LostReasonsReport = z.output<typeof lostReasonsReportSchema>;

const firstReplyBucketKeys = firstReplyBuckets.map<FirstReplyBucketKey>((bucket) => bucket.key);

export const firstReplyReportSchema = z.object({
  buckets: z.array(z.object({ bucket: z.enum(firstReplyBucketKeys), count: countSchema })),
  /** Replied within the promise (2 hours), of those replied to. */
  withinPromise: countSchema,
  replied: countSchema,
  /** Still waiting for a first reply. */
  awaiting: countSchema,
});

export type FirstReplyReport = z.output<typeof firstReplyReportSchema>;

const applicationStageCountsSchema = z.object(
  Object.fromEntries(applicationStageValues.map((stage) => [stage, countSchema])) as Record<
    ApplicationStage,
    typeof countSchema
  >,
);

/** Applications received in the period per position, split by their current stage. */
export const applicationsReportSchema = z.object({
  positions: z.array(
    z.object({ position: z.string(), counts: applicationStageCountsSchema, total: countSchema }),
  ),
});

export type ApplicationsReport = z.output<typeof applicationsReportSchema>;
