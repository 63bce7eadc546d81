import { useEffect, useState } from 'react';

/** The longest a browser without `requestIdleCallback` waits before counting as idle, in ms. */
export const IDLE_FALLBACK_MS = 2000;

/**
 * Whether the main thread has been idle once since the component mounted; stays true once it
 * has. For work the first paint does not need but the shopper will soon (below the fold).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true));
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), IDLE_FALLBACK_MS);
    return () => window.clearTimeout(handle);
  }, [idle]);
  return idle;
}
