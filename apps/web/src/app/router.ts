import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routes/route-tree.ts';
import type { ApiClients } from './api-clients.ts';

export function createAppRouter({
  history,
  clients,
}: {
  history?: RouterHistory;
  clients: ApiClients;
}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient: clients.queryClient, trpc: clients.trpc },
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
