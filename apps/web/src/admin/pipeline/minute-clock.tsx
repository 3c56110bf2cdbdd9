import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const minuteMs = 60_000;

const MinuteClockContext = createContext<Date | null>(null);

/**
 * One clock for the whole board, moving once a minute: every reply badge reads it, so a board of
 * hundreds of leads runs one timer, not one per card, and only the badges re-render on a tick.
 */
export function MinuteClockProvider({ children }: { readonly children: ReactNode }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const ticker = setInterval(() => {
      setNow(new Date());
    }, minuteMs);
    return () => {
      clearInterval(ticker);
    };
  }, []);
  return <MinuteClockContext value={now}>{children}</MinuteClockContext>;
}

/** The board's current minute. */
export function useMinuteClock(): Date {
  const now = useContext(MinuteClockContext);
  if (now === null) throw new Error('useMinuteClock needs a MinuteClockProvider around it');
  return now;
}
