import { useMemo } from 'react';
import { createOrderEndpoints, type OrderEndpoints } from '../../core/api/orderEndpoints';
import { useSouq } from './SouqProvider';

/** The checkout and order calls over the page's API client (one set per client). */
export function useOrderEndpoints(): OrderEndpoints {
  const { api } = useSouq();
  return useMemo(() => createOrderEndpoints(api.request), [api]);
}
