import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Locale } from '../../../../src/core/i18n';
import { SEARCH_SORTS } from '../../../../src/core/search/searchPageQuery';
import { items } from '../../db/schema';
import { numberField, pagination } from '../../http/parseInput';
import type { CatalogPricing } from './discountedPrice';
import { idField, itemTypeField, MAX_SEARCH_LENGTH } from './inputSchemas';
import { itemTypeCondition } from './itemPage';
import { nameContains, nameInLanguage, nameRank } from './nameMatch';
import type { ModuleScope } from './requestModule';
import { isoDay } from './today';

/** Highest price a filter may name; far above anything the shop sells. */
const MAX_PRICE_FILTER = 1_000_000_000;

const priceField = v.optional(numberField(0, MAX_PRICE_FILTER));

/**
 * How deep into a search's results a page may reach: its last row at most this far. Every page
 * skipped costs PGlite the sort of all the rows before it; nobody pages past a few hundred.
 */
export const MAX_SEARCH_DEPTH = 10_000;

/**
 * Query of items/search: an optional name, the filters of the search page and a sort. A
 * category's items take it too, their path naming the category.
 */
export const itemSearchQuery = v.pipe(
  v.object({
    ...pagination,
    name: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(MAX_SEARCH_LENGTH),
        v.check((text) => !text.includes('\u0000')),
      ),
      '',
    ),
    type: itemTypeField,
    min_price: priceField,
    max_price: priceField,
    rating: v.optional(numberField(0, 5)),
    discounted: v.optional(v.picklist(['0', '1']), '0'),
    available: v.optional(v.picklist(['0', '1']), '0'),
    category_id: v.optional(idField),
    store_id: v.optional(idField),
    sort_by: v.optional(v.picklist(SEARCH_SORTS), 'default'),
  }),
  v.forward(
    v.partialCheck(
      [['min_price'], ['max_price']],
      ({ min_price, max_price }) =>
        min_price === undefined || max_price === undefined || min_price <= max_price,
    ),
    ['min_price'],
  ),
  v.forward(
    v.partialCheck(
      [['offset'], ['limit']],
      ({ offset, limit }) => offset * limit <= MAX_SEARCH_DEPTH,
    ),
    ['offset'],
  ),
);

/**
 * A validated items/search query, narrowed to one module's items when the request's `moduleId`
 * header names one (never from the query itself: the schema drops a `module_id` there).
 */
export type ItemSearch = v.InferOutput<typeof itemSearchQuery> & { module_id?: number };

/** The part of a search a module scope adds: its module, or nothing for every module. */
export function inModule(scope: ModuleScope): { module_id?: number } {
  return scope === null ? {} : { module_id: scope };
}

/**
 * What a search's answer depends on, as one text: the query (its name lowered, as the SQL lowers
 * it), the language and the day (the 'available' filter compares with today).
 */
export function searchKey(search: ItemSearch, language: Locale, now = new Date()): string {
  return JSON.stringify([language, isoDay(now), { ...search, name: search.name.toLowerCase() }]);
}

const itemNames = { en: items.nameEn, ar: items.nameAr };

/**
 * What can be bought today: in stock, and not a campaign item whose campaign has yet to start
 * (the search page's "currently available").
 */
function availableCondition(today: string): SQL | undefined {
  return and(
    gt(items.stock, 0),
    or(isNull(items.availableDateStarts), lte(items.availableDateStarts, today)),
  );
}

/** What narrows a search beyond its query: the category's own and children's ids, and today. */
export interface SearchScope {
  categoryIds: readonly number[] | null;
  today: string;
}

/**
 * The rows a search covers: name in either language, type, price after discount, rating,
 * discount, availability, category, store and module.
 */
export function searchCondition(
  search: ItemSearch,
  pricing: CatalogPricing,
  scope: SearchScope,
): SQL | undefined {
  const { discountedPrice, isDiscounted } = pricing;
  return and(
    search.name === '' ? undefined : nameContains(itemNames, search.name),
    itemTypeCondition(search.type),
    search.min_price === undefined ? undefined : gte(discountedPrice, search.min_price),
    search.max_price === undefined ? undefined : lte(discountedPrice, search.max_price),
    search.rating === undefined ? undefined : gte(items.avgRating, search.rating),
    search.discounted === '1' ? isDiscounted : undefined,
    search.available === '1' ? availableCondition(scope.today) : undefined,
    scope.categoryIds === null ? undefined : inArray(items.categoryId, [...scope.categoryIds]),
    search.store_id === undefined ? undefined : eq(items.storeId, search.store_id),
    search.module_id === undefined ? undefined : eq(items.moduleId, search.module_id),
  );
}

/** Best matches first: names starting with the term, then a word starting with it, then best sellers. */
export function relevanceOrder(term: string): Array<SQL | PgColumn> {
  return [asc(nameRank(itemNames, term)), desc(items.orderCount)];
}

/** The sort keys of a search, most significant first. */
export function searchOrder(
  search: ItemSearch,
  language: Locale,
  pricing: CatalogPricing,
): Array<SQL | PgColumn> {
  const sort = search.sort_by;
  switch (sort) {
    case 'default':
      return search.name === '' ? [desc(items.orderCount)] : relevanceOrder(search.name);
    case 'low':
      return [asc(pricing.discountedPrice)];
    case 'high':
      return [desc(pricing.discountedPrice)];
    case 'a_to_z':
      return [asc(nameInLanguage(itemNames, language))];
    case 'z_to_a':
      return [desc(nameInLanguage(itemNames, language))];
    case 'rating':
      return [desc(items.avgRating), desc(items.ratingCount)];
    default:
      return sort satisfies never;
  }
}
