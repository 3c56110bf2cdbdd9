/** Session storage entry holding where the visit began, until the tab is closed. */
export const visitSourceStorageKey = 'visit-source';

/**
 * Run by the boot script on every page; only the visit's first page writes: its path, the site
 * that referred it (origin only, none for our own pages) and its `utm_*` tags. Kept for the
 * visit in session storage and sent only with the contact form. Small on purpose, as every page
 * loads it before anything else.
 */
export function rememberVisitSource(): void {
  try {
    if (sessionStorage.getItem(visitSourceStorageKey) !== null) return;
    const query = new URLSearchParams(location.search);
    const referrer = document.referrer === '' ? '' : new URL(document.referrer).origin;
    sessionStorage.setItem(
      visitSourceStorageKey,
      JSON.stringify({
        landingPage: location.pathname,
        referrer: referrer === location.origin ? '' : referrer,
        // An absent tag is kept as null: the form sends text fields only.
        utmSource: query.get('utm_source'),
        utmMedium: query.get('utm_medium'),
        utmCampaign: query.get('utm_campaign'),
      }),
    );
  } catch {
    // Storage blocked (private mode, a full quota): the visit goes on without a source.
  }
}
