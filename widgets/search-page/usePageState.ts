import { useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_SEARCH_QUERY,
  parseSearchQuery,
  type SearchPageQuery,
} from '../../src/core/search';
import { useRouterNavigate } from '../../src/ui/souq';
import { hostPageAddress } from './pageAddress';

/** Where a browse page's state comes from and how it is written back. */
export interface PageStateOptions {
  /** The query string the host routed to; when undefined the page reads `location.search`. */
  query: string | undefined;
  /**
   * The searched text to open on when the address names none (an element's `name`); a later
   * change is a new search (a partner's own search box setting the attribute).
   */
  name?: string | undefined;
  /** What the address cannot change: a category page's own category. */
  fixed?: Partial<SearchPageQuery> | undefined;
  /** The storefront route of the page in a state, for the host's router. */
  routeOf: (state: SearchPageQuery) => string;
}

/** The page's state and the way to move to another one. */
export interface PageState {
  state: SearchPageQuery;
  /** Shows `next`: a new history entry, so Back returns to the state before. */
  go: (next: SearchPageQuery) => void;
}

const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

/**
 * A browse page's state, kept in the address. With the host's router (the storefront) a change
 * navigates to the page's route and the host hands the new query back; without one (a partner
 * page) the page pushes the address itself and follows `popstate`, so Back and Forward restore
 * the filters either way. The state changes at once, before the host answers.
 */
export function usePageState({ query, name, fixed, routeOf }: PageStateOptions): PageState {
  const navigate = useRouterNavigate();
  const [search, setSearch] = useState(() => query ?? currentSearch());

  useEffect(() => {
    if (query !== undefined) setSearch(query);
  }, [query]);

  // A router that hands the query over reports Back and Forward through it; otherwise they
  // are read from the address.
  const followsHistory = navigate === undefined || query === undefined;
  useEffect(() => {
    if (!followsHistory) return;
    const restore = () => setSearch(window.location.search);
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [followsHistory]);

  const fixedKey = JSON.stringify(fixed ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised `fixed` stands for it
  const state = useMemo(() => {
    const parsed = parseSearchQuery(search);
    const named = parsed.name === '' && name ? { ...parsed, name: name.trim() } : parsed;
    return { ...named, ...fixed };
  }, [search, name, fixedKey]);

  const go = (next: SearchPageQuery) => {
    const route = routeOf(next);
    const queryStart = route.indexOf('?');
    setSearch(queryStart < 0 ? '' : route.slice(queryStart));
    if (navigate) navigate(route);
    else window.history.pushState(null, '', hostPageAddress(window.location, next));
  };

  // A name changed after the first render starts a new search, with nothing else chosen.
  const seenName = useRef(name);
  useEffect(() => {
    if (seenName.current === name) return;
    seenName.current = name;
    const wanted = name?.trim() ?? '';
    if (wanted !== '' && wanted !== state.name) go({ ...DEFAULT_SEARCH_QUERY, name: wanted });
  });

  return { state, go };
}
