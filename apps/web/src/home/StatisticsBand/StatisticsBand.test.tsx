import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statistics } from '../../content/home.ts';
import { StatisticsBand } from './StatisticsBand.tsx';

type ObserverCallback = (entries: Pick<IntersectionObserverEntry, 'intersectionRatio'>[]) => void;

let reportVisibility: ObserverCallback = () => undefined;
let observedThreshold: number | number[] | undefined;

class FakeIntersectionObserver {
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    reportVisibility = callback;
    observedThreshold = options?.threshold;
  }
  observe(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const band = (
  <MantineProvider env="test">
    <StatisticsBand />
  </MantineProvider>
);

/** The figures as seen: the counts, which assistive technology skips. */
const counts = () => screen.getAllByTestId('statistic-count').map((count) => count.textContent);

const finalFigures = statistics.map((statistic) => statistic.number);

describe('statistics band', () => {
  it('counts from 0 to each target once 10% of it is visible, over 2000 ms', () => {
    render(band);
    expect(observedThreshold).toBe(0.1);
    expect(counts()).toEqual(['0+', '0%', '0 days', '0%']);
    act(() => {
      reportVisibility([{ intersectionRatio: 0 }]);
      vi.advanceTimersByTime(500);
    });
    expect(counts()).toEqual(['0+', '0%', '0 days', '0%']);

    act(() => {
      reportVisibility([{ intersectionRatio: 0.1 }]);
    });
    act(() => {
      vi.advanceTimersByTime(1008);
    });
    expect(counts()).toEqual(['50+', '48%', '7 days', '30%']);
    act(() => {
      vi.advanceTimersByTime(992);
    });
    expect(counts()).toEqual(finalFigures);
  });

  it('writes a unit in the singular after 1, at every 16 ms tick of the count', () => {
    render(band);
    act(() => {
      reportVisibility([{ intersectionRatio: 1 }]);
    });
    const shownDays = new Set<string>();
    for (let elapsedMs = 0; elapsedMs <= 2000; elapsedMs += 16) {
      act(() => {
        vi.advanceTimersByTime(16);
      });
      shownDays.add(counts()[2] ?? '');
    }
    expect(shownDays).toContain('1 day');
    expect(shownDays).toContain('14 days');
    expect([...shownDays].filter((shown) => /^1 days$/.test(shown))).toEqual([]);
  });

  it('hides the counts from assistive technology, which reads the final figures all along', () => {
    render(band);
    act(() => {
      reportVisibility([{ intersectionRatio: 1 }]);
      vi.advanceTimersByTime(1008);
    });
    for (const count of screen.getAllByTestId('statistic-count')) {
      expect(count).toHaveAttribute('aria-hidden', 'true');
    }
    const figures = screen.getAllByTestId('statistic-figure');
    expect(figures.map((figure) => figure.firstElementChild?.textContent)).toEqual(finalFigures);
  });

  it('prerenders counts at 0 that hydration keeps, without a mismatch', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(band);
    document.body.append(container);
    expect(counts()).toEqual(['0+', '0%', '0 days', '0%']);

    const hydrationErrors: unknown[] = [];
    const root = hydrateRoot(container, band, {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(hydrationErrors).toEqual([]);
    expect(counts()).toEqual(['0+', '0%', '0 days', '0%']);
    act(() => {
      root.unmount();
    });
    container.remove();
  });
});
