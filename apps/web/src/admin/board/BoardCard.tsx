import { ActionIcon, Button, Menu, Paper } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useDraggable, type DraggableAttributes } from '@dnd-kit/core';
import { IconChevronDown, IconGripVertical } from '@tabler/icons-react';
import { memo, useEffect, useId, useRef, type MouseEvent } from 'react';
import { ActionTooltip } from '../admin-tooltips.tsx';
import shared from '../shared.module.css';
import type { DraggedCardData } from './board-dnd.ts';
import type { BoardDefinition, BoardItem } from './board-definition.ts';
import classes from './BoardCard.module.css';

/** What every card of a board shares; the object and its callbacks stay the same across renders. */
export type CardHandlers<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
> = {
  readonly board: BoardDefinition<Stage, Item, Action>;
  readonly draggableId: (itemId: number) => string;
  readonly onAction: (action: Action, item: Item) => void;
  /** A stage chosen in the card's 'Move to...' menu. */
  readonly onMoveTo: (item: Item, stage: Stage) => void;
  /** The card whose drag handle takes focus wherever it is (re)drawn. */
  readonly focusItemId: number | null;
  /** The card an alert's link or the drawer opened: marked and scrolled into view. */
  readonly linkedItemId: number | null;
  readonly highlight: string | undefined;
};

type BoardCardProps<Stage extends string, Item extends BoardItem<Stage>, Action extends string> = {
  readonly item: Item;
  readonly cards: CardHandlers<Stage, Item, Action>;
  /**
   * Set while a keyboard or menu move is under way: the card is drawn anew in its new column
   * (and again in the old one if the move fails), and focus follows it each time.
   */
  readonly takeFocus: boolean;
  readonly linked: boolean;
};

/** Marks the link that opens a card's record, for a click elsewhere on the card. */
const opensCardAttribute = 'data-opens-card';

/** The props of the link in a card's heading that opens its record. */
export const opensCardProps = { [opensCardAttribute]: '', className: classes.openLink } as const;

/** Controls of a card that do their own thing when clicked. */
const cardControls = 'a, button, input, textarea, select, [role="menu"], [role="menuitem"]';

/**
 * A click on a card, away from its buttons, handle, menu and links, opens its record as its name
 * link does. The link takes the focus first, so that closing the detail returns there.
 */
function openCardOnClick(event: MouseEvent<HTMLElement>): void {
  if (!(event.target instanceof Element) || event.target.closest(cardControls) !== null) return;
  const link = event.currentTarget.querySelector<HTMLAnchorElement>(`[${opensCardAttribute}]`);
  if (link === null) return;
  link.focus();
  link.click();
}

/**
 * One card on a board: a thin draggable shell around a memoised body. dnd-kit re-renders every
 * draggable whenever a drag starts, ends or crosses a column; only this shell runs then, and the
 * body (details, buttons, menu) is drawn again only when its own props change.
 */
export function BoardCard<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
>({ item, cards, takeFocus, linked }: BoardCardProps<Stage, Item, Action>) {
  const nameId = useId();
  const data: DraggedCardData<Stage> = {
    itemId: item.id,
    stage: item.stage,
    name: cards.board.nameOf(item),
  };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: cards.draggableId(item.id),
    data,
  });
  return (
    <article
      ref={setNodeRef}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-linked={linked || undefined}
      aria-labelledby={nameId}
      {...listeners}
      onClick={openCardOnClick}
    >
      <BoardCardBody
        item={item}
        cards={cards}
        nameId={nameId}
        handleAttributes={attributes}
        handleRef={setActivatorNodeRef}
        isDragging={isDragging}
        takeFocus={takeFocus}
        linked={linked}
      />
    </article>
  );
}

type BoardCardBodyProps<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
> = BoardCardProps<Stage, Item, Action> & {
  readonly nameId: string;
  /** dnd-kit's keyboard and screen-reader attributes for the drag handle (memoised by it). */
  readonly handleAttributes: DraggableAttributes;
  readonly handleRef: (element: HTMLElement | null) => void;
  readonly isDragging: boolean;
};

function BoardCardBodyOf<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
>({
  item,
  cards,
  nameId,
  handleAttributes,
  handleRef: setActivatorNodeRef,
  isDragging,
  takeFocus,
  linked,
}: BoardCardBodyProps<Stage, Item, Action>) {
  const handle = useRef<HTMLButtonElement>(null);
  const handleRef = useMergedRef(handle, setActivatorNodeRef);
  const { board, onAction, onMoveTo, highlight } = cards;
  const name = board.nameOf(item);
  const handleLabel = `Drag ${name} to another stage`;

  useEffect(() => {
    if (takeFocus) handle.current?.focus();
  }, [takeFocus]);

  useEffect(() => {
    if (linked)
      handle.current?.closest('article')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [linked]);

  return (
    <>
      <div className={classes.heading}>
        <ActionTooltip label={handleLabel} disabled={isDragging}>
          <ActionIcon
            ref={handleRef}
            variant="subtle"
            color="gray"
            size="lg"
            className={classes.handle}
            {...handleAttributes}
            aria-label={handleLabel}
          >
            <IconGripVertical aria-hidden size={18} />
          </ActionIcon>
        </ActionTooltip>
        <h3 id={nameId} className={classes.name}>
          <board.CardName item={item} highlight={highlight} />
        </h3>
        <MoveToMenu item={item} name={name} nameId={nameId} board={board} onMoveTo={onMoveTo} />
      </div>
      <board.CardBody item={item} nameId={nameId} onAction={onAction} highlight={highlight} />
    </>
  );
}

const BoardCardBody = memo(BoardCardBodyOf) as typeof BoardCardBodyOf;

function MoveToMenu<Stage extends string, Item extends BoardItem<Stage>, Action extends string>({
  item,
  name,
  nameId,
  board,
  onMoveTo,
}: {
  readonly item: Item;
  readonly name: string;
  readonly nameId: string;
  readonly board: BoardDefinition<Stage, Item, Action>;
  readonly onMoveTo: (item: Item, stage: Stage) => void;
}) {
  const target = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* The menu's target takes the props its menu gives it: the tooltip finds it by its ref. */}
      <ActionTooltip target={target} label={`Choose the stage to move ${name} to`} />
      {/* Drawn at the end of the page's main landmark: the card contains its layout and paint
          (it is skipped while off-screen), which would clip a menu drawn inside it. */}
      <Menu
        position="bottom-end"
        withinPortal
        portalProps={{ target: 'main' }}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button
            ref={target}
            variant="subtle"
            color="gray"
            size="compact-xs"
            rightSection={<IconChevronDown aria-hidden size={14} />}
            aria-describedby={nameId}
            className={classes.moveTo}
          >
            Move to...
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Move {name} to</Menu.Label>
          {board.stages
            .filter((stage) => stage.value !== item.stage)
            .map((stage) => (
              <Menu.Item
                key={stage.value}
                onClick={() => {
                  onMoveTo(item, stage.value);
                }}
                leftSection={
                  <span
                    aria-hidden
                    className={`${classes.stageDot} ${shared.stageColor}`}
                    data-color={stage.color}
                  />
                }
              >
                {stage.label}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** What follows the pointer while a card is dragged: the definition's face of the card. */
export function BoardCardPreview<
  Stage extends string,
  Item extends BoardItem<Stage>,
  Action extends string,
>({ item, board }: { readonly item: Item; readonly board: BoardDefinition<Stage, Item, Action> }) {
  return (
    <Paper withBorder radius="md" shadow="lg" className={`${classes.card} ${classes.preview}`}>
      <div className={classes.heading}>
        <IconGripVertical aria-hidden size={18} className={classes.previewGrip} />
        <p className={classes.name}>{board.nameOf(item)}</p>
      </div>
      <board.CardPreview item={item} />
    </Paper>
  );
}
