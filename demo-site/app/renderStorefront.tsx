/*
 * The storefront rendered on the server, for its first paint: the same tree the browser renders
 * (`StorefrontRoot`), over a core that knows only what the page will carry (the configuration and
 * the first screen's replies) and what the request says (language, cookies, screen). The browser
 * then takes the page over (main.tsx) from the same data, so both render the same.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createSouqCore } from '../../src/core';
import type { Config } from '../../src/core/api/wire';
import { createMemoryStorage } from '../../src/core/store/memoryStorage';
import { rendersOnServer } from '../shared/routeModules';
import type { RenderStorefront } from '../shared/serverRender';
import { createAppReload } from './routing/appReload';
import type { HistoryNavigation, StorefrontLocation } from './routing/historyNavigation';
import { firstScreenReady } from './routing/serverRenderedPage';
import { StorefrontRoot } from './StorefrontRoot';

/** A read the page does not carry: the server asks nothing over the network while it renders. */
const nothingElseToRead = (): Promise<Response> =>
  Promise.reject(new TypeError('the server renders from the page replies alone'));

/** A location that does not move: links are followed in the browser, not while rendering. */
function fixedNavigation(location: StorefrontLocation): HistoryNavigation {
  return { current: () => location, navigate: () => undefined, subscribe: () => () => undefined };
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * The HTML of the storefront's root for `request`, or undefined when the page cannot be written
 * as a first visit would see it (the shop is not ready, or a first-screen reply is missing): the
 * browser then renders it alone, as it does for a page without a server render.
 */
export const renderStorefront: RenderStorefront = async (request) => {
  const location = { path: request.path, search: request.search };
  // Only the routes of a page widget that is not the shopper's own: the others are redirects
  // (`/` to /home), not found, or a cart, an account or orders the server does not know.
  if (!rendersOnServer(location.path)) return undefined;
  // The same configuration the page carries, which the browser adopts unchecked as well.
  const config = request.config as Config;
  const core = createSouqCore({
    apiBaseUrl: request.origin,
    storage: createMemoryStorage(),
    cookies: { cookie: request.cookie },
    fetch: nothingElseToRead,
    locale: request.language,
    theme: request.theme,
    eventTarget: null,
    navigate: () => undefined,
  });
  core.session.adoptPageConfig({ language: request.language, config });
  core.api.adoptPageReplies(request.replies);
  try {
    const booted = await core.start();
    if (booted.status !== 'ready') return undefined;
    if (!(await firstScreenReady(location, core, request.viewport))) return undefined;
    return await renderWhole(
      <StorefrontRoot
        core={core}
        navigation={fixedNavigation(location)}
        reload={createAppReload()}
        booted={booted}
        viewport={request.viewport}
      />,
    );
  } finally {
    // One core per page: nothing of it outlives the render.
    core.dispose();
  }
};

/**
 * The tree's HTML with every part in place, once every part's code and data have arrived. Parts
 * are written where they belong however large (React would otherwise send a large one apart, with
 * a script to move it in place, which the page's policy forbids); a render that still holds a
 * script is not sent.
 */
async function renderWhole(tree: ReactNode): Promise<string | undefined> {
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await textOf(prelude);
  return html.includes('<script') ? undefined : html;
}
