import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@app/api';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type ApiClients = {
  readonly queryClient: QueryClient;
  readonly trpcClient: TRPCClient<AppRouter>;
  readonly trpc: TRPCOptionsProxy<AppRouter>;
};

/** Spec section 7: queries do not retry, poll, refetch on focus or go stale. */
export function createApiClients(): ApiClients {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: '/trpc' })] });
  return { queryClient, trpcClient, trpc: createTRPCOptionsProxy({ client: trpcClient, queryClient }) };
}
