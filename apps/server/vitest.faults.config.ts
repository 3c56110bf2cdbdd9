import { defineConfig } from 'vitest/config';

/**
 * The fault files that measure no elapsed time: the built site in Chromium under its Content
 * Security Policy, and the production bundle started as an unprivileged user. `pnpm test` runs
 * them beside the PostgreSQL tier (`--mode untimed`), and the rest alone, last (`--mode timed`).
 */
const untimedFiles = [
  'test/faults/content-security-policy.fault.ts',
  'test/faults/production-bundle.fault.ts',
];

/**
 * `pnpm test:faults`: the production server as a real process, under database outages, hostile
 * clients and a second instance, started from the same bundle as the production image, and the
 * built site in Chromium under its Content Security Policy, and what a login costs in time. Needs
 * the web app built first (the root's `pnpm test:faults` builds it). The timed files assert on
 * elapsed time, so they run alone, after the other tiers.
 */
export default defineConfig(({ mode }) => ({
  test: {
    include: mode === 'untimed' ? untimedFiles : ['test/faults/**/*.fault.ts'],
    exclude: mode === 'timed' ? ['**/node_modules/**', ...untimedFiles] : ['**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts server processes and PostgreSQL servers: one at a time on two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
}));
