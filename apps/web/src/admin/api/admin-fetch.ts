import { createContext, useContext } from 'react';
import type { AdminTokenStore } from './admin-token-store.ts';

/** A GET of one of the admin REST routes (`/api/leads.csv`), with the session's bearer token. */
export type AdminFetch = (path: string) => Promise<Response>;

/**
 * The admin's plain HTTP calls, for what tRPC does not carry (file downloads). Like the tRPC
 * client, a 401 ends the session: the token is dropped, which shows the login form.
 */
export function createAdminFetch(
  tokenStore: AdminTokenStore,
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): AdminFetch {
  return async (path) => {
    const token = tokenStore.read();
    const response = await fetch(path, {
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    });
    if (response.status === 401) tokenStore.clear();
    return response;
  };
}

/** Given by AdminApp (and the component tests' providers) beside the tRPC client. */
export const AdminFetchContext = createContext<AdminFetch | null>(null);

export function useAdminFetch(): AdminFetch {
  const adminFetch = useContext(AdminFetchContext);
  if (adminFetch === null) throw new Error('useAdminFetch needs an AdminFetchContext provider');
  return adminFetch;
}
