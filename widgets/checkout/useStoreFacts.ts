import type { LatLng, StoreDetails } from '../../src/core/api/wire';
import { useServerQuery, useSouq } from '../../src/ui/souq';

/** What checkout needs of the store ordered from. */
export interface StoreFacts {
  /** Where the store is, which the delivery is measured from; null when the reply has no position. */
  point: LatLng | null;
  /** The store's zone, where a zone-wise coupon is checked before the address is known. */
  zoneId: number | null;
  /** False when the store takes no orders now. */
  open: boolean;
}

/** The store's details as the demo server sends them: its position and zone beside spec §3's. */
type LocatedStore = StoreDetails & {
  latitude?: number | string;
  longitude?: number | string;
  zone_id?: number;
};

const coordinate = (value: number | string | undefined): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** Reads the facts of a store's details reply. */
export function storeFacts(details: LocatedStore): StoreFacts {
  const lat = coordinate(details.latitude);
  const lng = coordinate(details.longitude);
  return {
    point: lat === null || lng === null ? null : { lat, lng },
    zoneId: typeof details.zone_id === 'number' ? details.zone_id : null,
    open: details.open !== 0,
  };
}

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
