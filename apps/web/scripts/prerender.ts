/**
 * Last step of the web build: renders every public page, the not-found page and the admin shell
 * from the SSR bundle into the client build's HTML template, writes the route list the server
 * reads for its sitemap, precompresses the assets, and removes the SSR bundle.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type * as EntryServer from '../src/entry-server.tsx';

const distDir = path.resolve(import.meta.dirname, '../dist');
const bundleDir = path.join(distDir, 'prerender-bundle');
const headPlaceholder = '<!--page-head-->';
const bodyPlaceholder = '<!--page-body-->';
/** Any path no route matches renders the not-found page. */
const unmatchedPath = '/__not-found__';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function htmlFileFor(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : path.join(urlPath.slice(1), 'index.html');
}

function fillTemplate(template: string, page: EntryServer.PrerenderedPage): string {
  return template.replace(headPlaceholder, page.headHtml).replace(bodyPlaceholder, page.bodyHtml);
}

/**
 * Puts the stylesheet into the page itself, so the first paint waits for no second request, and
 * preloads the web font it uses, so that the font usually arrives before the first paint.
 */
async function inlineStylesheet(template: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(template);
  if (link?.[1] === undefined) throw new Error('The Vite template links no stylesheet');
  const css = await readFile(path.join(distDir, link[1]), 'utf8');
  const fontUrl = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(css)?.[1];
  if (fontUrl === undefined) throw new Error('The stylesheet uses no Inter font file');
  const fontPreload = `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`;
  return template.replace(link[0], `${fontPreload}\n    <style>${css}</style>`);
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
  const viteTemplate = await readFile(path.join(distDir, 'index.html'), 'utf8');
  if (!viteTemplate.includes(headPlaceholder) || !viteTemplate.includes(bodyPlaceholder)) {
    throw new Error(
      'dist/index.html is not the Vite template: run `vite build` before prerendering',
    );
  }
  const template = await inlineStylesheet(viteTemplate);
  const entry = (await import(
    pathToFileURL(path.join(bundleDir, 'entry-server.js')).href
  )) as typeof EntryServer;

  for (const urlPath of entry.publicPagePaths) {
    const page = await entry.prerenderPage(urlPath, { withBody: true });
    if (page.isNotFound)
      throw new Error(`${urlPath} is in publicPagePaths but no route renders it`);
    await writeDistFile(htmlFileFor(urlPath), fillTemplate(template, page));
  }

  const notFound = await entry.prerenderPage(unmatchedPath, { withBody: true });
  if (!notFound.isNotFound) throw new Error(`${unmatchedPath} unexpectedly matched a route`);
  await writeDistFile('404.html', fillTemplate(template, notFound));

  await writeDistFile(
    htmlFileFor(entry.adminPath),
    fillTemplate(template, await entry.prerenderPage(entry.adminPath, { withBody: false })),
  );

  await writeDistFile(
    'routes.json',
    `${JSON.stringify({ publicPagePaths: entry.publicPagePaths, adminPath: entry.adminPath, publicSiteUrlToken: entry.publicSiteUrlToken }, null, 2)}\n`,
  );
  const compressed = await precompressAssets();
  await rm(bundleDir, { recursive: true, force: true });
  console.log(
    `Prerendered ${entry.publicPagePaths.length} public pages, 404.html and the admin shell; precompressed ${compressed} assets`,
  );
}

await main();
