import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CrmFilter, Page } from '@app/domain';
import { useAdminTRPC, type ContactSubmissionDto } from '../api/admin-api.ts';

/** A list read a page at a time, newest first, as the submission tabs show it. */
export type PagedList<Item> = {
  /** Undefined until the first page is in, and when it failed to load. */
  readonly items: readonly Item[] | undefined;
  readonly loading: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** The last attempt at a next page failed: more loads only when asked again. */
  readonly loadMoreFailed: boolean;
  readonly loadMore: () => void;
};

type PagesQuery<Item> = {
  readonly data: { readonly pages: readonly Page<Item>[] } | undefined;
  readonly isPending: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly isFetchNextPageError: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
};

export function usePagedList<Item>(query: PagesQuery<Item>): PagedList<Item> {
  const { data, isPending, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  return {
    items,
    loading: isPending,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError,
    loadMore,
  };
}

export const nextPage = <Item>(page: Page<Item>) => page.nextCursor;

/** Consultation requests matching the filter, spam left out, 50 at a time. */
export function useContactSubmissionPages(filter: CrmFilter): PagedList<ContactSubmissionDto> {
  const trpc = useAdminTRPC();
  return usePagedList(
    useInfiniteQuery(
      trpc.submissions.contactsPage.infiniteQueryOptions(
        { filter },
        { getNextPageParam: nextPage, initialCursor: null },
      ),
    ),
  );
}

/** How many submissions of each kind match the filter; undefined until known or if it failed. */
export function useSubmissionCounts(filter: CrmFilter) {
  const trpc = useAdminTRPC();
  return useQuery(trpc.submissions.counts.queryOptions({ filter })).data;
}
