/*
 * Where a browse page's state is written: the storefront route of the page in that state, or,
 * on a host page without a router, that page's own address with the search parameters replaced.
 */
import {
  SEARCH_QUERY_PARAMS,
  type SearchPageQuery,
  searchQueryString,
} from '../../src/core/search';

/** The parts of `window.location` the address is built from. */
export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The host page's address showing `query`: its path, its own query parameters (a partner's
 * `?lang=ar` stays), then the search page's, canonical; the hash is kept.
 */
export function hostPageAddress(location: AddressParts, query: SearchPageQuery): string {
  const own = new URLSearchParams(location.search);
  for (const param of SEARCH_QUERY_PARAMS) own.delete(param);
  const parts = [own.toString(), searchQueryString(query).slice(1)].filter((part) => part !== '');
  const search = parts.length === 0 ? '' : `?${parts.join('&')}`;
  return `${location.pathname}${search}${location.hash}`;
}
