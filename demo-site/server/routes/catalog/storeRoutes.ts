import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { StoreDetails } from '../../../../src/core/api/wire';
import { isOpenAt } from '../../../../src/core/catalog/openingHours';
import { items, stores } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';
import { requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import { storeWire } from '../../serializers/store';
import type { RouteContext } from '../context';
import { idOrSlugCondition, searchText } from './inputSchemas';
import { itemArray } from './itemPage';
import { nameContains, nameRank } from './nameMatch';
import { type ModuleScope, requestModuleScope } from './requestModule';
import { storePage } from './storePage';
import { storeRatingFields } from './storeRatings';

/** The store lists of 6amMart's `stores/get-stores/{type}` and `stores/{type}`. */
const STORE_LISTS = ['all', 'popular', 'latest', 'top-rated', 'discounted'] as const;

/** One of the store lists. */
type StoreList = (typeof STORE_LISTS)[number];

const listParams = v.object({ type: v.picklist(STORE_LISTS) });

/**
 * 6amMart's `store_type` query of `get-stores/all`, which names the list there (its web asks
 * `get-stores/all?store_type=…`); `all` keeps the list of the path.
 */
const STORE_TYPES = ['all', 'newly_joined', 'popular', 'top_rated'] as const;

const STORE_TYPE_LISTS: Record<(typeof STORE_TYPES)[number], StoreList | undefined> = {
  all: undefined,
  newly_joined: 'latest',
  popular: 'popular',
  top_rated: 'top-rated',
};

const listQuery = v.object({
  ...pagination,
  store_type: v.optional(v.picklist(STORE_TYPES), 'all'),
});

/** How many popular items of a store 6amMart sends. */
export const POPULAR_STORE_ITEMS_LIMIT = 10;

const searchQuery = v.object({ ...pagination, name: searchText });
const storeNames = { en: stores.nameEn, ar: stores.nameAr };

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

/** The stores of one module, or nothing to add for every module. */
const storesOfModule = (scope: ModuleScope) =>
  scope === null ? undefined : eq(stores.moduleId, scope);

/** Store lists, one store and the store search (api-paths "Catalog"). */
export const storeRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const moduleScope = requestModuleScope(db);
  app.get('/stores/details/:id', async (request) => {
    const [row] = await db
      .select()
      .from(stores)
      .where(idOrSlugCondition(request.params, { id: stores.id, slug: stores.slug }))
      .limit(1);
    if (!row) throw notFound('store_id', 'Store not found');
    const ratingFields = await storeRatingFields(db, [row.id]);
    const details: StoreDetails = {
      ...storeWire(row, requestLanguage(request)),
      ...ratingFields(row.id),
      // A store switched off takes no orders whatever its hours say.
      open: row.active && isOpenAt(row.schedules, new Date()) ? 1 : 0,
      schedules: row.schedules,
    };
    return details;
  });

  app.get('/stores/search', async (request) => {
    const query = parseInput(searchQuery, request.query);
    const scope = await moduleScope(request);
    return storePage(db, {
      where: and(nameContains(storeNames, query.name), storesOfModule(scope)),
      orderBy: [asc(nameRank(storeNames, query.name)), desc(stores.avgRating)],
      page: query,
      language: requestLanguage(request),
    });
  });

  // One handler serves both paths of each list: stores/get-stores/{type}, where the 6amMart web
  // and the kit ask, and the shorter stores/{type} (6amMart keeps it for all lists but `all`).
  const storeListHandler = async (request: FastifyRequest) => {
    // Any other word names no list: the path is unknown rather than invalid.
    if (!v.is(listParams, request.params)) throw fail(404, 'not_found', 'Route not found');
    const { store_type: storeType, ...page } = parseInput(listQuery, request.query);
    const scope = await moduleScope(request);
    const list = storeList(
      request.params.type === 'all'
        ? (STORE_TYPE_LISTS[storeType] ?? request.params.type)
        : request.params.type,
    );
    return storePage(db, {
      where: and(list.where, storesOfModule(scope)),
      orderBy: list.orderBy,
      page,
      language: requestLanguage(request),
    });
  };
  app.get('/stores/get-stores/:type', storeListHandler);

  app.get('/stores/popular-items/:id', async (request) => {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(idOrSlugCondition(request.params, { id: stores.id, slug: stores.slug }))
      .limit(1);
    if (!store) throw notFound('store_id', 'Store not found');
    return itemArray(db, {
      where: eq(items.storeId, store.id),
      orderBy: [desc(items.orderCount)],
      limit: POPULAR_STORE_ITEMS_LIMIT,
      language: requestLanguage(request),
    });
  });

  app.get('/stores/:type', storeListHandler);
};
