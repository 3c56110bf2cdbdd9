import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  reportTitles,
  type ReportKind,
  type ReportPeriod,
  type ReportTable as ReportTableData,
} from '@app/domain';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import { useAdminDownload } from '../export/download-file.ts';
import shared from '../shared.module.css';
import { ReportTable } from './ReportTable.tsx';
import classes from './ReportsTab.module.css';

const reportCardTexts = {
  showTable: 'Show as table',
  showTableHint: "Show the chart's numbers as a table under it",
  downloadCsv: 'Download CSV',
  downloadCsvHint: "Download the chart's numbers for the period as a CSV file",
  loading: (title: string) => `Loading ${title.toLowerCase()}...`,
  failed: 'This report could not be loaded.',
} as const;

/** The server's CSV of a chart's numbers over the period. */
function reportCsvUrl(kind: ReportKind, period: ReportPeriod): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return `/api/reports/${kind}.csv?${query.toString()}`;
}

export type ReportCardProps<Data> = {
  readonly kind: ReportKind;
  readonly period: ReportPeriod;
  readonly query: Pick<UseQueryResult<Data>, 'data' | 'isError'>;
  /** What the card says instead of an empty chart. */
  readonly emptyText: string;
  readonly isEmpty: (data: Data) => boolean;
  /** The chart's key figure in words, above it ("8 of 10 replied within 2 hours"). */
  readonly summary?: ((data: Data) => ReactNode) | undefined;
  readonly chart: (data: Data) => ReactNode;
  readonly table: (data: Data) => ReportTableData;
};

/**
 * One chart of the Reports tab with its title, its numbers as a table on request (the same
 * numbers, for screen readers and exact reading) and its CSV.
 */
export function ReportCard<Data>({
  kind,
  period,
  query,
  emptyText,
  isEmpty,
  summary,
  chart,
  table,
}: ReportCardProps<Data>) {
  const titleId = useId();
  const title = reportTitles[kind];
  const [showTable, setShowTable] = useState(false);
  const { downloading, download } = useAdminDownload(adminToasts.csvExportFailed);
  const data = query.data;
  return (
    <Paper component="section" withBorder className={classes.card} aria-labelledby={titleId}>
      <div className={classes.cardHeader}>
        <Title order={3} id={titleId} className={classes.cardTitle}>
          {title}
        </Title>
        <Group gap="xs" className={classes.cardTools}>
          <ActionTooltip label={reportCardTexts.showTableHint}>
            <Button
              size="compact-sm"
              variant={showTable ? 'light' : 'default'}
              leftSection={<IconTable aria-hidden size={16} />}
              aria-pressed={showTable}
              onClick={() => {
                setShowTable((shown) => !shown);
              }}
            >
              {reportCardTexts.showTable}
            </Button>
          </ActionTooltip>
          <ActionTooltip label={reportCardTexts.downloadCsvHint}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload aria-hidden size={16} />}
              loading={downloading}
              aria-describedby={titleId}
              onClick={() => {
                download(
                  reportCsvUrl(kind, period),
                  `report-${kind}-${period.from}-${period.to}.csv`,
                );
              }}
            >
              {reportCardTexts.downloadCsv}
            </Button>
          </ActionTooltip>
        </Group>
      </div>
      {data === undefined ? (
        query.isError ? (
          <Text c="red.8">{reportCardTexts.failed}</Text>
        ) : (
          <div role="status">
            <span className={shared.visuallyHidden}>{reportCardTexts.loading(title)}</span>
            <Skeleton height={220} aria-hidden />
          </div>
        )
      ) : isEmpty(data) ? (
        <Text c="dimmed" className={classes.empty}>
          {emptyText}
        </Text>
      ) : (
        <>
          {summary !== undefined && <div className={classes.summary}>{summary(data)}</div>}
          {showTable ? (
            <ReportTable caption={title} table={table(data)} />
          ) : (
            // The chart is a picture of the table's numbers: screen readers get the table instead.
            <div className={classes.chart} aria-hidden>
              {chart(data)}
            </div>
          )}
        </>
      )}
    </Paper>
  );
}
