import type { FunnelReport } from './contracts/reports.ts';
import { utcDaySchema } from './utc-days.ts';
import { z } from './zod-config.ts';

/**
 * The Reports tab: its charts, the period they cover, and the shapes their procedures answer. One
 * procedure per chart; the CSV of a chart is its answer's rows.
 */
export const reportKinds = [
  'funnel',
  'newLeads',
  'wonValue',
  'lostReasons',
  'firstReply',
  'applications',
] as const;

export type ReportKind = (typeof reportKinds)[number];

export const reportTitles: Record<ReportKind, string> = {
  funnel: 'Pipeline funnel',
  newLeads: 'New leads per week',
  wonValue: 'Won value per month',
  lostReasons: 'Why deals were lost',
  firstReply: 'Time to first reply',
  applications: 'Applications per position',
};

/** The periods the picker offers, in days back from today; a range in the address is the other way. */
export const reportPeriodDays = [30, 90, 365] as const;

export type ReportPeriodDays = (typeof reportPeriodDays)[number];

export const defaultReportPeriodDays: ReportPeriodDays = 90;

/** The longest range a report covers: five years of weekly buckets stay a few hundred rows. */
export const maxReportRangeDays = 5 * 366;

/**
 * What every report procedure takes: the first and last day of the period (inclusive, UTC calendar
 * days as YYYY-MM-DD). The web turns "last 90 days" into such a range.
 */
export const reportPeriodSchema = z
  .object({ from: utcDaySchema, to: utcDaySchema })
  .refine((period) => period.from <= period.to, {
    message: 'The period must end on or after its first day',
    path: ['to'],
  })
  .refine((period) => daysBetween(period.from, period.to) < maxReportRangeDays, {
    message: 'A report covers at most five years',
    path: ['from'],
  });

export type ReportPeriod = z.output<typeof reportPeriodSchema>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** The last `days` days up to and including `today` (UTC). */
export function lastDaysPeriod(days: number, today: Date): ReportPeriod {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

/** The conversion from each stage to the next (the last open stage's next is Won), and to Won. */
export function funnelConversions(report: FunnelReport): {
  stage: FunnelReport['stages'][number]['stage'];
  reached: number;
  toNext: number | null;
  toWon: number | null;
}[] {
  return report.stages.map((step, index) => {
    const next = report.stages[index + 1]?.reached ?? report.won;
    return {
      stage: step.stage,
      reached: step.reached,
      toNext: step.reached === 0 ? null : next / step.reached,
      toWon: step.reached === 0 ? null : report.won / step.reached,
    };
  });
}

/** Where a lead came from, for grouping: its campaign, else its landing page, else none. */
export const unknownLeadSource = 'Direct or unknown';

export const otherLeadSources = 'Other sources';

/** How many sources the new-leads chart names; the rest are added up as `otherLeadSources`. */
export const maxNamedLeadSources = 5;

/** Lost reasons as staff typed them, grouped without case or surrounding spaces, most common first. */
export const otherLostReasons = 'Other reasons';

/** A lost lead with no reason (leads stored before a reason was required). */
export const noLostReason = 'No reason given';

/** How many reasons the lost-reasons chart names; the rest are added up as `otherLostReasons`. */
export const maxNamedLostReasons = 10;

/** Buckets of the time from a lead's arrival to its first reply, against the 2-hour promise. */
export const firstReplyBuckets = [
  { key: 'under30m', label: 'Under 30 minutes', maxMinutes: 30 },
  { key: 'under1h', label: '30 to 60 minutes', maxMinutes: 60 },
  { key: 'under2h', label: '1 to 2 hours', maxMinutes: 120 },
  { key: 'under4h', label: '2 to 4 hours', maxMinutes: 240 },
  { key: 'under24h', label: '4 to 24 hours', maxMinutes: 1_440 },
  { key: 'over24h', label: 'Over a day', maxMinutes: null },
] as const;

export type FirstReplyBucketKey = (typeof firstReplyBuckets)[number]['key'];
