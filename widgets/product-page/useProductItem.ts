import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../src/core/api';
import type { Item } from '../../src/core/api/wire';
import { itemQueryKey, loadItemDetails } from '../../src/core/catalog';
import { useSignalInTransition } from '../../src/ui/hooks/useSignalInTransition';
import { useSouq, useT } from '../../src/ui/souq';

/**
 * Replies that mean the address names no item: 404, and the 422 of a key that cannot be an id or
 * a slug at all (a shopper who typed it sees the same page).
 */
const NOT_FOUND = [404, 422];

/** What the page knows of its item. */
export type ProductRead =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string; retry: () => void }
  /** `complete` once the details reply is in; before, the item is a list's copy (no description). */
  | { status: 'ready'; item: Item; complete: boolean };

/**
 * The item of the product page by numeric id or slug, through the shared query cache: the copy a
 * product card primed shows at once, and the details reply fills in the rest.
 */
export function useProductItem(key: number | string | undefined): ProductRead {
  useSignals();
  const core = useSouq();
  const t = useT();
  const language = core.locale.language.value;
  const state = useSignalInTransition(core.cache.state<Item>(itemQueryKey(key ?? '', language)));
  // Set when the details could not replace a primed copy: the copy is all the page will get.
  const [refreshFailed, setRefreshFailed] = useState<string | null>(null);
  const cacheKey = `${String(key)}|${language}`;

  const load = useCallback(() => {
    if (key === undefined) return;
    loadItemDetails(core, key, language).catch(() =>
      setRefreshFailed(`${String(key)}|${language}`),
    );
  }, [core, key, language]);

  useEffect(load, [load]);

  if (key === undefined) return { status: 'not-found' };
  switch (state.status) {
    case 'success':
      return {
        status: 'ready',
        item: state.data,
        complete: state.primed !== true || refreshFailed === cacheKey,
      };
    case 'error': {
      const { error } = state;
      if (isApiError(error) && NOT_FOUND.includes(error.status)) return { status: 'not-found' };
      const message =
        isApiError(error) && error.messages[0] !== undefined
          ? error.messages[0]
          : t('Something went wrong');
      return { status: 'failed', message, retry: load };
    }
    case 'idle':
    case 'loading':
      return { status: 'loading' };
    default:
      return state satisfies never;
  }
}
