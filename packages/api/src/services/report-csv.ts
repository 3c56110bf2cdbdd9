import type { EntityManager } from '@mikro-orm/postgresql';
import {
  applicationStageLabel,
  applicationStageValues,
  firstReplyBuckets,
  funnelConversions,
  replyPromiseMs,
  type ReportKind,
  type ReportPeriod,
  stageLabel,
} from '@app/domain';
import { csvByteOrderMark, csvRecord } from '../csv.ts';
import {
  applicationsReport,
  firstReplyReport,
  funnelReport,
  lostReasonsReport,
  newLeadsReport,
  wonValueReport,
} from './reports.ts';

type Cell = string | number | null;

/** A share as a spreadsheet shows a percentage, to one decimal; empty when there is no base. */
function percent(share: number | null): string | null {
  return share === null ? null : `${(share * 100).toFixed(1)}%`;
}

/** Each chart's numbers as rows under a header row: what the chart shows, in the same order. */
const reportRows: Record<
  ReportKind,
  (em: EntityManager, period: ReportPeriod) => Promise<Cell[][]>
> = {
  async funnel(em, period) {
    const report = await funnelReport({ em, period });
    return [
      ['Stage', 'Leads reached', 'Conversion to next stage', 'Conversion to Won'],
      ...funnelConversions(report).map((step) => [
        stageLabel(step.stage),
        step.reached,
        percent(step.toNext),
        percent(step.toWon),
      ]),
      [stageLabel('closed_won'), report.won, null, null],
      [stageLabel('closed_lost'), report.lost, null, null],
    ];
  },
  async newLeads(em, period) {
    const report = await newLeadsReport({ em, period });
    return [
      ['Week starting', ...report.sources, 'Total'],
      ...report.weeks.map((week) => [
        week.week,
        ...report.sources.map((source) => week.counts[source] ?? 0),
        week.total,
      ]),
    ];
  },
  async wonValue(em, period) {
    const report = await wonValueReport({ em, period });
    const wonCount = report.months.reduce((sum, month) => sum + month.wonCount, 0);
    const wonValue = report.months.reduce((sum, month) => sum + month.wonValue, 0);
    return [
      ['Month', 'Deals won', 'Value won (USD)', 'Average deal (USD)'],
      ...report.months.map((month) => [
        month.month,
        month.wonCount,
        month.wonValue,
        month.wonCount === 0 ? null : Math.round(month.wonValue / month.wonCount),
      ]),
      ['Whole period', wonCount, wonValue, report.averageDealValue],
    ];
  },
  async lostReasons(em, period) {
    const report = await lostReasonsReport({ em, period });
    return [
      ['Reason', 'Leads lost'],
      ...report.reasons.map((reason) => [reason.reason, reason.count]),
      ['Total', report.totalLost],
    ];
  },
  async firstReply(em, period) {
    const report = await firstReplyReport({ em, period });
    const promiseHours = replyPromiseMs / 3_600_000;
    return [
      ['Time to first reply', 'Leads'],
      ...firstReplyBuckets.map((bucket, index) => [
        bucket.label,
        report.buckets[index]?.count ?? 0,
      ]),
      [`Replied within ${promiseHours} hours`, report.withinPromise],
      ['Replied', report.replied],
      ['Still awaiting a reply', report.awaiting],
    ];
  },
  async applications(em, period) {
    const report = await applicationsReport({ em, period });
    return [
      ['Position', ...applicationStageValues.map(applicationStageLabel), 'Total'],
      ...report.positions.map((position) => [
        position.position,
        ...applicationStageValues.map((stage) => position.counts[stage]),
        position.total,
      ]),
    ];
  },
};

/** A chart's numbers as a CSV file (with the byte order mark Excel needs to read UTF-8). */
export async function reportCsv(options: {
  em: EntityManager;
  kind: ReportKind;
  period: ReportPeriod;
}): Promise<string> {
  const rows = await reportRows[options.kind](options.em, options.period);
  return csvByteOrderMark + rows.map(csvRecord).join('');
}

/** The file a report is saved as: its chart and its period. */
export function reportCsvFileName(kind: ReportKind, period: ReportPeriod): string {
  return `report-${kind}-${period.from}-${period.to}.csv`;
}
