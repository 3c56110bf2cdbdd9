import { describe, expect, it } from 'vitest';
import {
  reportCellCsv,
  reportCellText,
  type ReportsByKind,
  reportTableRows,
  reportTables,
} from './report-tables.ts';
import { reportKinds } from './reports.ts';

const reports: ReportsByKind = {
  funnel: {
    stages: [
      { stage: 'new', reached: 4 },
      { stage: 'contacted', reached: 2 },
      { stage: 'qualified', reached: 0 },
      { stage: 'proposal', reached: 0 },
      { stage: 'negotiation', reached: 0 },
    ],
    won: 0,
    lost: 1,
  },
  newLeads: {
    sources: ['spring-2026', 'Other sources'],
    weeks: [{ week: '2026-11-23', counts: { 'spring-2026': 1200 }, total: 1203 }],
  },
  wonValue: {
    months: [
      { month: '2026-10', wonCount: 0, wonValue: 0 },
      { month: '2026-11', wonCount: 2, wonValue: 30_001 },
    ],
    averageDealValue: 15_001,
  },
  lostReasons: { reasons: [{ reason: '=Budget, mostly', count: 1 }], totalLost: 1 },
  firstReply: {
    buckets: [{ bucket: 'under30m', count: 3 }],
    withinPromise: 3,
    replied: 3,
    awaiting: 1,
  },
  applications: {
    positions: [
      {
        position: 'DevOps Engineer',
        counts: { applied: 1, technical_assessment: 0, culture_fit: 0, hired: 0, not_selected: 2 },
        total: 3,
      },
    ],
  },
};

describe('the report tables', () => {
  it('give every row, summary rows too, one cell per column', () => {
    const tables = [
      reportTables.funnel(reports.funnel),
      reportTables.newLeads(reports.newLeads),
      reportTables.wonValue(reports.wonValue),
      reportTables.lostReasons(reports.lostReasons),
      reportTables.firstReply(reports.firstReply),
      reportTables.applications(reports.applications),
    ];
    expect(tables).toHaveLength(reportKinds.length);
    for (const table of tables) {
      for (const row of [...table.rows, ...table.summaryRows]) {
        expect(row).toHaveLength(table.columns.length);
      }
    }
  });

  it('write the same cells for the screen and for a spreadsheet, each in its own way', () => {
    const table = reportTables.wonValue(reports.wonValue);
    expect(table.columns.map((column) => column.header)).toEqual([
      'Month',
      'Deals won',
      'Value won (USD)',
      'Average deal (USD)',
    ]);
    expect(reportTableRows(table, reportCellText)).toEqual([
      ['Oct 2026', '0', '$0', '—'],
      ['Nov 2026', '2', '$30,001', '$15,001'],
      ['Whole period', '2', '$30,001', '$15,001'],
    ]);
    expect(reportTableRows(table, reportCellCsv)).toEqual([
      ['2026-10', 0, 0, null],
      ['2026-11', 2, 30_001, 15_001],
      ['Whole period', 2, 30_001, 15_001],
    ]);
  });

  it('read shares as whole percentages on screen and to one decimal in a CSV', () => {
    const table = reportTables.funnel(reports.funnel);
    const [newRow] = reportTableRows(table, reportCellText);
    const [newCsvRow] = reportTableRows(table, reportCellCsv);
    expect(newRow).toEqual(['New', '4', '50%', '0%']);
    expect(newCsvRow).toEqual(['New', 4, '50.0%', '0.0%']);
  });

  it('write weeks as their Monday and counts with thousands separators on screen', () => {
    const table = reportTables.newLeads(reports.newLeads);
    expect(reportTableRows(table, reportCellText)).toEqual([
      ['23 Nov 2026', '1,200', '0', '1,203'],
    ]);
    expect(reportTableRows(table, reportCellCsv)).toEqual([['2026-11-23', 1200, 0, 1203]]);
  });

  it('keep what staff typed as it is: the CSV writer neutralises formulas, not the table', () => {
    const table = reportTables.lostReasons(reports.lostReasons);
    expect(reportTableRows(table, reportCellCsv)).toEqual([
      ['=Budget, mostly', 1, '100.0%'],
      ['Total', 1, '100.0%'],
    ]);
  });
});
