import type { Database } from '../../db/database';

/*
 * A signal for what keeps catalog rows in memory (the suggestion index): whatever writes items,
 * stores or flash sales outside the catalog routes (an order taking stock) says so here, and
 * every listener of that database drops its copy.
 */

const listeners = new WeakMap<Database, Set<() => void>>();

/** Calls `listener` after every change of the catalog of `db`. */
export function onCatalogChange(db: Database, listener: () => void): void {
  const set = listeners.get(db) ?? new Set<() => void>();
  set.add(listener);
  listeners.set(db, set);
}

/** Tells every listener of `db` that items, stores or flash sales changed. */
export function catalogChanged(db: Database): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
