import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogoAnimation } from './use-logo-animation.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

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
