import type { Module } from '../../src/core/api/wire';
import type { QueryState } from '../../src/core/query';
import { useServerQuery, useSouq } from '../../src/ui/souq';

/** The shop's business modules in the shopper's language, and a way to ask again after a failure. */
export function useModules(): { state: QueryState<Module[]>; retry: () => void } {
  const { api, cache, locale } = useSouq();
  const key = ['modules', locale.language.value];
  const read = () => api.getModules({ silent: true });
  const state = useServerQuery(key, read);
  return {
    state,
    retry: () => {
      cache.fetch(key, read).catch(() => {
        // The state says the failure again, in place.
      });
    },
  };
}
