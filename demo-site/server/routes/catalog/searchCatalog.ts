import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { type NamePostings, namePostings } from './namePostings';
import { nextSaleChange } from './saleChanges';
import {
  type CatalogVersions,
  readCatalogVersions,
  readCategoryScopes,
  readNamePlaces,
  readSearchRows,
  type SearchRow,
} from './searchRows';

/*
 * The search page's rows held in memory (searchRows.ts says how they are read), ready for every
 * sort, and kept up to date by reading again only the rows written since (`refreshSearchCatalog`).
 */

/** One item and what the search compares of it. */
export interface SearchEntry extends SearchRow {
  /** Place of the name of each language in the database's order; equal names share a place. */
  namePlace: Record<Locale, number>;
  /** The item's JSON in each language, written the first time a page sends it. */
  json: Partial<Record<Locale, string>>;
}

/** The sort orders kept ready. */
export type SearchOrder =
  | 'best_sellers'
  | 'low'
  | 'high'
  | 'a_to_z_en'
  | 'z_to_a_en'
  | 'a_to_z_ar'
  | 'z_to_a_ar'
  | 'rating';

const SEARCH_ORDERS: readonly SearchOrder[] = [
  'best_sellers',
  'low',
  'high',
  'a_to_z_en',
  'z_to_a_en',
  'a_to_z_ar',
  'z_to_a_ar',
  'rating',
];

/** What the search engine answers from: the catalog priced as of `pricedAt`. */
export interface SearchCatalog {
  /** Every item, by rising id. */
  entries: readonly SearchEntry[];
  /** Each sort as a list of entry positions. */
  orders: Readonly<Record<SearchOrder, Int32Array>>;
  /** Each entry's rank in each sort (the inverse of `orders`). */
  ranks: Readonly<Record<SearchOrder, Int32Array>>;
  postings: NamePostings;
  /** Each category's own id and its children's, as `categoryAndChildren` reads them. */
  categoryScopes: ReadonlyMap<number, readonly number[]>;
  storeIds: ReadonlySet<number>;
  pricedAt: Date;
  /** When a flash sale next starts or ends, moving some prices; null when none will. */
  pricesUntil: Date | null;
  /** The flash sale rows as read before the entries (see `readCatalogVersions`). */
  sales: string;
}

/**
 * PostgreSQL's order of double precision: NaN equals NaN and sorts above every number. Used for
 * every number the SQL sorts by, so a NaN rating (which JavaScript never orders) sorts alike.
 */
function compareNumbers(a: number, b: number): number {
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

function sortedOrders(entries: readonly SearchEntry[]) {
  const orders = {} as Record<SearchOrder, Int32Array>;
  const ranks = {} as Record<SearchOrder, Int32Array>;
  for (const order of SEARCH_ORDERS) {
    const compare = COMPARATORS[order];
    const sorted = Int32Array.from(entries.keys()).sort((a, b) =>
      compare(entries[a] as SearchEntry, entries[b] as SearchEntry),
    );
    const rank = new Int32Array(entries.length);
    sorted.forEach((position, place) => {
      rank[position] = place;
    });
    orders[order] = sorted;
    ranks[order] = rank;
  }
  return { orders, ranks };
}

/** Whether two readings of an item differ in anything a sort reads. */
const sortKeysDiffer = (a: SearchEntry, b: SearchEntry) =>
  a.row.orderCount !== b.row.orderCount ||
  !Object.is(a.price, b.price) ||
  !Object.is(a.row.avgRating, b.row.avgRating) ||
  a.row.ratingCount !== b.row.ratingCount ||
  a.namePlace.en !== b.namePlace.en ||
  a.namePlace.ar !== b.namePlace.ar;

/** The parts read besides the items, every time (a few small tables). */
async function readSmallParts(db: Database, now: Date) {
  return {
    categoryScopes: await readCategoryScopes(db),
    versions: await readCatalogVersions(db),
    pricesUntil: await nextSaleChange(db, now),
  };
}

const postingsOf = (entries: readonly SearchEntry[]) =>
  namePostings(entries.map((entry) => [entry.en, entry.ar]));

function entriesOf(
  rows: readonly SearchRow[],
  places: ReadonlyMap<number, Record<Locale, number>>,
): SearchEntry[] {
  return rows.map((row) => ({
    ...row,
    // Only an item deleted since its row was read has none; the next refresh drops it.
    namePlace: places.get(row.row.id) ?? { en: 0, ar: 0 },
    json: {},
  }));
}

/** What a catalog holds besides its entries. */
type CatalogParts = Pick<SearchCatalog, 'categoryScopes' | 'storeIds' | 'pricesUntil' | 'sales'>;

/** The parts of the small tables read by `readSmallParts`. */
const partsOf = (small: Awaited<ReturnType<typeof readSmallParts>>): CatalogParts => ({
  categoryScopes: small.categoryScopes,
  storeIds: new Set(small.versions.stores.keys()),
  pricesUntil: small.pricesUntil,
  sales: small.versions.sales,
});

function catalogOf(entries: SearchEntry[], parts: CatalogParts, now: Date): SearchCatalog {
  entries.sort(byId);
  return {
    entries,
    ...sortedOrders(entries),
    postings: postingsOf(entries),
    ...parts,
    pricedAt: now,
  };
}

/** Reads the whole catalog the search page covers, priced as of `now`. */
export async function loadSearchCatalog(db: Database, now: Date): Promise<SearchCatalog> {
  // Versions before rows, places after: whatever is written in between shows as changed at
  // the next refresh, which reads the places again if a name changed.
  const small = await readSmallParts(db, now);
  const rows = await readSearchRows(db, now);
  return catalogOf(entriesOf(rows, await readNamePlaces(db)), partsOf(small), now);
}

/** The ids whose rows may differ from what `catalog` holds, by the versions read now. */
function changedIds(catalog: SearchCatalog, versions: CatalogVersions, now: Date): Set<number> {
  const changed = new Set<number>();
  for (const id of versions.items.keys()) changed.add(id);
  for (const entry of catalog.entries) {
    const { id, storeId } = entry.row;
    if (
      versions.items.get(id) === entry.itemVersion &&
      versions.stores.get(storeId) === entry.storeVersion
    ) {
      changed.delete(id);
    }
  }
  const pricesMoved =
    catalog.pricesUntil !== null && now.getTime() >= catalog.pricesUntil.getTime();
  if (pricesMoved || versions.sales !== catalog.sales) {
    // A sale written, begun or ended: every item it may price, before and after.
    for (const id of versions.saleItemIds) changed.add(id);
    for (const entry of catalog.entries) if (entry.row.saleId !== null) changed.add(entry.row.id);
  }
  return changed;
}

/** What a refresh knows besides the rows it read again: the parts, and which items exist. */
interface RefreshParts extends CatalogParts {
  exists(id: number): boolean;
}

/** `catalog` with the rows of `changed` replaced by `fresh`, read as of `now`. */
async function withRowsReadAgain(
  db: Database,
  catalog: SearchCatalog,
  changed: ReadonlySet<number>,
  fresh: readonly SearchRow[],
  parts: RefreshParts,
  now: Date,
): Promise<SearchCatalog> {
  const freshById = new Map(fresh.map((row) => [row.row.id, row]));
  const kept = catalog.entries.filter(
    (entry) => parts.exists(entry.row.id) && !changed.has(entry.row.id),
  );
  const before = new Map(catalog.entries.map((entry) => [entry.row.id, entry]));
  const renamed =
    kept.length + fresh.length !== catalog.entries.length ||
    fresh.some((row) => {
      const old = before.get(row.row.id);
      return !old || old.en !== row.en || old.ar !== row.ar;
    });
  const { exists: _exists, ...catalogParts } = parts;
  if (renamed) {
    // Names moved: every place may have, and the postings are of other names.
    const places = await readNamePlaces(db);
    return catalogOf(entriesOf([...kept, ...fresh], places), catalogParts, now);
  }
  const entries = catalog.entries.map((entry) => {
    const row = freshById.get(entry.row.id);
    return row ? { ...row, namePlace: entry.namePlace, json: {} } : entry;
  });
  const resort = entries.some((entry, position) => {
    const old = catalog.entries[position];
    return old !== undefined && old !== entry && sortKeysDiffer(old, entry);
  });
  return {
    ...catalog,
    entries,
    ...(resort ? sortedOrders(entries) : {}),
    ...catalogParts,
    pricedAt: now,
  };
}

/**
 * The catalog as of `now`, from `catalog` and the rows written since it was read: only those
 * are read again, found by the versions of every row.
 */
export async function refreshSearchCatalog(
  db: Database,
  catalog: SearchCatalog,
  now: Date,
): Promise<SearchCatalog> {
  const small = await readSmallParts(db, now);
  const changed = changedIds(catalog, small.versions, now);
  const fresh = changed.size === 0 ? [] : await readSearchRows(db, now, [...changed]);
  return withRowsReadAgain(
    db,
    catalog,
    changed,
    fresh,
    { ...partsOf(small), exists: (id) => small.versions.items.has(id) },
    now,
  );
}

/**
 * The catalog as of `now` with the rows of the items `ids` read again and nothing else: for a
 * change that named the items it touched (an order taking stock), while no flash sale has
 * started or ended since `catalog` was priced.
 */
export async function refreshSearchItems(
  db: Database,
  catalog: SearchCatalog,
  ids: ReadonlySet<number>,
  now: Date,
): Promise<SearchCatalog> {
  const fresh = await readSearchRows(db, now, [...ids]);
  const found = new Set(fresh.map((row) => row.row.id));
  return withRowsReadAgain(
    db,
    catalog,
    ids,
    fresh,
    {
      categoryScopes: catalog.categoryScopes,
      storeIds: catalog.storeIds,
      pricesUntil: catalog.pricesUntil,
      sales: catalog.sales,
      // A named item that no longer reads has gone from the search; the others are as they were.
      exists: (id) => !ids.has(id) || found.has(id),
    },
    now,
  );
}
