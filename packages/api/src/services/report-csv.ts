import type { EntityManager } from '@mikro-orm/postgresql';
import {
  reportCellCsv,
  type ReportKind,
  type ReportPeriod,
  type ReportsByKind,
  type ReportTable,
  reportTableOf,
  reportTableRows,
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

type ReportReader<Kind extends ReportKind> = (options: {
  em: EntityManager;
  period: ReportPeriod;
}) => Promise<ReportsByKind[Kind]>;

const reportReaders: { [Kind in ReportKind]: ReportReader<Kind> } = {
  funnel: funnelReport,
  newLeads: newLeadsReport,
  wonValue: wonValueReport,
  lostReasons: lostReasonsReport,
  firstReply: firstReplyReport,
  applications: applicationsReport,
};

/** A chart's table (`reportTables`, the one the Reports tab shows) over the period. */
async function readReportTable<Kind extends ReportKind>(
  kind: Kind,
  options: { em: EntityManager; period: ReportPeriod },
): Promise<ReportTable> {
  const read: ReportReader<Kind> = reportReaders[kind];
  return reportTableOf(kind, await read(options));
}

/** A chart's numbers as a CSV file (with the byte order mark Excel needs to read UTF-8). */
export async function reportCsv(options: {
  em: EntityManager;
  kind: ReportKind;
  period: ReportPeriod;
}): Promise<string> {
  const table = await readReportTable(options.kind, options);
  const header = table.columns.map((column) => column.header);
  const rows = reportTableRows(table, reportCellCsv);
  return csvByteOrderMark + [header, ...rows].map(csvRecord).join('');
}

/** The file a report is saved as: its chart and its period. */
export function reportCsvFileName(kind: ReportKind, period: ReportPeriod): string {
  return `report-${kind}-${period.from}-${period.to}.csv`;
}
