import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CrmFilter, LeadStage, PageCursor } from '@app/domain';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import {
  columnWithLead,
  columnWithLeadChanged,
  columnWithoutLead,
  totalsAfterChange,
  type ColumnPages,
} from './board-cache.ts';

/** A column's cache entry: its pages and the cursors they were asked with. */
type LoadedColumn = ColumnPages<PageCursor | null>;

/**
 * One column's cards, a page at a time (the server's first page, then more as the column is
 * scrolled). While a new filter's first page loads, the previous one stays on screen.
 */
export function useBoardColumn(stage: LeadStage, filter: CrmFilter, enabled: boolean) {
  const trpc = useAdminTRPC();
  return useInfiniteQuery({
    ...trpc.leads.page.infiniteQueryOptions(
      { stage, filter },
      { getNextPageParam: (page) => page.nextCursor },
    ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Count and value of every stage under the filter, for the column headers. */
export function useBoardTotals(filter: CrmFilter) {
  const trpc = useAdminTRPC();
  return useQuery({
    ...trpc.leads.columns.queryOptions({ filter }),
    placeholderData: keepPreviousData,
  });
}

export type BoardCache = {
  /**
   * Shows a change of one card at once: it leaves every loaded column, enters its new stage's
   * column of the filter on screen at its sorted place, and the header totals follow. `before` null
   * for a new card, `after` null for a deleted one.
   */
  readonly showCardChange: (
    filter: CrmFilter,
    before: LeadDto | null,
    after: LeadDto | null,
  ) => void;
  /** Changes a loaded card where it is (a note answered it, say); nothing when it is not loaded. */
  readonly changeLoadedCard: (id: number, change: (lead: LeadDto) => LeadDto) => void;
  /** The card as the board has it loaded, if it is. */
  readonly loadedCard: (id: number) => LeadDto | undefined;
  /** Stops page and total loads under way, whose answers predate the change about to show. */
  readonly cancelLoads: () => Promise<void>;
  /**
   * After the server answered: totals come again from the server, and the columns of other
   * filters (which may or may not hold the card) load afresh when next shown.
   */
  readonly refreshAfterChange: () => void;
};

export function useBoardCache(): BoardCache {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();

  const showCardChange = useCallback(
    (filter: CrmFilter, before: LeadDto | null, after: LeadDto | null) => {
      const leadId = after?.id ?? before?.id;
      if (leadId === undefined) return;
      queryClient.setQueriesData<LoadedColumn>(trpc.leads.page.pathFilter(), (pages) =>
        pages === undefined ? pages : columnWithoutLead(pages, leadId),
      );
      if (after !== null) {
        queryClient.setQueryData(
          trpc.leads.page.infiniteQueryKey({ stage: after.stage, filter }),
          (pages) => (pages === undefined ? pages : columnWithLead(pages, after)),
        );
      }
      queryClient.setQueryData(trpc.leads.columns.queryKey({ filter }), (totals) =>
        totals === undefined ? totals : totalsAfterChange(totals, before, after),
      );
    },
    [queryClient, trpc],
  );

  const changeLoadedCard = useCallback(
    (id: number, change: (lead: LeadDto) => LeadDto) => {
      queryClient.setQueriesData<LoadedColumn>(trpc.leads.page.pathFilter(), (pages) =>
        pages === undefined ? pages : columnWithLeadChanged(pages, id, change),
      );
    },
    [queryClient, trpc],
  );

  const loadedCard = useCallback(
    (id: number) => {
      // The columns on screen first: a column of an earlier filter may hold an older copy.
      for (const type of ['active', 'all'] as const) {
        for (const [, pages] of queryClient.getQueriesData<LoadedColumn>({
          ...trpc.leads.page.pathFilter(),
          type,
        })) {
          const found = pages?.pages.flatMap((page) => page.items).find((lead) => lead.id === id);
          if (found !== undefined) return found;
        }
      }
      return undefined;
    },
    [queryClient, trpc],
  );

  const cancelLoads = useCallback(async () => {
    await Promise.all([
      queryClient.cancelQueries(trpc.leads.page.pathFilter()),
      queryClient.cancelQueries(trpc.leads.columns.pathFilter()),
    ]);
  }, [queryClient, trpc]);

  const refreshAfterChange = useCallback(() => {
    void queryClient.invalidateQueries(trpc.leads.columns.pathFilter());
    void queryClient.invalidateQueries({ ...trpc.leads.page.pathFilter(), refetchType: 'none' });
  }, [queryClient, trpc]);

  return useMemo(
    () => ({ showCardChange, changeLoadedCard, loadedCard, cancelLoads, refreshAfterChange }),
    [showCardChange, changeLoadedCard, loadedCard, cancelLoads, refreshAfterChange],
  );
}
