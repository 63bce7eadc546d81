/*
 * The item results of the search and category pages as one cache read per page, shared by the
 * results panel and by the router, which starts the first page as soon as the shop has booted:
 * before the page's code has rendered, so the first cards (the page's largest paint) are not
 * kept waiting for that render. The panel reads the same key and gets the request in flight.
 * The filters' reads (the shop's price span, the category tree) are started with them.
 */
import type { Item, PriceRange } from '../../src/core/api/wire';
import { loadCategories, primeItems } from '../../src/core/catalog';
import type { SouqCore } from '../../src/core/createSouqCore';
import type { Locale } from '../../src/core/i18n';
import type { QueryKey } from '../../src/core/query';
import {
  itemSearchParams,
  parseSearchQuery,
  type SearchPageQuery,
  searchQueryString,
} from '../../src/core/search';
import type { ResultPage } from './useResultPages';

type ResultsCore = Pick<SouqCore, 'api' | 'cache'>;

/** The cache key (without the page number) and the page loader of a state's item results. */
export interface ItemResultsRead {
  key: QueryKey;
  fetchPage: (page: number) => Promise<ResultPage<Item>>;
}

/**
 * The item results of a page state: a search of the whole shop, or of one category's items when
 * `categoryId` is set. Each page's items are primed as their details, for the cards' controls.
 */
export function itemResultsRead(
  { api, cache }: ResultsCore,
  state: SearchPageQuery,
  language: Locale,
  categoryId?: number | undefined,
): ItemResultsRead {
  const filters = searchQueryString({ ...state, tab: 'items' });
  return {
    key: ['browse', categoryId ?? 'search', 'items', language, filters],
    fetchPage: async (page) => {
      const { category_id: _inPath, ...params } = itemSearchParams(state, page);
      // Silent: the panel says what went wrong where the shopper is looking.
      const reply =
        categoryId === undefined
          ? await api.searchItems(itemSearchParams(state, page), { silent: true })
          : await api.getCategoryItems(categoryId, params, { silent: true });
      primeItems(cache, reply.products, language);
      return { total: reply.total_size, entries: reply.products };
    },
  };
}

/** The cache key and loader of the shop's price span, the price filter's bounds. */
export function priceRangeRead({ api, cache }: ResultsCore): {
  key: QueryKey;
  load: () => Promise<PriceRange>;
} {
  // The same in every language.
  const key = ['items', 'min-max-price'];
  return { key, load: () => cache.fetch(key, () => api.getPriceRange({ silent: true })) };
}

/**
 * Starts the search page's first screen for the address's query string (`location.search`): the
 * first page of item results when the items tab is the one shown, and the filters' price span
 * and category tree. Settles once all are in the cache; fails when one cannot be read (the page
 * says so itself).
 */
export async function prefetchSearchPage(
  core: Pick<SouqCore, 'api' | 'cache' | 'locale'>,
  search: string,
): Promise<void> {
  const state = parseSearchQuery(search);
  const language = core.locale.language.value;
  const results = async () => {
    if (state.tab !== 'items') return;
    const { key, fetchPage } = itemResultsRead(core, state, language);
    await core.cache.fetch([...key, 1], () => fetchPage(1));
  };
  await Promise.all([results(), priceRangeRead(core).load(), loadCategories(core, language)]);
}
