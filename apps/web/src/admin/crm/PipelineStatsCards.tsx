import { Paper, Skeleton, Text } from '@mantine/core';
import { formatDollars, type PipelineStats } from '@app/domain';
import { formatCount } from '../admin-format.ts';
import shared from '../shared.module.css';
import classes from './PipelineStatsCards.module.css';

type StatCard = {
  readonly label: string;
  readonly value: (stats: PipelineStats) => string;
};

/** Spec section 2, in order. */
export const statCards: readonly StatCard[] = [
  { label: 'Active Leads', value: (stats) => formatCount(stats.activeLeads) },
  { label: 'Won', value: (stats) => formatCount(stats.won) },
  { label: 'Lost', value: (stats) => formatCount(stats.lost) },
  { label: 'Won Value', value: (stats) => formatDollars(stats.wonValue) },
  { label: 'Total Value', value: (stats) => formatDollars(stats.totalValue) },
];

/** The five figures of the pipeline; undefined stats show placeholders while they load. */
export function PipelineStatsCards({ stats }: { readonly stats: PipelineStats | undefined }) {
  return (
    <section aria-labelledby="pipeline-stats-heading" className={classes.section}>
      <h2 id="pipeline-stats-heading" className={shared.visuallyHidden}>
        Pipeline statistics
      </h2>
      <ul className={classes.grid} aria-busy={stats === undefined}>
        {statCards.map((card) => (
          <Paper component="li" key={card.label} withBorder radius="md" className={classes.card}>
            <h3 className={classes.label}>{card.label}</h3>
            {stats === undefined ? (
              <Skeleton height={32} width="60%" mt={6} />
            ) : (
              <Text className={classes.value}>{card.value(stats)}</Text>
            )}
          </Paper>
        ))}
      </ul>
    </section>
  );
}
