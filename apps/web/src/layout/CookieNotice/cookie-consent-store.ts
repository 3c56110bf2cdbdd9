import { cookieConsentStorageKey, type CookieConsentChoice } from '../../content/cookie-notice.ts';

/**
 * `<html data-cookie-notice="open">` while the visitor has made no choice. The notice is part of
 * every prerendered page and its stylesheet shows it only under this attribute, so it appears as
 * soon as the tiny boot script runs instead of after the app has loaded and hydrated, and the
 * prerendered markup never differs from what hydration renders.
 */
const openAttributeValue = 'open';

function readStoredChoice(): string | null {
  try {
    return window.localStorage.getItem(cookieConsentStorageKey);
  } catch {
    // Storage blocked by the browser: no choice can have been kept.
    return null;
  }
}

function showNotice(shown: boolean): void {
  const root = document.documentElement;
  if (shown) root.dataset.cookieNotice = openAttributeValue;
  else delete root.dataset.cookieNotice;
}

/** Shows the notice unless a choice is stored, and follows choices made in the site's other tabs. */
export function showCookieNoticeUntilDecided(): void {
  showNotice(readStoredChoice() === null);
  window.addEventListener('storage', (event) => {
    if (event.key === cookieConsentStorageKey || event.key === null) showNotice(readStoredChoice() === null);
  });
}

export function storeCookieConsent(choice: CookieConsentChoice): void {
  try {
    window.localStorage.setItem(cookieConsentStorageKey, choice);
  } catch {
    // Storage blocked by the browser: the choice still holds for this page.
  }
  showNotice(false);
}
