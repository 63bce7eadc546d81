/*
 * The filters of a browse page as parts of its state: which are chosen, and the state without
 * them (Clear all). The searched text, the tab and the sort are not filters.
 */
import { DEFAULT_SEARCH_QUERY, type SearchPageQuery } from '../../src/core/search';

/** The state with every filter cleared; the searched text, tab and sort stay. */
export function withoutFilters(query: SearchPageQuery): SearchPageQuery {
  return { ...DEFAULT_SEARCH_QUERY, name: query.name, tab: query.tab, sort: query.sort };
}

/** Whether any filter is chosen. */
export function hasFilters(query: SearchPageQuery): boolean {
  const cleared = withoutFilters(query);
  return (Object.keys(cleared) as (keyof SearchPageQuery)[]).some(
    (part) => cleared[part] !== query[part],
  );
}
