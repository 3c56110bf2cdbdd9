import { cookieConsentStorageKey, type CookieConsentChoice } from '../../content/legal.ts';

const listeners = new Set<() => void>();

export function subscribeToCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readCookieConsent(): string | null {
  return window.localStorage.getItem(cookieConsentStorageKey);
}

export function storeCookieConsent(choice: CookieConsentChoice): void {
  window.localStorage.setItem(cookieConsentStorageKey, choice);
  for (const listener of listeners) listener();
}
