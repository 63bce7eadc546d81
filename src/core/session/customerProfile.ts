/*
 * The signed-in customer's profile (GET /api/v1/customer/info), read through the query cache and
 * kept in the store's profileInfo slice, which is persisted so the header can greet the customer
 * by name before the server has answered.
 */
import type { ApiClient } from '../api';
import type { CustomerProfile } from '../api/wire';
import type { QueryCache } from '../query';
import type { SouqStore } from '../store';
import { PROFILE_QUERY_KEY } from './deps';

/**
 * Reads the profile, once per cache lifetime, and stores it. Resolves null for a guest without
 * asking. The call is silent: a 401 still signs the customer out through the API client.
 */
export async function loadCustomerProfile(core: {
  cache: QueryCache;
  api: Pick<ApiClient, 'getCustomerInfo'>;
  store: Pick<SouqStore, 'token' | 'profileInfo'>;
}): Promise<CustomerProfile | null> {
  if (core.store.token.value === null) return null;
  const profile = await core.cache.fetch(PROFILE_QUERY_KEY, () =>
    core.api.getCustomerInfo({ silent: true }),
  );
  // The customer may have signed out while the request was on its way.
  if (core.store.token.value === null) return null;
  core.store.profileInfo.value = profile;
  return profile;
}
