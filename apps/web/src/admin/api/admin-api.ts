import { MutationCache, QueryCache, type QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@app/api';
import { isUnauthorized } from '../../app/failed-call.ts';
import { createQueryClient } from '../../app/query-client.ts';
import { createAdminFetch, type AdminFetch } from './admin-fetch.ts';
import type { AdminTokenStore } from './admin-token-store.ts';

export type {
  ApplicationCvDto,
  ApplicationDto,
  CareerSubmissionDto,
  ContactSubmissionDto,
  LeadDto,
  MailDeliveryHealth,
  MailTemplateDto,
  MessageAttachmentDto,
  MessagePreview,
  ReceivedMessageDto,
  SentMessageDto,
  PrivacyRecordsDto,
  RecentMailMessage,
  SpamListDto,
  SpamSubmissionDto,
  TimelineEntry,
  UnmatchedMessageDto,
} from '@app/domain';

/** The admin area's own tRPC context: its client sends the bearer token, the public one never does. */
export const { TRPCProvider: AdminTRPCProvider, useTRPC: useAdminTRPC } =
  createTRPCContext<AppRouter>();

export type AdminApi = {
  readonly queryClient: QueryClient;
  readonly trpcClient: TRPCClient<AppRouter>;
  readonly tokenStore: AdminTokenStore;
  /** Plain GETs of the admin REST routes (the CSV exports), with the same token. */
  readonly adminFetch: AdminFetch;
};

export { isUnauthorized };

type AdminApiOptions = {
  readonly tokenStore: AdminTokenStore;
  /** Tests pass their own; the browser's otherwise. */
  readonly fetch?: typeof globalThis.fetch;
  readonly url?: string;
};

/**
 * The spec's query defaults (app/query-client.ts). Any call answered UNAUTHORIZED means the session is over: the token is dropped, which shows the login form.
 */
export function createAdminApi({ tokenStore, fetch, url = '/trpc' }: AdminApiOptions): AdminApi {
  const endSessionOnUnauthorized = (error: unknown) => {
    if (isUnauthorized(error)) tokenStore.clear();
  };
  const queryClient = createQueryClient({
    queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
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
  return { queryClient, trpcClient, tokenStore, adminFetch: createAdminFetch(tokenStore, fetch) };
}
