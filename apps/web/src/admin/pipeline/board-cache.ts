import type { InfiniteData } from '@tanstack/react-query';
import type { Page, PageCursor, StageTotals } from '@app/domain';
import type { LeadDto } from '../api/admin-api.ts';

/** One board column's loaded pages, as TanStack Query keeps an infinite query's data. */
export type ColumnPages<PageParam = unknown> = InfiniteData<Page<LeadDto>, PageParam>;

type SortKey = { readonly at: string; readonly id: number };

/**
 * The board's order, the server's too: latest enquiry first, then the higher id. Times compare
 * to the millisecond, the precision a lead carries (a cursor's microseconds are cut off); two
 * leads of the same millisecond go by id, as rows written in one statement (same time) do.
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

const sortKeyOf = (lead: LeadDto): SortKey => ({ at: lead.lastEnquiryAt, id: lead.id });

/** The column's cards in order, each once even if a page repeats a card already placed. */
export function cardsOfColumn(pages: ColumnPages | undefined): LeadDto[] {
  if (pages === undefined) return [];
  const seen = new Set<number>();
  const cards: LeadDto[] = [];
  for (const page of pages.pages) {
    for (const lead of page.items) {
      if (seen.has(lead.id)) continue;
      seen.add(lead.id);
      cards.push(lead);
    }
  }
  return cards;
}

/** The pages without the lead; the same object when it was not there (nothing re-renders). */
export function columnWithoutLead<PageParam>(
  pages: ColumnPages<PageParam>,
  leadId: number,
): ColumnPages<PageParam> {
  if (!pages.pages.some((page) => page.items.some((lead) => lead.id === leadId))) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) =>
      page.items.some((lead) => lead.id === leadId)
        ? { ...page, items: page.items.filter((lead) => lead.id !== leadId) }
        : page,
    ),
  };
}

/** Whether a lead sorting at `key` belongs before the next page, i.e. to the loaded range. */
function isBeforeCursor(key: SortKey, cursor: PageCursor | null): boolean {
  return cursor === null || compareBoardOrder(key, cursor) < 0;
}

/**
 * The pages with the lead at its sorted place. A lead that sorts after the last loaded card of a
 * column with more pages is left out: it arrives with its page, once. A lead already there is
 * replaced (its place is found anew).
 */
export function columnWithLead<PageParam>(
  pages: ColumnPages<PageParam>,
  lead: LeadDto,
): ColumnPages<PageParam> {
  const without = columnWithoutLead(pages, lead.id);
  const key = sortKeyOf(lead);
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
    items.splice(index === -1 ? items.length : index, 0, lead);
    return { ...page, items };
  });
  return { ...without, pages: newPages };
}

/** The pages with the lead changed where it is; the same object when it is not loaded. */
export function columnWithLeadChanged<PageParam>(
  pages: ColumnPages<PageParam>,
  leadId: number,
  change: (lead: LeadDto) => LeadDto,
): ColumnPages<PageParam> {
  if (!pages.pages.some((page) => page.items.some((lead) => lead.id === leadId))) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) =>
      page.items.some((lead) => lead.id === leadId)
        ? { ...page, items: page.items.map((lead) => (lead.id === leadId ? change(lead) : lead)) }
        : page,
    ),
  };
}

/** A card on the board before or after a change; null where there is none (deleted, new). */
export type BoardCard = Pick<LeadDto, 'stage' | 'estimatedValue'> | null;

/**
 * The column headers after a card changed: it leaves the count and value of its old stage and
 * adds to those of its new one (the same stage when only its value changed).
 */
export function totalsAfterChange(
  totals: readonly StageTotals[],
  before: BoardCard,
  after: BoardCard,
): StageTotals[] {
  return totals.map((column) => {
    let { count, value } = column;
    if (before !== null && before.stage === column.stage) {
      count -= 1;
      value -= before.estimatedValue ?? 0;
    }
    if (after !== null && after.stage === column.stage) {
      count += 1;
      value += after.estimatedValue ?? 0;
    }
    return count === column.count && value === column.value
      ? column
      : { ...column, count: Math.max(0, count), value };
  });
}
