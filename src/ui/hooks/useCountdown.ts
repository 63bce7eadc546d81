import { useEffect, useState } from 'react';

/** Time left until an instant, split for an hh:mm:ss display. */
export interface Countdown {
  /** Whole hours left; can exceed 23 for a sale that ends days from now. */
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether the instant has passed. */
  ended: boolean;
}

const SECOND = 1000;

/** Splits milliseconds left into whole hours, minutes and seconds (a part second counts as one). */
export function countdownOf(remainingMs: number): Countdown {
  const total = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / SECOND)) : 0;
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

/**
 * The time left until `endAt` (an ISO instant), updated as each second passes and no more once it
 * has. Each tick reads the clock again and waits just until the shown second changes, so the
 * display neither drifts nor lags after a throttled background tab wakes. An unreadable instant
 * counts as passed.
 */
export function useCountdown(endAt: string): Countdown {
  const end = Date.parse(endAt);
  const [remaining, setRemaining] = useState(() => end - Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = end - Date.now();
      setRemaining(left);
      if (left > 0) timer = setTimeout(tick, ((left - 1) % SECOND) + 1);
    };
    tick();
    return () => clearTimeout(timer);
  }, [end]);

  return countdownOf(remaining);
}
