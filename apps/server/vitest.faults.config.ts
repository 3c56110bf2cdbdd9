import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:faults`: the production server as a real process, under database outages, hostile
 * clients and a second instance, started from the same bundle as the production image, and the
 * built site in Chromium under its Content Security Policy, and what a login costs in time. Needs
 * the web app built first (the root's `pnpm test:faults` builds it). The one tier whose tests
 * measure elapsed time: it runs alone, after the others.
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.fault.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts server processes and PostgreSQL servers: one at a time on two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
