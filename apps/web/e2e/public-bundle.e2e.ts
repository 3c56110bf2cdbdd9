import { describe, expect, inject, it } from 'vitest';
import { aboutPage } from '../src/content/about.ts';
import { blogArticles } from '../src/content/blog.ts';
import { careersPage } from '../src/content/careers.ts';
import { hero } from '../src/content/home.ts';
import { privacyPolicy } from '../src/content/legal.ts';
import { servicePages } from '../src/content/services.ts';
import { browserForThisFile, openPage, waitForHydration } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = await browserForThisFile();

async function scriptsLoadedBy(path: string): Promise<{ urls: string[]; source: string }> {
  const { context, page } = await openPage(browser, 'desktop');
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const sources = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  await context.close();
  return { urls, source: sources.join('\n') };
}

describe("public pages' JavaScript", () => {
  it.each(['/', '/contact'])('on %s holds nothing of the admin area or dnd-kit', async (path) => {
    const { urls, source } = await scriptsLoadedBy(path);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /AdminScreen/.test(url))).toEqual([]);
    expect(source).not.toMatch(/dnd-kit|DndContext|useDraggable/);
    expect(source).not.toContain('Admin Login');
  });

  /** A text only the page's own content holds, so finding it in a script shows that content loaded. */
  const contentMarkers = {
    '/': hero.heading,
    '/about': aboutPage.hero.heading,
    '/blog': blogArticles[0]?.title ?? '',
    '/careers': careersPage.hero.heading,
    '/privacy-policy': privacyPolicy.sections[0]?.heading ?? '',
    '/devops-cloud': servicePages['/devops-cloud'].hero.heading,
  };

  it.each(Object.entries(contentMarkers))(
    "on %s carries its own content and no other page's",
    async (path, marker) => {
      const { source } = await scriptsLoadedBy(path);
      expect(marker).not.toBe('');
      expect(source).toContain(marker);
      const foreignMarkers = Object.entries(contentMarkers).filter(
        ([otherPath]) => otherPath !== path,
      );
      expect(foreignMarkers.filter(([, foreign]) => source.includes(foreign))).toEqual([]);
    },
  );

  it.each(['/', '/contact', '/careers', '/about', '/blog', '/privacy-policy', '/devops-cloud'])(
    'on %s carries neither zod, nor the tRPC client, nor the toasts before a toast',
    async (path) => {
      const { source } = await scriptsLoadedBy(path);
      // The forms check the page's rules with the domain's plain functions and post to the REST
      // doors; the admin screen, which loads the first two, shows those markers are real.
      expect(source).not.toContain('$ZodObject');
      expect(source).not.toContain('TRPCClientError');
      expect(source).not.toContain('notifications-state-transform');
    },
  );

  it("on /blog leaves the article overlay's code until a visitor reaches for an article", async () => {
    const { source } = await scriptsLoadedBy('/blog');
    expect(source).toContain(blogArticles[0]?.title ?? '');
    // A custom property only Mantine's Modal declares.
    expect(source).not.toContain('--modal-size');

    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${baseUrl}/blog`);
    await waitForHydration(page);
    const overlayCode = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text()).includes('--modal-size'),
    );
    await page.getByRole('button', { name: 'Read Full Article' }).first().hover();
    await overlayCode;
    await context.close();
  });

  it('on /admin, which validates with zod and calls tRPC, carries both', async () => {
    const { source } = await scriptsLoadedBy('/admin');
    expect(source).toContain('$ZodObject');
    expect(source).toContain('TRPCClientError');
  });

  it('is split from the admin chunk, which /admin loads', async () => {
    const { urls, source } = await scriptsLoadedBy('/admin');
    expect(urls.some((url) => /AdminScreen/.test(url))).toBe(true);
    expect(source).toContain('Admin Login');
  });

  it('and the HTML and assets are served compressed, assets with a long immutable cache', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const scriptUrl = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(
      html,
    )?.[1];
    expect(scriptUrl).toBeDefined();
    const script = await fetch(`${baseUrl}${scriptUrl ?? ''}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const fontUrl = /<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/.exec(html)?.[1];
    const font = await fetch(`${baseUrl}${fontUrl ?? ''}`);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const page = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });
});
