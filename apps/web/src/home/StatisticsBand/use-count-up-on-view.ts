import { useEffect, useRef, useState, type RefObject } from 'react';

/** Spec section 9: counters run for 2000 ms in 16 ms ticks once 10% of the band is visible. */
export const countUpTiming = { durationMs: 2000, tickMs: 16, visibleFraction: 0.1 } as const;

const totalTicks = Math.ceil(countUpTiming.durationMs / countUpTiming.tickMs);

type CountUp = {
  /** -1 while the prerendered figures show (before hydration, or without JavaScript). */
  readonly tick: number;
};

/**
 * Counts every target up from 0, once, when the element first becomes 10% visible. Until then the
 * prerendered page shows the final figures, which hydration keeps until the observer reports in.
 */
export function useCountUpOnView<Element extends HTMLElement>(
  targets: readonly number[],
): { ref: RefObject<Element | null>; values: readonly number[] } {
  const ref = useRef<Element>(null);
  const [countUp, setCountUp] = useState<CountUp>({ tick: -1 });

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    let interval: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.intersectionRatio >= countUpTiming.visibleFraction);
        if (!visible) {
          setCountUp({ tick: 0 });
          return;
        }
        observer.disconnect();
        let tick = 0;
        setCountUp({ tick });
        interval = window.setInterval(() => {
          tick += 1;
          setCountUp({ tick });
          if (tick >= totalTicks) window.clearInterval(interval);
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

  const values =
    countUp.tick < 0
      ? targets
      : targets.map((target) => Math.min(target, Math.round((target * countUp.tick) / totalTicks)));
  return { ref, values };
}
