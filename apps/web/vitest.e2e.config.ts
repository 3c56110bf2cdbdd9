import { defineConfig } from 'vitest/config';

/**
 * The browser tests of the admin screen; the other files test the public site. `pnpm test` runs
 * the two sets side by side (`--mode admin` and `--mode site`), each against a server and a
 * database of its own, so that neither sees the other's records: most of a browser test's time
 * is spent waiting on Chromium and the server, and the two sets take about as long.
 */
const adminFiles = [
  'e2e/admin*.e2e.ts',
  'e2e/hiring-pipeline.e2e.ts',
  'e2e/lead-source.e2e.ts',
  'e2e/privacy.e2e.ts',
  'e2e/reports.e2e.ts',
  'e2e/two-factor.e2e.ts',
];

/** Browser tests: Chromium against the real server and a real database (see e2e/support). */
export default defineConfig(({ mode }) => ({
  test: {
    include: mode === 'admin' ? adminFiles : ['e2e/**/*.e2e.ts'],
    exclude: mode === 'site' ? ['**/node_modules/**', ...adminFiles] : ['**/node_modules/**'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // One Chromium at a time in each set: the CI machines have two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the page to reach a state; on a loaded two-core machine a smooth scroll
    // or a React render can take longer than the one-second default.
    expect: { poll: { timeout: 10_000 } },
  },
}));
