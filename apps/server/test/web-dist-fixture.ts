import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WebDistFixture {
  dir: string;
  /** URL of the one hashed asset, e.g. `/assets/index-Bq3xY7kD.js`. */
  assetUrl: string;
  remove: () => Promise<void>;
}

/**
 * A minimal built web app, laid out like `apps/web/dist`, with pages large enough to compress,
 * and optionally an inline script in their head.
 */
export async function createWebDistFixture(
  options: { inlineScript?: string } = {},
): Promise<WebDistFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  const assetName = 'index-Bq3xY7kD.js';
  const inlineScript =
    options.inlineScript === undefined ? '' : `<script>${options.inlineScript}</script>`;
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title>${inlineScript}<script type="module" src="/assets/${assetName}"></script></head><body>${'<p>Dedicated remote teams.</p>'.repeat(200)}</body></html>`;
  const files: Record<string, string> = {
    'routes.json': JSON.stringify({
      publicPagePaths: ['/'],
      adminPath: '/admin',
      blogFeedPath: '/blog/rss.xml',
      publicSiteUrlToken: '__PUBLIC_SITE_URL__',
    }),
    'blog/rss.xml': '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"></rss>',
    'index.html': page('Home'),
    'admin/index.html': page('Admin'),
    '404.html': page('Not found'),
    [`assets/${assetName}`]: `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return {
    dir,
    assetUrl: `/assets/${assetName}`,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
