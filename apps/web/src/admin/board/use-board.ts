import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CrmFilter, PageCursor } from '@app/domain';
import {
  columnWithCard,
  columnWithCardChanged,
  columnWithoutCard,
  totalsAfterChange,
  type ColumnPages,
  type CountedCard,
} from './board-cache.ts';
import type { BoardDefinition, BoardItem, StageCount } from './board-definition.ts';

/** A column's cache entry: its pages and the cursors they were asked with. */
type LoadedColumn<Item> = ColumnPages<Item, PageCursor | null>;

export type BoardCache<Item> = {
  /**
   * Shows a change of one card at once: it leaves every loaded column, enters its new stage's
   * column of the filter on screen at its sorted place, and the header totals follow. `before` null
   * for a new card, `after` null for a deleted one.
   */
  readonly showCardChange: (filter: CrmFilter, before: Item | null, after: Item | null) => void;
  /** Changes a loaded card where it is (a note answered it, say); nothing when it is not loaded. */
  readonly changeLoadedCard: (id: number, change: (item: Item) => Item) => void;
  /** The card as the board has it loaded, if it is. */
  readonly loadedCard: (id: number) => Item | undefined;
  /** Stops page and total loads under way, whose answers predate the change about to show. */
  readonly cancelLoads: () => Promise<void>;
  /**
   * After the server answered: totals come again from the server, and the columns of other
   * filters (which may or may not hold the card) load afresh when next shown.
   */
  readonly refreshAfterChange: () => void;
};

/** The loaded columns and totals of one board, changed in place as its cards change. */
export function useBoardCache<Stage extends string, Item extends BoardItem<Stage>>(
  board: Pick<BoardDefinition<Stage, Item, string>, 'useQueryKeys' | 'sortKey' | 'columnValue'>,
): BoardCache<Item> {
  const keys = board.useQueryKeys();
  const queryClient = useQueryClient();
  const { sortKey, columnValue } = board;

  const showCardChange = useCallback(
    (filter: CrmFilter, before: Item | null, after: Item | null) => {
      const id = after?.id ?? before?.id;
      if (id === undefined) return;
      const counted = (item: Item | null): CountedCard<Stage> =>
        item === null ? null : { stage: item.stage, value: columnValue?.of(item) ?? null };
      queryClient.setQueriesData<LoadedColumn<Item>>(keys.pages, (pages) =>
        pages === undefined ? pages : columnWithoutCard(pages, id),
      );
      if (after !== null) {
        queryClient.setQueryData<LoadedColumn<Item>>(keys.column(after.stage, filter), (pages) =>
          pages === undefined ? pages : columnWithCard(pages, after, sortKey),
        );
      }
      queryClient.setQueryData<StageCount<Stage>[]>(keys.totalsOf(filter), (totals) =>
        totals === undefined ? totals : totalsAfterChange(totals, counted(before), counted(after)),
      );
    },
    [queryClient, keys, sortKey, columnValue],
  );

  const changeLoadedCard = useCallback(
    (id: number, change: (item: Item) => Item) => {
      queryClient.setQueriesData<LoadedColumn<Item>>(keys.pages, (pages) =>
        pages === undefined ? pages : columnWithCardChanged(pages, id, change),
      );
    },
    [queryClient, keys],
  );

  const loadedCard = useCallback(
    (id: number) => {
      // The columns on screen first: a column of an earlier filter may hold an older copy.
      for (const type of ['active', 'all'] as const) {
        for (const [, pages] of queryClient.getQueriesData<LoadedColumn<Item>>({
          ...keys.pages,
          type,
        })) {
          const found = pages?.pages.flatMap((page) => page.items).find((item) => item.id === id);
          if (found !== undefined) return found;
        }
      }
      return undefined;
    },
    [queryClient, keys],
  );

  const cancelLoads = useCallback(async () => {
    await Promise.all([
      queryClient.cancelQueries(keys.pages),
      queryClient.cancelQueries(keys.totals),
    ]);
  }, [queryClient, keys]);

  const refreshAfterChange = useCallback(() => {
    void queryClient.invalidateQueries(keys.totals);
    void queryClient.invalidateQueries({ ...keys.pages, refetchType: 'none' });
  }, [queryClient, keys]);

  return useMemo(
    () => ({ showCardChange, changeLoadedCard, loadedCard, cancelLoads, refreshAfterChange }),
    [showCardChange, changeLoadedCard, loadedCard, cancelLoads, refreshAfterChange],
  );
}
