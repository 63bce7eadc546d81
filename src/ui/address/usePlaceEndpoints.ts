import { useMemo } from 'react';
import { createPlaceEndpoints, type PlaceEndpoints } from '../../core/api/placeEndpoints';
import { useSouq } from '../souq';

/** The maps proxy's place calls over the page's API client (one set per client). */
export function usePlaceEndpoints(): PlaceEndpoints {
  const { api } = useSouq();
  return useMemo(() => createPlaceEndpoints(api.request), [api]);
}
