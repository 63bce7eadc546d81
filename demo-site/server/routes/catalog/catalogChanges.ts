import type { Database, OpenDatabase } from '../../db/database';
import type { StopListening } from '../../db/notifications';

/*
 * A signal for what keeps catalog rows in memory (the suggestion index, the search catalog, the
 * cart's items): whatever writes items, stores or flash sales outside the catalog routes (an
 * order taking stock) says so here, and every listener of that database drops its copy, or only
 * the rows the change names. Writes made elsewhere — another server process on the same
 * PostgreSQL, or a tool writing SQL — reach it through the database's `souq_catalog_changed`
 * notifications (migrations 0005 and 0007), relayed by `relayCatalogChanges`.
 */

/** The NOTIFY channel the catalog tables' triggers send on. */
export const CATALOG_CHANNEL = 'souq_catalog_changed';

/**
 * What a change touched: the rows of some items (their stock, price or flash-sale units, as an
 * order taking stock changes them), or anything in the catalog.
 */
export type CatalogChange =
  | { readonly scope: 'items'; readonly ids: readonly number[] }
  | { readonly scope: 'catalog' };

/** A change that may have touched anything: every copy is dropped. */
export const WHOLE_CATALOG: CatalogChange = { scope: 'catalog' };

/** A change of the rows of these items, and of nothing else. */
export const itemsChanged = (ids: readonly number[]): CatalogChange => ({ scope: 'items', ids });

/** 'items:' and the ids, as the triggers of migration 0007 name a change of item rows. */
const ITEM_ROWS = /^items:(\d+(?:,\d+)*)$/;

/**
 * The change a notification's payload names: the items of an `items:1,2,3` payload, or the
 * whole catalog for anything else (a table's name, a payload too long to list, none at all).
 */
export function catalogChangeOf(payload: string | undefined): CatalogChange {
  const ids = payload === undefined ? null : ITEM_ROWS.exec(payload)?.[1];
  return ids ? itemsChanged(ids.split(',').map(Number)) : WHOLE_CATALOG;
}

const listeners = new WeakMap<Database, Set<(change: CatalogChange) => void>>();

/** Calls `listener` after every change of the catalog of `db`, with what it touched. */
export function onCatalogChange(db: Database, listener: (change: CatalogChange) => void): void {
  const set = listeners.get(db) ?? new Set<(change: CatalogChange) => void>();
  set.add(listener);
  listeners.set(db, set);
}

/** Tells every listener of `db` that items, stores or flash sales changed. */
export function catalogChanged(db: Database, change: CatalogChange = WHOLE_CATALOG): void {
  for (const listener of listeners.get(db) ?? []) listener(change);
}

/**
 * Passes every catalog change the database announces, from any process, to this process's
 * listeners. A server that shares its database with others must call it before taking traffic.
 */
export function relayCatalogChanges({
  db,
  listen,
}: Pick<OpenDatabase, 'db' | 'listen'>): Promise<StopListening> {
  return listen(CATALOG_CHANNEL, (payload) => catalogChanged(db, catalogChangeOf(payload)));
}
