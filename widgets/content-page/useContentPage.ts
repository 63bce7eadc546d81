import { useSignals } from '@preact/signals-react/runtime';
import { isApiError } from '../../src/core/api';
import {
  CONTENT_PAGES,
  type ContentPage,
  type ContentPageName,
  contentPagePath,
} from '../../src/core/content';
import type { QueryState } from '../../src/core/query';
import { useServerQuery, useSouq } from '../../src/ui/souq';
import { contentPageKey, loadContentPage } from './contentPageRead';

/** A content page as the page shows it: whether the shop has it, its read, and Try again. */
export interface ContentPageRead {
  /** The shop does not publish the page: its flag is 0, or the server says there is none. */
  missing: boolean;
  state: QueryState<ContentPage | null>;
  retry: () => void;
}

const leaveToCache = () => undefined;

/**
 * Reads the content page `name` (null: a name the shop has no page for) in the shopper's language,
 * again when the language changes. A policy whose flag the configuration sets to 0 is missing at
 * once, without a request; before the configuration arrives the server decides (it refuses a
 * switched-off page with 404).
 */
export function useContentPage(name: ContentPageName | null): ContentPageRead {
  useSignals();
  const core = useSouq();
  const { shop, locale, api } = core;
  const switchedOff =
    name !== null &&
    CONTENT_PAGES[name].flag !== null &&
    shop.configured.value &&
    !shop.policyPages.value.some((page) => page.path === contentPagePath(name));
  const readable = name !== null && !switchedOff;
  const state = useServerQuery<ContentPage | null>(
    contentPageKey(name ?? 'about-us', locale.language.value),
    () => (name === null ? Promise.resolve(null) : api.getContentPage(name, { silent: true })),
    { enabled: readable },
  );
  const refused = state.status === 'error' && isApiError(state.error) && state.error.status === 404;
  return {
    missing: !readable || refused,
    state,
    retry: () => {
      if (name !== null) loadContentPage(core, name).catch(leaveToCache);
    },
  };
}
