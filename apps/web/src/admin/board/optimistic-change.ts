import type { CrmFilter } from '@app/domain';
import type { BoardCache } from './use-board.ts';

/** A change shown on the board before the server answered it, and how to finish it then. */
export type ShownCardChange<Item> = {
  /** The server refused the change or could not be reached: the card goes back as it was. */
  readonly undo: () => void;
  /** The server made the change: its card (null once deleted) replaces the expected one. */
  readonly settle: (saved: Item | null) => void;
};

/**
 * Shows a change of a loaded card at once (it changes column, the column totals follow), once
 * the loads under way, whose answers predate it, are stopped. `expected` is what the pipeline's
 * rules make of the card, null for a deletion. Undefined when the card is not loaded.
 */
export async function showCardChangeAtOnce<Item extends { readonly id: number }>(
  cache: BoardCache<Item>,
  filter: CrmFilter,
  id: number,
  expected: (item: Item) => Item | null,
): Promise<ShownCardChange<Item> | undefined> {
  await cache.cancelLoads();
  const before = cache.loadedCard(id);
  if (before === undefined) return undefined;
  const after = expected(before);
  cache.showCardChange(filter, before, after);
  return {
    undo: () => {
      cache.showCardChange(filter, after, before);
    },
    settle: (saved) => {
      cache.showCardChange(filter, after, saved);
    },
  };
}

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

/** The mutation callbacks of a change shown at once on a board and undone if the server refuses it. */
export function optimisticCardChange<
  Item extends { readonly id: number },
  Input extends { id: number },
>({ cache, filter, changes, onRefused, onDone }: OptimisticOptions<Item, Input>) {
  type Shown = ShownCardChange<Item> | undefined;
  return {
    onMutate: (input: Input): Promise<Shown> =>
      showCardChangeAtOnce(cache, filter, input.id, (item) => ({
        ...item,
        ...changes(item, input),
      })),
    onError: (error: unknown, _input: Input, shown: Shown) => {
      shown?.undo();
      onRefused(error);
    },
    onSuccess: (item: Item, input: Input, shown: Shown) => {
      shown?.settle(item);
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
