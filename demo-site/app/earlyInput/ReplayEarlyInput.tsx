import { type ReactNode, useEffect } from 'react';
import { replayEarlyInput } from './replayEarlyInput';

/**
 * Replays what the shopper did on the server's page before the storefront listened, once React
 * has committed the page it holds (in the next task, out of React's commit); the page's recorder
 * goes on keeping input until then, so nothing is acted on out of order.
 */
export function ReplayEarlyInput({ children }: { children: ReactNode }): ReactNode {
  useEffect(() => {
    const replaying = setTimeout(() => replayEarlyInput(window), 0);
    return () => clearTimeout(replaying);
  }, []);
  return children;
}
