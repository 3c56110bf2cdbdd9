import { Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { reportViewPeriod, type ReportView } from '@app/domain';
import {
  ApplicationsChart,
  FirstReplyChart,
  FunnelChart,
  LostReasonsChart,
  NewLeadsChart,
  WonValueChart,
} from './ReportCharts.tsx';
import { ReportPeriodPicker } from './ReportPeriodPicker.tsx';
import { formatPeriod } from './report-format.ts';
import { linkReportStyles } from './report-styles.ts';
import classes from './ReportsTab.module.css';

const reportsTabTexts = { heading: 'Reports' } as const;

type ReportsTabProps = {
  readonly view: ReportView;
  readonly onViewChange: (view: ReportView) => void;
  /** Today, for "the last N days"; a fixed clock in tests. */
  readonly now?: (() => Date) | undefined;
};

const systemNow = () => new Date();

// Once, as the tab's code first loads: the styles come with it and with nothing else.
linkReportStyles(document);

/**
 * Where leads come from, how they convert, what is won and why deals are lost: six charts over
 * one period, each with its numbers as a table and as a CSV.
 */
export function ReportsTab({ view, onViewChange, now = systemNow }: ReportsTabProps) {
  const period = useMemo(() => reportViewPeriod(view, now()), [view, now]);
  return (
    <div className={classes.tab}>
      <div className={classes.toolbar}>
        <div>
          <Title order={2} className={classes.heading}>
            {reportsTabTexts.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {formatPeriod(period)}
          </Text>
        </div>
        <ReportPeriodPicker view={view} period={period} onChange={onViewChange} />
      </div>
      <div className={classes.grid}>
        <FunnelChart period={period} />
        <NewLeadsChart period={period} />
        <WonValueChart period={period} />
        <LostReasonsChart period={period} />
        <FirstReplyChart period={period} />
        <ApplicationsChart period={period} />
      </div>
    </div>
  );
}
