import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../src/core/api';
import type { Item } from '../../src/core/api/wire';
import { isItemId, itemQueryKey, loadItem } from '../../src/core/catalog';
import { useSouq, useT } from '../../src/ui/souq';

/** What the widget knows of its item: loading, failed (maybe trying again), or ready. */
export type ItemView =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retrying: boolean; retry: () => void }
  | { status: 'ready'; item: Item };

// The cache holds the outcome (the failure included) and the widget renders it from there.
const leaveToCache = () => undefined;

/** Loads an item's details when the id or the language changes, with a way to try again. */
export function useItem(itemId: number): ItemView {
  useSignals();
  const core = useSouq();
  const t = useT();
  const language = core.locale.language.value;
  const state = core.cache.state<Item>(itemQueryKey(itemId, language)).value;
  // The failure stays on screen while a retry runs, so the pressed button keeps the focus.
  const [retrying, setRetrying] = useState<string | null>(null);

  const load = useCallback(
    () => (isItemId(itemId) ? loadItem(core, itemId, language) : Promise.resolve()),
    [core, itemId, language],
  );

  useEffect(() => {
    load().catch(leaveToCache);
  }, [load]);

  switch (state.status) {
    case 'success':
      return { status: 'ready', item: state.data };
    case 'error': {
      const message =
        isApiError(state.error) && state.error.messages[0] !== undefined
          ? state.error.messages[0]
          : t('Something went wrong');
      const retry = () => {
        setRetrying(message);
        load()
          .catch(leaveToCache)
          .finally(() => setRetrying(null));
      };
      return { status: 'failed', message, retrying: false, retry };
    }
    case 'idle':
    case 'loading':
      return retrying === null
        ? { status: 'loading' }
        : { status: 'failed', message: retrying, retrying: true, retry: () => undefined };
    default:
      return state satisfies never;
  }
}
