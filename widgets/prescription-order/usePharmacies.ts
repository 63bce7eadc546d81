import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { createPrescriptionEndpoints } from '../../src/core/api/prescriptionEndpoints';
import type { QueryState } from '../../src/core/query';
import { useServerQuery, useSouq } from '../../src/ui/souq';
import { type Pharmacy, readPharmacies } from './pharmacies';

/** The shop's pharmacies as far as they are read, and a way to read them again. */
export interface PharmaciesRead {
  state: QueryState<Pharmacy[]>;
  retry: () => void;
}

/** The shop's pharmacies, named in the shopper's language, through the page's query cache. */
export function usePharmacies(enabled: boolean): PharmaciesRead {
  useSignals();
  const { api, cache, locale } = useSouq();
  const key = ['prescription', 'pharmacies', locale.language.value];
  const reads = useMemo(
    () => ({ getModules: api.getModules, ...createPrescriptionEndpoints(api.request) }),
    [api],
  );
  const fetcher = () => readPharmacies(reads);
  const state = useServerQuery(key, fetcher, { enabled });
  return {
    state,
    retry: () => {
      cache.invalidate(key);
      cache.fetch(key, fetcher).catch(() => undefined);
    },
  };
}
