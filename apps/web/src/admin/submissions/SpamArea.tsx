import { useQuery } from '@tanstack/react-query';
import { useAdminTRPC } from '../api/admin-api.ts';
import { SpamSubmissions } from './SpamSubmissions.tsx';

/** The Spam area; its list is the one the tab bar counts, so it answers from the cache. */
export function SpamArea() {
  const trpc = useAdminTRPC();
  const spam = useQuery(trpc.spam.list.queryOptions());
  return <SpamSubmissions spam={spam.data} loading={spam.isPending} />;
}
