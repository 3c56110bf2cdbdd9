import type { InfiniteData } from '@tanstack/react-query';
import type { Page, PageCursor } from '@app/domain';
import type { StageCount } from './board-definition.ts';

/** One board column's loaded pages, as TanStack Query keeps an infinite query's data. */
export type ColumnPages<Item, PageParam = unknown> = InfiniteData<Page<Item>, PageParam>;

/** Where a card sorts: a lead by its latest enquiry, an application by when it came. */
export type SortKey = { readonly at: string; readonly id: number };

/** A card's record, as far as the cache orders it. */
type Identified = { readonly id: number };

/**
 * The board's order, the server's too: the later time first, then the higher id. Times compare
 * to the millisecond, the precision a record carries (a cursor's microseconds are cut off); two
 * records of the same millisecond go by id, as rows written in one statement (same time) do.
 */
export function compareBoardOrder(a: SortKey, b: SortKey): number {
  const atA = millisecondKey(a.at);
  const atB = millisecondKey(b.at);
  if (atA !== atB) return atA > atB ? -1 : 1;
  return b.id - a.id;
}

/** `2026-11-20T01:00:00.123456Z` and `2026-11-20T01:00:00.123Z` both as `2026-11-20T01:00:00.123`. */
function millisecondKey(isoTime: string): string {
  return isoTime.slice(0, 23);
}

/** The column's cards in order, each once even if a page repeats a card already placed. */
export function cardsOfColumn<Item extends Identified>(
  pages: ColumnPages<Item> | undefined,
): Item[] {
  if (pages === undefined) return [];
  const seen = new Set<number>();
  const cards: Item[] = [];
  for (const page of pages.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      cards.push(item);
    }
  }
  return cards;
}

/** The pages without the card; the same object when it was not there (nothing re-renders). */
export function columnWithoutCard<Item extends Identified, PageParam>(
  pages: ColumnPages<Item, PageParam>,
  id: number,
): ColumnPages<Item, PageParam> {
  if (!pages.pages.some((page) => page.items.some((item) => item.id === id))) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) =>
      page.items.some((item) => item.id === id)
        ? { ...page, items: page.items.filter((item) => item.id !== id) }
        : page,
    ),
  };
}

/** Whether a card sorting at `key` belongs before the next page, i.e. to the loaded range. */
function isBeforeCursor(key: SortKey, cursor: PageCursor | null): boolean {
  return cursor === null || compareBoardOrder(key, cursor) < 0;
}

/**
 * The pages with the card at its sorted place (`sortKeyOf` gives it). A card that sorts after the
 * last loaded card of a column with more pages is left out: it arrives with its page, once. A
 * card already there is replaced (its place is found anew).
 */
export function columnWithCard<Item extends Identified, PageParam>(
  pages: ColumnPages<Item, PageParam>,
  card: Item,
  sortKeyOf: (item: Item) => SortKey,
): ColumnPages<Item, PageParam> {
  const without = columnWithoutCard(pages, card.id);
  const key = sortKeyOf(card);
  const lastPageIndex = without.pages.length - 1;
  const lastPage = without.pages[lastPageIndex];
  if (lastPage === undefined || !isBeforeCursor(key, lastPage.nextCursor)) return without;
  let placed = false;
  const newPages = without.pages.map((page, pageIndex) => {
    if (placed) return page;
    const index = page.items.findIndex((other) => compareBoardOrder(key, sortKeyOf(other)) < 0);
    if (index === -1 && pageIndex !== lastPageIndex) return page;
    placed = true;
    const items = [...page.items];
    items.splice(index === -1 ? items.length : index, 0, card);
    return { ...page, items };
  });
  return { ...without, pages: newPages };
}

/** The pages with the card changed where it is; the same object when it is not loaded. */
export function columnWithCardChanged<Item extends Identified, PageParam>(
  pages: ColumnPages<Item, PageParam>,
  id: number,
  change: (item: Item) => Item,
): ColumnPages<Item, PageParam> {
  if (!pages.pages.some((page) => page.items.some((item) => item.id === id))) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) =>
      page.items.some((item) => item.id === id)
        ? { ...page, items: page.items.map((item) => (item.id === id ? change(item) : item)) }
        : page,
    ),
  };
}

/**
 * A card on the board before or after a change, as its column's header counts it: its stage and
 * what it adds to the column's sum (null: nothing). Null where there is no card (deleted, new).
 */
export type CountedCard<Stage extends string> = {
  readonly stage: Stage;
  readonly value: number | null;
} | null;

/**
 * The column headers after a card changed: it leaves the count and sum of its old stage and adds
 * to those of its new one (the same stage when only its value changed). A board without sums
 * keeps its headers without one.
 */
export function totalsAfterChange<Totals extends StageCount<string>>(
  totals: readonly Totals[],
  before: CountedCard<Totals['stage']>,
  after: CountedCard<Totals['stage']>,
): Totals[] {
  return totals.map((column) => {
    let { count, value } = column;
    if (before !== null && before.stage === column.stage) {
      count -= 1;
      if (value !== undefined) value -= before.value ?? 0;
    }
    if (after !== null && after.stage === column.stage) {
      count += 1;
      if (value !== undefined) value += after.value ?? 0;
    }
    if (count === column.count && value === column.value) return column;
    return value === undefined
      ? { ...column, count: Math.max(0, count) }
      : { ...column, count: Math.max(0, count), value };
  });
}
