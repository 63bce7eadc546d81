import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { items, stores } from '../../db/schema';
import {
  type ItemWire,
  type ItemWithStore,
  itemWire,
  selectItemsWithStore,
} from '../../serializers/item';
import type { CatalogPricing } from './discountedPrice';
import type { ItemType } from './inputSchemas';
import { type Page, type PageReply, pageReply, pageWindow } from './pages';

/** How a list of items is chosen and ordered. */
export interface ItemListQuery {
  /** The prices `where` and `orderBy` read; the page's items are served priced the same. */
  pricing: CatalogPricing;
  where: SQL | undefined;
  /** Sort keys, most significant first; `items.id` is appended so pages never overlap. */
  orderBy: ReadonlyArray<SQL | PgColumn>;
  page: Page;
  language: Locale;
}

/** The items of the given ids with their stores, priced as of `now`, in the order of the ids. */
export async function itemsInOrder(
  db: Database,
  ids: readonly number[],
  now = new Date(),
): Promise<ItemWithStore[]> {
  if (ids.length === 0) return [];
  const rows = await selectItemsWithStore(db, now).where(inArray(items.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How a bounded list of items, sent as a bare array, is chosen and ordered. */
export interface ItemArrayQuery {
  where: SQL | undefined;
  /** Sort keys, most significant first; `items.id` is appended so the order is total. */
  orderBy: ReadonlyArray<SQL | PgColumn>;
  limit: number;
  language: Locale;
}

/** The first items of a list, whole, as 6amMart sends its unpaged lists (a bare array). */
export async function itemArray(db: Database, query: ItemArrayQuery): Promise<ItemWire[]> {
  const chosen = await db
    .select({ id: items.id })
    .from(items)
    .where(query.where)
    .orderBy(...query.orderBy, items.id)
    .limit(query.limit);
  const rows = await itemsInOrder(
    db,
    chosen.map((row) => row.id),
  );
  return rows.map((row) => itemWire(row, query.language));
}

async function countItems(db: Database, query: ItemListQuery): Promise<number> {
  const { sale } = query.pricing;
  const [counted] = await db
    .select({ total: count() })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .leftJoin(sale, eq(sale.itemId, items.id))
    .where(query.where);
  return counted?.total ?? 0;
}

/**
 * One page of items (`products`, 6amMart's key) with the total of the whole list. The page is
 * chosen and counted on ids alone, then only its rows are read whole: sorting thousands of
 * narrow rows costs far less than sorting them with their descriptions and variations.
 */
export async function itemPage(
  db: Database,
  query: ItemListQuery,
): Promise<PageReply<'products', ItemWire>> {
  const window = pageWindow(query.page);
  const { sale, now } = query.pricing;
  const chosen = await db
    .select({ id: items.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .leftJoin(sale, eq(sale.itemId, items.id))
    .where(query.where)
    .orderBy(...query.orderBy, items.id)
    .limit(window.limit)
    .offset(window.offset);
  // A page past the end has no row to carry the total, so only then is it counted apart.
  const total = chosen[0]?.total ?? (await countItems(db, query));
  const rows = await itemsInOrder(
    db,
    chosen.map((row) => row.id),
    now,
  );
  return pageReply(
    'products',
    total,
    query.page,
    rows.map((row) => itemWire(row, query.language)),
  );
}

/** The condition of 6amMart's `type` filter (undefined: every item). */
export function itemTypeCondition(type: ItemType): SQL | undefined {
  switch (type) {
    case 'all':
      return undefined;
    case 'veg':
      return eq(items.veg, true);
    case 'non_veg':
      return eq(items.veg, false);
    default:
      return type satisfies never;
  }
}
