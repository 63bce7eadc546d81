import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { categories, items, stores } from '../../db/schema';
import { type ItemWithStore, itemWithStoreColumns } from '../../serializers/item';
import { catalogPricing } from './discountedPrice';
import { nameInLanguage } from './nameMatch';
import { nextSaleChange } from './saleChanges';

/*
 * The search page's rows held in memory, with every value the SQL search filters and sorts by
 * read from the database itself rather than computed again here: the name as PostgreSQL lowers
 * it, each name's place in the database's collation, the price after discounts as
 * `catalogPricing` computes it. Memory then only compares what SQL computed, so the two answer
 * alike whatever the database's locale, and rounding has one definition.
 */

/** One item and what the search compares of it. */
export interface SearchEntry {
  row: ItemWithStore;
  /** `lower(name_en)` as the database lowers it. */
  en: string;
  /** `name_ar` as stored (the SQL does not lower it). */
  ar: string;
  /** Place of the name of each language in the database's order; equal names share a place. */
  namePlace: Record<Locale, number>;
  /** The price after the sale, store or item discount, as `catalogPricing` computes it. */
  price: number;
  /** Whether a discount applies, as `catalogPricing` says. */
  discounted: boolean;
  /** `available_date_starts` as seconds since 1970 (±Infinity for infinite dates), or null. */
  availableFrom: number | null;
  /** The item's JSON in each language, written the first time a page sends it. */
  json: Partial<Record<Locale, string>>;
}

/** The sort orders kept ready, each a list of entry positions. */
export type SearchOrder =
  | 'best_sellers'
  | 'low'
  | 'high'
  | 'a_to_z_en'
  | 'z_to_a_en'
  | 'a_to_z_ar'
  | 'z_to_a_ar'
  | 'rating';

/** What the search engine answers from: the catalog priced as of `pricedAt`. */
export interface SearchCatalog {
  entries: readonly SearchEntry[];
  orders: Readonly<Record<SearchOrder, Int32Array>>;
  /** Each category's own id and its children's, as `categoryAndChildren` reads them. */
  categoryScopes: ReadonlyMap<number, readonly number[]>;
  storeIds: ReadonlySet<number>;
  pricedAt: Date;
  /** When a flash sale next starts or ends, moving some prices; null when none will. */
  pricesUntil: Date | null;
}

/**
 * PostgreSQL's order of double precision: NaN equals NaN and sorts above every number. Used for
 * every number the SQL sorts by, so a NaN rating (which JavaScript never orders) sorts alike.
 */
export function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number(Number.isNaN(a)) - Number(Number.isNaN(b));
  return a < b ? -1 : a > b ? 1 : 0;
}

type Comparator = (a: SearchEntry, b: SearchEntry) => number;

const byId: Comparator = (a, b) => a.row.id - b.row.id;

/** Each sort of `searchOrder`, with the id last as `itemPage` appends it. */
const COMPARATORS: Record<SearchOrder, Comparator> = {
  best_sellers: (a, b) => b.row.orderCount - a.row.orderCount || byId(a, b),
  low: (a, b) => compareNumbers(a.price, b.price) || byId(a, b),
  high: (a, b) => compareNumbers(b.price, a.price) || byId(a, b),
  a_to_z_en: (a, b) => a.namePlace.en - b.namePlace.en || byId(a, b),
  z_to_a_en: (a, b) => b.namePlace.en - a.namePlace.en || byId(a, b),
  a_to_z_ar: (a, b) => a.namePlace.ar - b.namePlace.ar || byId(a, b),
  z_to_a_ar: (a, b) => b.namePlace.ar - a.namePlace.ar || byId(a, b),
  rating: (a, b) =>
    compareNumbers(b.row.avgRating, a.row.avgRating) ||
    b.row.ratingCount - a.row.ratingCount ||
    byId(a, b),
};

function ordersOf(entries: readonly SearchEntry[]): Record<SearchOrder, Int32Array> {
  const positions = entries.map((_, position) => position);
  const sorted = (compare: Comparator) =>
    Int32Array.from(
      [...positions].sort((a, b) => compare(entries[a] as SearchEntry, entries[b] as SearchEntry)),
    );
  return {
    best_sellers: sorted(COMPARATORS.best_sellers),
    low: sorted(COMPARATORS.low),
    high: sorted(COMPARATORS.high),
    a_to_z_en: sorted(COMPARATORS.a_to_z_en),
    z_to_a_en: sorted(COMPARATORS.z_to_a_en),
    a_to_z_ar: sorted(COMPARATORS.a_to_z_ar),
    z_to_a_ar: sorted(COMPARATORS.z_to_a_ar),
    rating: sorted(COMPARATORS.rating),
  };
}

const itemNames = { en: items.nameEn, ar: items.nameAr };

/** The items with their stores and what the search compares, priced as of `now`. */
async function searchRows(db: Database, now: Date) {
  const pricing = catalogPricing(now);
  const { sale } = pricing;
  return db
    .select({
      ...itemWithStoreColumns(sale),
      searchEn: sql<string>`lower(${items.nameEn})`,
      // The same expressions the SQL sorts by, so equal means equal to the database.
      searchEnPlace: sql<number>`dense_rank() over (order by ${nameInLanguage(itemNames, 'en')})`,
      searchArPlace: sql<number>`dense_rank() over (order by ${nameInLanguage(itemNames, 'ar')})`,
      searchPrice: pricing.discountedPrice,
      searchDiscounted: pricing.isDiscounted,
      searchAvailableFrom: sql<number | null>`extract(epoch from ${items.availableDateStarts})`,
    })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .leftJoin(sale, eq(sale.itemId, items.id));
}

async function categoryScopesOf(db: Database): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  const scopes = new Map<number, number[]>(rows.map((row) => [row.id, [row.id]]));
  for (const row of rows) {
    if (row.parentId !== null && row.parentId !== row.id) scopes.get(row.parentId)?.push(row.id);
  }
  return scopes;
}

/** Reads the catalog the search page covers, priced as of `now`. */
export async function loadSearchCatalog(db: Database, now: Date): Promise<SearchCatalog> {
  const rows = await searchRows(db, now);
  const entries = rows
    .map(
      ({
        searchEn,
        searchEnPlace,
        searchArPlace,
        searchPrice,
        searchDiscounted,
        searchAvailableFrom,
        ...row
      }): SearchEntry => ({
        row,
        en: searchEn,
        ar: row.nameAr,
        // Drivers hand bigint and numeric over as text.
        namePlace: { en: Number(searchEnPlace), ar: Number(searchArPlace) },
        price: searchPrice,
        discounted: searchDiscounted,
        availableFrom: searchAvailableFrom === null ? null : Number(searchAvailableFrom),
        json: {},
      }),
    )
    .sort(COMPARATORS.best_sellers);
  const storeRows = await db.select({ id: stores.id }).from(stores);
  return {
    entries,
    orders: ordersOf(entries),
    categoryScopes: await categoryScopesOf(db),
    storeIds: new Set(storeRows.map((store) => store.id)),
    pricedAt: now,
    pricesUntil: await nextSaleChange(db, now),
  };
}
