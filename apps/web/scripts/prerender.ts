/**
 * Last step of the web build: renders every public page, the forms' thank-you pages, the not-found
 * page and the admin shell from the SSR bundle into the client build's HTML template, writes the
 * route list the server reads for its sitemap, precompresses the assets, and removes the SSR
 * bundle (the form page renderer in `dist/server-render` stays: the server runs it).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type * as EntryServer from '../src/entry-server.tsx';
import { fillPageTemplate } from '../src/page-document.ts';
import { readPageTemplate } from './page-template.ts';

const distDir = path.resolve(import.meta.dirname, '../dist');
const bundleDir = path.join(distDir, 'prerender-bundle');
/** Any path no route matches renders the not-found page. */
const unmatchedPath = '/__not-found__';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function htmlFileFor(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : path.join(urlPath.slice(1), 'index.html');
}

/**
 * The admin screen exists only in the browser's JavaScript, so its shell is empty: without
 * JavaScript it would be a blank page. A <noscript> says why instead. It sits before #root, which
 * must stay empty for the client to start the admin app rather than hydrate. Its style is in a
 * <noscript> of the head (where HTML allows a style element), so no other page carries it, and uses
 * plain values: the theme's variables are only written by the React render the shell lacks.
 */
const adminNoScriptStyle = `<noscript><style>
      .admin-needs-javascript { display: grid; place-items: center; min-height: 100dvh; padding: 1rem; background: linear-gradient(180deg, #eef2f9, #f8f9fa); color: #0d1b36; font-family: 'Inter Variable', 'Inter Fallback', system-ui, sans-serif; }
      .admin-needs-javascript > div { max-width: 28rem; padding: 2rem; border: 1px solid #dee2e6; border-radius: 1rem; background: #fff; box-shadow: 0 0.5rem 1.5rem rgb(13 27 54 / 0.12); text-align: center; }
      .admin-needs-javascript h1 { font-size: 1.5rem; line-height: 1.3; }
      .admin-needs-javascript p { margin: 1rem 0 0; font-size: 1.0625rem; line-height: 1.6; }
      .admin-needs-javascript a { color: #156b3c; font-weight: 600; }
    </style></noscript>`;
const adminNoScriptMessage = `<noscript>
      <main class="admin-needs-javascript">
        <div>
          <h1>The admin screen needs JavaScript</h1>
          <p>Turn on JavaScript in your browser, then reload this page to sign in.</p>
          <p><a href="/">Back to the website</a></p>
        </div>
      </main>
    </noscript>`;
const rootElement = '<div id="root">';

function adminShellHtml(template: string, page: EntryServer.PrerenderedPage): string {
  const html = fillPageTemplate(template, {
    ...page,
    headHtml: `${page.headHtml}\n    ${adminNoScriptStyle}`,
  });
  if (!html.includes(rootElement)) throw new Error(`The template has no ${rootElement}`);
  return html.replace(rootElement, `${adminNoScriptMessage}\n    ${rootElement}`);
}

/** The site's CSP allows no inline scripts: only module scripts with a src and JSON-LD data. */
function assertNoInlineScript(relativePath: string, html: string): void {
  const inlineScript = /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/.exec(html);
  if (inlineScript !== null)
    throw new Error(`${relativePath} contains an inline script: ${inlineScript[0]}`);
}

async function writeDistFile(relativePath: string, content: string): Promise<void> {
  if (relativePath.endsWith('.html')) assertNoInlineScript(relativePath, content);
  const filePath = path.join(distDir, relativePath);
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, content);
}

/** The server sends these instead of compressing the same bytes on every request. */
async function precompressAssets(): Promise<number> {
  const assetsDir = path.join(distDir, 'assets');
  const compressible = (await readdir(assetsDir)).filter((name) => /\.(js|css|svg)$/.test(name));
  await Promise.all(
    compressible.map(async (name) => {
      const filePath = path.join(assetsDir, name);
      const content = await readFile(filePath);
      const brotli = compressBrotli(content, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      });
      const gzipped = compressGzip(content, { level: 9 });
      await writeFile(`${filePath}.br`, await brotli);
      await writeFile(`${filePath}.gz`, await gzipped);
    }),
  );
  return compressible.length;
}

async function main(): Promise<void> {
  const template = await readPageTemplate(distDir);
  const entry = (await import(
    pathToFileURL(path.join(bundleDir, 'entry-server.js')).href
  )) as typeof EntryServer;

  for (const urlPath of entry.publicPagePaths) {
    const page = await entry.prerenderPage(urlPath, { withBody: true });
    if (page.isNotFound)
      throw new Error(`${urlPath} is in publicPagePaths but no route renders it`);
    await writeDistFile(htmlFileFor(urlPath), fillPageTemplate(template, page));
  }

  const thankYouPaths = Object.values(entry.formThankYouPaths);
  for (const urlPath of thankYouPaths) {
    const page = await entry.prerenderPage(urlPath, { withBody: true });
    if (page.isNotFound) throw new Error(`No route renders the thank-you page ${urlPath}`);
    await writeDistFile(htmlFileFor(urlPath), fillPageTemplate(template, page));
  }

  const notFound = await entry.prerenderPage(unmatchedPath, { withBody: true });
  if (!notFound.isNotFound) throw new Error(`${unmatchedPath} unexpectedly matched a route`);
  await writeDistFile('404.html', fillPageTemplate(template, notFound));

  await writeDistFile(
    htmlFileFor(entry.adminPath),
    adminShellHtml(template, await entry.prerenderPage(entry.adminPath, { withBody: false })),
  );

  await writeDistFile(entry.blogFeedPath.slice(1), entry.blogFeedXml(entry.publicSiteUrlToken));

  await writeDistFile(
    'routes.json',
    `${JSON.stringify({ publicPagePaths: entry.publicPagePaths, formThankYouPaths: entry.formThankYouPaths, adminPath: entry.adminPath, adminAreaPaths: entry.adminAreaPaths, blogFeedPath: entry.blogFeedPath, publicSiteUrlToken: entry.publicSiteUrlToken }, null, 2)}\n`,
  );
  const compressed = await precompressAssets();
  await rm(bundleDir, { recursive: true, force: true });
  console.log(
    `Prerendered ${entry.publicPagePaths.length} public pages, ${thankYouPaths.length} thank-you pages, 404.html, the admin shell and the blog's feed; precompressed ${compressed} assets`,
  );
}

await main();
