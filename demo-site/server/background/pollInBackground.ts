/** Work the server repeats in the background, and how to stop it. */
export interface BackgroundPoll {
  /** Stops polling and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `work` now and every `pollMs`, never two runs at once (a run still going when the next is
 * due lets that one pass). A failed run is reported to `onError` and the polling goes on.
 */
export function pollInBackground(
  work: () => Promise<unknown>,
  pollMs: number,
  onError?: (error: unknown) => void,
): BackgroundPoll {
  let running: Promise<void> | null = null;
  const poll = () => {
    if (running) return;
    running = work()
      .then(() => undefined)
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(poll, pollMs);
  poll();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
