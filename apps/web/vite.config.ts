import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': 'http://localhost:3000',
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
}));
