import { and, desc, eq, gt, max, min, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { items, stores } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import { type ItemWithStore, itemWire, selectItemsWithStore } from '../../serializers/item';
import type { RouteContext } from '../context';
import { type CatalogPricing, catalogPricing } from './discountedPrice';
import { idField, idParams, itemTypeField } from './inputSchemas';
import { itemPage, itemsInOrder, itemTypeCondition } from './itemPage';

/** How many related items the product page shows. */
export const RELATED_ITEMS_LIMIT = 10;

const listQuery = v.object({ ...pagination, type: itemTypeField });

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

const slugField = v.pipe(
  v.string(),
  v.maxLength(200),
  v.regex(/^[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*$/u),
);
const keyParams = v.object({ id: v.string() });
const numericKey = v.object({ id: idField });
const slugKey = v.object({ id: slugField });

/** A numeric key names an item by id, anything else by slug (6amMart's details route). */
function itemKeyCondition(params: unknown): SQL {
  const { id } = parseInput(keyParams, params);
  return /^\d+$/.test(id)
    ? eq(items.id, parseInput(numericKey, params).id)
    : eq(items.slug, parseInput(slugKey, params).id);
}

async function findItem(db: Database, condition: SQL): Promise<ItemWithStore> {
  const [row] = await selectItemsWithStore(db).where(condition).limit(1);
  if (!row) throw notFound('item_id', 'Item not found');
  return row;
}

/** Item lists, one item, its related items and the price range (api-paths "Catalog"). */
export const itemRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  for (const [name, list] of Object.entries(ITEM_LISTS)) {
    app.get(`/items/${name}`, async (request) => {
      const query = parseInput(listQuery, request.query);
      const pricing = catalogPricing(new Date());
      const chosen = list(pricing);
      return itemPage(db, {
        pricing,
        where: and(chosen.where, itemTypeCondition(query.type)),
        orderBy: chosen.orderBy,
        page: query,
        language: requestLanguage(request),
      });
    });
  }

  app.get('/items/details/:id', async (request) => {
    const row = await findItem(db, itemKeyCondition(request.params));
    return itemWire(row, requestLanguage(request));
  });

  app.get('/items/related-items/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const item = await findItem(db, eq(items.id, id));
    const related = await db
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          ne(items.id, id),
          or(eq(items.categoryId, item.categoryId), eq(items.storeId, item.storeId)),
        ),
      )
      .orderBy(
        sql`(${items.categoryId} = ${item.categoryId}) DESC`,
        desc(items.orderCount),
        items.id,
      )
      .limit(RELATED_ITEMS_LIMIT);
    const rows = await itemsInOrder(
      db,
      related.map((row) => row.id),
    );
    const language = requestLanguage(request);
    return rows.map((row) => itemWire(row, language));
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
