import { useEffect, useState } from 'react';
import type { SearchSuggestions } from '../../src/core/api/wire';
import { createSuggestionRequester, type SuggestionRequester } from '../../src/core/search';
import { useSouq } from '../../src/ui/souq';

/**
 * The box's own debounced, latest-wins requester of item-or-store suggestions. Unmounting drops
 * its waiting and in-flight requests; cancelling rather than disposing lets a remount (React's
 * strict mode runs effects twice) keep using it.
 */
export function useSuggestionRequester(): SuggestionRequester<SearchSuggestions> {
  const { api } = useSouq();
  const [requester] = useState(() =>
    createSuggestionRequester<SearchSuggestions>({
      fetch: (text, signal) => api.searchSuggestions(text, { signal }),
    }),
  );
  useEffect(() => () => requester.cancel(), [requester]);
  return requester;
}
