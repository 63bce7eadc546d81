import { type LocatedStore, type StoreFacts, storeFacts } from '../../src/core/checkout';
import { useServerQuery, useSouq } from '../../src/ui/souq';

/**
 * What is assumed of a store whose details could not be read: no position (the delivery is then
 * measured as for a backend that sends none) and open. Should the total differ from the server's,
 * its 409 has the page read the details again.
 */
const UNREAD_STORE: StoreFacts = { point: null, zoneId: null, open: true };

/** The store's facts as far as they are known, and a way to read them again. */
export interface StoreFactsRead {
  /** Null while they load or when no store is chosen. */
  facts: StoreFacts | null;
  /** Reads them again, past the cache (the server said the total changed). */
  reload: () => void;
}

/** The details of the store ordered from, through the cache the store page shares. */
export function useStoreFacts(storeId: number | null): StoreFactsRead {
  const { api, cache, locale } = useSouq();
  const id = storeId === null ? '' : String(storeId);
  const key = ['store', 'details', id, locale.language.value];
  const fetcher = () =>
    storeId === null ? Promise.resolve(null) : api.getStoreDetails(id, { silent: true });
  const state = useServerQuery<LocatedStore | null>(key, fetcher);
  return {
    facts:
      state.status === 'error'
        ? UNREAD_STORE
        : state.status === 'success' && state.data
          ? storeFacts(state.data)
          : null,
    reload: () => {
      cache.invalidate(key);
      // The state signal carries a failure; the page prices from what it knows meanwhile.
      cache.fetch(key, fetcher).catch(() => undefined);
    },
  };
}
