import type { ReactElement } from 'react';
import type { Locale } from '../../core/i18n';
import { createFakeShop, type FakeShop, type FakeShopOptions } from '../../core/testing';
import { createTestCore, renderWithSouq, type SouqRender } from './renderWithSouq';

/** The fake shop a page meets in a test, and the language it is read in. */
export interface ShopSetup {
  language?: Locale;
  shop?: FakeShopOptions;
  /** A fetch in front of the shop's, e.g. one that never answers a read, or fails it. */
  wrap?: (shopFetch: typeof globalThis.fetch) => typeof globalThis.fetch;
  /** A stored bearer token: the shopper is the fake shop's signed-in customer. */
  token?: string;
}

/** What `renderOnShop` gives back: the render, and the shop behind it. */
export interface ShopRender extends SouqRender {
  shop: FakeShop;
}

/**
 * Renders `ui` on a fake shop once the first load has booted, so the shop's configuration (its
 * currency, its modules) is in place as on a real page. The caller disposes `core` after the test.
 */
export async function renderOnShop(
  ui: ReactElement,
  { language = 'en', shop: options, wrap, token }: ShopSetup = {},
): Promise<ShopRender> {
  const shop = createFakeShop(options);
  const { core } = createTestCore({
    language,
    fetch: wrap ? wrap(shop.fetch) : shop.fetch,
    ...(token === undefined ? {} : { token }),
  });
  await core.session.boot();
  return { ...renderWithSouq(ui, { core }), shop };
}
