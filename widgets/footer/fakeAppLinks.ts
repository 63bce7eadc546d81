/*
 * For the footer's tests and stories only: the fake shop always offers both apps, so this wraps
 * its fetch to answer the landing page with other app links or statuses.
 */
import type { LandingData } from '../../src/core/api/wire';

/** Changes to the landing data's app links. */
export type AppLinkChanges = Partial<LandingData['download_user_app_links']>;

const LANDING_PATH = '/api/v1/react-landing-page';

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), 'http://shop.test').pathname;

/** A fetch that answers like `shopFetch`, with `changes` applied to the landing page's app links. */
export function withAppLinks(
  shopFetch: typeof globalThis.fetch,
  changes: AppLinkChanges,
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await shopFetch(input, init);
    if (!response.ok || pathOf(input) !== LANDING_PATH) return response;
    const landing = (await response.json()) as LandingData;
    const changed: LandingData = {
      ...landing,
      download_user_app_links: { ...landing.download_user_app_links, ...changes },
    };
    return new Response(JSON.stringify(changed), {
      status: response.status,
      headers: response.headers,
    });
  };
}
