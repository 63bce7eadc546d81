/*
 * The fake shop's search page reads: items/search with its filters and sorts, a category's items
 * and stores, the store search and the price range, as the demo server's searchRoutes,
 * itemSearchQuery and categoryRoutes answer them over the fixture catalog, with their refusals.
 */
import type { Item, Store } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { SEARCH_SORTS } from '../search/searchPageQuery';
import { type FakeRequest, MAX_ROW_ID, oneOf, refuse, wholeNumber } from './fakeHttp';
import { FIXTURE_CLOSED_STORE_ID } from './fakeStorePage';
import { fixtureCategories, fixtureStores } from './storefrontFixtures';

type Catalog = (language: Locale) => readonly Item[];
type Answer = (request: FakeRequest, params: readonly string[]) => unknown;
type Query = FakeRequest['query'];
type Paged = <T>(
  all: readonly T[],
  query: Query,
) => { total_size: number; limit: string; offset: string; page: T[] };

/** Longest search text accepted, as on the demo server. */
const MAX_SEARCH_LENGTH = 100;
/** Highest price a filter may name, as on the demo server. */
const MAX_PRICE_FILTER = 1_000_000_000;
const ITEM_TYPES = ['all', 'veg', 'non_veg'] as const;
const FLAGS = ['0', '1'] as const;
/** A decimal within bounds from a query string, refused 422 as the server's numberField is. */
function decimal(value: unknown, field: string, min: number, max: number): number {
  const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(number) && number >= min && number <= max) return number;
  const missing = value === undefined || value === '';
  return refuse(422, field, missing ? '{field} is required' : '{field} is invalid', { field });
}

const optionalDecimal = (value: unknown, field: string, min: number, max: number) =>
  value === undefined ? undefined : decimal(value, field, min, max);

const optionalId = (value: unknown, field: string) =>
  value === undefined ? undefined : wholeNumber(value, field, 1, MAX_ROW_ID);

/** A search text as the server takes it: trimmed, at most 100 characters, no NUL. */
function searchName(value: unknown, required: boolean): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (required && text === '') refuse(422, 'name', '{field} is required', { field: 'name' });
  if (text.length > MAX_SEARCH_LENGTH || text.includes('\u0000')) {
    refuse(422, 'name', '{field} is invalid', { field: 'name' });
  }
  return text;
}

/** The page of a query, checked offset first as the server's schema reads it. */
function checkPaging(query: Query): void {
  if (query.offset !== undefined) wholeNumber(query.offset, 'offset', 1, 10_000);
  if (query.limit !== undefined) wholeNumber(query.limit, 'limit', 1, 100);
}

/** A validated items/search query (the server's itemSearchQuery). */
interface ItemSearch {
  name: string;
  type: (typeof ITEM_TYPES)[number];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  rating: number | undefined;
  discounted: boolean;
  available: boolean;
  categoryId: number | undefined;
  storeId: number | undefined;
  sort: (typeof SEARCH_SORTS)[number];
}

/** Reads an items/search query field by field, in the order of the server's schema. */
function readItemSearch(query: Query): ItemSearch {
  checkPaging(query);
  const search: ItemSearch = {
    name: searchName(query.name, false),
    type: oneOf(query.type, 'type', ITEM_TYPES, 'all'),
    minPrice: optionalDecimal(query.min_price, 'min_price', 0, MAX_PRICE_FILTER),
    maxPrice: optionalDecimal(query.max_price, 'max_price', 0, MAX_PRICE_FILTER),
    rating: optionalDecimal(query.rating, 'rating', 0, 5),
    discounted: oneOf(query.discounted, 'discounted', FLAGS, '0') === '1',
    available: oneOf(query.available, 'available', FLAGS, '0') === '1',
    categoryId: optionalId(query.category_id, 'category_id'),
    storeId: optionalId(query.store_id, 'store_id'),
    sort: oneOf(query.sort_by, 'sort_by', SEARCH_SORTS, 'default'),
  };
  if (
    search.minPrice !== undefined &&
    search.maxPrice !== undefined &&
    search.minPrice > search.maxPrice
  ) {
    refuse(422, 'min_price', '{field} is invalid', { field: 'min_price' });
  }
  return search;
}

const paidPrice = (item: Item) => item.discounted_price ?? item.price;
const isDiscounted = (item: Item) => (item.store_discount ?? 0) > 0 || (item.discount ?? 0) > 0;
const today = () => new Date().toISOString().slice(0, 10);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const largestFirst = (key: (item: Item) => number) => (a: Item, b: Item) => key(b) - key(a);
const bestSellersFirst = largestFirst((item) => item.order_count ?? 0);

/** The ids a category covers, its own and its children's; 404 when the tree has none such. */
function categoryAndChildren(id: number): number[] {
  for (const parent of fixtureCategories('en')) {
    if (parent.id === id) return [id, ...parent.childes.map((child) => child.id)];
    if (parent.childes.some((child) => child.id === id)) return [id];
  }
  return refuse(404, 'category_id', 'Category not found');
}

/** The fake shop's answers to the search page's reads. */
export function fakeSearch(catalog: Catalog, paged: Paged) {
  // Names match in either language, as the server's name columns do.
  const namesOf = (id: number) =>
    (['en', 'ar'] as const).map((language) =>
      (catalog(language).find((item) => item.id === id)?.name ?? '').toLowerCase(),
    );
  // 0 when a name starts with the term, 1 when one of its words does, 2 when a word holds it.
  const rankOf = (item: Item, term: string) => {
    const names = namesOf(item.id);
    if (names.some((name) => name.startsWith(term))) return 0;
    return names.some((name) => name.includes(` ${term}`)) ? 1 : 2;
  };

  const sortItems = (items: Item[], search: ItemSearch, language: Locale): Item[] => {
    const term = search.name.toLowerCase();
    const nameOf = (item: Item) => (language === 'ar' ? item.name : item.name.toLowerCase());
    const orders: Record<ItemSearch['sort'], (a: Item, b: Item) => number> = {
      default: (a, b) =>
        (term === '' ? 0 : rankOf(a, term) - rankOf(b, term)) || bestSellersFirst(a, b),
      low: (a, b) => paidPrice(a) - paidPrice(b),
      high: (a, b) => paidPrice(b) - paidPrice(a),
      a_to_z: (a, b) => byText(nameOf(a), nameOf(b)),
      z_to_a: (a, b) => byText(nameOf(b), nameOf(a)),
      rating: (a, b) =>
        largestFirst((item) => item.avg_rating ?? 0)(a, b) ||
        largestFirst((item) => item.rating_count ?? 0)(a, b),
    };
    // The catalog is in id order, and a stable sort keeps it between equals, as the server does.
    return items.sort(orders[search.sort]);
  };

  const storeIds = () => [...fixtureStores('en').map((store) => store.id), FIXTURE_CLOSED_STORE_ID];

  const searchPage = (language: Locale, query: Query, search: ItemSearch) => {
    const categories =
      search.categoryId === undefined ? null : categoryAndChildren(search.categoryId);
    if (search.storeId !== undefined && !storeIds().includes(search.storeId)) {
      refuse(404, 'store_id', 'Store not found');
    }
    const term = search.name.toLowerCase();
    const day = today();
    const chosen = catalog(language).filter(
      (item) =>
        (term === '' || namesOf(item.id).some((name) => name.includes(term))) &&
        (search.type === 'all' || (item.veg === 1) === (search.type === 'veg')) &&
        (search.minPrice === undefined || paidPrice(item) >= search.minPrice) &&
        (search.maxPrice === undefined || paidPrice(item) <= search.maxPrice) &&
        (search.rating === undefined || (item.avg_rating ?? 0) >= search.rating) &&
        (!search.discounted || isDiscounted(item)) &&
        (!search.available ||
          ((item.stock ?? 0) > 0 &&
            (item.available_date_starts == null || item.available_date_starts <= day))) &&
        (categories === null || categories.includes(item.category_id ?? 0)) &&
        (search.storeId === undefined || item.store_id === search.storeId),
    );
    const { page, ...rest } = paged(sortItems(chosen, search, language), query);
    return { ...rest, products: page };
  };

  const searchItems: Answer = ({ language, query }) =>
    searchPage(language, query, readItemSearch(query));

  // The search's query, checked whole; the path's category replaces any category_id in it, as on
  // the server.
  const categoryItems: Answer = ({ language, query }, [key = '']) => {
    const id = wholeNumber(key, 'id', 1, MAX_ROW_ID);
    return searchPage(language, query, { ...readItemSearch(query), categoryId: id });
  };

  const storePage = (stores: Store[], query: Query) => {
    const { page, ...rest } = paged(stores, query);
    return { ...rest, stores: page };
  };

  const categoryStores: Answer = ({ language, query }, [key = '']) => {
    const id = wholeNumber(key, 'id', 1, MAX_ROW_ID);
    checkPaging(query);
    const covered = categoryAndChildren(id);
    const selling = new Set(
      catalog(language)
        .filter((item) => covered.includes(item.category_id ?? 0))
        .map((item) => item.store_id),
    );
    const stores = fixtureStores(language)
      .filter((store) => selling.has(store.id))
      .sort((a, b) => (b.avg_rating ?? 0) - (a.avg_rating ?? 0));
    return storePage(stores, query);
  };

  const searchStores: Answer = ({ language, query }) => {
    checkPaging(query);
    const term = searchName(query.name, true).toLowerCase();
    const names = (id: number) =>
      (['en', 'ar'] as const).map((name) =>
        (fixtureStores(name).find((store) => store.id === id)?.name ?? '').toLowerCase(),
      );
    const rank = (store: Store) => {
      const both = names(store.id);
      if (both.some((name) => name.startsWith(term))) return 0;
      return both.some((name) => name.includes(` ${term}`)) ? 1 : 2;
    };
    const stores = fixtureStores(language)
      .filter((store) => names(store.id).some((name) => name.includes(term)))
      .sort((a, b) => rank(a) - rank(b) || (b.avg_rating ?? 0) - (a.avg_rating ?? 0));
    return storePage(stores, query);
  };

  const priceRange: Answer = ({ language }) => {
    const prices = catalog(language).map(paidPrice);
    return {
      min_price: prices.length === 0 ? 0 : Math.min(...prices),
      max_price: prices.length === 0 ? 0 : Math.max(...prices),
    };
  };

  return { searchItems, categoryItems, categoryStores, searchStores, priceRange };
}
