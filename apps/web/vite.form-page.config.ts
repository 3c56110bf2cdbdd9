/**
 * The form page renderer: `dist/server-render/form-page.js`, built after the client build (it
 * carries the client build's page template) and kept in the dist for the server, which answers a
 * refused form post with it. One self-contained ESM file: every package is bundled in
 * (`ssr.noExternal`), so the server needs none of the web app's packages, only Node's own modules.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import baseConfig from './vite.config.ts';
import { readPageTemplate } from './scripts/page-template.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(webDir, 'dist');

export default defineConfig(async (environment) => {
  const base = baseConfig(environment);
  return mergeConfig(base, {
    define: {
      __FORM_PAGE_TEMPLATE__: JSON.stringify(await readPageTemplate(distDir)),
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: path.join(webDir, 'src/entry-form-page.tsx'),
      outDir: path.join(distDir, 'server-render'),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'form-page.js' } },
    },
  });
});
