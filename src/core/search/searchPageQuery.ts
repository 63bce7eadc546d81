/*
 * The search page's state as its query string (spec §2: "its query string is built from the
 * current search and filter values and can be navigated to without a full reload"). The page
 * reads its state from the address, so back, forward and a shared link restore every filter; a
 * hand-typed or stale address never fails: what does not read as a filter is left out.
 */

/** The sort orders of the search page, as the items/search endpoint names them. */
export const SEARCH_SORTS = ['default', 'low', 'high', 'a_to_z', 'z_to_a', 'rating'] as const;

/** How results are ordered. */
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The result tabs of the search page. */
export const SEARCH_TABS = ['items', 'stores'] as const;

/** Which results show: items or stores. */
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The highest rating a filter may ask for. */
export const MAX_RATING_FILTER = 5;

/** Everything the search page shows results for. */
export interface SearchPageQuery {
  /** The searched text, trimmed; '' lists everything the filters allow. */
  name: string;
  tab: SearchTab;
  veg: boolean;
  nonVeg: boolean;
  /** Only what can be bought now. */
  available: boolean;
  discounted: boolean;
  /** Lowest price after discount, or null for no bound. */
  minPrice: number | null;
  /** Highest price after discount, or null for no bound. */
  maxPrice: number | null;
  /** Lowest average rating, 0 for any. */
  rating: number;
  /** One category's results, or null for all. */
  categoryId: number | null;
  sort: SearchSort;
}

/** The search page with nothing chosen. */
export const DEFAULT_SEARCH_QUERY: SearchPageQuery = {
  name: '',
  tab: 'items',
  veg: false,
  nonVeg: false,
  available: false,
  discounted: false,
  minPrice: null,
  maxPrice: null,
  rating: 0,
  categoryId: null,
  sort: 'default',
};

/** The query-string parameter of each part, in the order the address lists them. */
const PARAMS = {
  name: 'name',
  tab: 'tab',
  veg: 'veg',
  nonVeg: 'non_veg',
  available: 'available',
  discounted: 'discounted',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  rating: 'rating',
  categoryId: 'category_id',
  sort: 'sort',
} as const satisfies Record<keyof SearchPageQuery, string>;

/** Every query-string parameter the search page reads, so a host page can keep its own. */
export const SEARCH_QUERY_PARAMS: readonly string[] = Object.values(PARAMS);

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

const flag = (text: string | null): boolean => text === '1';

/** A non-negative decimal written plainly ('12', '12.5'); anything else is no bound. */
function price(text: string | null): number | null {
  if (text === null || !/^\d{1,12}(\.\d{1,4})?$/.test(text)) return null;
  return Number(text);
}

function wholeNumber(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/** Reads the search page's state from a query string (`location.search`, with or without '?'). */
export function parseSearchQuery(search: string): SearchPageQuery {
  const params = new URLSearchParams(search);
  const read = (part: keyof SearchPageQuery) => params.get(PARAMS[part]);
  const minPrice = price(read('minPrice'));
  const maxPrice = price(read('maxPrice'));
  // A range written the wrong way round is still the range the shopper meant.
  const [low, high] =
    minPrice !== null && maxPrice !== null && minPrice > maxPrice
      ? [maxPrice, minPrice]
      : [minPrice, maxPrice];
  const categoryId = wholeNumber(read('categoryId'), Number.MAX_SAFE_INTEGER);
  return {
    name: (read('name') ?? '').trim(),
    tab: oneOf(SEARCH_TABS, read('tab')) ?? DEFAULT_SEARCH_QUERY.tab,
    veg: flag(read('veg')),
    nonVeg: flag(read('nonVeg')),
    available: flag(read('available')),
    discounted: flag(read('discounted')),
    minPrice: low,
    maxPrice: high,
    rating: wholeNumber(read('rating'), MAX_RATING_FILTER) ?? 0,
    categoryId: categoryId === 0 ? null : categoryId,
    sort: oneOf(SEARCH_SORTS, read('sort')) ?? DEFAULT_SEARCH_QUERY.sort,
  };
}

function paramValue(part: keyof SearchPageQuery, query: SearchPageQuery): string | null {
  const value = query[part];
  if (value === DEFAULT_SEARCH_QUERY[part] || value === null) return null;
  if (typeof value === 'boolean') return '1';
  return String(value);
}

/**
 * The query string of a search page state, '?' included: only what differs from the defaults,
 * always in one order, so one state has one address (a cache key, a canonical link).
 */
export function searchQueryString(query: SearchPageQuery): string {
  const pairs = (Object.keys(PARAMS) as (keyof SearchPageQuery)[]).flatMap((part) => {
    const value = paramValue(part, query);
    // Percent-encoded as a path is (a space is %20), the way every link to the page is written.
    return value === null ? [] : [`${PARAMS[part]}=${encodeURIComponent(value)}`];
  });
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** The search page's path, without its query. */
export const SEARCH_PAGE_PATH = '/search';

/** The address of the search page in a given state. */
export function searchPagePath(query: SearchPageQuery): string {
  return `${SEARCH_PAGE_PATH}${searchQueryString(query)}`;
}
