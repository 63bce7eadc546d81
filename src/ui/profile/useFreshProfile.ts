import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import type { CustomerProfile } from '../../core/api/wire';
import { loadCustomerProfile, PROFILE_QUERY_KEY } from '../../core/session';
import { useSouq } from '../souq';

/** The signed-in customer's profile, and a way to read it again. */
export interface FreshProfile {
  /** The stored profile at once, the server's once it answers; null for a visitor. */
  profile: CustomerProfile | null;
  /** Reads the profile from the server again (after the balances moved). */
  refresh: () => Promise<void>;
}

/**
 * The profile, read anew from the server when the page opens, since balances change between
 * visits (an order paid from the wallet, points earned by a delivery, a top-up approved).
 */
export function useFreshProfile(): FreshProfile {
  useSignals();
  const core = useSouq();
  const signedIn = core.session.isLoggedIn.value;

  const refresh = useCallback(async () => {
    core.cache.invalidate(PROFILE_QUERY_KEY);
    try {
      await loadCustomerProfile(core);
    } catch {
      // A silent read: the page keeps the stored profile, and a 401 has already signed out.
    }
  }, [core]);

  useEffect(() => {
    if (signedIn) void refresh();
  }, [signedIn, refresh]);

  return { profile: core.session.profile.value, refresh };
}
