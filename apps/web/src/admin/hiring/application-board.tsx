import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  applicationStages,
  type ApplicationStage,
  type ClosedApplicationStage,
  type CrmFilter,
} from '@app/domain';
import { useAdminTRPC, type ApplicationDto } from '../api/admin-api.ts';
import { applicantName } from '../application-detail/use-application.ts';
import type { BoardDefinition, BoardQueryKeys } from '../board/board-definition.ts';
import { useBoardCache, type BoardCache } from '../board/use-board.ts';
import {
  ApplicationCardBody,
  ApplicationCardName,
  ApplicationDetails,
  type ApplicationCardAction,
} from './ApplicationCard.tsx';

/** One column's applications, a page at a time; a new filter's first page replaces the last one's. */
function useApplicationColumn(stage: ApplicationStage, filter: CrmFilter, enabled: boolean) {
  const trpc = useAdminTRPC();
  return useInfiniteQuery({
    ...trpc.applications.page.infiniteQueryOptions(
      { stage, filter },
      { getNextPageParam: (page) => page.nextCursor },
    ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many applications of every stage match the filter, for the column headers. */
export function useApplicationBoardTotals(filter: CrmFilter) {
  const trpc = useAdminTRPC();
  return useQuery({
    ...trpc.applications.columns.queryOptions({ filter }),
    placeholderData: keepPreviousData,
  });
}

function useApplicationBoardKeys(): BoardQueryKeys<ApplicationStage> {
  const trpc = useAdminTRPC();
  return useMemo(
    () => ({
      pages: trpc.applications.page.pathFilter(),
      column: (stage, filter) => trpc.applications.page.infiniteQueryKey({ stage, filter }),
      totals: trpc.applications.columns.pathFilter(),
      totalsOf: (filter) => trpc.applications.columns.queryKey({ filter }),
    }),
    [trpc],
  );
}

const closedStagePrompts: Record<ClosedApplicationStage, string> = {
  hired: 'confirm the hire',
  not_selected: 'enter the reason',
};

/** The hiring pipeline: the careers page's steps, Welcome Aboard and Not Selected folded at first. */
export const applicationBoard: BoardDefinition<
  ApplicationStage,
  ApplicationDto,
  ApplicationCardAction
> = {
  stages: applicationStages,
  noun: 'application',
  label: 'Hiring board',
  closedStagePrompts,
  collapsible: { stages: ['hired', 'not_selected'], storageKey: 'crm-hiring-column-folds' },
  useColumn: useApplicationColumn,
  useTotals: useApplicationBoardTotals,
  useQueryKeys: useApplicationBoardKeys,
  sortKey: (application) => ({ at: application.createdAt, id: application.id }),
  nameOf: applicantName,
  CardName: ApplicationCardName,
  CardBody: ApplicationCardBody,
  CardPreview: ApplicationDetails,
};

/** The hiring board's loaded cards, changed in place as applications change on the screen. */
export function useApplicationBoardCache(): BoardCache<ApplicationDto> {
  return useBoardCache(applicationBoard);
}
