import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts or migrates real PostgreSQL databases.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
