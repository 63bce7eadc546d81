/*
 * A search the engine computes in memory holds the main thread for about a millisecond (more for
 * a hundred rows). Fifty at once, run back to back, would hold a cart read that arrived among
 * them fifty milliseconds or more: the database's priority queue (queryScheduler.ts) cannot help
 * work that never reaches the database. So computed searches take turns, one per turn of the
 * event loop, and whatever else that turn brought (a new request, a database reply) runs between
 * two of them.
 */

/** Waits for this search's turn; searches get theirs in the order they asked. */
export type TakeTurn = () => Promise<void>;

/** A queue of turns, one released each time the event loop comes round (`setImmediate`). */
export function createSearchTurns(): TakeTurn {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const release = () => {
    waiting.shift()?.();
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(release);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
    });
}
