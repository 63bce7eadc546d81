import { asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { StoreDetails } from '../../../../src/core/api/wire';
import { isOpenAt } from '../../../../src/core/catalog/openingHours';
import { items, reviews, stores } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';
import { requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import { positiveRating } from '../../serializers/review';
import { storeWire } from '../../serializers/store';
import type { RouteContext } from '../context';
import { idField, searchText, slugField } from './inputSchemas';
import { nameContains, nameRank } from './nameMatch';
import { pageQuery } from './pages';
import { storePage } from './storePage';

/** The store lists of 6amMart's `stores/{type}`. */
const STORE_LISTS = ['all', 'popular', 'latest', 'top-rated', 'discounted'] as const;

/** One of the store lists. */
type StoreList = (typeof STORE_LISTS)[number];

const listParams = v.object({ type: v.picklist(STORE_LISTS) });
const searchQuery = v.object({ ...pagination, name: searchText });
const storeNames = { en: stores.nameEn, ar: stores.nameAr };

const keyParams = v.object({ id: v.string() });
const numericKey = v.object({ id: idField });
const slugKey = v.object({ id: slugField });

/** A numeric key names a store by id, anything else by slug, as items are named. */
function storeKeyCondition(params: unknown): SQL {
  const { id } = parseInput(keyParams, params);
  return /^\d+$/.test(id)
    ? eq(stores.id, parseInput(numericKey, params).id)
    : eq(stores.slug, parseInput(slugKey, params).id);
}

/** Which stores a list holds and in which order; open stores lead every list. */
function storeList(list: StoreList): { where?: SQL; orderBy: Array<SQL | PgColumn> } {
  switch (list) {
    case 'all':
      return { orderBy: [desc(stores.active)] };
    case 'popular':
      return { orderBy: [desc(stores.active), desc(stores.featured), desc(stores.ratingCount)] };
    case 'latest':
      return { orderBy: [desc(stores.active), desc(stores.createdAt)] };
    case 'top-rated':
      return {
        where: gt(stores.ratingCount, 0),
        orderBy: [desc(stores.active), desc(stores.avgRating), desc(stores.ratingCount)],
      };
    case 'discounted':
      return {
        where: gt(stores.discount, 0),
        orderBy: [desc(stores.active), desc(stores.discount)],
      };
    default:
      return list satisfies never;
  }
}

/** Store lists, one store and the store search (api-paths "Catalog"). */
export const storeRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/stores/details/:id', async (request) => {
    const [row] = await db.select().from(stores).where(storeKeyCondition(request.params)).limit(1);
    if (!row) throw notFound('store_id', 'Store not found');
    const [counted] = await db
      .select({ total: count() })
      .from(items)
      .where(eq(items.storeId, row.id));
    const ratings = await db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .innerJoin(items, eq(reviews.itemId, items.id))
      .where(eq(items.storeId, row.id))
      .groupBy(reviews.rating);
    const details: StoreDetails = {
      ...storeWire(row, requestLanguage(request)),
      items_count: counted?.total ?? 0,
      positive_rating: positiveRating(ratings),
      // A store switched off takes no orders whatever its hours say.
      open: row.active && isOpenAt(row.schedules, new Date()) ? 1 : 0,
      schedules: row.schedules,
    };
    return details;
  });

  app.get('/stores/search', async (request) => {
    const query = parseInput(searchQuery, request.query);
    return storePage(db, {
      where: nameContains(storeNames, query.name),
      orderBy: [asc(nameRank(storeNames, query.name)), desc(stores.avgRating)],
      page: query,
      language: requestLanguage(request),
    });
  });

  // One route serves stores/all, stores/popular, stores/latest, stores/top-rated, stores/discounted.
  app.get('/stores/:type', async (request) => {
    // Any other word after stores/ names no list: the path is unknown rather than invalid.
    if (!v.is(listParams, request.params)) throw fail(404, 'not_found', 'Route not found');
    const list = storeList(request.params.type);
    const page = parseInput(pageQuery, request.query);
    return storePage(db, {
      where: list.where,
      orderBy: list.orderBy,
      page,
      language: requestLanguage(request),
    });
  });
};
