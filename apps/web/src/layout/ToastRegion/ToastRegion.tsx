import { useHotkeys, useMounted } from '@mantine/hooks';
import { lazy, Suspense, useRef } from 'react';
import classes from './ToastRegion.module.css';

/** Spec section 9: one toast at a time, shown for five seconds unless dismissed. */
export const toastLimits = { visibleAtOnce: 1, displayMs: 5000 } as const;

/** Toasts appear only after something happens on the page, so their code loads after hydration. */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Where toasts appear; F8 moves keyboard focus there (to the toast's close button when one is shown). */
export function ToastRegion() {
  const regionRef = useRef<HTMLDivElement>(null);
  const mounted = useMounted();
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
    <div ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1} className={classes.region}>
      {mounted ? (
        <Suspense fallback={null}>
          <Notifications
            limit={toastLimits.visibleAtOnce}
            autoClose={toastLimits.displayMs}
            withinPortal={false}
            position="bottom-right"
          />
        </Suspense>
      ) : null}
    </div>
  );
}
