const weekFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-AU', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
});

/** A week as its Monday, '23 Nov 2026' (the reports' days are UTC days). */
export function formatWeek(monday: string): string {
  return weekFormat.format(new Date(`${monday}T00:00:00Z`));
}

/** A month, 'Nov 2026', from '2026-11'. */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** A share as a whole percentage, '42%'; a dash where there was nothing to divide. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : percentFormat.format(share);
}

/** The period's first and last days, '1 Sep 2026 to 29 Nov 2026'. */
export function formatPeriod(period: { from: string; to: string }): string {
  return `${formatWeek(period.from)} to ${formatWeek(period.to)}`;
}
