import type { CrmFilter } from '@app/domain';
import type { BoardCache } from './use-board.ts';

/** The card before and after a change shown ahead of the server; undefined when not loaded. */
export type ShownChange<Item> = { readonly before: Item; readonly after: Item } | undefined;

type OptimisticOptions<Item, Input> = {
  readonly cache: BoardCache<Item>;
  /** The filter on screen: the changed card enters its new column of this filter. */
  readonly filter: CrmFilter;
  /** What the change is expected to make of the card, by the pipeline's own rules. */
  readonly changes: (item: Item, input: Input) => Partial<Item>;
  /** After the rollback; `error` is the server's refusal or the failed call. */
  readonly onRefused: (error: unknown) => void;
  /** After the server's card replaced the expected one. */
  readonly onDone: (item: Item, input: Input) => void;
};

/**
 * The mutation callbacks of a change that shows at once on a board (the card changes column, the
 * column totals follow) and is undone if the server refuses it; the server's answer then
 * replaces the expected card.
 */
export function optimisticCardChange<Item extends { readonly id: number }, Input extends { id: number }>({
  cache,
  filter,
  changes,
  onRefused,
  onDone,
}: OptimisticOptions<Item, Input>) {
  return {
    onMutate: async (input: Input): Promise<ShownChange<Item>> => {
      await cache.cancelLoads();
      const before = cache.loadedCard(input.id);
      if (before === undefined) return undefined;
      const after = { ...before, ...changes(before, input) };
      cache.showCardChange(filter, before, after);
      return { before, after };
    },
    onError: (error: unknown, _input: Input, shown: ShownChange<Item>) => {
      if (shown !== undefined) cache.showCardChange(filter, shown.after, shown.before);
      onRefused(error);
    },
    onSuccess: (item: Item, input: Input, shown: ShownChange<Item>) => {
      if (shown !== undefined) cache.showCardChange(filter, shown.after, item);
      onDone(item, input);
    },
  };
}

/** Resolves once the call settled: its outcome is reported where it was made, never thrown. */
export function settled(change: Promise<unknown>): Promise<void> {
  return change.then(
    () => undefined,
    () => undefined,
  );
}
