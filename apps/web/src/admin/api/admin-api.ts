import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink, isTRPCClientError, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@app/api';
import type { AdminTokenStore } from './admin-token-store.ts';

export type { CareerSubmissionDto, ContactSubmissionDto, LeadDto, LeadNoteDto } from '@app/api';

/** The admin area's own tRPC context: its client sends the bearer token, the public one never does. */
export const {
  TRPCProvider: AdminTRPCProvider,
  useTRPC: useAdminTRPC,
  useTRPCClient: useAdminTRPCClient,
} = createTRPCContext<AppRouter>();

export type AdminApi = {
  readonly queryClient: QueryClient;
  readonly trpcClient: TRPCClient<AppRouter>;
  readonly tokenStore: AdminTokenStore;
};

export function isUnauthorized(error: unknown): boolean {
  return isTRPCClientError<AppRouter>(error) && error.data?.code === 'UNAUTHORIZED';
}

/**
 * True when the server answered with a readable tRPC error; false when no answer came back or it
 * could not be read (network down, proxy error page).
 */
export function isServerAnswer(error: unknown): boolean {
  return isTRPCClientError<AppRouter>(error) && error.shape !== undefined && error.shape !== null;
}

type AdminApiOptions = {
  readonly tokenStore: AdminTokenStore;
  /** Tests pass their own; the browser's otherwise. */
  readonly fetch?: typeof globalThis.fetch;
  readonly url?: string;
};

/**
 * Spec section 7: queries do not retry, poll, refetch on focus or go stale. Any call answered
 * UNAUTHORIZED means the session is over: the token is dropped, which shows the login form.
 */
export function createAdminApi({ tokenStore, fetch, url = '/trpc' }: AdminApiOptions): AdminApi {
  const endSessionOnUnauthorized = (error: unknown) => {
    if (isUnauthorized(error)) tokenStore.clear();
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
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
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url,
        fetch,
        headers: () => {
          const token = tokenStore.read();
          return token === null ? {} : { Authorization: `Bearer ${token}` };
        },
      }),
    ],
  });
  return { queryClient, trpcClient, tokenStore };
}
