import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import {
  createTRPCContext,
  createTRPCOptionsProxy,
  type TRPCOptionsProxy,
} from '@trpc/tanstack-react-query';
import type { AppRouter } from '@app/api';
import { createQueryClient } from './query-client.ts';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type ApiClients = {
  readonly queryClient: QueryClient;
  readonly trpcClient: TRPCClient<AppRouter>;
  readonly trpc: TRPCOptionsProxy<AppRouter>;
};

export function createApiClients(): ApiClients {
  const queryClient = createQueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: '/trpc' })] });
  return {
    queryClient,
    trpcClient,
    trpc: createTRPCOptionsProxy({ client: trpcClient, queryClient }),
  };
}
