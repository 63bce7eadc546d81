import { eq } from 'drizzle-orm';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { stores } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { categoryAndChildren } from './categoryTree';
import { catalogPricing } from './discountedPrice';
import { itemPage } from './itemPage';
import { type ItemSearch, searchCondition, searchOrder } from './itemSearchQuery';
import { isoDay } from './today';

async function storeMustExist(db: Database, id: number): Promise<void> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).limit(1);
  if (!store) throw notFound('store_id', 'Store not found');
}

/**
 * One page of a search, for items/search and a category's items: the category covers its
 * children; an unknown category or store is a 404.
 */
export async function itemSearchPage(
  db: Database,
  search: ItemSearch,
  categoryId: number | undefined,
  language: Locale,
) {
  const now = new Date();
  const pricing = catalogPricing(now);
  const categoryIds = categoryId === undefined ? null : await categoryAndChildren(db, categoryId);
  if (search.store_id !== undefined) await storeMustExist(db, search.store_id);
  return itemPage(db, {
    pricing,
    where: searchCondition(search, pricing, { categoryIds, today: isoDay(now) }),
    orderBy: searchOrder(search, language, pricing),
    page: search,
    language,
  });
}
