import { useEffect, useRef, useState, type RefObject } from 'react';

/** Spec section 9: counters run for 2000 ms in 16 ms ticks once 10% of the band is visible. */
const countUpTiming = { durationMs: 2000, tickMs: 16, visibleFraction: 0.1 } as const;

const totalTicks = Math.ceil(countUpTiming.durationMs / countUpTiming.tickMs);

/**
 * Counts every target up from 0, once, when the element first becomes 10% visible. The values
 * start at 0 on the server as in the browser, so hydration never changes what the page shows.
 */
export function useCountUpOnView<Element extends HTMLElement>(
  targets: readonly number[],
): { ref: RefObject<Element | null>; values: readonly number[] } {
  const ref = useRef<Element>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    let interval: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= countUpTiming.visibleFraction)) {
          return;
        }
        observer.disconnect();
        let ticked = 0;
        interval = window.setInterval(() => {
          ticked += 1;
          setTick(ticked);
          if (ticked >= totalTicks) window.clearInterval(interval);
        }, countUpTiming.tickMs);
      },
      { threshold: countUpTiming.visibleFraction },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(interval);
    };
  }, []);

  const values = targets.map((target) =>
    Math.min(target, Math.round((target * tick) / totalTicks)),
  );
  return { ref, values };
}
