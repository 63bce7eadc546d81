import { useSignals } from '@preact/signals-react/runtime';
import { type LocatedStore, type StoreFacts, storeFacts } from '../../src/core/checkout';
import { useServerQuery, useSouq } from '../../src/ui/souq';

/** What the page knows of the chosen pharmacy. */
export interface PharmacyDetails {
  /** Its name, once read. */
  name: string | null;
  /** Where it is, its zone and whether it takes orders now; null until read or when unread. */
  facts: StoreFacts | null;
  /** The read failed: the server still decides when the order is placed. */
  unread: boolean;
}

/**
 * The chosen pharmacy's details, through the cache the store page and the checkout share (the
 * same key), so a pharmacy opened from its store page is known at once.
 */
export function usePharmacyDetails(storeId: number | null): PharmacyDetails {
  useSignals();
  const { api, locale } = useSouq();
  const id = storeId === null ? '' : String(storeId);
  const state = useServerQuery<LocatedStore | null>(
    ['store', 'details', id, locale.language.value],
    () => (storeId === null ? Promise.resolve(null) : api.getStoreDetails(id, { silent: true })),
    { enabled: storeId !== null },
  );
  if (state.status !== 'success' || state.data === null) {
    return { name: null, facts: null, unread: state.status === 'error' };
  }
  return { name: state.data.name, facts: storeFacts(state.data), unread: false };
}
