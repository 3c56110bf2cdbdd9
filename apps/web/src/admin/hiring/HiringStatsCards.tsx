import type { HiringStats } from '@app/domain';
import { formatCount } from '../admin-format.ts';
import { StatsCards, type StatCard } from '../crm/PipelineStatsCards.tsx';

/** The Career Submissions tab's figures (issue 17): this month's, the open ones, the outcomes. */
const hiringStatCards: readonly StatCard<HiringStats>[] = [
  { label: 'Applications this month', value: (stats) => formatCount(stats.thisMonth) },
  { label: 'In progress', value: (stats) => formatCount(stats.inProgress) },
  { label: 'Hired', value: (stats) => formatCount(stats.hired) },
  { label: 'Not selected', value: (stats) => formatCount(stats.notSelected) },
];

export function HiringStatsCards({ stats }: { readonly stats: HiringStats | undefined }) {
  return (
    <StatsCards
      heading="Hiring statistics"
      cards={hiringStatCards}
      stats={stats}
      noFigureLabel="No applications yet"
    />
  );
}
