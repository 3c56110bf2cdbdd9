import {
  cookieConsentChoices,
  cookieConsentStorageKey,
  type CookieConsentChoice,
} from '../../content/cookie-notice.ts';

/**
 * `<html data-cookie-notice="open">` while the visitor has made no choice. The notice is part of
 * every prerendered page and its stylesheet shows it only under this attribute, so it appears as
 * soon as the tiny boot script runs instead of after the app has loaded and hydrated, and the
 * prerendered markup never differs from what hydration renders.
 */
const openAttributeValue = 'open';

/**
 * Set on <html> by the notice while it is on the page: how far up from the bottom of the window it
 * reaches. ToastRegion.module.css reads it under this name.
 */
export const cookieNoticeClearanceProperty = '--cookie-notice-clearance';

/** Marks a button that stores a choice; its clicks are handled here, not by React. */
const choiceAttribute = 'data-cookie-choice';

export function cookieChoiceAttributes(choice: CookieConsentChoice): {
  [choiceAttribute]: CookieConsentChoice;
} {
  return { [choiceAttribute]: choice };
}

function isCookieConsentChoice(value: string | null): value is CookieConsentChoice {
  return Object.values<string | null>(cookieConsentChoices).includes(value);
}

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

export function storeCookieConsent(choice: CookieConsentChoice): void {
  try {
    window.localStorage.setItem(cookieConsentStorageKey, choice);
  } catch {
    // Storage blocked by the browser: the choice still holds for this page.
  }
  showNotice(false);
}

/**
 * Run once by the boot script: shows the notice unless a choice is stored, stores the choice of
 * any of its buttons clicked (before or after hydration), and follows choices made in other tabs.
 */
export function showCookieNoticeUntilDecided(): void {
  showNotice(readStoredChoice() === null);
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest(`[${choiceAttribute}]`) : null;
    const choice = button?.getAttribute(choiceAttribute) ?? null;
    if (isCookieConsentChoice(choice)) storeCookieConsent(choice);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === cookieConsentStorageKey || event.key === null)
      showNotice(readStoredChoice() === null);
  });
}
