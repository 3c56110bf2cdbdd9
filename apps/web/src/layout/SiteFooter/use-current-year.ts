import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * The current year, hydrating with the year the page was prerendered in (so the markup matches)
 * and updating straight after when the build is older than this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => __PRERENDER_YEAR__,
  );
}
