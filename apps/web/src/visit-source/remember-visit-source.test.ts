import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVisitSource, visitSourceStorageKey } from './remember-visit-source.ts';
import { visitSourceFieldsToSend } from './visit-source-fields.ts';

function visit(address: string, referrer = ''): void {
  window.history.replaceState(null, '', address);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  rememberVisitSource();
}

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('rememberVisitSource', () => {
  it('keeps the landing page, the referring origin and the utm tags of the first page', () => {
    visit(
      '/react-nodejs?utm_source=x&utm_medium=cpc&utm_campaign=spring-2026&q=1',
      'https://www.google.com/search?q=react+developers',
    );
    expect(visitSourceFieldsToSend()).toEqual({
      landingPage: '/react-nodejs',
      referrer: 'https://www.google.com',
      utmSource: 'x',
      utmMedium: 'cpc',
      utmCampaign: 'spring-2026',
    });
  });

  it('keeps the first page of the visit: later pages write nothing', () => {
    visit('/react-nodejs?utm_campaign=spring-2026');
    visit('/contact?utm_campaign=other', 'https://elsewhere.example/');
    expect(visitSourceFieldsToSend()).toEqual({
      landingPage: '/react-nodejs',
      utmCampaign: 'spring-2026',
    });
  });

  it('keeps no referrer for a visit that came from our own pages', () => {
    visit('/about', `${window.location.origin}/blog`);
    expect(visitSourceFieldsToSend()).toEqual({ landingPage: '/about' });
  });

  it('writes nothing and throws nothing when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    expect(() => {
      visit('/react-nodejs?utm_campaign=spring-2026');
    }).not.toThrow();
    expect(visitSourceFieldsToSend()).toEqual({});
  });

  it('sends nothing for an entry that is not JSON', () => {
    window.sessionStorage.setItem(visitSourceStorageKey, '{not json');
    expect(visitSourceFieldsToSend()).toEqual({});
  });
});
