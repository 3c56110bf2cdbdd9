import { memo, useEffect, useId, useRef, useState } from 'react';
import type { BoardItem } from './board-definition.ts';
import { BoardCard, type CardHandlers } from './BoardCard.tsx';
import classes from './BoardCard.module.css';
import type { NearViewWatcher } from './near-view.ts';

/**
 * The first cards of a column are drawn whole before its observer first reports, so the board
 * paints its cards at once: four cards of about 300 px fill a column taller than most screens
 * show. The rest wait for the observer (with 12, drawing the board's first view took longer than
 * all of its data took to arrive).
 */
export const cardsDrawnAtFirst = 4;

type CardSlotProps<Stage extends string, Item extends BoardItem<Stage>, Action extends string> = {
  readonly item: Item;
  /** The card's place in its column. */
  readonly index: number;
  readonly nearView: NearViewWatcher;
  readonly cards: CardHandlers<Stage, Item, Action>;
  readonly takeFocus: boolean;
  readonly linked: boolean;
};

/** Near the view, the real card; far from it, a placeholder with the card's last measured height. */
type SlotView = { readonly near: true } | { readonly near: false; readonly height: number | null };

/**
 * One place in a column's list. dnd-kit draws every mounted draggable again on each pointer move
 * of a drag, so only the cards near the column's view are real cards; the others are light
 * placeholders without hooks, which a drag does not touch. A card that takes focus or is linked
 * is always real: it is about to be focused or scrolled to.
 */
function CardSlotOf<Stage extends string, Item extends BoardItem<Stage>, Action extends string>({
  item,
  index,
  nearView,
  cards,
  takeFocus,
  linked,
}: CardSlotProps<Stage, Item, Action>) {
  const slot = useRef<HTMLLIElement>(null);
  const [view, setView] = useState<SlotView>(() =>
    index < cardsDrawnAtFirst ? { near: true } : { near: false, height: null },
  );

  useEffect(() => {
    const element = slot.current;
    if (element === null) return;
    return nearView.watch(element, (entry) => {
      if (entry.isIntersecting) {
        setView((current) => (current.near ? current : { near: true }));
        return;
      }
      // A card in use stays real though scrolled away: its focus, its drag or its open menu
      // would be lost with it. It becomes a placeholder when it next leaves the view.
      if (cardIsInUse(element)) return;
      const height = entry.boundingClientRect.height;
      setView((current) => (current.near ? { near: false, height } : current));
    });
  }, [nearView]);

  return (
    <li ref={slot}>
      {view.near || takeFocus || linked ? (
        <BoardCard item={item} cards={cards} takeFocus={takeFocus} linked={linked} />
      ) : (
        <CardPlaceholder name={cards.board.nameOf(item)} height={view.height} />
      )}
    </li>
  );
}

export const CardSlot = memo(CardSlotOf) as typeof CardSlotOf;

function cardIsInUse(slot: HTMLElement): boolean {
  return (
    slot.contains(document.activeElement) ||
    slot.querySelector('[data-dragging], [aria-expanded="true"]') !== null
  );
}

/**
 * Plain elements only, so a drag never draws it again. Still an article headed by the card's
 * name: find-in-page and screen-reader browsing meet every loaded card. It keeps the height the
 * card last had, so the column does not jump when the card is swapped.
 */
function CardPlaceholder({
  name,
  height,
}: {
  readonly name: string;
  /** null until the card was drawn: the stylesheet's estimate stands in. */
  readonly height: number | null;
}) {
  const nameId = useId();
  return (
    <article
      className={`${classes.card} ${classes.placeholder}`}
      aria-labelledby={nameId}
      data-placeholder
      style={height === null ? undefined : { height }}
    >
      <h3 id={nameId} className={classes.name}>
        {name}
      </h3>
    </article>
  );
}
