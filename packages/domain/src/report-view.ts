import type { ReportParam } from './admin-link-params.ts';
import {
  defaultReportPeriodDays,
  lastDaysPeriod,
  reportPeriodDays,
  reportPeriodSchema,
  type ReportPeriod,
  type ReportPeriodDays,
} from './reports.ts';

/**
 * The period the Reports tab shows, as its address keeps it: the last 30, 90 or 365 days (which
 * move on with the calendar, so a bookmark stays "the last 90 days"), or a fixed range.
 */
export type ReportView = { readonly days: ReportPeriodDays } | { readonly range: ReportPeriod };

export const defaultReportView: ReportView = { days: defaultReportPeriodDays };

function isReportPeriodDays(value: number): value is ReportPeriodDays {
  return (reportPeriodDays as readonly number[]).includes(value);
}

/**
 * The view an address asks for; null when it names no report param (the Reports area then shows
 * the default period). A valid range wins over a number of days; a mistyped or stale value falls back
 * to the default period rather than to an error, as the CRM's filters do.
 */
export function reportViewFromSearch(
  search: Readonly<Partial<Record<ReportParam, unknown>>>,
): ReportView | null {
  const { reportDays, reportFrom, reportTo } = search;
  if (reportDays === undefined && reportFrom === undefined && reportTo === undefined) return null;
  const range = reportPeriodSchema.safeParse({ from: reportFrom, to: reportTo });
  if (range.success) return { range: range.data };
  // The router reads `?reportDays=30` as the number 30; a hand-written address may quote it.
  const days = typeof reportDays === 'string' ? Number(reportDays) : reportDays;
  if (typeof days === 'number' && isReportPeriodDays(days)) return { days };
  return defaultReportView;
}

/** The address's report params for a view: the others are cleared. */
export function reportViewSearch(view: ReportView): Record<ReportParam, unknown> {
  if ('days' in view) return { reportDays: view.days, reportFrom: undefined, reportTo: undefined };
  return { reportDays: undefined, reportFrom: view.range.from, reportTo: view.range.to };
}

/** The days a view covers, counted back from `today` (UTC) for the last N days. */
export function reportViewPeriod(view: ReportView, today: Date): ReportPeriod {
  return 'days' in view ? lastDaysPeriod(view.days, today) : view.range;
}
