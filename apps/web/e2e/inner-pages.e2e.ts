import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  deviceNames,
  hydrationErrors,
  browserForThisFile,
  openPage,
  waitForHydration,
} from './support/browser.ts';
import { innerPages, innerPagePaths, type ExpectedPage } from './support/inner-pages.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

async function headingsOf(page: Page) {
  const main = page.getByRole('main');
  return {
    h1s: await main.locator('h1').allTextContents(),
    h2s: await main.locator('h2').allTextContents(),
  };
}

function expectedHeadings(expected: ExpectedPage) {
  return { h1s: [expected.h1], h2s: expected.h2s };
}

describe.each(deviceNames)('the inner pages on a %s', (device) => {
  it.each(innerPages.map((expected) => [expected.path, expected] as const))(
    '%s renders its h1 and sections, hydrated without errors',
    async (_path, expected) => {
      const { context, page, errors } = await openPage(browser, device);
      await page.goto(`${baseUrl}${expected.path}`);
      await waitForHydration(page);
      expect(await headingsOf(page)).toEqual(expectedHeadings(expected));
      expect(await page.getByRole('main').locator('h1').isVisible()).toBe(true);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(hydrationErrors(errors)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(innerPages.map((expected) => [expected.path, expected] as const))(
    '%s renders its h1 and sections with JavaScript disabled',
    async (_path, expected) => {
      const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
      await page.goto(`${baseUrl}${expected.path}`);
      expect(await headingsOf(page)).toEqual(expectedHeadings(expected));
      await context.close();
    },
  );
});

describe('what search engines and social networks see on the inner pages', () => {
  it.each(innerPages.map((expected) => [expected.path, expected] as const))(
    '%s has its own title, description, Open Graph tags, canonical URL and structured data',
    async (_path, expected) => {
      const { context, page } = await openPage(browser, 'desktop', { javaScriptEnabled: false });
      await page.goto(`${baseUrl}${expected.path}`);
      const head = await page.evaluate(() => {
        const content = (selector: string) =>
          document.querySelector(selector)?.getAttribute('content');
        return {
          title: document.title,
          description: content('meta[name="description"]'),
          ogTitle: content('meta[property="og:title"]'),
          ogDescription: content('meta[property="og:description"]'),
          ogUrl: content('meta[property="og:url"]'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          structuredDataTypes: [
            ...document.querySelectorAll('script[type="application/ld+json"]'),
          ].map((script) => (JSON.parse(script.textContent) as { '@type': string })['@type']),
        };
      });
      const url = `${baseUrl}${expected.path}`;
      expect(head).toEqual({
        title: expected.title,
        description: expected.description,
        ogTitle: expected.title,
        ogDescription: expected.description,
        ogUrl: url,
        canonical: url,
        structuredDataTypes: expected.structuredDataTypes,
      });
      await context.close();
    },
  );

  it('lists all fifteen pages in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(innerPagePaths).toHaveLength(15);
    expect(locations).toEqual(
      expect.arrayContaining(innerPagePaths.map((path) => `${baseUrl}${path}`)),
    );
  });
});
