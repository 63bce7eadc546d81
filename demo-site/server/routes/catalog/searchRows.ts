import { eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { categories, flashSaleItems, flashSales, items, stores } from '../../db/schema';
import type { ItemWithStore } from '../../serializers/item';
import { itemWithStoreColumns } from '../../serializers/item';
import { catalogPricing } from './discountedPrice';
import { nameInLanguage } from './nameMatch';

/*
 * What the search engine reads of the database. Every value the SQL search filters and sorts by
 * is read as the database computes it rather than computed again in memory: the name as
 * PostgreSQL lowers it, each name's place in the database's collation, the price after
 * discounts as `catalogPricing` computes it. Memory then only compares what SQL computed, so the
 * two answer alike whatever the database's locale, and rounding has one definition.
 *
 * Each row carries the versions (`xmin`, which changes with every write of a row) of its item
 * and store, read in the same statement as its values: a later read of the versions tells which
 * rows were written since, so a change re-reads those rows only.
 */

/** One item as read, with what the search compares of it. */
export interface SearchRow {
  row: ItemWithStore;
  /** `lower(name_en)` as the database lowers it. */
  en: string;
  /** `name_ar` as stored (the SQL does not lower it). */
  ar: string;
  /** The price after the sale, store or item discount, as `catalogPricing` computes it. */
  price: number;
  /** Whether a discount applies, as `catalogPricing` says. */
  discounted: boolean;
  /** `available_date_starts` as seconds since 1970 (±Infinity for infinite dates), or null. */
  availableFrom: number | null;
  itemVersion: string;
  storeVersion: string;
}

/** The items with their stores, priced as of `now`: all of them, or those of `ids`. */
export async function readSearchRows(
  db: Database,
  now: Date,
  ids?: readonly number[],
): Promise<SearchRow[]> {
  const pricing = catalogPricing(now);
  const { sale } = pricing;
  const rows = await db
    .select({
      ...itemWithStoreColumns(sale),
      searchEn: sql<string>`lower(${items.nameEn})`,
      searchPrice: pricing.discountedPrice,
      searchDiscounted: pricing.isDiscounted,
      searchAvailableFrom: sql<number | null>`extract(epoch from ${items.availableDateStarts})`,
      searchItemVersion: sql<string>`${items}.xmin::text`,
      searchStoreVersion: sql<string>`${stores}.xmin::text`,
    })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .leftJoin(sale, eq(sale.itemId, items.id))
    .where(ids === undefined ? undefined : inArray(items.id, [...ids]));
  return rows.map(
    ({
      searchEn,
      searchPrice,
      searchDiscounted,
      searchAvailableFrom,
      searchItemVersion,
      searchStoreVersion,
      ...row
    }) => ({
      row,
      en: searchEn,
      ar: row.nameAr,
      price: searchPrice,
      discounted: searchDiscounted,
      // Drivers hand numeric over as text.
      availableFrom: searchAvailableFrom === null ? null : Number(searchAvailableFrom),
      itemVersion: searchItemVersion,
      storeVersion: searchStoreVersion,
    }),
  );
}

const itemNames = { en: items.nameEn, ar: items.nameAr };

/**
 * Each item's place in the order of its names in each language, by the very expressions the SQL
 * sorts by; equal names share a place.
 */
export async function readNamePlaces(db: Database): Promise<Map<number, Record<Locale, number>>> {
  const rows = await db
    .select({
      id: items.id,
      en: sql<string>`dense_rank() over (order by ${nameInLanguage(itemNames, 'en')})`,
      ar: sql<string>`dense_rank() over (order by ${nameInLanguage(itemNames, 'ar')})`,
    })
    .from(items);
  return new Map(rows.map((row) => [row.id, { en: Number(row.en), ar: Number(row.ar) }]));
}

/** Each category's own id and its children's, as `categoryAndChildren` reads them. */
export async function readCategoryScopes(db: Database): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  const scopes = new Map<number, number[]>(rows.map((row) => [row.id, [row.id]]));
  for (const row of rows) {
    if (row.parentId !== null && row.parentId !== row.id) scopes.get(row.parentId)?.push(row.id);
  }
  return scopes;
}

/** What tells the rows written since an earlier reading. */
export interface CatalogVersions {
  items: Map<number, string>;
  stores: Map<number, string>;
  /** Every flash sale and sale line with its version, as one text. */
  sales: string;
  /** The items on any flash sale, past, running or to come. */
  saleItemIds: number[];
}

/** The versions of every item, store and flash sale row. */
export async function readCatalogVersions(db: Database): Promise<CatalogVersions> {
  const itemRows = await db.select({ id: items.id, version: sql<string>`xmin::text` }).from(items);
  const storeRows = await db
    .select({ id: stores.id, version: sql<string>`xmin::text` })
    .from(stores);
  const saleRows = await db
    .select({ id: flashSales.id, version: sql<string>`xmin::text` })
    .from(flashSales)
    .orderBy(flashSales.id);
  const lineRows = await db
    .select({
      saleId: flashSaleItems.flashSaleId,
      itemId: flashSaleItems.itemId,
      version: sql<string>`xmin::text`,
    })
    .from(flashSaleItems)
    .orderBy(flashSaleItems.flashSaleId, flashSaleItems.itemId, sql`xmin::text`);
  return {
    items: new Map(itemRows.map((row) => [row.id, row.version])),
    stores: new Map(storeRows.map((row) => [row.id, row.version])),
    sales: JSON.stringify([saleRows, lineRows]),
    saleItemIds: [...new Set(lineRows.map((row) => row.itemId))],
  };
}
