/**
 * The page template the prerender fills for each page and the form page renderer carries: the
 * client build's `index.html`, with its stylesheet put inline.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageBodyPlaceholder, pageHeadPlaceholder } from '../src/page-document.ts';

/**
 * Puts the stylesheet into the page itself, so the first paint waits for no second request, and
 * preloads the web font it uses, so that the font usually arrives before the first paint.
 */
async function inlineStylesheet(distDir: string, template: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(template);
  if (link?.[1] === undefined) throw new Error('The Vite template links no stylesheet');
  const css = await readFile(path.join(distDir, link[1]), 'utf8');
  const fontUrl = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(css)?.[1];
  if (fontUrl === undefined) throw new Error('The stylesheet uses no Inter font file');
  const fontPreload = `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`;
  return template.replace(link[0], () => `${fontPreload}\n    <style>${css}</style>`);
}

/** Reads the client build's template; the prerender overwrites it with the home page. */
export async function readPageTemplate(distDir: string): Promise<string> {
  const viteTemplate = await readFile(path.join(distDir, 'index.html'), 'utf8');
  if (!viteTemplate.includes(pageHeadPlaceholder) || !viteTemplate.includes(pageBodyPlaceholder)) {
    throw new Error(
      'dist/index.html is not the Vite template: run `vite build` before the server-side builds',
    );
  }
  return inlineStylesheet(distDir, viteTemplate);
}
