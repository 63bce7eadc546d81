import { useMemo } from 'react';
import { createWalletEndpoints, type WalletEndpoints } from '../../core/api/walletEndpoints';
import { useSouq } from './SouqProvider';

/** The wallet and loyalty point calls over the page's API client (one set per client). */
export function useWalletEndpoints(): WalletEndpoints {
  const { api } = useSouq();
  return useMemo(() => createWalletEndpoints(api.request), [api]);
}
