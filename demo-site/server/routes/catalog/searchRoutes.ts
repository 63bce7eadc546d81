import { asc, desc, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { items, stores } from '../../db/schema';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { itemWire } from '../../serializers/item';
import { storeWire } from '../../serializers/store';
import type { RouteContext } from '../context';
import { searchText } from './inputSchemas';
import { itemPage, itemsInOrder } from './itemPage';
import { itemSearchQuery, relevanceOrder, searchCondition, searchOrder } from './itemSearchQuery';
import {
  isShortTerm,
  type NameColumns,
  nameContains,
  nameHasWordStarting,
  nameRank,
} from './nameMatch';

/** How many items the suggestion dropdown lists. */
export const SUGGESTED_ITEMS = 10;

/** How many stores the suggestion dropdown lists. */
export const SUGGESTED_STORES = 5;

const suggestionQuery = v.object({ name: searchText });
const itemNames = { en: items.nameEn, ar: items.nameAr };
const storeNames = { en: stores.nameEn, ar: stores.nameAr };

/** Suggestions match anywhere in a name; a term too short for the trigrams, at a word start. */
function suggestionMatch(columns: NameColumns, name: string): SQL {
  return isShortTerm(name) ? nameHasWordStarting(columns, name) : nameContains(columns, name);
}

/** The query of the ids of the suggested items for a typed text (exported to EXPLAIN it). */
export function suggestedItemIds(db: Database, name: string) {
  return db
    .select({ id: items.id })
    .from(items)
    .where(suggestionMatch(itemNames, name))
    .orderBy(...relevanceOrder(name), items.id)
    .limit(SUGGESTED_ITEMS);
}

/** The query of the suggested stores for a typed text. */
export function suggestedStores(db: Database, name: string) {
  return db
    .select()
    .from(stores)
    .where(suggestionMatch(storeNames, name))
    .orderBy(asc(nameRank(storeNames, name)), desc(stores.avgRating), stores.id)
    .limit(SUGGESTED_STORES);
}

/** The search page and the search box's suggestions (api-paths "Catalog"). */
export const searchRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/items/search', async (request) => {
    const search = parseInput(itemSearchQuery, request.query);
    const language = requestLanguage(request);
    return itemPage(db, {
      where: searchCondition(search),
      orderBy: searchOrder(search, language),
      page: search,
      language,
    });
  });

  app.get('/items/item-or-store-search', async (request) => {
    const { name } = parseInput(suggestionQuery, request.query);
    const language = requestLanguage(request);
    const ids = await suggestedItemIds(db, name);
    const itemRows = await itemsInOrder(
      db,
      ids.map((row) => row.id),
    );
    const storeRows = await suggestedStores(db, name);
    return {
      items: itemRows.map((row) => itemWire(row, language)),
      stores: storeRows.map((row) => storeWire(row, language)),
    };
  });
};
