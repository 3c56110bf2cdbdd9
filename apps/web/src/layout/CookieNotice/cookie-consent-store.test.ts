import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showCookieNoticeUntilDecided, storeCookieConsent } from './cookie-consent-store.ts';

const pageIsUndecided = () => document.documentElement.dataset.cookieNotice === 'open';

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.cookieNotice;
});

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

  it('follows a choice made or cleared in another tab', () => {
    showCookieNoticeUntilDecided();
    window.localStorage.setItem('cookie-consent', 'declined');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookie-consent', newValue: 'declined' }));
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
