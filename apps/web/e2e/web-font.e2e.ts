import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { deviceNames, browserForThisFile, openPage, waitForHydration } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const webFontFamily = 'Inter Variable';
/** Lighthouse reports the cumulative layout shift to three decimals. */
const lighthouseCumulativeLayoutShiftStep = 0.001;
const fontFilePattern = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
const browser = await browserForThisFile();

declare global {
  interface Window {
    layoutShiftScore?: number;
    webFontReadyAtLoad?: boolean;
  }
}

/** Adds up every layout shift of the page from its start, and notes whether the font was ready at `load`. */
async function recordFirstLoad(context: BrowserContext): Promise<void> {
  await context.addInitScript((family) => {
    window.layoutShiftScore = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ('value' in entry && typeof entry.value === 'number') {
          window.layoutShiftScore = (window.layoutShiftScore ?? 0) + entry.value;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    window.addEventListener(
      'load',
      () => {
        window.webFontReadyAtLoad = document.fonts.check(`750 16px "${family}"`);
      },
      { once: true },
    );
  }, webFontFamily);
}

/** The fonts Chromium really drew the element's text with (not what its CSS asks for). */
async function fontsDrawing(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('DOM.enable');
  await devTools.send('CSS.enable');
  const { root } = await devTools.send('DOM.getDocument');
  const { nodeId } = await devTools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await devTools.send('CSS.getPlatformFontsForNode', { nodeId });
  await devTools.detach();
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

const drawnInWebFont = [
  { familyName: expect.stringMatching(/^Inter/) as unknown, isCustomFont: true },
];

/** Lets the page render the frames that report the last layout shifts. */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe('the web font on a first visit', () => {
  it('is preloaded from the hashed file the stylesheet uses, which answers 200 as a font', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const preload =
      /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/.exec(html);
    const fontUrl = preload?.[1] ?? '';
    expect(fontUrl).toMatch(fontFilePattern);
    expect(html.indexOf(preload?.[0] ?? '')).toBeLessThan(html.indexOf('<style>'));
    expect(html).toContain(`src:url(${fontUrl})`);

    const font = await fetch(`${baseUrl}${fontUrl}`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
  });

  it.each(deviceNames)(
    'draws the hero heading in the web font by the load event, fetched once, with no layout shift (%s)',
    async (device) => {
      const { context, page } = await openPage(browser, device);
      await recordFirstLoad(context);
      const fontResponses: number[] = [];
      page.on('response', (response) => {
        if (fontFilePattern.test(response.url())) fontResponses.push(response.status());
      });
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' });

      expect(await page.evaluate(() => window.webFontReadyAtLoad)).toBe(true);
      expect(await fontsDrawing(page, '#hero-heading')).toEqual(drawnInWebFont);
      await waitForHydration(page);
      await afterTwoFrames(page);
      // Ready by `load`, the font may still arrive after the first paint on a busy machine; the
      // swap then moves centred figures by a fraction of a pixel, as in the late-font test below.
      expect(await page.evaluate(() => window.layoutShiftScore)).toBeLessThan(
        lighthouseCumulativeLayoutShiftStep,
      );
      // A preload the font request cannot reuse (a crossorigin mismatch) would fetch the file twice.
      expect(fontResponses).toEqual([200]);
      await context.close();
    },
  );

  it.each(deviceNames)(
    'swaps the web font in when it arrives after the first paint, without moving anything (%s)',
    async (device) => {
      const { context, page } = await openPage(browser, device);
      await recordFirstLoad(context);
      let headingBeforeSwap:
        { fonts: Awaited<ReturnType<typeof fontsDrawing>>; height: number } | undefined;
      await page.route(fontFilePattern, async (route) => {
        await page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
        );
        headingBeforeSwap = {
          fonts: await fontsDrawing(page, '#hero-heading'),
          height: await page
            .locator('#hero-heading')
            .evaluate((heading) => heading.getBoundingClientRect().height),
        };
        await route.continue();
      });
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      await afterTwoFrames(page);

      expect(headingBeforeSwap?.fonts).not.toEqual(drawnInWebFont);
      expect(await fontsDrawing(page, '#hero-heading')).toEqual(drawnInWebFont);
      expect(
        await page
          .locator('#hero-heading')
          .evaluate((heading) => heading.getBoundingClientRect().height),
      ).toBe(headingBeforeSwap?.height);
      // No line rewraps; centred figures may still move by a fraction of a pixel as their width
      // changes, which is far below the 0.001 Lighthouse would report as a shift.
      expect(await page.evaluate(() => window.layoutShiftScore)).toBeLessThan(
        lighthouseCumulativeLayoutShiftStep,
      );
      await context.close();
    },
  );
});
