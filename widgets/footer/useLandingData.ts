import { useSignals } from '@preact/signals-react/runtime';
import type { LandingData } from '../../src/core/api/wire';
import { useServerQuery, useSouq } from '../../src/ui/souq';

/**
 * The landing data (footer description, app links) in the shopper's language, shared through the
 * query cache; undefined until it arrives. A failure is quiet: the footer simply goes without.
 */
export function useLandingData(): LandingData | undefined {
  useSignals();
  const { api, locale } = useSouq();
  const language = locale.language.value;
  const state = useServerQuery(['landing-page', language], () =>
    api.getLandingData({ silent: true }),
  );
  return state.status === 'success' ? state.data : undefined;
}
