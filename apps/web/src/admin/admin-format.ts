import { formatCount } from '@app/domain';

const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

/** '21 Nov 2026, 3:04 pm' in the browser's time zone. */
export function formatDateTime(isoTimestamp: string): string {
  return dateTimeFormat.format(new Date(isoTimestamp));
}

/** '21 Nov 2026' in the browser's time zone. */
export function formatDate(isoTimestamp: string): string {
  return dateFormat.format(new Date(isoTimestamp));
}

/** Whole numbers with thousands separators: '1,234' (the reports' tables write them so too). */
export { formatCount };

const fileSizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A file's size as people read it: '812 bytes', '245 KB', '1.2 MB' (in units of 1024). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${fileSizeFormat.format(bytes / 1024)} KB`;
  return `${fileSizeFormat.format(bytes / (1024 * 1024))} MB`;
}
