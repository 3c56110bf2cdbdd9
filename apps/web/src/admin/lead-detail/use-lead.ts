import { skipToken, useQuery } from '@tanstack/react-query';
import { classifyFailedCall } from '../../app/failed-call.ts';
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

/** The server answered that no lead has the id: deleted, or never there. */
export function isLeadNotFound(error: unknown): boolean {
  const failure = classifyFailedCall(error);
  return failure.kind === 'refused' && failure.code === 'NOT_FOUND';
}
