import { defineConfig } from 'vitest/config';

/**
 * The fast tier of this package (`pnpm test:fast`): the `*.unit.test.ts` files, which need no
 * database. The other tests run in the PostgreSQL tier (vitest.config.ts).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.unit.test.ts', 'test/**/*.unit.test.ts'],
  },
});
