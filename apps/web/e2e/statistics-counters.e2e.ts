import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { statistics } from '../src/content/home.ts';
import { browserForThisFile, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

/** What the counters showed on each painted frame where it changed, from the first paint on. */
type PaintedCounters = { readonly shown: string[][] };

/**
 * Runs before the page's own scripts: on every animation frame (each one a paint), notes the text
 * each statistic figure shows whenever it differs from the frame before. Shown text is text whose
 * element is rendered larger than the 1 px box that hides text from sight but not from screen
 * readers; whichever way the figure is built, what a visitor sees is recorded.
 */
function recordCountersOnEveryFrame(): void {
  const record: PaintedCounters = { shown: [] };
  Object.assign(window, { paintedCounters: record });
  const shownText = (figure: Element): string => {
    const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element === null || !element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) text += node.textContent ?? '';
    }
    return text;
  };
  let previous = '';
  const sample = () => {
    const counters = Array.from(
      document.querySelectorAll('[data-testid="statistic-figure"]'),
      shownText,
    );
    const key = counters.join('|');
    if (counters.length > 0 && key !== previous) {
      record.shown.push(counters);
      previous = key;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

const paintedCounters = (page: Page): Promise<PaintedCounters> =>
  page.evaluate(() => (window as unknown as { paintedCounters: PaintedCounters }).paintedCounters);

const leadingNumber = (text: string): number => Number(/^\d+/.exec(text)?.[0] ?? Number.NaN);

describe('statistics counters on a desktop where the band shows at load', () => {
  it('show 0 from the first paint, then only count up to the targets: never back from a final figure', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await context.addInitScript(recordCountersOnEveryFrame);
    await page.goto(`${baseUrl}/`);
    const figures = page.getByTestId('statistic-figure');
    const visibleShare = await figures.first().evaluate(
      (figure) =>
        new Promise<number>((resolve) => {
          new IntersectionObserver(([entry]) => {
            resolve(entry?.intersectionRatio ?? 0);
          }).observe(figure);
        }),
    );
    expect(visibleShare).toBeGreaterThan(0.1);

    const finalFigures = statistics.map((statistic) => statistic.number);
    await expect.poll(async () => (await paintedCounters(page)).shown.length).toBeGreaterThan(2);
    // Mid-count, screen readers are given the final figures, never the racing numbers.
    const readAloud = await page.getByRole('region', { name: 'Key figures' }).ariaSnapshot();
    expect((await paintedCounters(page)).shown.at(-1)).not.toEqual(finalFigures);
    expect(readAloud).toBe(
      [
        '- region "Key figures":',
        ...statistics.flatMap((statistic) => [
          `  - term: ${statistic.label}`,
          `  - definition: ${statistic.number}`,
          `  - definition: ${statistic.description}`,
        ]),
      ].join('\n'),
    );

    await expect.poll(async () => (await paintedCounters(page)).shown.at(-1)).toEqual(finalFigures);
    const { shown } = await paintedCounters(page);
    statistics.forEach((statistic, index) => {
      const numbers = shown.map((counters) => leadingNumber(counters[index] ?? ''));
      numbers.slice(1).forEach((number, frame) => {
        const change = `${statistic.label}: ${shown[frame]?.[index]} then ${shown[frame + 1]?.[index]}`;
        expect(number, change).toBeGreaterThanOrEqual(numbers[frame] ?? Number.NaN);
      });
    });
    expect(shown[0]).toEqual(['0+', '0%', '0 days', '0%']);
    expect(shown.flat().filter((text) => text === '1 days')).toEqual([]);
    expect(shown.flat()).toContain('1 day');
    await context.close();
  });
});
