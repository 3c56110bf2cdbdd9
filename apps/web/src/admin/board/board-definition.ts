import type { QueryFilters, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { CrmFilter, StageInfo } from '@app/domain';
import type { ColumnPages, SortKey } from './board-cache.ts';

/** What the board needs of a card's record: the lead or the application. */
export type BoardItem<Stage extends string> = { readonly id: number; readonly stage: Stage };

/** A column header's figures under the filter: the count, and a sum where the board has one. */
export type StageCount<Stage extends string> = {
  readonly stage: Stage;
  readonly count: number;
  readonly value?: number;
};

/** One column's pages as the board reads them from its infinite query. */
type ColumnQuery<Item> = {
  readonly data: ColumnPages<Item> | undefined;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly isFetchingNextPage: boolean;
  readonly hasNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
};

type TotalsQuery<Stage extends string> = {
  readonly data: readonly StageCount<Stage>[] | undefined;
  readonly isPending: boolean;
};

/** Where the board's pages and totals sit in the query cache. */
export type BoardQueryKeys<Stage extends string> = {
  /** Every loaded column, of every filter. */
  readonly pages: QueryFilters;
  readonly column: (stage: Stage, filter: CrmFilter) => QueryKey;
  /** The totals of every filter. */
  readonly totals: QueryFilters;
  readonly totalsOf: (filter: CrmFilter) => QueryKey;
};

/** What the cards of one board share; the callbacks stay the same across renders. */
export type CardBodyProps<Item, Action extends string> = {
  readonly item: Item;
  /** The card's heading, so each button is heard with the record it acts on. */
  readonly nameId: string;
  readonly onAction: (action: Action, item: Item) => void;
  /** The search on screen: its matches are marked on the card. */
  readonly highlight: string | undefined;
};

/**
 * One pipeline shown as a board: the lead pipeline and the hiring pipeline are two of these over
 * the same board. Each is a module-level constant, so its hooks are always the same functions.
 */
export type BoardDefinition<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
> = {
  /** The columns, left to right. */
  readonly stages: readonly StageInfo<Stage>[];
  /** What a card is, in the board's texts and announcements: 'lead', 'application'. */
  readonly noun: string;
  /** The board's landmark name. */
  readonly label: string;
  /**
   * The closed stages and what a drop there asks for ('enter the reason'): such a move goes
   * through the pipeline's own question (a dialog) instead of moving at once.
   */
  readonly closedStagePrompts: Partial<Record<Stage, string>>;
  /**
   * Stages that fold into a narrow strip: folded at first on a window too narrow for a desktop
   * board (`wideBoardQuery`), unfolded on one wide enough; the browser remembers each choice.
   */
  readonly collapsible: { readonly stages: readonly Stage[]; readonly storageKey: string };
  readonly useColumn: (stage: Stage, filter: CrmFilter, enabled: boolean) => ColumnQuery<Item>;
  readonly useTotals: (filter: CrmFilter) => TotalsQuery<Stage>;
  readonly useQueryKeys: () => BoardQueryKeys<Stage>;
  /** The order of a column, the server's: the later first, then the higher id. */
  readonly sortKey: (item: Item) => SortKey;
  readonly nameOf: (item: Item) => string;
  /** A sum shown under each column's header (leads: their estimated values); none when absent. */
  readonly columnValue?: {
    readonly label: string;
    readonly of: (item: Item) => number | null;
    readonly format: (value: number) => string;
  };
  /** The card's name in its heading: a link that opens the record. */
  readonly CardName: ComponentType<{ readonly item: Item; readonly highlight: string | undefined }>;
  /** The card under its heading. */
  readonly CardBody: ComponentType<CardBodyProps<Item, Action>>;
  /** What follows the pointer while a card is dragged: the card's details, not its controls. */
  readonly CardPreview: ComponentType<{ readonly item: Item }>;
};

export function stageLabelOf<Stage extends string>(
  stages: readonly StageInfo<Stage>[],
  stage: Stage,
): string {
  return stages.find((info) => info.value === stage)?.label ?? stage;
}

export function isClosedBoardStage<Stage extends string>(
  prompts: Partial<Record<Stage, string>>,
  stage: Stage,
): boolean {
  return prompts[stage] !== undefined;
}

/** 'lead' as 'Lead', for a sentence's start. */
export function capitalised(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}
