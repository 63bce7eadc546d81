import { useMemo } from 'react';
import { type AuthEndpoints, createAuthEndpoints } from '../../core/api/authEndpoints';
import { useSouq } from './SouqProvider';

/** The sign-in, sign-up and password-reset calls over the page's API client (one set per client). */
export function useAuthEndpoints(): AuthEndpoints {
  const { api } = useSouq();
  return useMemo(() => createAuthEndpoints(api.request), [api]);
}
