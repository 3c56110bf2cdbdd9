import { Paper, Skeleton, Text } from '@mantine/core';
import { formatDollars, formatReplyDuration, type PipelineStats } from '@app/domain';
import { formatCount } from '../admin-format.ts';
import shared from '../shared.module.css';
import classes from './PipelineStatsCards.module.css';

type StatCard = {
  readonly label: string;
  /** null: nothing to measure yet, shown as a dash rather than a misleading 0. */
  readonly value: (stats: PipelineStats) => string | null;
};

/** Shown where a figure has nothing to be measured on. */
export const noFigureText = '—';

function formatShare(share: number | null): string | null {
  return share === null ? null : `${Math.round(share * 100)}%`;
}

function formatMedianReply(seconds: number | null): string | null {
  if (seconds === null) return null;
  return seconds < 60 ? '< 1 min' : formatReplyDuration(Math.round(seconds / 60));
}

/** Spec section 2, in order; then the 2-hour reply promise over the last 30 days. */
export const statCards: readonly StatCard[] = [
  { label: 'Active Leads', value: (stats) => formatCount(stats.activeLeads) },
  { label: 'Won', value: (stats) => formatCount(stats.won) },
  { label: 'Lost', value: (stats) => formatCount(stats.lost) },
  { label: 'Won Value', value: (stats) => formatDollars(stats.wonValue) },
  { label: 'Total Value', value: (stats) => formatDollars(stats.totalValue) },
  {
    label: 'Replied within 2 hours',
    value: (stats) => formatShare(stats.repliedWithinTwoHoursShare),
  },
  {
    label: 'Median time to first reply',
    value: (stats) => formatMedianReply(stats.medianFirstReplySeconds),
  },
];

/** The figures of the pipeline; undefined stats show placeholders while they load. */
export function PipelineStatsCards({ stats }: { readonly stats: PipelineStats | undefined }) {
  return (
    <section aria-labelledby="pipeline-stats-heading" className={classes.section}>
      <h2 id="pipeline-stats-heading" className={shared.visuallyHidden}>
        Pipeline statistics
      </h2>
      {/* Focusable: on a phone the row scrolls sideways, and a keyboard must be able to scroll it. */}
      <ul className={classes.grid} aria-busy={stats === undefined} tabIndex={0}>
        {statCards.map((card) => (
          <Paper component="li" key={card.label} withBorder radius="md" className={classes.card}>
            <h3 className={classes.label}>{card.label}</h3>
            {stats === undefined ? (
              <Skeleton height={32} width="60%" mt={6} />
            ) : (
              <StatValue value={card.value(stats)} />
            )}
          </Paper>
        ))}
      </ul>
    </section>
  );
}

function StatValue({ value }: { readonly value: string | null }) {
  if (value !== null) return <Text className={classes.value}>{value}</Text>;
  return (
    <Text className={classes.value}>
      <span aria-hidden>{noFigureText}</span>
      <span className={shared.visuallyHidden}>No leads to measure in the last 30 days</span>
    </Text>
  );
}
