import { useEffect, useState } from 'react';

/** The current moment, renewed every `everyMs`, so "open now" follows the clock on a page left open. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
