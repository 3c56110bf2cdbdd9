import { applicationStages } from './applications.ts';
import { utcDayFormat } from './enquiries.ts';
import { formatDollars, stageLabel } from './leads.ts';
import { replyPromiseMs } from './reply-promise.ts';
import type {
  ApplicationsReport,
  FirstReplyReport,
  FunnelReport,
  LostReasonsReport,
  NewLeadsReport,
  WonValueReport,
} from './contracts/reports.ts';
import { firstReplyBuckets, funnelConversions, type ReportKind } from './reports.ts';

/**
 * Each report's numbers as a table: its columns (header, how a value reads) and its rows, written
 * once for the chart's table on the Reports tab and the report's CSV. The two differ only in how a
 * value is written: for a person on screen (`reportCellText`: '1,234', '42%', '23 Nov 2026') or
 * for a spreadsheet (`reportCellCsv`: 1234, '42.0%', '2026-11-23').
 */
export type ReportCellFormat = 'text' | 'count' | 'share' | 'dollars' | 'week' | 'month';

/** A cell's value as the report holds it; null where there is nothing (a share of nothing). */
export type ReportValue = string | number | null;

export interface ReportColumnHead {
  readonly header: string;
  readonly format: ReportCellFormat;
}

interface ReportColumn<Row> extends ReportColumnHead {
  readonly value: (row: Row) => ReportValue;
}

export interface ReportTable {
  readonly columns: readonly ReportColumnHead[];
  /** The first cell of each row names it (a stage, a week): it is the row's header. */
  readonly rows: readonly (readonly ReportValue[])[];
  /**
   * Rows that add the others up ('Total', 'Whole period'): their first cell is a text whatever
   * the first column holds, the others read as their columns do.
   */
  readonly summaryRows: readonly (readonly ReportValue[])[];
}

function table<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  summaryRows: readonly (readonly ReportValue[])[] = [],
): ReportTable {
  return {
    columns: columns.map(({ header, format }) => ({ header, format })),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
    summaryRows,
  };
}

/** What each report's procedure answers, by its kind. */
export interface ReportsByKind {
  funnel: FunnelReport;
  newLeads: NewLeadsReport;
  wonValue: WonValueReport;
  lostReasons: LostReasonsReport;
  firstReply: FirstReplyReport;
  applications: ApplicationsReport;
}

const promiseMinutes = replyPromiseMs / 60_000;

/** Whether every reply in a bucket kept the 2-hour promise. */
export function keptReplyPromise(bucket: (typeof firstReplyBuckets)[number]): boolean {
  return bucket.maxMinutes !== null && bucket.maxMinutes <= promiseMinutes;
}

export const reportTables: { [Kind in ReportKind]: (report: ReportsByKind[Kind]) => ReportTable } =
  {
    funnel(report) {
      type Step = { stage: string; reached: number; toNext: number | null; toWon: number | null };
      const steps: Step[] = [
        ...funnelConversions(report).map((step) => ({ ...step, stage: stageLabel(step.stage) })),
        { stage: stageLabel('closed_won'), reached: report.won, toNext: null, toWon: null },
        { stage: stageLabel('closed_lost'), reached: report.lost, toNext: null, toWon: null },
      ];
      return table<Step>(
        [
          { header: 'Stage', format: 'text', value: (step) => step.stage },
          { header: 'Leads reached', format: 'count', value: (step) => step.reached },
          { header: 'Conversion to next stage', format: 'share', value: (step) => step.toNext },
          { header: 'Conversion to Won', format: 'share', value: (step) => step.toWon },
        ],
        steps,
      );
    },
    newLeads(report) {
      type Week = NewLeadsReport['weeks'][number];
      return table<Week>(
        [
          { header: 'Week starting', format: 'week', value: (week) => week.week },
          ...report.sources.map((source): ReportColumn<Week> => ({
            header: source,
            format: 'count',
            value: (week) => week.counts[source] ?? 0,
          })),
          { header: 'Total', format: 'count', value: (week) => week.total },
        ],
        report.weeks,
      );
    },
    wonValue(report) {
      type Month = WonValueReport['months'][number];
      const wonCount = report.months.reduce((sum, month) => sum + month.wonCount, 0);
      const wonValue = report.months.reduce((sum, month) => sum + month.wonValue, 0);
      return table<Month>(
        [
          { header: 'Month', format: 'month', value: (month) => month.month },
          { header: 'Deals won', format: 'count', value: (month) => month.wonCount },
          { header: 'Value won (USD)', format: 'dollars', value: (month) => month.wonValue },
          {
            header: 'Average deal (USD)',
            format: 'dollars',
            value: (month) =>
              month.wonCount === 0 ? null : Math.round(month.wonValue / month.wonCount),
          },
        ],
        report.months,
        [['Whole period', wonCount, wonValue, report.averageDealValue]],
      );
    },
    lostReasons(report) {
      type Reason = LostReasonsReport['reasons'][number];
      const share = (count: number) => (report.totalLost === 0 ? null : count / report.totalLost);
      return table<Reason>(
        [
          { header: 'Reason', format: 'text', value: (reason) => reason.reason },
          { header: 'Leads lost', format: 'count', value: (reason) => reason.count },
          { header: 'Share', format: 'share', value: (reason) => share(reason.count) },
        ],
        report.reasons,
        [['Total', report.totalLost, share(report.totalLost)]],
      );
    },
    firstReply(report) {
      type Bucket = (typeof firstReplyBuckets)[number];
      const countOf = (bucket: Bucket) =>
        report.buckets.find((counted) => counted.bucket === bucket.key)?.count ?? 0;
      return table<Bucket>(
        [
          { header: 'Time to first reply', format: 'text', value: (bucket) => bucket.label },
          { header: 'Leads', format: 'count', value: countOf },
          {
            header: `Within the ${String(promiseMinutes / 60)}-hour promise`,
            format: 'text',
            value: (bucket) => (keptReplyPromise(bucket) ? 'Yes' : 'No'),
          },
        ],
        firstReplyBuckets,
        [
          [`Replied within ${String(promiseMinutes / 60)} hours`, report.withinPromise, null],
          ['Replied', report.replied, null],
          ['Still awaiting a reply', report.awaiting, null],
        ],
      );
    },
    applications(report) {
      type Position = ApplicationsReport['positions'][number];
      return table<Position>(
        [
          { header: 'Position', format: 'text', value: (position) => position.position },
          ...applicationStages.map((stage): ReportColumn<Position> => ({
            header: stage.label,
            format: 'count',
            value: (position) => position.counts[stage.value],
          })),
          { header: 'Total', format: 'count', value: (position) => position.total },
        ],
        report.positions,
      );
    },
  };

const countFormat = new Intl.NumberFormat('en-US');
const shareFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const monthFormat = new Intl.DateTimeFormat('en-AU', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A week as its Monday, '23 Nov 2026' (the reports' days are UTC days). */
export function formatWeek(monday: string): string {
  return utcDayFormat.format(new Date(`${monday}T00:00:00Z`));
}

/** A month, 'Nov 2026', from '2026-11'. */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** Nothing to show: a step with no leads to convert. */
export const noReportFigure = '—';

/** A share as a whole percentage, '42%'; a dash where there was nothing to divide. */
export function formatShare(share: number | null): string {
  return share === null ? noReportFigure : shareFormat.format(share);
}

/** Whole numbers with thousands separators: '1,234'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A cell as the Reports tab shows it. */
export function reportCellText(value: ReportValue, format: ReportCellFormat): string {
  if (value === null) return noReportFigure;
  if (typeof value === 'string') {
    if (format === 'week') return formatWeek(value);
    if (format === 'month') return formatMonth(value);
    return value;
  }
  if (format === 'share') return formatShare(value);
  if (format === 'dollars') return formatDollars(value);
  return formatCount(value);
}

/**
 * A cell as a spreadsheet reads it: numbers bare, a share as a percentage to one decimal, days and
 * months as their ISO text; empty where there is nothing.
 */
export function reportCellCsv(value: ReportValue, format: ReportCellFormat): ReportValue {
  if (typeof value === 'number' && format === 'share') return `${(value * 100).toFixed(1)}%`;
  return value;
}

/** The table's rows, the summary rows after them, each cell written by `write`. */
export function reportTableRows<Cell>(
  reportTable: ReportTable,
  write: (value: ReportValue, format: ReportCellFormat) => Cell,
): Cell[][] {
  const { columns } = reportTable;
  return [
    ...reportTable.rows.map((row) =>
      row.map((value, index) => write(value, columns[index]?.format ?? 'text')),
    ),
    ...reportTable.summaryRows.map((row) =>
      row.map((value, index) =>
        write(value, index === 0 ? 'text' : (columns[index]?.format ?? 'text')),
      ),
    ),
  ];
}
