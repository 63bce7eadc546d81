/*
 * A page the server rendered (`renderStorefront.tsx`) is taken over by the browser in place when
 * the browser would render exactly the same: a shopper the server saw as it sees everyone, a first
 * visit. A shopper with a cart, a wishlist, an account or a chosen theme gets the page rendered by
 * the browser instead, over the server's, once it has the same first screen ready.
 */
import type { SouqCore } from '../../../src/core/createSouqCore';
import { VIEWPORT_ATTRIBUTE, type Viewport } from '../../shared/serverRender';
import { preloadNavigation } from '../layout/shellModules';
import type { StorefrontLocation } from './historyNavigation';
import { prefetchPageData, preloadPage } from './pageModules';

/** The screen the server rendered the page in `root` for; undefined when it did not render it. */
export function serverRenderedFor(root: Element): Viewport | undefined {
  const viewport = root.getAttribute(VIEWPORT_ATTRIBUTE);
  return viewport === 'phone' || viewport === 'desktop' ? viewport : undefined;
}

/**
 * Waits until the first screen of `location` can render at once, with nothing left to load: its
 * reads in the cache (from the page's replies when they are this shopper's), its page's code and
 * the navigation of the screen the server rendered for. False when a read failed.
 */
export async function firstScreenReady(
  location: StorefrontLocation,
  core: SouqCore,
  viewport: Viewport,
): Promise<boolean> {
  try {
    await Promise.all([
      prefetchPageData(location, core),
      preloadPage(location.path),
      preloadNavigation(viewport === 'desktop'),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** What the server wrote on the page's `<html>`: its language and the shopper's colour scheme. */
export interface PageWrittenIn {
  language: string;
  theme: string | undefined;
}

/**
 * Whether the browser's first render equals the server's, which saw a first visit in the page's
 * language and colour scheme: every first-screen reply taken as it was written (same zone,
 * language and country), no account, nothing in the cart or the wishlist.
 */
export function seesWhatTheServerSaw(core: SouqCore, page: PageWrittenIn): boolean {
  return (
    core.locale.language.value === page.language &&
    core.theme.preference.value === page.theme &&
    core.api.untakenPageReplies() === 0 &&
    !core.session.isLoggedIn.value &&
    core.cart.count.value === 0 &&
    core.wishlist.count.value === 0
  );
}
