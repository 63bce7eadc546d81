import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import type { SavedAddressPage } from '../../core/api/orderWire';
import type { QueryState } from '../../core/query';
import { useOrderEndpoints, useSouq } from '../souq';

/** The cache key of the customer's saved addresses. */
const ADDRESSES_KEY = ['customer', 'addresses'] as const;

/** As many addresses as the step offers, newest first: far more than a customer keeps. */
const ADDRESS_PAGE = { limit: 50, offset: 1 } as const;

const IDLE: QueryState<SavedAddressPage> = { status: 'idle' };

/** The customer's saved addresses, and a way to read them again. */
export interface SavedAddressesRead {
  state: QueryState<SavedAddressPage>;
  /** Reads the list anew (Try again, or after an address was saved). */
  reload(): Promise<SavedAddressPage>;
}

/**
 * The signed-in customer's saved addresses, read afresh each time the step opens (another tab or
 * the addresses page may have changed them); nothing is asked for a guest.
 */
export function useSavedAddresses(signedIn: boolean): SavedAddressesRead {
  useSignals();
  const { cache } = useSouq();
  const orders = useOrderEndpoints();
  const state = cache.state<SavedAddressPage>(ADDRESSES_KEY).value;

  const reload = useCallback(() => {
    cache.invalidate(ADDRESSES_KEY);
    // The step says a failure in place, so the client shows no toast of its own.
    return cache.fetch(ADDRESSES_KEY, () => orders.getAddresses(ADDRESS_PAGE, { silent: true }));
  }, [cache, orders]);

  useEffect(() => {
    if (signedIn) {
      reload().catch(() => {
        // The state carries the failure, which the step shows with Try again.
      });
    }
  }, [signedIn, reload]);

  return { state: signedIn ? state : IDLE, reload };
}
