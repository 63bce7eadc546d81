import { useEffect, useState } from 'react';

/** The longest a browser without `requestIdleCallback` waits before counting as idle, in ms. */
export const IDLE_FALLBACK_MS = 2000;

/**
 * Calls `callback` in a task of its own once the main thread is idle (after `IDLE_FALLBACK_MS`
 * where the browser cannot tell); returns what cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback());
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}

/**
 * Whether the main thread has been idle once since the component mounted; stays true once it
 * has. For work the first paint does not need but the shopper will soon (below the fold).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
