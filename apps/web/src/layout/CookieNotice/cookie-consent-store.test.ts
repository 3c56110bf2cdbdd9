import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cookieChoiceAttributes,
  showCookieNoticeUntilDecided,
  storeCookieConsent,
} from './cookie-consent-store.ts';

const pageIsUndecided = () => document.documentElement.dataset.cookieNotice === 'open';

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.cookieNotice;
  document.body.replaceChildren();
});

/** A button as the prerendered notice has it, before any React code has run. */
function prerenderedButton(attributes: Readonly<Record<string, string>>): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = 'Choose';
  button.append(label);
  document.body.append(button);
  return button;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cookie consent store', () => {
  it('marks the page undecided only while no choice is stored', () => {
    showCookieNoticeUntilDecided();
    expect(pageIsUndecided()).toBe(true);

    storeCookieConsent('accepted');
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    expect(pageIsUndecided()).toBe(false);
  });

  it('stores the choice of a clicked notice button without any app code, also a click on its label', () => {
    showCookieNoticeUntilDecided();
    prerenderedButton(cookieChoiceAttributes('declined')).querySelector('span')?.click();
    expect(window.localStorage.getItem('cookie-consent')).toBe('declined');
    expect(pageIsUndecided()).toBe(false);
  });

  it('ignores clicks elsewhere and choices it does not know', () => {
    showCookieNoticeUntilDecided();
    document.body.click();
    prerenderedButton({ 'data-cookie-choice': 'maybe' }).click();
    expect(window.localStorage.getItem('cookie-consent')).toBeNull();
    expect(pageIsUndecided()).toBe(true);
  });

  it('follows a choice made or cleared in another tab', () => {
    showCookieNoticeUntilDecided();
    window.localStorage.setItem('cookie-consent', 'declined');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cookie-consent', newValue: 'declined' }),
    );
    expect(pageIsUndecided()).toBe(false);

    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(pageIsUndecided()).toBe(true);
  });

  it('still shows the notice, and hides it after a choice, when the browser blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    showCookieNoticeUntilDecided();
    expect(pageIsUndecided()).toBe(true);

    storeCookieConsent('declined');
    expect(pageIsUndecided()).toBe(false);
  });
});
