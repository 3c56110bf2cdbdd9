import { useDndMonitor } from '@dnd-kit/core';
import { useEffect, useState, type RefObject } from 'react';

/**
 * How far above and below a column's view a card counts as near: far enough that a quick scroll
 * or a keyboard move meets cards already drawn, near enough that a long column keeps only a few
 * dozen real cards.
 */
const nearViewMarginPx = 1000;

type NearViewListener = (entry: IntersectionObserverEntry) => void;

/**
 * One IntersectionObserver for a column's cards, rooted at the column's scroller. Cards register
 * before the observer exists (a child's effect runs before its parent's), so the registrations
 * are kept and observed once the column attaches its scroller.
 */
export class NearViewWatcher {
  #root: Element | null = null;
  #observer: IntersectionObserver | null = null;
  readonly #listeners = new Map<Element, NearViewListener>();

  /** Calls `listener` whenever `element` comes near the view or leaves it; returns the undo. */
  watch(element: Element, listener: NearViewListener): () => void {
    this.#listeners.set(element, listener);
    this.#observer?.observe(element);
    return () => {
      this.#listeners.delete(element);
      this.#observer?.unobserve(element);
    };
  }

  attach(root: Element): void {
    this.#root = root;
    this.resume();
  }

  detach(): void {
    this.pause();
    this.#root = null;
  }

  /**
   * Chrome works out every observed card's intersection again on each frame that repaints the
   * board, as a drag does when it crosses a column: about 10 ms for a column of 1,000 cards.
   * So the watcher rests during a drag; the cards keep their state (the dragged one stays real).
   */
  pause(): void {
    this.#observer?.disconnect();
    this.#observer = null;
  }

  /** Observes again; the new observer reports at once where every card now is. */
  resume(): void {
    if (this.#root === null || this.#observer !== null) return;
    this.#observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) this.#listeners.get(entry.target)?.(entry);
      },
      { root: this.#root, rootMargin: `${nearViewMarginPx}px 0px` },
    );
    for (const element of this.#listeners.keys()) this.#observer.observe(element);
  }
}

/**
 * The watcher of the cards scrolling in `scroller`, the same object for the column's lifetime,
 * resting while a card of the board is dragged.
 */
export function useNearViewWatcher(scroller: RefObject<HTMLElement | null>): NearViewWatcher {
  const [watcher] = useState(() => new NearViewWatcher());
  useDndMonitor({
    onDragStart: () => {
      watcher.pause();
    },
    onDragEnd: () => {
      watcher.resume();
    },
    onDragCancel: () => {
      watcher.resume();
    },
  });
  useEffect(() => {
    const root = scroller.current;
    if (root === null) return;
    watcher.attach(root);
    return () => {
      watcher.detach();
    };
  }, [scroller, watcher]);
  return watcher;
}
