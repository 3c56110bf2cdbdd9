import { describe, expect, it } from 'vitest';
import { leadStageValues, type PageCursor, type StageTotals } from '@app/domain';
import { testLead } from '../admin-test-utils.tsx';
import type { LeadDto } from '../api/admin-api.ts';
import { leadBoard } from '../pipeline/lead-board.tsx';
import {
  cardsOfColumn,
  columnWithCard,
  columnWithCardChanged as columnWithLeadChanged,
  columnWithoutCard as columnWithoutLead,
  compareBoardOrder,
  totalsAfterChange,
  type ColumnPages,
} from './board-cache.ts';

/** The lead board's ordered insert: by latest enquiry. */
const columnWithLead = <PageParam>(pages: ColumnPages<LeadDto, PageParam>, lead: LeadDto) =>
  columnWithCard(pages, lead, leadBoard.sortKey);

/** A lead whose latest enquiry came `minute` minutes after 01:00 (a higher minute sorts first). */
function leadAt(id: number, minute: number, overrides: Partial<LeadDto> = {}): LeadDto {
  const at = new Date(Date.UTC(2026, 10, 20, 1, minute)).toISOString();
  return testLead({ id, name: `Lead ${id}`, lastEnquiryAt: at, ...overrides });
}

const cursorOf = (lead: LeadDto): PageCursor => ({
  at: lead.lastEnquiryAt.replace('Z', '000Z'),
  id: lead.id,
});

/** Pages as the server cut them: `size` cards each, the rest still on the server when `more`. */
function pagesOf(
  leads: LeadDto[],
  size: number,
  more: boolean,
): ColumnPages<LeadDto, PageCursor | null> {
  const pages = [];
  for (let start = 0; start < leads.length; start += size) {
    const items = leads.slice(start, start + size);
    const last = items.at(-1);
    const isLast = start + size >= leads.length;
    pages.push({
      items,
      nextCursor: isLast && !more ? null : last === undefined ? null : cursorOf(last),
    });
  }
  return {
    pages,
    pageParams: pages.map((_, index) => (index === 0 ? null : cursorOf(nth(leads, 0)))),
  };
}

/** The list's item at the index, which the test knows is there. */
function nth<Item>(list: readonly Item[], index: number): Item {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

const ids = (pages: ColumnPages<LeadDto>) => cardsOfColumn(pages).map((lead) => lead.id);

/** Twelve leads, newest first: ids 112..101 at minutes 59..48. */
const column = Array.from({ length: 12 }, (_, index) => leadAt(112 - index, 59 - index));

describe('board order', () => {
  it('puts the latest enquiry first, then the higher id, ignoring microseconds', () => {
    const early = { at: '2026-11-20T01:00:00.000Z', id: 9 };
    const late = { at: '2026-11-20T02:00:00.000Z', id: 1 };
    expect(compareBoardOrder(late, early)).toBeLessThan(0);
    expect(compareBoardOrder(early, late)).toBeGreaterThan(0);
    expect(compareBoardOrder({ at: early.at, id: 10 }, early)).toBeLessThan(0);
    expect(compareBoardOrder(early, { at: '2026-11-20T01:00:00.000999Z', id: 9 })).toBe(0);
  });
});

describe('a card entering a column', () => {
  it('takes its sorted place inside the loaded pages, wherever that is', () => {
    const pages = pagesOf(column, 5, true);
    const newest = leadAt(200, 59 + 1);
    const middle = leadAt(201, 53, { lastEnquiryAt: nth(column, 6).lastEnquiryAt });
    const lastLoaded = leadAt(202, 44);
    expect(ids(columnWithLead(pages, newest))[0]).toBe(200);
    const withMiddle = columnWithLead(pages, middle);
    // Same time as lead 106, higher id: just before it, on the second page.
    expect(ids(withMiddle).slice(5, 8)).toEqual([107, 201, 106]);
    expect(nth(withMiddle.pages, 1).items.map((lead) => lead.id)).toContain(201);
    // Beyond the last loaded card while the server holds more: not shown until its page comes.
    expect(columnWithLead(pages, lastLoaded)).toEqual(pages);
  });

  it('goes to the end of a column that has no more pages', () => {
    const pages = pagesOf(column, 5, false);
    const oldest = leadAt(300, 1);
    expect(ids(columnWithLead(pages, oldest)).at(-1)).toBe(300);
    expect(ids(columnWithLead(pagesOf([], 5, false), oldest))).toEqual([]);
    const empty: ColumnPages<LeadDto, null> = {
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    };
    expect(ids(columnWithLead(empty, oldest))).toEqual([300]);
  });

  it('shows a card that was left out exactly once when its page arrives', () => {
    const firstPage = pagesOf(column.slice(0, 5), 5, true);
    const moved = leadAt(150, 50);
    const afterMove = columnWithLead(firstPage, moved);
    expect(ids(afterMove)).not.toContain(150);
    const serverRest = [...column.slice(5), moved].sort((a, b) =>
      compareBoardOrder({ at: a.lastEnquiryAt, id: a.id }, { at: b.lastEnquiryAt, id: b.id }),
    );
    const loaded = {
      ...afterMove,
      pages: [...afterMove.pages, { items: serverRest, nextCursor: null }],
    };
    expect(ids(loaded).filter((id) => id === 150)).toHaveLength(1);
    expect(ids(loaded)).toHaveLength(13);
  });

  it('never shows a card twice, even when a page repeats one placed before it came', () => {
    const pages = pagesOf(column, 5, true);
    const repeated = {
      ...pages,
      pages: [...pages.pages, { items: [nth(column, 0)], nextCursor: null }],
    };
    expect(ids(repeated).filter((id) => id === 112)).toHaveLength(1);
  });

  it('replaces a card already there instead of adding it again', () => {
    const pages = pagesOf(column, 5, false);
    const changed = { ...nth(column, 3), probability: 40 };
    const after = columnWithLead(pages, changed);
    expect(ids(after)).toEqual(ids(pages));
    expect(cardsOfColumn(after)[3]).toBe(changed);
  });
});

describe('a card leaving a column', () => {
  it('leaves every page, and no card is lost', () => {
    const pages = pagesOf(column, 5, true);
    const after = columnWithoutLead(pages, 106);
    expect(ids(after)).toEqual(ids(pages).filter((id) => id !== 106));
    expect(nth(after.pages, 2).nextCursor).toEqual(nth(pages.pages, 2).nextCursor);
    expect(columnWithoutLead(pages, 999)).toBe(pages);
  });

  it('keeps the untouched pages and cards as they were, so they do not re-render', () => {
    const pages = pagesOf(column, 5, true);
    const after = columnWithoutLead(pages, 106);
    expect(after.pages[0]).toBe(pages.pages[0]);
    expect(after.pages[2]).toBe(pages.pages[2]);
    expect(cardsOfColumn(after)[0]).toBe(column[0]);
  });

  it('moves between columns and back with nothing lost or doubled', () => {
    let from = pagesOf(column, 5, true);
    let to = pagesOf([leadAt(500, 58), leadAt(501, 30)], 5, false);
    const card = nth(column, 2);
    from = columnWithoutLead(from, card.id);
    to = columnWithLead(to, { ...card, stage: 'contacted' });
    expect(ids(to)).toEqual([500, card.id, 501]);
    // The server refused: the card goes back where it came from.
    to = columnWithoutLead(to, card.id);
    from = columnWithLead(from, card);
    expect(ids(from)).toEqual(column.map((lead) => lead.id));
    expect(ids(to)).toEqual([500, 501]);
  });
});

describe('a card changed where it is', () => {
  it('changes only that card', () => {
    const pages = pagesOf(column, 5, true);
    const after = columnWithLeadChanged(pages, 104, (lead) => ({ ...lead, probability: 80 }));
    expect(cardsOfColumn(after).find((lead) => lead.id === 104)?.probability).toBe(80);
    expect(after.pages[0]).toBe(pages.pages[0]);
    expect(columnWithLeadChanged(pages, 999, (lead) => lead)).toBe(pages);
  });
});

describe('column totals', () => {
  const totals: StageTotals[] = leadStageValues.map((stage) => ({
    stage,
    count: stage === 'new' ? 3 : 1,
    value: stage === 'new' ? 10_000 : 0,
  }));
  const byStage = (list: StageTotals[]) =>
    Object.fromEntries(list.map((entry) => [entry.stage, [entry.count, entry.value]]));

  it('move a card with its value from one stage to another', () => {
    const after = totalsAfterChange(
      totals,
      { stage: 'new', value: 4_000 },
      { stage: 'closed_won', value: 50_000 },
    );
    expect(byStage(after)).toMatchObject({ new: [2, 6_000], closed_won: [2, 50_000] });
    expect(after[1]).toBe(totals[1]);
  });

  it('lose a deleted card, and count a value without a stage change', () => {
    expect(byStage(totalsAfterChange(totals, { stage: 'new', value: 4_000 }, null)).new).toEqual([
      2, 6_000,
    ]);
    const revalued = totalsAfterChange(
      totals,
      { stage: 'new', value: null },
      { stage: 'new', value: 2_500 },
    );
    expect(byStage(revalued).new).toEqual([3, 12_500]);
  });
});
