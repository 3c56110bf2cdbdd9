import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  requestScrollToContact,
  scrollToSection,
  takeScrollToContactRequest,
} from './section-scroll.ts';

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('scroll-to-contact request', () => {
  it('is honoured once', () => {
    expect(takeScrollToContactRequest()).toBeNull();
    requestScrollToContact();
    expect(takeScrollToContactRequest()).toBe('contact');
    expect(takeScrollToContactRequest()).toBeNull();
  });
});

describe('scrolling to a section', () => {
  function mockReducedMotion(reduce: boolean) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    );
  }

  it('scrolls smoothly, or jumps when the visitor prefers reduced motion', () => {
    document.body.innerHTML = '<section id="pricing"></section>';
    const section = document.getElementById('pricing');
    const scrollIntoView = vi.spyOn(section as HTMLElement, 'scrollIntoView');

    mockReducedMotion(false);
    expect(scrollToSection('pricing')).toBe(true);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });

    mockReducedMotion(true);
    scrollToSection('pricing');
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('reports a section that is not on the page', () => {
    expect(scrollToSection('contact')).toBe(false);
  });
});
