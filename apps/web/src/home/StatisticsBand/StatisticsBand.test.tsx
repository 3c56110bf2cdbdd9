import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
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

const figures = () => screen.getAllByTestId('statistic-figure').map((figure) => figure.textContent);

function renderBand() {
  render(
    <MantineProvider env="test">
      <StatisticsBand />
    </MantineProvider>,
  );
}

describe('statistics band', () => {
  it('counts from 0 to each target once 10% of it is visible, over 2000 ms', () => {
    renderBand();
    expect(observedThreshold).toBe(0.1);
    act(() => {
      reportVisibility([{ intersectionRatio: 0 }]);
    });
    expect(figures()).toEqual(['0+', '0%', '0 days', '0%']);

    act(() => {
      reportVisibility([{ intersectionRatio: 0.1 }]);
    });
    act(() => {
      vi.advanceTimersByTime(1008);
    });
    expect(figures()).toEqual(['50+', '48%', '7 days', '30%']);
    act(() => {
      vi.advanceTimersByTime(1008);
    });
    expect(figures()).toEqual(statistics.map((statistic) => statistic.number));
  });

  it('shows the final figures until the page is interactive', () => {
    renderBand();
    expect(figures()).toEqual(['100+', '95%', '14 days', '60%']);
  });
});
