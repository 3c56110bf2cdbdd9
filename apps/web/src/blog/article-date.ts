/** Fixed to UTC so the prerendered date and the hydrated one agree whatever the visitor's zone. */
const articleDateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-09-28' -> '28 September 2025'. */
export function formatArticleDate(isoDate: string): string {
  return articleDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
