import { useDroppable } from '@dnd-kit/core';
import { Loader, Text, UnstyledButton } from '@mantine/core';
import { IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { memo, useEffect, useId, useMemo, useRef } from 'react';
import {
  formatDollars,
  type CrmFilter,
  type LeadStage,
  type LeadStageInfo,
  type StageTotals,
} from '@app/domain';
import { formatCount } from '../admin-format.ts';
import type { LeadDto } from '../api/admin-api.ts';
import shared from '../shared.module.css';
import { cardsOfColumn } from './board-cache.ts';
import { CardSlot } from './CardSlot.tsx';
import type { LeadCardAction } from './LeadCard.tsx';
import { useNearViewWatcher, type NearViewWatcher } from './near-view.ts';
import classes from './PipelineBoard.module.css';
import { useBoardColumn } from './use-board.ts';

/** More cards load while the end of the loaded ones is within this distance of the view. */
const loadAheadPx = 600;

/** What every card of the board shares; the callbacks stay the same across renders. */
export type CardHandlers = {
  readonly onAction: (action: LeadCardAction, lead: LeadDto) => void;
  readonly onMoveTo: (lead: LeadDto, stage: LeadStage) => void;
  readonly focusLeadId: number | null;
  readonly linkedLeadId: number | null;
  readonly highlight: string | undefined;
};

type StageColumnProps = {
  readonly stage: LeadStageInfo;
  readonly filter: CrmFilter;
  readonly filtered: boolean;
  /** The whole stage's count and value under the filter; undefined while they load. */
  readonly totals: StageTotals | undefined;
  /** Won and Lost fold into a narrow strip that still shows their count and takes drops. */
  readonly collapsible: boolean;
  readonly collapsed: boolean;
  readonly onCollapsedChange: (stage: LeadStage, collapsed: boolean) => void;
  readonly cards: CardHandlers;
};

/**
 * A drop target for one stage, highlighted while a card is dragged over it. The column scrolls
 * on its own under its header, and loads its next page as its end comes near.
 */
export function StageColumn({
  stage,
  filter,
  filtered,
  totals,
  collapsible,
  collapsed,
  onCollapsedChange,
  cards,
}: StageColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.value });
  const headingId = useId();
  const column = useBoardColumn(stage.value, filter, !collapsed);
  const leads = useMemo(
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
    totals !== undefined && !filtered ? (totals.count === 1 ? ' lead' : ' leads') : '';
  const valueText = totals === undefined ? '' : formatDollars(totals.value);

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

  const toggle = collapsible ? (
    <UnstyledButton
      className={classes.collapseToggle}
      aria-expanded={!collapsed}
      aria-label={collapsed ? `Show the ${stage.label} column` : `Fold the ${stage.label} column`}
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
            <p className={classes.value}>
              <span className={shared.visuallyHidden}>Estimated value: </span>
              {valueText}
            </p>
            {toggle}
          </div>
          {!collapsed && (
            <ColumnBody
              // Spec section 7: a list that fails to load shows as empty.
              leads={column.isError && leads === undefined ? [] : leads}
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

type ColumnBodyProps = {
  readonly leads: readonly LeadDto[] | undefined;
  readonly filtered: boolean;
  readonly loadingMore: boolean;
  readonly cards: CardHandlers;
  readonly nearView: NearViewWatcher;
};

function ColumnBody({ leads, filtered, loadingMore, cards, nearView }: ColumnBodyProps) {
  if (leads === undefined) {
    return (
      <div className={classes.loading} data-loading>
        <Loader size="sm" aria-hidden />
        <Text size="sm">Loading leads...</Text>
      </div>
    );
  }
  if (leads.length === 0)
    return <p className={classes.empty}>{filtered ? 'No matching leads' : 'No leads'}</p>;
  return (
    <>
      <ColumnCards leads={leads} cards={cards} nearView={nearView} />
      {loadingMore && (
        <div className={classes.loadingMore} role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Loading more leads...</Text>
        </div>
      )}
    </>
  );
}

/**
 * The cards, drawn again only when the column's cards or the shared handlers change, not when
 * dnd-kit re-renders the column during a drag.
 */
const ColumnCards = memo(function ColumnCards({
  leads,
  cards,
  nearView,
}: {
  readonly leads: readonly LeadDto[];
  readonly cards: CardHandlers;
  readonly nearView: NearViewWatcher;
}) {
  return (
    <ul className={classes.cards}>
      {leads.map((lead, index) => (
        <CardSlot
          key={lead.id}
          lead={lead}
          index={index}
          nearView={nearView}
          onAction={cards.onAction}
          onMoveTo={cards.onMoveTo}
          takeFocus={cards.focusLeadId === lead.id}
          linked={cards.linkedLeadId === lead.id}
          highlight={cards.highlight}
        />
      ))}
    </ul>
  );
});
