import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { type CartStoreGroup, storesInCart } from '../../src/core/checkout';
import { useSouq } from '../../src/ui/souq';

/** Where the checkout's read of the cart stands. */
export type CartReadStatus = 'loading' | 'error' | 'ready';

/** The cart as checkout orders from it: its stores, and the state of its read. */
export interface CheckoutCart {
  status: CartReadStatus;
  stores: readonly CartStoreGroup[];
  /** Reads the cart from the server again. */
  retry: () => void;
}

/**
 * The cart read from the server when checkout opens: the order is built from the server's cart,
 * so its lines and prices must be the server's, not a copy kept from another visit.
 */
export function useCheckoutCart(): CheckoutCart {
  useSignals();
  const { cart } = useSouq();
  const [status, setStatus] = useState<CartReadStatus>('loading');
  const read = useCallback(() => {
    setStatus('loading');
    void cart.refresh().then((read) => setStatus(read ? 'ready' : 'error'));
  }, [cart]);
  useEffect(read, [read]);
  return { status, stores: storesInCart(cart.lines.value), retry: read };
}
