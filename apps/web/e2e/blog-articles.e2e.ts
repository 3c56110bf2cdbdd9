import { describe, expect, inject, it } from 'vitest';
import { blogArticles, blogPageContent, blogParagraphSeparator } from '../src/content/blog.ts';
import { blogArticlePath } from '../src/content/page-paths.ts';
import { site } from '../src/content/site.ts';
import { notFoundTexts } from '../src/layout/NotFoundPage/NotFoundPage.tsx';
import { browserForThisFile, deviceNames, openPage, waitForHydration } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

/** The text a page's HTML shows, with its character references read back. */
function decodeHtml(html: string): string {
  return html
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('each article at an address of its own', () => {
  it.each(blogArticles.map((article) => [article.slug, article] as const))(
    '/blog/%s is a page with its own head tags and the whole text in its HTML',
    async (_slug, article) => {
      const { context, page } = await openPage(browser, 'desktop', { javaScriptEnabled: false });
      const address = `${baseUrl}${blogArticlePath(article.slug)}`;
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);

      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
        structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script): unknown => JSON.parse(script.textContent),
        ),
      }));
      const title = `${article.title} | ${site.businessName}`;
      expect(head).toMatchObject({
        title,
        description: article.excerpt,
        canonical: address,
        ogType: 'article',
        ogUrl: address,
        ogTitle: title,
      });
      expect(head.structuredData).toEqual([
        expect.objectContaining({
          '@type': 'BlogPosting',
          headline: article.title,
          url: address,
          mainEntityOfPage: address,
        }),
      ]);

      const html = decodeHtml((await response?.text()) ?? '');
      for (const paragraph of article.content.split(blogParagraphSeparator)) {
        expect(html).toContain(paragraph);
      }
      expect(await page.locator('h1').textContent()).toBe(article.title);
      // Without JavaScript the call to action is a link to the home page's contact section.
      const getStarted = page.getByRole('link', {
        name: blogPageContent.articleOverlay.getStartedLabel,
      });
      expect(await getStarted.getAttribute('href')).toBe('/#contact');
      await context.close();
    },
  );

  it('are all in the sitemap and the RSS feed, which the blog page links from its head', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const feedResponse = await fetch(`${baseUrl}/blog/rss.xml`);
    expect(feedResponse.status).toBe(200);
    expect(feedResponse.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const feed = await feedResponse.text();
    for (const article of blogArticles) {
      const address = `${baseUrl}${blogArticlePath(article.slug)}`;
      expect(sitemap).toContain(`<loc>${address}</loc>`);
      expect(feed).toContain(`<link>${address}</link>`);
    }
    expect(feed.match(/<item>/g)).toHaveLength(blogArticles.length);

    const blogPage = await (await fetch(`${baseUrl}/blog`)).text();
    expect(blogPage).toMatch(
      new RegExp(
        `<link data-page-head rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${baseUrl}/blog/rss.xml">`,
      ),
    );
  });

  it('and an unknown one is a real 404 with the not-found page', async () => {
    const { context, page } = await openPage(browser, 'desktop', { javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl}/blog/no-such-article`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(notFoundTexts.heading);
    await context.close();
  });
});

describe.each(deviceNames)('reading articles on a %s', (device) => {
  it('without JavaScript, the title on /blog leads to the whole article', async () => {
    const { context, page } = await openPage(browser, device, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/blog`);
    const [, second] = blogArticles;
    if (second === undefined) throw new Error('the blog has fewer than two articles');
    await page.getByRole('link', { name: second.title }).click();
    await page.waitForURL(`${baseUrl}${blogArticlePath(second.slug)}`);
    const [firstParagraph] = second.content.split(blogParagraphSeparator);
    expect(await page.getByText(firstParagraph ?? '').isVisible()).toBe(true);
    await context.close();
  });

  it('with JavaScript, the overlay shows the address of the article it opened', async () => {
    const { context, page } = await openPage(browser, device);
    await page.goto(`${baseUrl}/blog`);
    await waitForHydration(page);
    const [, , third] = blogArticles;
    if (third === undefined) throw new Error('the blog has fewer than three articles');
    await page
      .getByRole('article', { name: third.title })
      .getByRole('button', { name: blogPageContent.card.readMoreLabel })
      .click();
    const overlay = page.getByRole('dialog', { name: third.title });
    const address = `${baseUrl}${blogArticlePath(third.slug)}`;
    const link = overlay.getByRole('link', { name: address });
    expect(await link.getAttribute('href')).toBe(blogArticlePath(third.slug));

    await link.click();
    await page.waitForURL(address);
    expect(await page.locator('h1').textContent()).toBe(third.title);
    await context.close();
  });
});
