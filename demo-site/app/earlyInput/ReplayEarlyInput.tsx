import { type ReactNode, useEffect } from 'react';
import { replayEarlyInput } from './replayEarlyInput';

/** The longest the replay waits for the browser to be idle, on a page that never is. */
const HYDRATION_PATIENCE_MS = 2000;

/**
 * Calls `callback` once React has taken the whole page over: it commits the page at once, then
 * hydrates the page's Suspense boundaries (the route's page, the navigation) in tasks of their
 * own. Input replayed before those are done could change what they show (a line added to the
 * cart) before React compares them with the server's HTML, which it would then throw away. The
 * browser runs idle callbacks only once those tasks are through; one without them waits a task.
 */
function afterHydration(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: HYDRATION_PATIENCE_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Replays what the shopper did on the server's page before the storefront listened, once React
 * has taken over the page it holds (out of React's commit); the page's recorder goes on keeping
 * input until then, so nothing is acted on out of order.
 */
export function ReplayEarlyInput({ children }: { children: ReactNode }): ReactNode {
  useEffect(() => afterHydration(() => replayEarlyInput(window)), []);
  return children;
}
