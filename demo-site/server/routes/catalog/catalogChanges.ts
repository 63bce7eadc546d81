import type { Database, OpenDatabase } from '../../db/database';
import type { StopListening } from '../../db/notifications';

/*
 * A signal for what keeps catalog rows in memory (the suggestion index): whatever writes items,
 * stores or flash sales outside the catalog routes (an order taking stock) says so here, and
 * every listener of that database drops its copy. Writes made elsewhere — another server
 * process on the same PostgreSQL, or a tool writing SQL — reach it through the database's
 * `souq_catalog_changed` notifications (migration 0005), relayed by `relayCatalogChanges`.
 */

/** The NOTIFY channel the catalog tables' triggers send on. */
export const CATALOG_CHANNEL = 'souq_catalog_changed';

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

/**
 * Passes every catalog change the database announces, from any process, to this process's
 * listeners. A server that shares its database with others must call it before taking traffic.
 */
export function relayCatalogChanges({
  db,
  listen,
}: Pick<OpenDatabase, 'db' | 'listen'>): Promise<StopListening> {
  return listen(CATALOG_CHANNEL, () => catalogChanged(db));
}
