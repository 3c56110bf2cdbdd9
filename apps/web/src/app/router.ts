import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routes/route-tree.ts';

export function createAppRouter({ history }: { history?: RouterHistory } = {}) {
  return createRouter({ routeTree, history });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
