import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { CustomerProfile } from '../../src/core/api/wire';
import { loadCustomerProfile } from '../../src/core/session';
import { useSouq } from '../../src/ui/souq';

/** What the drawer knows of the signed-in customer. */
export interface CustomerProfileState {
  /** The profile: the stored one at once, the server's once it answers; null for a guest. */
  profile: CustomerProfile | null;
  /** True while there is nothing stored to show and the server has not answered. */
  loading: boolean;
}

/**
 * The signed-in customer's profile, asked for (through the shared cache) whenever `active`
 * becomes true, since orders and wallet balance change between visits.
 */
export function useCustomerProfile(active: boolean): CustomerProfileState {
  useSignals();
  const core = useSouq();
  const signedIn = core.session.isLoggedIn.value;
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!active || !signedIn) return;
    let current = true;
    setPending(true);
    loadCustomerProfile(core)
      .catch(() => {
        // A silent read: the summary keeps what it had, and a 401 has already signed out.
      })
      .finally(() => {
        if (current) setPending(false);
      });
    return () => {
      current = false;
    };
  }, [active, signedIn, core]);

  const profile = core.session.profile.value;
  return { profile, loading: signedIn && profile === null && pending };
}
