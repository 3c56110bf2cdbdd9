import { Paper, Skeleton, Text } from '@mantine/core';
import { useId } from 'react';
import { formatDollars, formatReplyDuration, type PipelineStats } from '@app/domain';
import { formatCount } from '../admin-format.ts';
import shared from '../shared.module.css';
import classes from './PipelineStatsCards.module.css';

export type StatCard<Stats> = {
  readonly label: string;
  /** null: nothing to measure yet, shown as a dash rather than a misleading 0. */
  readonly value: (stats: Stats) => string | null;
};

/** Shown where a figure has nothing to be measured on. */
const noFigureText = '—';

function formatShare(share: number | null): string | null {
  return share === null ? null : `${Math.round(share * 100)}%`;
}

function formatMedianReply(seconds: number | null): string | null {
  if (seconds === null) return null;
  return seconds < 60 ? '< 1 min' : formatReplyDuration(Math.round(seconds / 60));
}

/** Spec section 2, in order; then the 2-hour reply promise over the last 30 days. */
const statCards: readonly StatCard<PipelineStats>[] = [
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
    <StatsCards
      heading="Pipeline statistics"
      cards={statCards}
      stats={stats}
      noFigureLabel="No leads to measure in the last 30 days"
    />
  );
}

type StatsCardsProps<Stats> = {
  /** The section's name, for screen readers. */
  readonly heading: string;
  readonly cards: readonly StatCard<Stats>[];
  /** Undefined while loading: the cards show placeholders. */
  readonly stats: Stats | undefined;
  /** What a dash stands for. */
  readonly noFigureLabel: string;
};

/** A row of figures, each a card with its label; a pipeline's statistics. */
export function StatsCards<Stats>({
  heading,
  cards,
  stats,
  noFigureLabel,
}: StatsCardsProps<Stats>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <h2 id={headingId} className={shared.visuallyHidden}>
        {heading}
      </h2>
      {/* Focusable: on a phone the row scrolls sideways, and a keyboard must be able to scroll it. */}
      <ul
        className={classes.grid}
        aria-busy={stats === undefined}
        tabIndex={0}
        data-cards={cards.length}
      >
        {cards.map((card) => (
          <Paper component="li" key={card.label} withBorder radius="md" className={classes.card}>
            <h3 className={classes.label}>{card.label}</h3>
            {stats === undefined ? (
              <Skeleton height={32} width="60%" mt={6} />
            ) : (
              <StatValue value={card.value(stats)} noFigureLabel={noFigureLabel} />
            )}
          </Paper>
        ))}
      </ul>
    </section>
  );
}

function StatValue({
  value,
  noFigureLabel,
}: {
  readonly value: string | null;
  readonly noFigureLabel: string;
}) {
  if (value !== null) return <Text className={classes.value}>{value}</Text>;
  return (
    <Text className={classes.value}>
      <span aria-hidden>{noFigureText}</span>
      <span className={shared.visuallyHidden}>{noFigureLabel}</span>
    </Text>
  );
}
