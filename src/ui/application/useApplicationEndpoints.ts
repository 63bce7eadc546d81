import { useMemo } from 'react';
import { createSupportEndpoints, type SupportEndpoints } from '../../core/api/supportEndpoints';
import { useSouq } from '../souq';

/** The calls that send a store's or a delivery man's application, over the page's API client. */
export function useApplicationEndpoints(): Pick<
  SupportEndpoints,
  'registerStore' | 'registerDeliveryMan'
> {
  const { api } = useSouq();
  return useMemo(() => createSupportEndpoints(api.request), [api]);
}
