import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';

const webSourceDir = fileURLToPath(new URL('./src/', import.meta.url));
const bootEntry = `${webSourceDir}boot.ts`;
/** Vite wraps each dynamic import in it; the boot script's import of the app too. */
const vitePreloadHelper = 'vite/preload-helper';
const clientEntry = `${webSourceDir}entry-client.tsx`;

/**
 * The packages every page runs, and of Mantine the core and the components the layout uses (the
 * header, footer, cookie notice and buttons). Named rather than followed from the entry: Mantine
 * and the domain are imported through index modules that name everything they hold.
 */
const everyPageVendorModule =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|clsx|@tanstack[\\/](?:react-router|router-core|history|store|react-store))[\\/]|[\\/]@mantine[\\/](?:core[\\/]esm[\\/](?:core|components[\\/](?:Button|Loader|UnstyledButton|CloseButton|Container|Paper|Burger|Group|Text|Title|SimpleGrid))[\\/])/;

/** The site's own modules `entry` imports statically, directly or not, itself included. */
function sourceModulesOf(
  entry: string,
  getModuleInfo: Rolldown.ChunkingContext['getModuleInfo'],
): ReadonlySet<string> {
  const closure = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id) || !id.startsWith(webSourceDir)) continue;
    closure.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return closure;
}

/**
 * Which of the two chunks every page runs a module belongs to: 'boot', what the page's first,
 * tiny script needs before the load event, or 'app', the client entry's code, which that script
 * fetches after the load event. Left to the automatic splitting, each part of the app that the
 * admin screen also uses became a chunk of its own, and a public page fetched some fifty small
 * scripts, each costing its headers and a request on a phone's connection.
 */
type EveryPageChunk = 'boot' | 'app';

const everyPageChunksByPass = new WeakMap<
  Rolldown.ChunkingContext,
  (moduleId: string) => EveryPageChunk | undefined
>();

function everyPageChunkOf(
  moduleId: string,
  context: Rolldown.ChunkingContext,
): EveryPageChunk | undefined {
  let classify = everyPageChunksByPass.get(context);
  if (classify === undefined) {
    const getModuleInfo = (id: string) => context.getModuleInfo(id);
    const boot = sourceModulesOf(bootEntry, getModuleInfo);
    const app = sourceModulesOf(clientEntry, getModuleInfo);
    classify = (id) => {
      if (boot.has(id) || id.includes(vitePreloadHelper)) return 'boot';
      // The entry itself stays the small chunk the boot script imports.
      if (id === clientEntry) return undefined;
      return everyPageVendorModule.test(id) || app.has(id) ? 'app' : undefined;
    };
    everyPageChunksByPass.set(context, classify);
  }
  return classify(moduleId);
}

/**
 * The 'boot' group goes first: 'app' takes in what its modules import, and would otherwise take
 * the boot script's modules too, making the boot script load the whole app before the page has.
 */
const everyPageChunkGroups = (['boot', 'app'] as const).map((chunk, index, chunks) => ({
  name: (moduleId: string, context: Rolldown.ChunkingContext) =>
    everyPageChunkOf(moduleId, context) === chunk ? chunk : null,
  priority: chunks.length - index,
}));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: {
    __PRERENDER_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: isSsrBuild
    ? // Deleted by the prerender once the pages are written; never served.
      { outDir: 'dist/prerender-bundle', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // No <link rel=modulepreload> injected before each dynamic import: on a phone, adding some
        // twenty of them when the app starts blocked the main thread longer than the one extra
        // round trip the browser needs to find a chunk's imports by itself (measured with Lighthouse).
        modulePreload: false,
        // One stylesheet, which the prerender puts inline in every page. Per-chunk stylesheets would
        // be fetched again by each lazy chunk after hydration, restyling the whole page each time.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: everyPageChunkGroups,
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': 'http://localhost:3000',
    },
  },
  test: {
    environment: 'jsdom',
    // Each file in a fresh VM context of one long-lived worker, rather than a fresh process with
    // a fresh jsdom: 52 files took 112 s of CPU one process each and 51 s this way. A shared
    // module graph (`isolate: false`) was cheaper still but let one file's React and timers reach
    // the next.
    pool: 'vmThreads',
    // A test waits for what it means (findBy*, waitFor); beside the browser tier on two cores a
    // test of a list and its next page outlasted vitest's five-second default.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
}));
