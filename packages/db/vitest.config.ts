import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The PostgreSQL tier (`pnpm test:db`); the `*.unit.test.ts` files are the fast tier's.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.unit.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts or migrates real PostgreSQL databases.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for an event; on a loaded machine it can take longer than the one-second default.
    expect: { poll: { timeout: 10_000 } },
  },
});
