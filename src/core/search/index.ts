export { itemSearchParams, SEARCH_PAGE_SIZE } from './itemSearchParams';
export {
  createRecentSearches,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_SHOWN,
  type RecentSearches,
  type RecentSearchesOptions,
  withRecentSearch,
} from './recentSearches';
export {
  DEFAULT_SEARCH_QUERY,
  MAX_RATING_FILTER,
  parseSearchQuery,
  SEARCH_QUERY_PARAMS,
  SEARCH_SORTS,
  SEARCH_TABS,
  type SearchPageQuery,
  type SearchSort,
  type SearchTab,
  SEARCH_PAGE_PATH,
  searchPagePath,
  searchQueryString,
} from './searchPageQuery';
export {
  createSuggestionRequester,
  SEARCH_DEBOUNCE_MS,
  type SuggestionFetcher,
  type SuggestionRequester,
  type SuggestionRequesterOptions,
  type SuggestionState,
  type SuggestionTimers,
} from './suggestionRequester';
