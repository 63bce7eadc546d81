import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Which queries may wait. PGlite runs one statement at a time, first come first served, so 50
 * searches of a few milliseconds each put a cart read half a second back. Work marked here as
 * background (long catalog searches) yields the connection to everything else.
 */

/** 'normal' for the short reads and writes of a request, 'background' for work that may wait. */
export type QueryPriority = 'normal' | 'background';

const priorities = new AsyncLocalStorage<QueryPriority>();

/** Runs `work` with every query it issues, however deep, at background priority. */
export function atBackgroundPriority<T>(work: () => Promise<T>): Promise<T> {
  return priorities.run('background', work);
}

/** The priority of the code running now: background inside `atBackgroundPriority`, else normal. */
export function currentPriority(): QueryPriority {
  return priorities.getStore() ?? 'normal';
}
