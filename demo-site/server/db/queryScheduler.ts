import { currentPriority, type QueryPriority } from './queryPriority';

/** Hands a single connection to one piece of work at a time, normal priority first. */
export interface QueryScheduler {
  /** Runs `work` once the connection is free and no more urgent work waits; at the caller's priority. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many pieces of work wait, by priority (for tests and diagnostics). */
  waiting(): Record<QueryPriority, number>;
}

/**
 * Background work let through after this many normal pieces in a row while it waits, so a steady
 * stream of cart calls slows searches down rather than stopping them.
 */
export const NORMAL_RUN_BEFORE_BACKGROUND = 8;

interface Waiting {
  start: () => void;
}

/**
 * A queue with two priorities in front of one connection. When a piece of work ends, the next
 * is chosen on the following turn of the event loop rather than at once: the request that just
 * got its rows usually asks its next query within the same turn (a cart read is three short
 * queries), and so goes before the searches that were already waiting.
 */
export function createQueryScheduler(): QueryScheduler {
  const queues: Record<QueryPriority, Waiting[]> = { normal: [], background: [] };
  let busy = false;
  let choosing = false;
  let normalInARow = 0;

  const next = (): Waiting | undefined => {
    const backgroundsTurn =
      queues.background.length > 0 && normalInARow >= NORMAL_RUN_BEFORE_BACKGROUND;
    if (!backgroundsTurn && queues.normal.length > 0) {
      normalInARow += 1;
      return queues.normal.shift();
    }
    normalInARow = 0;
    return queues.background.shift();
  };

  const dispatch = () => {
    choosing = false;
    if (busy) return;
    const chosen = next();
    if (!chosen) return;
    busy = true;
    chosen.start();
  };

  const dispatchSoon = () => {
    if (choosing) return;
    choosing = true;
    setImmediate(dispatch);
  };

  return {
    run(work) {
      const priority = currentPriority();
      return new Promise((resolve, reject) => {
        queues[priority].push({
          start: () => {
            Promise.resolve()
              .then(work)
              .then(resolve, reject)
              .finally(() => {
                busy = false;
                dispatchSoon();
              });
          },
        });
        // An idle connection starts at once; a busy one picks the next when it is free.
        if (!busy && !choosing) dispatch();
      });
    },
    waiting: () => ({ normal: queues.normal.length, background: queues.background.length }),
  };
}
