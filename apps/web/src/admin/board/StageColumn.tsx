import { useDroppable } from '@dnd-kit/core';
import { Loader, Text, UnstyledButton } from '@mantine/core';
import { IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { memo, useEffect, useId, useMemo, useRef } from 'react';
import type { CrmFilter, StageInfo } from '@app/domain';
import { formatCount } from '../admin-format.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import shared from '../shared.module.css';
import { cardsOfColumn } from './board-cache.ts';
import type { BoardItem, StageCount } from './board-definition.ts';
import type { CardHandlers } from './BoardCard.tsx';
import classes from './Board.module.css';
import { CardSlot } from './CardSlot.tsx';
import { useNearViewWatcher, type NearViewWatcher } from './near-view.ts';

/** More cards load while the end of the loaded ones is within this distance of the view. */
const loadAheadPx = 600;

type StageColumnProps<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
> = {
  readonly stage: StageInfo<Stage>;
  readonly filter: CrmFilter;
  readonly filtered: boolean;
  /** The whole stage's count (and sum) under the filter; undefined while they load. */
  readonly totals: StageCount<Stage> | undefined;
  /** A closed stage folds into a narrow strip that still shows its count and takes drops. */
  readonly collapsible: boolean;
  readonly collapsed: boolean;
  readonly onCollapsedChange: (stage: Stage, collapsed: boolean) => void;
  readonly cards: CardHandlers<Stage, Item, Action>;
};

/**
 * A drop target for one stage, highlighted while a card is dragged over it. The column scrolls
 * on its own under its header, and loads its next page as its end comes near.
 */
export function StageColumn<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
>({
  stage,
  filter,
  filtered,
  totals,
  collapsible,
  collapsed,
  onCollapsedChange,
  cards,
}: StageColumnProps<Stage, Item, Action>) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.value });
  const headingId = useId();
  const { board } = cards;
  const column = board.useColumn(stage.value, filter, !collapsed);
  const items = useMemo(
    () => (column.data === undefined ? undefined : cardsOfColumn(column.data)),
    [column.data],
  );
  const countText =
    totals === undefined
      ? ''
      : filtered
        ? `${formatCount(totals.count)} matching`
        : formatCount(totals.count);
  const countLabel =
    totals !== undefined && !filtered
      ? ` ${totals.count === 1 ? board.noun : `${board.noun}s`}`
      : '';
  const { columnValue } = board;
  const valueText =
    totals?.value === undefined || columnValue === undefined
      ? ''
      : columnValue.format(totals.value);

  const scroller = useRef<HTMLDivElement>(null);
  const nearView = useNearViewWatcher(scroller);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetching, fetchNextPage } = column;
  const loadedPages = column.data?.pages.length ?? 0;
  // Watched afresh after every load: a new observer reports at once where the end now is, so a
  // column whose end is still in view keeps loading, and one whose end left the view stops.
  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (root === null || target === null || !hasNextPage || isFetching) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting === true) void fetchNextPage();
      },
      { root, rootMargin: `0px 0px ${loadAheadPx}px 0px` },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [hasNextPage, isFetching, fetchNextPage, loadedPages]);

  const toggleLabel = collapsed
    ? `Show the ${stage.label} column`
    : `Fold the ${stage.label} column`;
  const toggle = collapsible ? (
    <ActionTooltip label={toggleLabel}>
      <UnstyledButton
        className={classes.collapseToggle}
        aria-expanded={!collapsed}
        aria-label={toggleLabel}
        onClick={() => {
          onCollapsedChange(stage.value, !collapsed);
        }}
      >
        {collapsed ? (
          <IconChevronsLeft aria-hidden size={16} />
        ) : (
          <IconChevronsRight aria-hidden size={16} />
        )}
      </UnstyledButton>
    </ActionTooltip>
  ) : null;

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className={`${classes.column} ${shared.stageColor}`}
      data-color={stage.color}
      data-stage={stage.value}
      data-over={isOver || undefined}
      data-collapsed={collapsed || undefined}
    >
      <div ref={scroller} className={classes.scroller}>
        <div ref={setNodeRef} className={classes.columnContent}>
          <div className={classes.columnHeader}>
            <h2 id={headingId} className={classes.columnHeading}>
              <span className={classes.columnTitle}>{stage.label}</span>
              <span className={classes.count} aria-busy={totals === undefined}>
                {countText}
                <span className={shared.visuallyHidden}>{countLabel}</span>
              </span>
            </h2>
            {columnValue !== undefined && (
              <p className={classes.value}>
                <span className={shared.visuallyHidden}>{columnValue.label}: </span>
                {valueText}
              </p>
            )}
            {toggle}
          </div>
          {!collapsed && (
            <ColumnBody
              // Spec section 7: a list that fails to load shows as empty.
              items={column.isError && items === undefined ? [] : items}
              filtered={filtered}
              loadingMore={column.isFetchingNextPage}
              cards={cards}
              nearView={nearView}
            />
          )}
          <div ref={sentinel} className={classes.sentinel} aria-hidden />
        </div>
      </div>
    </div>
  );
}

type ColumnBodyProps<Stage extends string, Item extends BoardItem<Stage>, Action extends string> = {
  readonly items: readonly Item[] | undefined;
  readonly filtered: boolean;
  readonly loadingMore: boolean;
  readonly cards: CardHandlers<Stage, Item, Action>;
  readonly nearView: NearViewWatcher;
};

function ColumnBody<Stage extends string, Item extends BoardItem<Stage>, Action extends string>({
  items,
  filtered,
  loadingMore,
  cards,
  nearView,
}: ColumnBodyProps<Stage, Item, Action>) {
  const nouns = `${cards.board.noun}s`;
  if (items === undefined) {
    return (
      <div className={classes.loading} data-loading>
        <Loader size="sm" aria-hidden />
        <Text size="sm">{`Loading ${nouns}...`}</Text>
      </div>
    );
  }
  if (items.length === 0)
    return <p className={classes.empty}>{filtered ? `No matching ${nouns}` : `No ${nouns}`}</p>;
  return (
    <>
      <ColumnCards items={items} cards={cards} nearView={nearView} />
      {loadingMore && (
        <div className={classes.loadingMore} role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{`Loading more ${nouns}...`}</Text>
        </div>
      )}
    </>
  );
}

/**
 * The cards, drawn again only when the column's cards or the shared handlers change, not when
 * dnd-kit re-renders the column during a drag.
 */
function ColumnCardsOf<Stage extends string, Item extends BoardItem<Stage>, Action extends string>({
  items,
  cards,
  nearView,
}: {
  readonly items: readonly Item[];
  readonly cards: CardHandlers<Stage, Item, Action>;
  readonly nearView: NearViewWatcher;
}) {
  return (
    <ul className={classes.cards}>
      {items.map((item, index) => (
        <CardSlot
          key={item.id}
          item={item}
          index={index}
          nearView={nearView}
          cards={cards}
          takeFocus={cards.focusItemId === item.id}
          linked={cards.linkedItemId === item.id}
        />
      ))}
    </ul>
  );
}

const ColumnCards = memo(ColumnCardsOf) as typeof ColumnCardsOf;
