import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { isCrmFilterActive, type CrmFilter } from '@app/domain';
import shared from '../shared.module.css';
import { createBoardDnd, createScrollingColumnDetection } from './board-dnd.ts';
import {
  capitalised,
  isClosedBoardStage,
  stageLabelOf,
  type BoardDefinition,
  type BoardItem,
} from './board-definition.ts';
import classes from './Board.module.css';
import { BoardCardPreview, type CardHandlers } from './BoardCard.tsx';
import { StageColumn } from './StageColumn.tsx';
import { useBoardCache } from './use-board.ts';

/** Spec section 9: a card starts dragging after the pointer moved 8 px. */
const dragActivationDistancePx = 8;

/**
 * A desktop window (Mantine's `lg` breakpoint, 1200 px): about four columns show at their spec
 * width side by side, the board scrolls to the rest, and the closed stages start unfolded. On a
 * narrower window (a tablet, a phone: one to three columns at once) they start folded, so the
 * open stages come first.
 */
export const wideBoardQuery = '(min-width: 75em)';

/** The folds an admin chose, by stage; a stage not in it folds as the window's width says. */
type FoldChoices = Readonly<Record<string, boolean>>;

/** The choices the browser kept, its booleans only: the entry may hold anything. */
function readFoldChoices(stored: string | undefined): FoldChoices {
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The page may scroll a little on a short window (the columns keep their spec height), but not
 * during a drag: where the columns show is taken once, as the drag starts. The columns and the
 * board still scroll under the dragged card.
 */
function scrollsDuringDrag(element: Element): boolean {
  return element !== document.scrollingElement;
}

export type BoardProps<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
> = {
  /** The pipeline shown: its stages, data, texts and cards. */
  readonly board: BoardDefinition<Stage, Item, Action>;
  readonly filter: CrmFilter;
  /**
   * A move to an open stage. `keepFocus`: the move came from the keyboard or the menu, so focus
   * follows the card.
   */
  readonly onMove: (item: Item, stage: Stage, options: { keepFocus: boolean }) => void;
  readonly onAction: (action: Action, item: Item) => void;
  /** A closed stage asks its question (value, reason, confirmation) before anything moves. */
  readonly onCloseRequest: (item: Item, stage: Stage) => void;
  /** The card whose drag handle takes focus wherever it is (re)drawn. */
  readonly focusItemId: number | null;
  /** The card an alert's link or the drawer opened: it is marked and scrolled into view. */
  readonly linkedItemId?: number | null;
  readonly boardRef: RefObject<HTMLElement | null>;
};

/** A pipeline's stage columns; cards move by mouse, touch, keyboard or each card's menu. */
export function Board<Stage extends string, Item extends BoardItem<Stage>, Action extends string>({
  board,
  filter,
  onMove,
  onAction,
  onCloseRequest,
  focusItemId,
  linkedItemId = null,
  boardRef,
}: BoardProps<Stage, Item, Action>) {
  const [dnd] = useState(() => createBoardDnd(board));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: dragActivationDistancePx } }),
    // On touch screens a swipe scrolls the board; a short press picks the card up.
    useSensor(TouchSensor, {
      activationConstraint: { delay: 250, tolerance: dragActivationDistancePx },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: dnd.stageByStageCoordinates }),
  );
  const cache = useBoardCache(board);
  const totals = board.useTotals(filter);
  const [draggedItem, setDraggedItem] = useState<Item | undefined>(undefined);
  const [menuMoveAnnouncement, setMenuMoveAnnouncement] = useState('');
  const [announcements] = useState(dnd.createAnnouncements);
  // Read at once: the admin screen draws only in the browser, and a first guess would load the
  // cards of a column about to fold.
  const wideWindow = useMediaQuery(wideBoardQuery, undefined, { getInitialValueInEffect: false });
  const [foldChoices, setFoldChoices] = useLocalStorage<FoldChoices>({
    key: board.collapsible.storageKey,
    defaultValue: {},
    deserialize: readFoldChoices,
  });
  const [columnDetection] = useState(createScrollingColumnDetection);

  // The cards' callbacks stay the same objects, so no card body is drawn again because of them.
  const latest = useRef({ onMove, onAction, onCloseRequest });
  useLayoutEffect(() => {
    latest.current = { onMove, onAction, onCloseRequest };
  });
  const requestStage = useCallback(
    (item: Item, stage: Stage, options: { keepFocus: boolean }) => {
      if (isClosedBoardStage(board.closedStagePrompts, stage))
        latest.current.onCloseRequest(item, stage);
      else latest.current.onMove(item, stage, options);
    },
    [board],
  );
  const onMoveTo = useCallback(
    (item: Item, stage: Stage) => {
      if (!isClosedBoardStage(board.closedStagePrompts, stage))
        setMenuMoveAnnouncement(
          `${capitalised(board.noun)} ${board.nameOf(item)} moved to ${stageLabelOf(board.stages, stage)}`,
        );
      requestStage(item, stage, { keepFocus: true });
    },
    [board, requestStage],
  );
  const onCardAction = useCallback((action: Action, item: Item) => {
    latest.current.onAction(action, item);
  }, []);
  const cards: CardHandlers<Stage, Item, Action> = useMemo(
    () => ({
      board,
      draggableId: dnd.draggableId,
      onAction: onCardAction,
      onMoveTo,
      focusItemId,
      linkedItemId,
      highlight: filter.q,
    }),
    [board, dnd, onCardAction, onMoveTo, focusItemId, linkedItemId, filter.q],
  );
  const onCollapsedChange = useCallback(
    (stage: Stage, collapsed: boolean) => {
      setFoldChoices((current) => ({ ...current, [stage]: collapsed }));
    },
    [setFoldChoices],
  );
  const isFolded = (stage: Stage): boolean => foldChoices[stage] ?? !wideWindow;

  const onDragStart = ({ active }: DragStartEvent) => {
    const card = dnd.draggedCard(active.data.current);
    setDraggedItem(card === undefined ? undefined : cache.loadedCard(card.itemId));
    // Where the columns show on screen, taken once: the page does not scroll during a drag.
    const boardElement = boardRef.current;
    const firstColumn = boardElement?.querySelector('[data-stage]');
    if (boardElement == null || firstColumn == null) {
      columnDetection.showColumnsIn(null);
      return;
    }
    const boardRect = boardElement.getBoundingClientRect();
    const columnRect = firstColumn.getBoundingClientRect();
    columnDetection.showColumnsIn({
      left: boardRect.left,
      right: boardRect.right,
      width: boardRect.width,
      top: columnRect.top,
      bottom: columnRect.bottom,
      height: columnRect.height,
    });
  };

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDraggedItem(undefined);
    const card = dnd.draggedCard(active.data.current);
    const item = card === undefined ? undefined : cache.loadedCard(card.itemId);
    const stage = dnd.stageOfDroppable(over?.id);
    if (item === undefined || stage === undefined || stage === item.stage) return;
    requestStage(item, stage, { keepFocus: activatorEvent instanceof KeyboardEvent });
  };

  const filtered = isCrmFilterActive(filter);
  const collapsible = board.collapsible.stages;
  return (
    <DndContext
      sensors={sensors}
      autoScroll={{ canScroll: scrollsDuringDrag }}
      collisionDetection={columnDetection.detect}
      accessibility={{ announcements, screenReaderInstructions: dnd.instructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDraggedItem(undefined);
      }}
    >
      <section
        ref={boardRef}
        className={classes.board}
        aria-label={board.label}
        tabIndex={0}
        aria-busy={totals.isPending}
        data-dragging={draggedItem !== undefined || undefined}
      >
        {board.stages.map((stage) => {
          const folds = collapsible.includes(stage.value);
          return (
            <StageColumn
              key={stage.value}
              stage={stage}
              filter={filter}
              filtered={filtered}
              totals={totals.data?.find((column) => column.stage === stage.value)}
              collapsible={folds}
              collapsed={folds && isFolded(stage.value)}
              onCollapsedChange={onCollapsedChange}
              cards={cards}
            />
          );
        })}
      </section>
      <p role="status" className={shared.visuallyHidden}>
        {menuMoveAnnouncement}
      </p>
      <DragOverlay dropAnimation={null}>
        {draggedItem === undefined ? null : <BoardCardPreview item={draggedItem} board={board} />}
      </DragOverlay>
    </DndContext>
  );
}
