import { skipToken, useQuery } from '@tanstack/react-query';
import { useAdminTRPC } from '../api/admin-api.ts';

/**
 * One lead, read afresh whenever its detail opens (the board's copy, put in the cache by the
 * card that opened it, shows meanwhile): the board holds only the pages it has loaded, and a
 * link may name any lead.
 */
export function useLead(id: number | null) {
  const trpc = useAdminTRPC();
  return useQuery(trpc.leads.get.queryOptions(id === null ? skipToken : { id }, { staleTime: 0 }));
}
