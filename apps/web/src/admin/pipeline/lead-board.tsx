import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  formatDollars,
  leadStages,
  type ClosedLeadStage,
  type CrmFilter,
  type LeadStage,
} from '@app/domain';
import { useAdminTRPC, type LeadDto } from '../api/admin-api.ts';
import type { BoardDefinition, BoardQueryKeys } from '../board/board-definition.ts';
import { useBoardCache, type BoardCache } from '../board/use-board.ts';
import { LeadCardBody, LeadCardName, LeadDetails, type LeadCardAction } from './LeadCard.tsx';

/**
 * One column's leads, a page at a time (the server's first page, then more as the column is
 * scrolled). While a new filter's first page loads, the previous one stays on screen.
 */
function useLeadColumn(stage: LeadStage, filter: CrmFilter, enabled: boolean) {
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
export function useLeadBoardTotals(filter: CrmFilter) {
  const trpc = useAdminTRPC();
  return useQuery({
    ...trpc.leads.columns.queryOptions({ filter }),
    placeholderData: keepPreviousData,
  });
}

function useLeadBoardKeys(): BoardQueryKeys<LeadStage> {
  const trpc = useAdminTRPC();
  return useMemo(
    () => ({
      pages: trpc.leads.page.pathFilter(),
      column: (stage, filter) => trpc.leads.page.infiniteQueryKey({ stage, filter }),
      totals: trpc.leads.columns.pathFilter(),
      totalsOf: (filter) => trpc.leads.columns.queryKey({ filter }),
    }),
    [trpc],
  );
}

const closedStagePrompts: Record<ClosedLeadStage, string> = {
  closed_won: 'enter the deal value',
  closed_lost: 'enter the reason',
};

/** The sales pipeline: the seven lead stages, Won and Lost folded at first on a narrow window. */
export const leadBoard: BoardDefinition<LeadStage, LeadDto, LeadCardAction> = {
  stages: leadStages,
  noun: 'lead',
  label: 'Pipeline board',
  closedStagePrompts,
  collapsible: { stages: ['closed_won', 'closed_lost'], storageKey: 'crm-board-column-folds' },
  useColumn: useLeadColumn,
  useTotals: useLeadBoardTotals,
  useQueryKeys: useLeadBoardKeys,
  // A repeat enquiry brings its lead back to the top.
  sortKey: (lead) => ({ at: lead.lastEnquiryAt, id: lead.id }),
  nameOf: (lead) => lead.name,
  columnValue: {
    label: 'Estimated value',
    of: (lead) => lead.estimatedValue,
    format: formatDollars,
  },
  CardName: LeadCardName,
  CardBody: LeadCardBody,
  CardPreview: LeadDetails,
};

/** The lead board's loaded cards, changed in place as leads change anywhere on the screen. */
export function useLeadBoardCache(): BoardCache<LeadDto> {
  return useBoardCache(leadBoard);
}
