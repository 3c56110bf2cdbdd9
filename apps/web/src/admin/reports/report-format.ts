import { formatWeek } from '@app/domain';

/** The period's first and last days, '1 Sep 2026 to 29 Nov 2026'. */
export function formatPeriod(period: { from: string; to: string }): string {
  return `${formatWeek(period.from)} to ${formatWeek(period.to)}`;
}
