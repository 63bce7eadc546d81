import type { Locale } from '../../../../src/core/i18n';
import { notFound } from '../../http/ApiFailure';
import { itemWire } from '../../serializers/item';
import type { ItemSearch } from './itemSearchQuery';
import { candidatesOf } from './namePostings';
import { pageWindow } from './pages';
import type { SearchCatalog, SearchEntry, SearchOrder } from './searchCatalog';

/*
 * items/search over a `SearchCatalog`, rule for rule as `searchCondition` and `searchOrder`
 * (itemSearchQuery.ts) and `nameContains`/`nameRank` (nameMatch.ts) say it in SQL. Comparisons
 * follow PostgreSQL's: a NaN number is above every other and equal to itself.
 */

/** `a >= b` as PostgreSQL compares numbers. */
const atLeast = (a: number, b: number) => Number.isNaN(a) || a >= b;

/** `a <= b` as PostgreSQL compares numbers. */
const atMost = (a: number, b: number) => !Number.isNaN(a) && a <= b;

/** The typed name prepared once, as `nameContains` and `nameRank` build their LIKE patterns. */
interface NameQuery {
  term: string;
  wordStart: string;
}

/** `nameContains`: the lowered term inside the lowered English name or the Arabic one. */
const contains = (entry: SearchEntry, name: NameQuery) =>
  entry.en.includes(name.term) || entry.ar.includes(name.term);

/** `nameRank`: 0 when a name starts with the term, 1 when a word does, else 2. */
function rankOf(entry: SearchEntry, name: NameQuery): 0 | 1 | 2 {
  if (entry.en.startsWith(name.term) || entry.ar.startsWith(name.term)) return 0;
  if (entry.en.includes(name.wordStart) || entry.ar.includes(name.wordStart)) return 1;
  return 2;
}

/** The ids a category covers, or a 404 as `categoryAndChildren` answers. */
function categoryScope(catalog: SearchCatalog, id: number): ReadonlySet<number> {
  const scope = catalog.categoryScopes.get(id);
  if (!scope) throw notFound('category_id', 'Category not found');
  return new Set(scope);
}

/** Seconds since 1970 at the start of a UTC day given as 'YYYY-MM-DD'. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Whether an entry passes every filter of `searchCondition` but the name. */
type Filter = (entry: SearchEntry) => boolean;

function filterOf(
  catalog: SearchCatalog,
  search: ItemSearch,
  categoryId: number | undefined,
  today: string,
): Filter {
  // Checked in the order itemSearchPage checks them, so the same 404 comes first.
  const categories = categoryId === undefined ? null : categoryScope(catalog, categoryId);
  if (search.store_id !== undefined && !catalog.storeIds.has(search.store_id)) {
    throw notFound('store_id', 'Store not found');
  }
  const {
    min_price: min,
    max_price: max,
    rating,
    type,
    store_id: storeId,
    module_id: moduleId,
  } = search;
  const todayStart = dayStart(today);
  return (entry) => {
    const { row } = entry;
    if (type !== 'all' && row.veg !== (type === 'veg')) return false;
    if (min !== undefined && !atLeast(entry.price, min)) return false;
    if (max !== undefined && !atMost(entry.price, max)) return false;
    if (rating !== undefined && !atLeast(row.avgRating, rating)) return false;
    if (search.discounted === '1' && !entry.discounted) return false;
    if (
      search.available === '1' &&
      (row.stock <= 0 || (entry.availableFrom !== null && entry.availableFrom > todayStart))
    ) {
      return false;
    }
    if (categories !== null && !categories.has(row.categoryId)) return false;
    if (moduleId !== undefined && row.moduleId !== moduleId) return false;
    return storeId === undefined || row.storeId === storeId;
  };
}

/** Which ready order a sort reads, as `searchOrder` sorts. */
function orderOf(search: ItemSearch, language: Locale): SearchOrder {
  const sort = search.sort_by;
  switch (sort) {
    case 'default':
      return 'best_sellers';
    case 'low':
    case 'high':
    case 'rating':
      return sort;
    case 'a_to_z':
      return language === 'ar' ? 'a_to_z_ar' : 'a_to_z_en';
    case 'z_to_a':
      return language === 'ar' ? 'z_to_a_ar' : 'z_to_a_en';
    default:
      return sort satisfies never;
  }
}

/**
 * A name's matches fewer than this share of the catalog are sorted apart; more, and the ready
 * order is walked whole.
 */
const FEW_MATCHES_SHARE = 1 / 16;

/** Positions, rising, of the entries whose names contain the term. */
function namedPositions(catalog: SearchCatalog, name: NameQuery): number[] {
  const found: number[] = [];
  for (const position of candidatesOf(catalog.postings, name.term, catalog.entries.length)) {
    const entry = catalog.entries[position];
    if (entry && contains(entry, name)) found.push(position);
  }
  return found;
}

/** Some positions in the order of a sort. */
function inOrder(
  catalog: SearchCatalog,
  order: SearchOrder,
  positions: number[],
): Iterable<number> {
  if (positions.length < catalog.entries.length * FEW_MATCHES_SHARE) {
    const rank = catalog.ranks[order];
    return positions.sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0));
  }
  const held = new Uint8Array(catalog.entries.length);
  for (const position of positions) held[position] = 1;
  return catalog.orders[order].filter((position) => held[position] === 1);
}

/** Every entry a search covers, in the order the SQL sorts them. */
function matches(
  catalog: SearchCatalog,
  search: ItemSearch,
  language: Locale,
  passes: Filter,
): SearchEntry[] {
  const term = search.name.toLowerCase();
  const order = orderOf(search, language);
  const pick = (positions: Iterable<number>) => {
    const found: SearchEntry[] = [];
    for (const position of positions) {
      const entry = catalog.entries[position];
      if (entry && passes(entry)) found.push(entry);
    }
    return found;
  };
  if (term === '') return pick(catalog.orders[order]);
  const name: NameQuery = { term, wordStart: ` ${term}` };
  const found = pick(inOrder(catalog, order, namedPositions(catalog, name)));
  if (search.sort_by !== 'default') return found;
  // By rank first, then best sellers: the best-seller order split in three keeps it in each.
  const byRank: [SearchEntry[], SearchEntry[], SearchEntry[]] = [[], [], []];
  for (const entry of found) byRank[rankOf(entry, name)].push(entry);
  return byRank.flat();
}

/** One page of a search from memory, written as `JSON.stringify(itemSearchPage(...))` writes it. */
export function memorySearchPage(
  catalog: SearchCatalog,
  search: ItemSearch,
  categoryId: number | undefined,
  language: Locale,
  today: string,
): string {
  const found = matches(catalog, search, language, filterOf(catalog, search, categoryId, today));
  const window = pageWindow(search);
  const products = found.slice(window.offset, window.offset + window.limit).map((entry) => {
    entry.json[language] ??= JSON.stringify(itemWire(entry.row, language));
    return entry.json[language];
  });
  // pageReply's keys in pageReply's order, the products spliced in already written.
  const head = JSON.stringify({
    total_size: found.length,
    limit: String(search.limit),
    offset: String(search.offset),
  });
  return `${head.slice(0, -1)},"products":[${products.join(',')}]}`;
}
