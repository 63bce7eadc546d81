import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestIdentity } from '../../src/core/api';
import type { Config } from '../../src/core/api/wire';
import { createSouqCore, type SouqCore } from '../../src/core/createSouqCore';
import type { Locale } from '../../src/core/i18n';
import type { ThemePreference } from '../../src/core/store';
import { FIXTURE_IDS } from '../../src/core/testing/catalogFixtures';
import { createFakeShop, type FakeShop } from '../../src/core/testing/fakeShop';
import { DESKTOP_QUERY } from '../shared/routeModules';
import { ROOT_ID, type Viewport } from '../shared/serverRender';
import { mountStorefront } from './mountStorefront';
import { renderStorefront } from './renderStorefront';
import { createAppReload } from './routing/appReload';
import { createHistoryNavigation } from './routing/historyNavigation';
import { prefetchPageData } from './routing/pageModules';

const ORIGIN = 'https://shop.test';
/** The test window's screen, as the storefront tells phone from desktop. */
const SCREEN: Viewport = window.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'phone';
const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
  document.body.innerHTML = '';
});

function coreOver(fetch: typeof globalThis.fetch, language: Locale): SouqCore {
  const core = createSouqCore({
    apiBaseUrl: ORIGIN,
    storage: null,
    cookies: null,
    fetch,
    locale: language,
    navigate: vi.fn(),
  });
  cores.push(core);
  return core;
}

/**
 * What the storefront's server writes into a page (demo-site/server/pageHead): the configuration,
 * and the first screen's replies by request identity, each as a first visit asks for it.
 */
async function pageData(shop: FakeShop, path: string, search: string, language: Locale) {
  const replies = new Map<string, unknown>();
  let firstScreen = false;
  const recording: typeof globalThis.fetch = async (input, init) => {
    const response = await shop.fetch(input, init);
    const url = new URL(String(input instanceof Request ? input.url : input), ORIGIN);
    // The catalog's reads alone: a page is written for anyone, not for this visitor's guest id.
    const read = (init?.method ?? 'GET') === 'GET' && !url.searchParams.has('guest_id');
    if (!firstScreen || !read) return response;
    const identity = requestIdentity(
      url.pathname,
      Object.fromEntries(url.searchParams),
      Object.fromEntries(new Headers(init?.headers).entries()),
    );
    if (identity !== undefined && response.ok) {
      replies.set(identity, await response.clone().json());
    }
    return response;
  };
  const visitor = coreOver(recording, language);
  await visitor.start();
  firstScreen = true;
  await prefetchPageData({ path, search }, visitor);
  return { config: await shopConfig(shop), replies };
}

async function shopConfig(shop: FakeShop): Promise<Config> {
  return (await (await shop.fetch(`${ORIGIN}/api/v1/config`)).json()) as Config;
}

/** The shopper's colour scheme: as the server was told it (cookie), and as the browser keeps it. */
interface Schemes {
  told: ThemePreference;
  kept: ThemePreference;
}

/** A page as the server sends it, then the browser's storefront started on it. */
async function serveAndOpen(
  path: string,
  search: string,
  language: Locale,
  theme: Schemes = { told: 'light', kept: 'light' },
  viewport: Viewport = SCREEN,
) {
  const shop = createFakeShop();
  const { config, replies } = await pageData(shop, path, search, language);
  const html = await renderStorefront({
    path,
    search,
    language,
    theme: theme.told,
    config,
    replies,
    cookie: '',
    viewport,
    origin: ORIGIN,
  });
  expect(html).toBeDefined();
  document.documentElement.lang = language;
  document.documentElement.dataset.theme = theme.told;
  document.body.innerHTML = `<div id="${ROOT_ID}" data-viewport="${viewport}">${html}</div>`;
  window.history.replaceState(null, '', `${path}${search}`);
  const served = document.querySelector('h1');
  const servedText = document.body.textContent ?? '';
  const callsBefore = shop.calls.length;
  const core = coreOver(shop.fetch, language);
  core.session.adoptPageConfig({ language, config });
  core.api.adoptPageReplies(replies);
  core.theme.choose(theme.kept);
  const recovered: unknown[] = [];
  const container = document.getElementById(ROOT_ID) as HTMLElement;
  let mounted: Awaited<ReturnType<typeof mountStorefront>> | undefined;
  await act(async () => {
    mounted = await mountStorefront(container, {
      core,
      navigation: createHistoryNavigation(window),
      reload: createAppReload(),
      onRecoverableError: (error) => recovered.push(error),
    });
  });
  const asked = () => shop.calls.slice(callsBefore).map((call) => call.path);
  return { served, servedText, mounted, recovered, asked };
}

// Each renders the whole storefront twice (server, then browser): heavier than a widget's test.
describe('a page the server rendered, opened in the browser', { timeout: 20_000 }, () => {
  describe('given a first visit to a search', () => {
    it('is written with its results and filters, then taken over in place without asking for them again', async () => {
      const page = await serveAndOpen('/search', '?name=apple', 'en');
      expect(page.served?.textContent).toContain('apple');
      expect(document.body.textContent).toContain('Red apples 1 kg');
      expect(page.mounted).toBe('taken-over');
      await waitFor(() => expect(document.querySelector('h1')).toBe(page.served));
      expect(page.recovered).toEqual([]);
      expect(page.asked()).not.toContain('/api/v1/items/search');
      expect(page.asked()).not.toContain('/api/v1/items/min-max-price');
      expect(page.asked()).not.toContain('/api/v1/categories');
    });
  });

  describe('given a first visit to a product, in Arabic', () => {
    it('is written with the product, then taken over in place', async () => {
      const page = await serveAndOpen(`/product/${FIXTURE_IDS.plain}`, '', 'ar');
      expect(page.served?.textContent).toBe('تفاح أحمر 1 كجم');
      expect(page.mounted).toBe('taken-over');
      await waitFor(() => expect(document.querySelector('h1')).toBe(page.served));
      expect(page.recovered).toEqual([]);
      expect(page.asked()).not.toContain(`/api/v1/items/details/${FIXTURE_IDS.plain}`);
    });
  });

  describe('given a first visit to the checkout', () => {
    it('is written as its skeleton, never as an empty cart, then taken over and filled by the browser', async () => {
      const page = await serveAndOpen('/checkout', '?page=cart', 'en');
      expect(page.served?.textContent).toBe('Checkout');
      expect(page.servedText).not.toContain('Your cart is empty');
      expect(page.mounted).toBe('taken-over');
      await waitFor(() => expect(document.body.textContent).toContain('Your cart is empty'));
      expect(page.recovered).toEqual([]);
    });
  });

  describe('given a first visit to sign-in, in Arabic', () => {
    it('is written with its form, then taken over in place', async () => {
      const page = await serveAndOpen('/auth/sign-in', '?from=%2Fcoupons', 'ar');
      expect(page.served?.textContent).toBe('تسجيل الدخول');
      expect(document.querySelector('input[type="password"]')).not.toBeNull();
      expect(page.mounted).toBe('taken-over');
      await waitFor(() => expect(document.querySelector('h1')).toBe(page.served));
      expect(page.recovered).toEqual([]);
    });
  });

  describe('given a shopper in the dark theme, which their cookie told the server', () => {
    it('is written in that theme and taken over in place', async () => {
      const page = await serveAndOpen('/search', '?name=apple', 'en', {
        told: 'dark',
        kept: 'dark',
      });
      expect(document.querySelector('[data-theme="dark"] h1')).toBe(page.served);
      expect(page.mounted).toBe('taken-over');
      expect(page.recovered).toEqual([]);
    });
  });

  describe('given a shopper in the dark theme the server was not told of', () => {
    it('renders the page over the server’s, in that theme', async () => {
      const page = await serveAndOpen('/search', '?name=apple', 'en', {
        told: 'light',
        kept: 'dark',
      });
      expect(page.mounted).toBe('rendered-over');
      await waitFor(() =>
        expect(document.querySelector('[data-theme="dark"] h1')?.textContent).toContain('apple'),
      );
      expect(page.recovered).toEqual([]);
    });
  });
});

describe('a page the server wrote for another screen than the browser’s', {
  timeout: 20_000,
}, () => {
  it('is rendered anew for this screen at once, not taken over and changed after', async () => {
    const other: Viewport = SCREEN === 'desktop' ? 'phone' : 'desktop';
    const page = await serveAndOpen('/search', '?name=apple', 'en', undefined, other);

    expect(page.mounted).toBe('rendered-over');
    const bottomBar = () => document.querySelector('nav[aria-label="Shortcuts"]');
    await waitFor(() => expect(Boolean(bottomBar())).toBe(SCREEN === 'phone'));
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toContain('apple'));
    expect(page.recovered).toEqual([]);
  });
});

describe('rendering a page on the server', () => {
  it('leaves an address no page widget answers to the browser', async () => {
    const config = await shopConfig(createFakeShop());
    const request = {
      search: '',
      language: 'ar' as const,
      theme: 'light' as const,
      config,
      replies: new Map(),
      cookie: '',
    };
    const at = (path: string) =>
      renderStorefront({ ...request, path, viewport: 'desktop', origin: ORIGIN });
    expect(await at('/')).toBeUndefined();
    expect(await at('/order-placed')).toBeUndefined();
    expect(await at('/wishlist')).toBeUndefined();
  });

  it('leaves a product whose reply the page does not carry to the browser', async () => {
    const config = await shopConfig(createFakeShop());
    const html = await renderStorefront({
      path: '/product/999999',
      search: '',
      language: 'en',
      theme: 'light',
      config,
      replies: new Map(),
      cookie: '',
      viewport: 'phone',
      origin: ORIGIN,
    });
    expect(html).toBeUndefined();
  });
});
