/**
 * Cleanups registered as resources come up, run in reverse order by `afterAll`, so that a setup
 * failing half-way still stops what it had started, and nothing else.
 */
export interface Cleanups {
  add: (cleanup: () => Promise<unknown>) => void;
  run: () => Promise<void>;
}

export function createCleanups(): Cleanups {
  const cleanups: (() => Promise<unknown>)[] = [];
  return {
    add: (cleanup) => {
      cleanups.push(cleanup);
    },
    run: async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    },
  };
}
