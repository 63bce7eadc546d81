import type { ReactNode } from 'react';
import { searchPagePath } from '../../src/core/search';
import { useT } from '../../src/ui/souq';
import { BrowseResults } from './BrowseResults';
import * as css from './SearchPage.css';
import { usePageState } from './usePageState';

/** Props of `SearchPage`. */
export interface SearchPageProps {
  /**
   * The page's query string ('?name=tea&veg=1'), e.g. `location.search` from the host's route;
   * when omitted the page reads `location.search` itself (and follows `popstate`). A host whose
   * router opens /search again from its own search box must pass it, or the page would not see
   * the new search.
   */
  query?: string | undefined;
  /**
   * The searched text to open on when the address names none (a partner page's `name`); set
   * later, it starts a new search with nothing else chosen.
   */
  name?: string | undefined;
}

/**
 * The search page (route `/search`, spec §2): items and stores matching a name, as tabs; item
 * filters (veg / non-veg, currently available, discounted, price range within the shop's span,
 * rating, category) and six sort orders; results ten at a time as the shopper scrolls, or with
 * Show more; the count in a polite live region; 'Items not found!' when nothing matches.
 *
 * The state lives in the address, parsed leniently and written canonically
 * (`src/core/search/searchPageQuery`), so Back, Forward and a shared link restore every filter:
 * - With the host's router (the storefront's `SouqProvider navigate`), a change navigates to
 *   `searchPagePath(next)` and the host hands the new `query` back.
 * - Without one (the `<souq-search-page>` element on a partner page), the page pushes the
 *   partner page's own address with the search parameters replaced (its other parameters and
 *   hash stay) and follows `popstate`.
 * Every change is a push: each one is a discrete choice (a checkbox, a radio, the sort, a tab,
 * or a price range applied with its button — typing a price alone changes nothing), and Back
 * undoes the last one. Latest wins: a reply to an earlier state never replaces a later one.
 */
export function SearchPage({ query, name }: SearchPageProps): ReactNode {
  const t = useT();
  const { state, go } = usePageState({ query, name, routeOf: searchPagePath });
  return (
    <div className={css.page}>
      <h1 className={css.title}>
        {state.name === ''
          ? t('All items')
          : t('Search results for "{name}"', { name: state.name })}
      </h1>
      <BrowseResults state={state} onChange={go} />
    </div>
  );
}
