import { count, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { stores } from '../../db/schema';
import { type StoreWire, storeWire } from '../../serializers/store';
import { type Page, type PageReply, pageReply, pageWindow } from './pages';
import { withRatingFields } from './storeRatings';

/** How a list of stores is chosen and ordered. */
export interface StoreListQuery {
  where: SQL | undefined;
  /** Sort keys, most significant first; `stores.id` is appended so pages never overlap. */
  orderBy: ReadonlyArray<SQL | PgColumn>;
  page: Page;
  language: Locale;
}

/** One page of stores (`stores`, 6amMart's key) with the total of the whole list. */
export async function storePage(
  db: Database,
  query: StoreListQuery,
): Promise<PageReply<'stores', StoreWire>> {
  const window = pageWindow(query.page);
  const rows = await db
    .select()
    .from(stores)
    .where(query.where)
    .orderBy(...query.orderBy, stores.id)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await db.select({ total: count() }).from(stores).where(query.where);
  return pageReply(
    'stores',
    counted?.total ?? 0,
    query.page,
    await withRatingFields(
      db,
      rows.map((row) => storeWire(row, query.language)),
    ),
  );
}
