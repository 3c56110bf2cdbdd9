const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });
const countFormat = new Intl.NumberFormat('en-US');

/** '21 Nov 2026, 3:04 pm' in the browser's time zone. */
export function formatDateTime(isoTimestamp: string): string {
  return dateTimeFormat.format(new Date(isoTimestamp));
}

/** '21 Nov 2026' in the browser's time zone. */
export function formatDate(isoTimestamp: string): string {
  return dateFormat.format(new Date(isoTimestamp));
}

/** Whole numbers with thousands separators: '1,234'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Team sizes are stored as the band ('4-7') and shown as the contact form offers them. */
export function formatTeamSize(teamSize: string): string {
  return `${teamSize} developers`;
}
