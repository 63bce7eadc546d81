import { useEffect } from 'react';
import type { QueryKey, QueryState } from '../../core/query';
import { useSignalInTransition } from '../hooks/useSignalInTransition';
import { useSouq } from './SouqProvider';

/**
 * A server read through the core's query cache: fresh replies are shared by every component that
 * asks with the same key, and the component re-renders as the read's state changes. Put
 * everything the reply depends on (the language for translated names) in the key. The request is
 * not aborted on unmount: other components may be waiting on the same one. A reply re-renders the
 * component as a transition, so a large reply does not block the page while it renders.
 */
export function useServerQuery<T>(
  key: QueryKey,
  fetcher: () => Promise<T>,
  options?: {
    staleTime?: number;
    /** False holds the read back (until the part is needed); it starts when this turns true. */
    enabled?: boolean;
  },
): QueryState<T> {
  const { cache } = useSouq();
  const state = useSignalInTransition(cache.state<T>(key));
  const serialisedKey = JSON.stringify(key);
  const enabled = options?.enabled ?? true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the key; the fetcher is read at request time
  useEffect(() => {
    if (!enabled) return;
    cache.fetch(key, fetcher, options).catch(() => {
      // The state signal carries the error; the API client has already told the shopper.
    });
  }, [cache, serialisedKey, enabled]);
  return state;
}
