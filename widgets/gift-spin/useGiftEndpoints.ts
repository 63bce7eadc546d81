import { useMemo } from 'react';
import { createGiftEndpoints, type GiftEndpoints } from '../../src/core/api/giftEndpoints';
import { useSouq } from '../../src/ui/souq';

/** The gift packet calls over the page's API client (one set per client). */
export function useGiftEndpoints(): GiftEndpoints {
  const { api } = useSouq();
  return useMemo(() => createGiftEndpoints(api.request), [api]);
}
