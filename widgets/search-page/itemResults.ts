/*
 * The item results of the search and category pages as one cache read per page, shared by the
 * results panel and by the router, which starts the first page as soon as the shop has booted:
 * before the page's code has rendered, so the first cards (the page's largest paint) are not
 * kept waiting for that render. The panel reads the same key and gets the request in flight.
 */
import type { Item } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
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

/**
 * Starts the first page of the search page's item results for the address's query string
 * (`location.search`), when its items tab is the one shown. Settles once the page is in the
 * cache; fails when it cannot be read (the panel says so itself).
 */
export async function prefetchSearchPage(
  core: Pick<SouqCore, 'api' | 'cache' | 'locale'>,
  search: string,
): Promise<void> {
  const state = parseSearchQuery(search);
  if (state.tab !== 'items') return;
  const { key, fetchPage } = itemResultsRead(core, state, core.locale.language.value);
  await core.cache.fetch([...key, 1], () => fetchPage(1));
}
