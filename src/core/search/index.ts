export {
  createRecentSearches,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_SHOWN,
  type RecentSearches,
  type RecentSearchesOptions,
  withRecentSearch,
} from './recentSearches';
export {
  createSuggestionRequester,
  SEARCH_DEBOUNCE_MS,
  type SuggestionFetcher,
  type SuggestionRequester,
  type SuggestionRequesterOptions,
  type SuggestionState,
  type SuggestionTimers,
} from './suggestionRequester';
