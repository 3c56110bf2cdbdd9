import { BarChart } from '@mantine/charts';
import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  applicationStages,
  firstReplyBuckets,
  formatDollars,
  formatMonth,
  formatShare,
  formatWeek,
  funnelConversions,
  keptReplyPromise,
  leadStages,
  noReportFigure,
  otherLeadSources,
  reportTables,
  stageLabel,
  type FirstReplyReport,
  type LeadStage,
  type ReportPeriod,
} from '@app/domain';
import { formatCount } from '../admin-format.ts';
import { useAdminTRPC } from '../api/admin-api.ts';
import { ReportCard } from './ReportCard.tsx';
import classes from './ReportsTab.module.css';

const reportTexts = {
  noLeads: 'No leads in this period',
  noWon: 'No deals won in this period',
  noLost: 'No deals lost in this period',
  noApplications: 'No applications in this period',
  leads: 'Leads',
} as const;

type ChartProps = { readonly period: ReportPeriod };

const chartHeight = 260;

/**
 * What every chart shares. The chart is hidden from screen readers, its table standing in for it,
 * so recharts' keyboard layer (a focusable drawing) would be a stop leading nowhere.
 */
const chartBase = { barChartProps: { accessibilityLayer: false } } as const;

/** Counts are whole: an axis of leads has no 0.75 mark. */
const countAxis = { allowDecimals: false } as const;

/** '1 new lead', '3 new leads'. */
function counted(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
/** Bars, their labels and the legend in the board's shades: the stage colours' sixth. */
const shade = (color: string) => `${color}.6`;

const stageColor = (stage: LeadStage) =>
  shade(leadStages.find((info) => info.value === stage)?.color ?? 'gray');

/** Leads reaching each stage, in the board's colours, with the conversion of every step. */
export function FunnelChart({ period }: ChartProps) {
  const trpc = useAdminTRPC();
  const query = useQuery(trpc.reports.funnel.queryOptions(period));
  return (
    <ReportCard
      kind="funnel"
      period={period}
      query={query}
      emptyText={reportTexts.noLeads}
      isEmpty={(report) =>
        report.won === 0 && report.lost === 0 && report.stages.every((step) => step.reached === 0)
      }
      summary={(report) => {
        const steps = funnelConversions(report);
        return (
          <List size="sm" className={classes.conversions}>
            {steps.map((step, index) => (
              <List.Item key={step.stage}>
                {`${stageLabel(step.stage)} → ${stageLabel(steps[index + 1]?.stage ?? 'closed_won')}: ${formatShare(step.toNext)}`}
              </List.Item>
            ))}
            <List.Item>{`${stageLabel('new')} → Won: ${formatShare(steps[0]?.toWon ?? null)}`}</List.Item>
          </List>
        );
      }}
      chart={(report) => (
        <BarChart
          {...chartBase}
          h={chartHeight}
          data={[
            ...report.stages.map((step) => ({
              stage: stageLabel(step.stage),
              leads: step.reached,
              color: stageColor(step.stage),
            })),
            { stage: stageLabel('closed_won'), leads: report.won, color: stageColor('closed_won') },
            {
              stage: stageLabel('closed_lost'),
              leads: report.lost,
              color: stageColor('closed_lost'),
            },
          ]}
          dataKey="stage"
          series={[{ name: 'leads', label: reportTexts.leads, color: 'blue.6' }]}
          valueFormatter={formatCount}
          yAxisProps={countAxis}
        />
      )}
      table={reportTables.funnel}
    />
  );
}

/** Series keys for the sources: a source's own text could hold a dot, which charts read as a path. */
const sourceKey = (index: number) => `source${String(index)}`;
const sourceColors = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'pink.6', 'cyan.6'];

/** New leads per week, stacked by the page or campaign they came from. */
export function NewLeadsChart({ period }: ChartProps) {
  const trpc = useAdminTRPC();
  const query = useQuery(trpc.reports.newLeads.queryOptions(period));
  return (
    <ReportCard
      kind="newLeads"
      period={period}
      query={query}
      emptyText={reportTexts.noLeads}
      isEmpty={(report) => report.weeks.every((week) => week.total === 0)}
      summary={(report) => (
        <Text size="sm">
          {counted(
            report.weeks.reduce((sum, week) => sum + week.total, 0),
            'new lead',
            'new leads',
          )}
        </Text>
      )}
      chart={(report) => (
        <BarChart
          {...chartBase}
          h={chartHeight}
          type="stacked"
          withLegend
          data={report.weeks.map((week) => ({
            week: formatWeek(week.week),
            ...Object.fromEntries(
              report.sources.map((source, index) => [sourceKey(index), week.counts[source] ?? 0]),
            ),
          }))}
          dataKey="week"
          series={report.sources.map((source, index) => ({
            name: sourceKey(index),
            label: source,
            color:
              source === otherLeadSources
                ? 'gray.5'
                : (sourceColors[index % sourceColors.length] ?? 'blue.6'),
          }))}
          valueFormatter={formatCount}
          yAxisProps={countAxis}
        />
      )}
      table={reportTables.newLeads}
    />
  );
}

/** What was won each month, and the average deal over the period. */
export function WonValueChart({ period }: ChartProps) {
  const trpc = useAdminTRPC();
  const query = useQuery(trpc.reports.wonValue.queryOptions(period));
  return (
    <ReportCard
      kind="wonValue"
      period={period}
      query={query}
      emptyText={reportTexts.noWon}
      isEmpty={(report) => report.months.every((month) => month.wonCount === 0)}
      summary={(report) => (
        <Text size="sm">
          {`${counted(
            report.months.reduce((sum, month) => sum + month.wonCount, 0),
            'deal',
            'deals',
          )} won; average deal `}
          <strong>
            {report.averageDealValue === null
              ? noReportFigure
              : formatDollars(report.averageDealValue)}
          </strong>
        </Text>
      )}
      chart={(report) => (
        <BarChart
          {...chartBase}
          h={chartHeight}
          data={report.months.map((month) => ({
            month: formatMonth(month.month),
            value: month.wonValue,
          }))}
          dataKey="month"
          series={[{ name: 'value', label: 'Value won', color: stageColor('closed_won') }]}
          valueFormatter={formatDollars}
          yAxisProps={{ width: 80 }}
        />
      )}
      table={reportTables.wonValue}
    />
  );
}

/** Why deals were lost, the most common reason on top. */
export function LostReasonsChart({ period }: ChartProps) {
  const trpc = useAdminTRPC();
  const query = useQuery(trpc.reports.lostReasons.queryOptions(period));
  return (
    <ReportCard
      kind="lostReasons"
      period={period}
      query={query}
      emptyText={reportTexts.noLost}
      isEmpty={(report) => report.totalLost === 0}
      summary={(report) => (
        <Text size="sm">{`${counted(report.totalLost, 'deal', 'deals')} lost`}</Text>
      )}
      chart={(report) => (
        <BarChart
          {...chartBase}
          // Each reason a bar of its own height: long lists grow rather than squeeze.
          h={Math.max(120, report.reasons.length * 36 + 40)}
          orientation="vertical"
          data={report.reasons.map((reason) => ({ reason: reason.reason, count: reason.count }))}
          dataKey="reason"
          series={[{ name: 'count', label: 'Leads lost', color: stageColor('closed_lost') }]}
          valueFormatter={formatCount}
          xAxisProps={countAxis}
          yAxisProps={{ width: 120 }}
        />
      )}
      table={reportTables.lostReasons}
    />
  );
}

function countOf(report: FirstReplyReport, key: (typeof firstReplyBuckets)[number]['key']) {
  return report.buckets.find((bucket) => bucket.bucket === key)?.count ?? 0;
}

const firstReplySummary = (report: FirstReplyReport) =>
  `${formatCount(report.withinPromise)} of ${formatCount(report.replied)} replied within 2 hours`;

/** How long leads waited for a first reply: within the 2-hour promise green, beyond it red. */
export function FirstReplyChart({ period }: ChartProps) {
  const trpc = useAdminTRPC();
  const query = useQuery(trpc.reports.firstReply.queryOptions(period));
  return (
    <ReportCard
      kind="firstReply"
      period={period}
      query={query}
      emptyText={reportTexts.noLeads}
      isEmpty={(report) => report.replied === 0 && report.awaiting === 0}
      summary={(report) => (
        <Text size="sm">
          <strong>{firstReplySummary(report)}</strong>
          {report.awaiting > 0 && `; ${formatCount(report.awaiting)} still awaiting a reply`}
        </Text>
      )}
      chart={(report) => (
        <BarChart
          {...chartBase}
          h={chartHeight}
          data={firstReplyBuckets.map((bucket) => ({
            bucket: bucket.label,
            leads: countOf(report, bucket.key),
            color: keptReplyPromise(bucket) ? 'green.6' : 'red.6',
          }))}
          dataKey="bucket"
          series={[{ name: 'leads', label: reportTexts.leads, color: 'gray.6' }]}
          valueFormatter={formatCount}
          yAxisProps={countAxis}
        />
      )}
      table={reportTables.firstReply}
    />
  );
}

/** Applications per position, each bar split by the stage the applications are in now. */
export function ApplicationsChart({ period }: ChartProps) {
  const trpc = useAdminTRPC();
  const query = useQuery(trpc.reports.applications.queryOptions(period));
  return (
    <ReportCard
      kind="applications"
      period={period}
      query={query}
      emptyText={reportTexts.noApplications}
      isEmpty={(report) => report.positions.length === 0}
      chart={(report) => (
        <BarChart
          {...chartBase}
          h={Math.max(160, report.positions.length * 40 + 80)}
          type="stacked"
          orientation="vertical"
          withLegend
          data={report.positions.map((position) => ({
            position: position.position,
            ...position.counts,
          }))}
          dataKey="position"
          series={applicationStages.map((stage) => ({
            name: stage.value,
            label: stage.label,
            color: shade(stage.color),
          }))}
          valueFormatter={formatCount}
          xAxisProps={countAxis}
          yAxisProps={{ width: 120 }}
        />
      )}
      table={reportTables.applications}
    />
  );
}
