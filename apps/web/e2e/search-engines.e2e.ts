import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { blogArticles, blogPageContent } from '../src/content/blog.ts';
import { site } from '../src/content/site.ts';
import { publicPagePaths } from '../src/content/page-paths.ts';
import { notFoundTexts } from '../src/layout/NotFoundPage/NotFoundPage.tsx';
import { browserForThisFile, openPage, waitForHydration } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script): unknown => JSON.parse(script.textContent),
    ),
  }));
}

describe('prerendered pages as search engines and social networks see them (no JavaScript)', () => {
  it('gives the home page its tags, canonical URL and Organization structured data', async () => {
    const { context, page } = await openPage(browser, 'desktop', { javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    const head = await headOf(page);
    expect(head).toMatchObject({
      title: site.defaultTitle,
      titles: 1,
      description: site.defaultDescription,
      robots: 'index, follow',
      canonical: `${baseUrl}/`,
      ogUrl: `${baseUrl}/`,
      ogTitle: site.defaultTitle,
      twitterCard: 'summary_large_image',
    });
    expect(head.ogImage).toMatch(new RegExp(`^${baseUrl}/assets/og-image-[\\w-]+\\.jpg$`));
    expect(head.structuredData).toMatchObject([
      {
        '@type': 'Organization',
        name: site.businessName,
        url: `${baseUrl}/`,
        sameAs: [site.linkedInUrl],
      },
    ]);
    const image = await fetch(head.ogImage ?? '');
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const [organization] = head.structuredData as [{ logo: string }];
    expect(organization.logo).toMatch(new RegExp(`^${baseUrl}/assets/logo-mark-[\\w-]+\\.svg$`));
    const logo = await fetch(organization.logo);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    await context.close();
  });

  it('gives /contact its own title, description and canonical URL', async () => {
    const { context, page } = await openPage(browser, 'desktop', { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/contact`);
    const head = await headOf(page);
    expect(head.title).toBe('Contact Us | Bamboo Bridge Teams');
    expect(head.description).toMatch(/free consultation/);
    expect(head.canonical).toBe(`${baseUrl}/contact`);
    expect(head.structuredData).toEqual([]);
    await context.close();
  });

  it('serves /admin as an empty shell that search engines must not index', async () => {
    const response = await fetch(`${baseUrl}/admin`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<meta data-page-head name="robots" content="noindex, nofollow">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('lists every public page in the sitemap, which robots.txt points to', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(publicPagePaths.map((path) => `${baseUrl}${path}`));
    expect(locations).toEqual(expect.arrayContaining([`${baseUrl}/`, `${baseUrl}/contact`]));
    expect(locations).not.toContain(`${baseUrl}/admin`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe('every public page', () => {
  it.each(publicPagePaths)(
    '%s is prerendered with its own title, description and canonical URL',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<title data-page-head>[^<]*Bamboo Bridge Teams[^<]*<\/title>/);
      expect(html).toMatch(/<meta data-page-head name="description" content="[^"]{50,}">/);
      expect(html).toContain(`<link data-page-head rel="canonical" href="${baseUrl}${path}">`);
      expect(html).toContain('<meta data-page-head name="robots" content="index, follow">');
      expect(html).not.toContain('__PUBLIC_SITE_URL__');
    },
  );

  it('has a title of its own', async () => {
    const titles = await Promise.all(
      publicPagePaths.map(
        async (path) =>
          /<title data-page-head>([^<]+)<\/title>/.exec(
            await (await fetch(`${baseUrl}${path}`)).text(),
          )?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(publicPagePaths.length);
  });
});

describe('head tags after client-side navigation', () => {
  it("replaces the previous page's title and canonical URL", async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Bamboo Bridge Teams', exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.title()).toBe(site.defaultTitle);
    const head = await headOf(page);
    expect(head).toMatchObject({ titles: 1, canonical: `${baseUrl}/`, ogUrl: `${baseUrl}/` });
    expect(head.structuredData).toHaveLength(1);
    await context.close();
  });

  it("loads the next page's head, JSON-LD included, with that page's own code", async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${baseUrl}/privacy-policy`);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    await expect.poll(() => page.title()).toBe(blogPageContent.meta.title);
    const head = await headOf(page);
    expect(head).toMatchObject({
      titles: 1,
      description: blogPageContent.meta.description,
      canonical: `${baseUrl}/blog`,
      ogUrl: `${baseUrl}/blog`,
    });
    const types = head.structuredData.map((document) =>
      typeof document === 'object' && document !== null && '@type' in document
        ? document['@type']
        : undefined,
    );
    expect(types).toEqual(blogArticles.map(() => 'BlogPosting'));
    await context.close();
  });
});

describe('not-found page', () => {
  it('is served with HTTP 404 and its texts, never as a 200 shell', async () => {
    const response = await fetch(`${baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(notFoundTexts.heading);
    expect(html).toContain(notFoundTexts.text);
    expect(html).toContain('name="robots" content="noindex, nofollow"');
  });

  it.each(['/about/team', '/blog/2025', '/admin/leads'])(
    '%s, an unknown address below a page, keeps the not-found head once the app has run',
    async (path) => {
      const { context, page } = await openPage(browser, 'desktop');
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').textContent()).toBe(notFoundTexts.heading);
      expect(await headOf(page)).toMatchObject({
        title: `${notFoundTexts.heading} | ${site.businessName}`,
        titles: 1,
        robots: 'noindex, nofollow',
        canonical: undefined,
        structuredData: [],
      });
      await context.close();
    },
  );

  it('shows its texts in the browser, also after a client-side navigation to an unknown path', async () => {
    const { context, page, errors } = await openPage(browser, 'phone');
    const response = await page.goto(`${baseUrl}/missing/deeper`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe(notFoundTexts.heading);
    expect(await page.getByText(notFoundTexts.text).isVisible()).toBe(true);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);

    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/still-missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('h1').textContent()).toBe(notFoundTexts.heading);
    await context.close();
  });
});
