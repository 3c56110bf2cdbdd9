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
 * The web build's form page renderer, reduced to what the server relies on: a whole document with
 * the build's URL token in it, a `</head>` for the Turnstile meta, the fields with their values
 * and messages in the form's order, and the state embedded as the page does.
 */
const formPageModule = String.raw`const escape = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
export async function renderFormPage(state) {
  const message = (text) => (text === undefined ? '' : '<p class="error">' + escape(text) + '</p>');
  const fields = Object.entries(state.values)
    .map(([name, value]) => '<input name="' + name + '" value="' + escape(value) + '">' + message(state.fieldErrors[name]))
    .join('');
  return '<!doctype html><html><head><link rel="canonical" href="__PUBLIC_SITE_URL__' + state.page + '"></head><body>' +
    '<form method="post">' + fields + message(state.fieldErrors.cv) + message(state.formError) + '</form>' +
    '<script type="application/json" id="posted-form-state">' + JSON.stringify(state).replaceAll('<', '\u003c') + '</script></body></html>';
}
`;

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
      adminAreaPaths: ['/admin', '/admin/reports', '/admin/audit'],
      blogFeedPath: '/blog/rss.xml',
      publicSiteUrlToken: '__PUBLIC_SITE_URL__',
    }),
    'blog/rss.xml': '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"></rss>',
    'index.html': page('Home'),
    'admin/index.html': page('Admin'),
    '404.html': page('Not found'),
    'contact/thank-you/index.html': page('Form Submitted Successfully'),
    'careers/thank-you/index.html': page('Application Submitted Successfully!'),
    'server-render/form-page.js': formPageModule,
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
