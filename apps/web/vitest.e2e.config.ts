import { defineConfig } from 'vitest/config';

/** Browser tests: Chromium against the real server and a real database (see e2e/support). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // One Chromium at a time: the CI machines have two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the page to reach a state; on a loaded two-core machine a smooth scroll
    // or a React render can take longer than the one-second default.
    expect: { poll: { timeout: 10_000 } },
  },
});
