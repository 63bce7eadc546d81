import type { SouqCore } from '../src/core';
import type { Locale } from '../src/core/i18n';
import type { ResolvedTheme } from '../src/core/theme';
import { createFakeShop, type FakeShopOptions } from '../src/core/testing';
import type { StorySouqParameters } from './storySouq';

/** A story's shop: the fake backend's options, and whether the shopper is signed in. */
export interface ShopStoryOptions extends FakeShopOptions {
  signedIn?: boolean;
  /** Replaces the shop's fetch for some calls (a call that never answers, or fails). */
  wrapFetch?: (shopFetch: typeof globalThis.fetch) => typeof globalThis.fetch;
}

/**
 * Story parameters for a widget on an in-memory shop: the first load has run, and the cart (and
 * for a signed-in shopper the wishlist) came from the shop, as on a real page.
 */
export function shopStory(options: ShopStoryOptions = {}): { souq: StorySouqParameters } {
  const { signedIn = false, wrapFetch, ...shopOptions } = options;
  const shop = createFakeShop(shopOptions);
  return {
    souq: {
      fetch: wrapFetch ? wrapFetch(shop.fetch) : shop.fetch,
      prepare: async (core: SouqCore) => {
        if (signedIn) core.store.token.value = shop.token;
        await core.start();
        await core.loaded();
      },
    },
  };
}

/** A story on a fake shop, pinned to a locale and theme (the axe run opens it in those). */
export function shopStoryIn(locale: Locale, theme: ResolvedTheme, options?: ShopStoryOptions) {
  return { parameters: shopStory(options), globals: { locale, theme } };
}
