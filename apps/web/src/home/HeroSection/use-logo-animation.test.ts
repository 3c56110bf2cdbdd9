import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msSinceHeroShown, useLogoAnimation } from './use-logo-animation.ts';

beforeEach(() => {
  vi.useFakeTimers();
  // No navigation loaded this page. The fake clock's own `performance` has no entries API under
  // the web tests' vmThreads pool (its realm has no Performance class to copy it from).
  performance.getEntriesByType = () => [];
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('msSinceHeroShown', () => {
  it('counts from the page load for the hero of the loaded page, and from now after a navigation', () => {
    // The home page's hydration, 1.6 s after the document loaded.
    expect(msSinceHeroShown({ first: true, loadedPath: '/', currentPath: '/' }, 1_600)).toBe(1_600);
    // Coming back to home later in the visit, or arriving from another page: just appeared.
    expect(msSinceHeroShown({ first: false, loadedPath: '/', currentPath: '/' }, 40_000)).toBe(0);
    expect(msSinceHeroShown({ first: true, loadedPath: '/about', currentPath: '/' }, 9_000)).toBe(
      0,
    );
  });
});

describe('hero logo animation', () => {
  it('first plays 2 s after load, for 2 s, then every 8 s', () => {
    const { result } = renderHook(() => useLogoAnimation());
    advance(1999);
    expect(result.current.playing).toBe(false);
    advance(1);
    expect(result.current).toMatchObject({ playing: true, playCount: 1 });
    advance(1999);
    expect(result.current.playing).toBe(true);
    advance(1);
    expect(result.current.playing).toBe(false);
    advance(6000);
    expect(result.current).toMatchObject({ playing: true, playCount: 2 });
    advance(8000);
    expect(result.current.playCount).toBe(3);
  });

  it('replays on click, restarting the 2 s run', () => {
    const { result } = renderHook(() => useLogoAnimation());
    advance(3000);
    expect(result.current).toMatchObject({ playing: true, playCount: 1 });
    act(() => {
      result.current.play();
    });
    expect(result.current.playCount).toBe(2);
    advance(1500);
    expect(result.current.playing).toBe(true);
    advance(500);
    expect(result.current.playing).toBe(false);
  });

  it('stops its timers when unmounted', () => {
    const { unmount } = renderHook(() => useLogoAnimation());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
