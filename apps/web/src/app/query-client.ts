import { type MutationCache, QueryClient, type QueryCache } from '@tanstack/react-query';

/**
 * Spec section 7: queries do not retry, poll, refetch on focus or reconnect, or go stale, and
 * mutations do not retry. The public site, the admin area and the component tests share it.
 */
export function createQueryClient(
  caches: { readonly queryCache?: QueryCache; readonly mutationCache?: MutationCache } = {},
): QueryClient {
  return new QueryClient({
    ...caches,
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
