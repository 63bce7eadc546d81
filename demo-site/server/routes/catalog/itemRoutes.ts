import { and, desc, eq, gt, max, min, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { RECOMMENDED_FILTERS, type RecommendedFilter } from '../../../../src/core/api/wire';
import type { Database } from '../../db/database';
import { items, stores } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import { type ItemWithStore, itemWire, selectItemsWithStore } from '../../serializers/item';
import type { RouteContext } from '../context';
import { type CatalogPricing, catalogPricing } from './discountedPrice';
import { idField, idOrSlugCondition, idParams, itemTypeField } from './inputSchemas';
import { itemArray, itemPage, itemTypeCondition } from './itemPage';
import { type ModuleScope, requestModuleScope } from './requestModule';

/** The item of `items/related-store-items?item_id=…`. */
const itemIdQuery = v.object({ item_id: idField });
/** How many related items, or items of the same store, the product page shows (6amMart's 10). */
export const RELATED_ITEMS_LIMIT = 10;

const listQuery = v.object({ ...pagination, type: itemTypeField });

/**
 * The order of each filter. The catalog flags no item as recommended, so the recommended items
 * are the rated ones in stock, best rated first unless a filter asks otherwise.
 */
const RECOMMENDED_ORDERS: Record<RecommendedFilter, SQL[]> = {
  all: [desc(items.avgRating), desc(items.ratingCount)],
  top_rated: [desc(items.ratingCount), desc(items.avgRating)],
  best_selling: [desc(items.orderCount)],
  new_arrival: [desc(items.createdAt)],
};

const recommendedQuery = v.object({
  ...pagination,
  type: itemTypeField,
  filter: v.optional(v.picklist(RECOMMENDED_FILTERS), 'all'),
});

/** Which items a list holds and in which order, at the prices of the moment it is asked. */
type ItemList = (pricing: CatalogPricing) => { where?: SQL; orderBy: Array<SQL | PgColumn> };

/** Share of the list price a shopper pays; the smallest share is the deepest discount. */
const paidShare = ({ discountedPrice }: CatalogPricing) =>
  sql`${discountedPrice} / nullif(${items.price}, 0)`;

/** The home page's item lists. */
const ITEM_LISTS: Record<string, ItemList> = {
  popular: () => ({ orderBy: [desc(items.orderCount)] }),
  latest: () => ({ orderBy: [desc(items.createdAt)] }),
  'most-reviewed': () => ({
    where: gt(items.ratingCount, 0),
    orderBy: [desc(items.ratingCount), desc(items.avgRating)],
  }),
  'new-arrival': () => ({ where: gt(items.stock, 0), orderBy: [desc(items.createdAt)] }),
  discounted: (pricing) => ({
    where: pricing.isDiscounted,
    orderBy: [sql`${paidShare(pricing)} ASC NULLS LAST`],
  }),
};

/** The items of one module, or nothing to add for every module. */
const itemsOfModule = (scope: ModuleScope) =>
  scope === null ? undefined : eq(items.moduleId, scope);

async function findItem(db: Database, condition: SQL): Promise<ItemWithStore> {
  const [row] = await selectItemsWithStore(db).where(condition).limit(1);
  if (!row) throw notFound('item_id', 'Item not found');
  return row;
}

/** Item lists, one item, its related items and the price range (api-paths "Catalog"). */
export const itemRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const moduleScope = requestModuleScope(db);
  for (const [name, list] of Object.entries(ITEM_LISTS)) {
    app.get(`/items/${name}`, async (request) => {
      const query = parseInput(listQuery, request.query);
      const scope = await moduleScope(request);
      const pricing = catalogPricing(new Date());
      const chosen = list(pricing);
      return itemPage(db, {
        pricing,
        where: and(chosen.where, itemTypeCondition(query.type), itemsOfModule(scope)),
        orderBy: chosen.orderBy,
        page: query,
        language: requestLanguage(request),
      });
    });
  }

  app.get('/items/details/:id', async (request) => {
    const row = await findItem(
      db,
      idOrSlugCondition(request.params, { id: items.id, slug: items.slug }),
    );
    return itemWire(row, requestLanguage(request));
  });

  // 6amMart's related items: others of the item's category; ours add its store's when the
  // category runs short, so a small catalog still fills the strip.
  app.get('/items/related-items/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const item = await findItem(db, eq(items.id, id));
    return itemArray(db, {
      where: and(
        ne(items.id, id),
        or(eq(items.categoryId, item.categoryId), eq(items.storeId, item.storeId)),
      ),
      orderBy: [sql`(${items.categoryId} = ${item.categoryId}) DESC`, desc(items.orderCount)],
      limit: RELATED_ITEMS_LIMIT,
      language: requestLanguage(request),
    });
  });

  /** Up to 10 other items of the item's store, best-selling first. */
  const relatedStoreItems = async (id: number, request: FastifyRequest) => {
    const item = await findItem(db, eq(items.id, id));
    return itemArray(db, {
      where: and(ne(items.id, id), eq(items.storeId, item.storeId)),
      orderBy: [desc(items.orderCount)],
      limit: RELATED_ITEMS_LIMIT,
      language: requestLanguage(request),
    });
  };
  app.get('/items/related-store-items/:id', (request) =>
    relatedStoreItems(parseInput(idParams, request.params).id, request),
  );
  // api-paths.md names the path without the id: the item then comes as `item_id`.
  app.get('/items/related-store-items', (request) =>
    relatedStoreItems(parseInput(itemIdQuery, request.query).item_id, request),
  );

  app.get('/items/recommended', async (request) => {
    const query = parseInput(recommendedQuery, request.query);
    const scope = await moduleScope(request);
    const pricing = catalogPricing(new Date());
    const { products, ...page } = await itemPage(db, {
      pricing,
      where: and(
        gt(items.ratingCount, 0),
        gt(items.stock, 0),
        itemTypeCondition(query.type),
        itemsOfModule(scope),
      ),
      orderBy: RECOMMENDED_ORDERS[query.filter],
      page: query,
      language: requestLanguage(request),
    });
    // 6amMart sends this list under `items`, where its other item lists say `products`.
    return { ...page, items: products };
  });

  app.get('/items/min-max-price', async () => {
    const { sale, discountedPrice } = catalogPricing(new Date());
    const [range] = await db
      .select({ min: min(discountedPrice), max: max(discountedPrice) })
      .from(items)
      .innerJoin(stores, eq(items.storeId, stores.id))
      .leftJoin(sale, eq(sale.itemId, items.id));
    return { min_price: Number(range?.min ?? 0), max_price: Number(range?.max ?? 0) };
  });
};
