import type { EntityManager } from '@mikro-orm/postgresql';
import {
  reportCellCsv,
  type ReportKind,
  type ReportPeriod,
  type ReportTable,
  reportTableRows,
  reportTables,
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

type ReadOptions = { em: EntityManager; period: ReportPeriod };

/** Each chart's table (`reportTables`, the one the Reports tab shows) over the period. */
const reportTableReaders: Record<ReportKind, (options: ReadOptions) => Promise<ReportTable>> = {
  funnel: async (options) => reportTables.funnel(await funnelReport(options)),
  newLeads: async (options) => reportTables.newLeads(await newLeadsReport(options)),
  wonValue: async (options) => reportTables.wonValue(await wonValueReport(options)),
  lostReasons: async (options) => reportTables.lostReasons(await lostReasonsReport(options)),
  firstReply: async (options) => reportTables.firstReply(await firstReplyReport(options)),
  applications: async (options) => reportTables.applications(await applicationsReport(options)),
};

/** A chart's numbers as a CSV file (with the byte order mark Excel needs to read UTF-8). */
export async function reportCsv(options: {
  em: EntityManager;
  kind: ReportKind;
  period: ReportPeriod;
}): Promise<string> {
  const table = await reportTableReaders[options.kind](options);
  const header = table.columns.map((column) => column.header);
  const rows = reportTableRows(table, reportCellCsv);
  return csvByteOrderMark + [header, ...rows].map(csvRecord).join('');
}

/** The file a report is saved as: its chart and its period. */
export function reportCsvFileName(kind: ReportKind, period: ReportPeriod): string {
  return `report-${kind}-${period.from}-${period.to}.csv`;
}
