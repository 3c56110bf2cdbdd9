import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useRef, useSyncExternalStore, type PointerEvent } from 'react';
import classes from './ToastRegion.module.css';
import { subscribeToToastRequests, toastsRequested } from './toast-requests.ts';

/**
 * Spec section 9: one toast at a time, shown for five seconds unless dismissed, and dismissed by
 * a swipe to the right of more than 50 px.
 */
export const toastLimits = { visibleAtOnce: 1, displayMs: 5000, swipeDismissPx: 50 } as const;

/** A pointer moved from `start` to `end` is a swipe that dismisses: to the right, mostly level. */
export function isDismissSwipe(
  start: { readonly x: number; readonly y: number },
  end: { readonly x: number; readonly y: number },
): boolean {
  const across = end.x - start.x;
  return across > toastLimits.swipeDismissPx && Math.abs(end.y - start.y) < across;
}

/** Loaded with the toasts themselves, as a toast is the only thing a swipe can dismiss. */
async function dismissToasts(): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
}

/** Toasts appear only after something happens on the page, so their code loads with the first. */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Where toasts appear; F8 moves keyboard focus there (to the toast's close button when one is shown). */
export function ToastRegion() {
  const regionRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | undefined>(undefined);
  const showsToasts = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  useHotkeys(
    [
      [
        'F8',
        () => {
          const region = regionRef.current;
          if (region === null) return;
          (region.querySelector<HTMLElement>('button') ?? region).focus();
        },
      ],
    ],
    [],
  );
  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className={classes.region}
      onPointerDown={(event: PointerEvent) => {
        const onToast =
          event.target instanceof Element && event.target.closest('[role="alert"]') !== null;
        swipeStart.current = onToast ? { x: event.clientX, y: event.clientY } : undefined;
      }}
      onPointerUp={(event: PointerEvent) => {
        const start = swipeStart.current;
        swipeStart.current = undefined;
        if (start !== undefined && isDismissSwipe(start, { x: event.clientX, y: event.clientY })) {
          void dismissToasts();
        }
      }}
      onPointerCancel={() => {
        swipeStart.current = undefined;
      }}
    >
      {showsToasts ? (
        <Suspense fallback={null}>
          <Notifications
            limit={toastLimits.visibleAtOnce}
            autoClose={toastLimits.displayMs}
            // The spec's swipe (right, past 50 px) replaces Mantine's, which goes either way and
            // needs a third of the toast's width.
            allowDragDismiss={false}
            allowScrollDismiss={false}
            withinPortal={false}
            position="bottom-right"
            className={classes.toasts}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
