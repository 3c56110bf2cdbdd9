import { useRef, useState } from 'react';

/** The dialog on screen; it keeps its card while it closes, so the closing animation has content. */
type OpenDialog<Action extends string, Item> = {
  readonly kind: Action;
  readonly item: Item;
  readonly opened: boolean;
};

/** What a board's tab keeps beside its board: the card's dialog on screen, and the focus. */
export function useBoardTab<Action extends string, Item extends { readonly id: number }>() {
  const [dialog, setDialog] = useState<OpenDialog<Action, Item> | null>(null);
  const [focusItemId, setFocusItemId] = useState<number | null>(null);
  const boardRef = useRef<HTMLElement>(null);

  /** Keeps focus on the card until the server has answered the change. */
  const followWithFocus = (item: Item, change: Promise<void>) => {
    setFocusItemId(item.id);
    void change.then(() => {
      setFocusItemId((current) => (current === item.id ? null : current));
    });
  };
  const open = (kind: Action, item: Item) => {
    setDialog({ kind, item, opened: true });
  };
  const close = () => {
    setDialog(dialog === null ? null : { ...dialog, opened: false });
  };
  /** The state of one of the tab's dialogs: open or not, and its card (kept while it closes). */
  const dialogState = (kind: Action) => ({
    opened: dialog?.kind === kind && dialog.opened,
    item: dialog?.kind === kind ? dialog.item : undefined,
    onClose: close,
  });
  return { boardRef, focusItemId, followWithFocus, open, close, dialogState };
}
