import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import { createContext, useContext } from 'react';
import type { AppRouter } from '@app/api';

/**
 * The public forms' tRPC client. The forms only send (a mutation each, with their own state), so
 * they use the plain client: the query cache and its React bindings stay with the admin screen.
 */
export type PublicApi = TRPCClient<AppRouter>;

export function createPublicApi(
  options: { readonly url?: string; readonly fetch?: typeof globalThis.fetch } = {},
): PublicApi {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: options.url ?? '/trpc', fetch: options.fetch })],
  });
}

/** Component tests give the forms a client of their own; pages use the one shared client. */
export const PublicApiContext = createContext<PublicApi | undefined>(undefined);

let sharedPublicApi: PublicApi | undefined;

export function usePublicApi(): PublicApi {
  const given = useContext(PublicApiContext);
  sharedPublicApi ??= createPublicApi();
  return given ?? sharedPublicApi;
}
