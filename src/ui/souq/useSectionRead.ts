import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { QueryKey, QueryState } from '../../core/query';
import { useSignalInTransition } from '../hooks/useSignalInTransition';
import { useSouq } from './SouqProvider';

/** A catalog section's server read and the way to ask again after it failed. */
export interface SectionRead<T> {
  state: QueryState<T>;
  retry: () => void;
}

// The cache keeps the outcome, failures included, and the section renders it from there.
const leaveToCache = () => undefined;

/**
 * Reads `key` through the core's query cache with `load` (which must fetch through the cache
 * under that same key, e.g. `loadCategories` or `cache.fetch(key, …)`), once per key, and offers
 * `retry` for the section's "Try again" button. Put the language in the key.
 */
export function useSectionRead<T>(key: QueryKey, load: () => Promise<T>): SectionRead<T> {
  useSignals();
  const { cache } = useSouq();
  const state = useSignalInTransition(cache.state<T>(key));
  const serialisedKey = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the key; `load` is read when the key changes
  useEffect(() => {
    load().catch(leaveToCache);
  }, [serialisedKey]);
  return { state, retry: () => void load().catch(leaveToCache) };
}
