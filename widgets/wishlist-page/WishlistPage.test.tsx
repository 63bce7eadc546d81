import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import { storePath } from '../../src/core/catalog';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, type FakeShop, FIXTURE_IDS } from '../../src/core/testing';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { WishlistPage, type WishlistPageProps } from './WishlistPage';
import './define';

// axe over a page of lines takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const WISH_LIST = '/api/v1/customer/wish-list';
const apples = 'Red apples 1 kg';
const coffee = 'Arabica coffee beans';

/** A shop whose customer wished two items (one sold in variations) and the Nile Pantry store. */
function shopWithWishes(): FakeShop {
  const shop = createFakeShop({ wishlist: [FIXTURE_IDS.plain, FIXTURE_IDS.variations] });
  shop.wishlist.putStore(2);
  return shop;
}

/** The wishlist page on `shop`, for its signed-in customer unless told otherwise. */
function renderPage(
  shop: Pick<FakeShop, 'fetch' | 'token'>,
  {
    props = {},
    language = 'en',
    signedIn = true,
  }: { props?: WishlistPageProps; language?: Locale; signedIn?: boolean } = {},
) {
  const rendered = renderWithSouq(<WishlistPage {...props} />, {
    language,
    fetch: shop.fetch,
    ...(signedIn ? { token: shop.token } : {}),
  });
  cores.push(rendered.core);
  return rendered;
}

/** The panel once the wishlist has been read. */
async function loadedPanel() {
  const panel = screen.getByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  return within(panel);
}

describe('WishlistPage', () => {
  describe('given a shopper who wished two items and a store', () => {
    it('lists the items under the Items tab, each linking to its page', async () => {
      const { container } = renderPage(shopWithWishes());
      expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe('true');
      const panel = await loadedPanel();
      const rows = panel.getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining(apples),
        expect.stringContaining(coffee),
      ]);
      expect(panel.getByRole('link', { name: apples }).getAttribute('href')).toBe(
        '/product/red-apples-1-kg',
      );
      expect(
        panel
          .getByRole('link', { name: 'Choose options', description: coffee })
          .getAttribute('href'),
      ).toBe('/product/arabica-coffee-beans');
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('adds a plain item to the cart on the server', async () => {
      const shop = shopWithWishes();
      const { user, core } = renderPage(shop);
      const panel = await loadedPanel();
      await user.click(panel.getByRole('button', { name: 'Add to Cart', description: apples }));
      expect(shop.cart.rows().map((row) => [row.item_id, row.quantity])).toEqual([
        [FIXTURE_IDS.plain, 1],
      ]);
      expect(core.cart.count.value).toBe(1);
    });

    it('removes an item on the server and from the list, the focus on the next', async () => {
      const shop = shopWithWishes();
      const { user } = renderPage(shop);
      const panel = await loadedPanel();
      await user.click(panel.getByRole('button', { name: `Remove ${apples}` }));
      await waitFor(() => expect(panel.queryByText(apples)).toBeNull());
      expect(shop.wishlist.itemIds()).toEqual([FIXTURE_IDS.variations]);
      await waitFor(() =>
        expect(document.activeElement).toBe(
          panel.getByRole('button', { name: `Remove ${coffee}` }),
        ),
      );
      await user.click(panel.getByRole('button', { name: `Remove ${coffee}` }));
      expect(await panel.findByText('No Favourite Items Found')).toBeTruthy();
      expect(shop.wishlist.itemIds()).toEqual([]);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tabpanel')));
    });

    it('lists the stores under the Stores tab, each linking to its page', async () => {
      const { user, core } = renderPage(shopWithWishes());
      await loadedPanel();
      await user.click(screen.getByRole('tab', { name: 'Stores' }));
      const panel = await loadedPanel();
      const store = core.wishlist.stores.value[0];
      if (!store) throw new Error('no wished store');
      expect(panel.getByRole('link', { name: /Nile Pantry/ }).getAttribute('href')).toBe(
        storePath(store),
      );
      expect(panel.queryByText(apples)).toBeNull();
    });

    it('removes a store on the server and from the list, the focus on the next', async () => {
      const shop = shopWithWishes();
      shop.wishlist.putStore(3);
      const { user, core } = renderPage(shop, { props: { tab: 'stores' } });
      const panel = await loadedPanel();
      const [first, second] = core.wishlist.stores.value;
      if (!first || !second) throw new Error('two wished stores expected');
      await user.click(panel.getByRole('button', { name: `Remove ${first.name}` }));
      await waitFor(() => expect(panel.queryByRole('link', { name: first.name })).toBeNull());
      expect(core.wishlist.stores.value.map((store) => store.id)).toEqual([second.id]);
      const next = panel.getByRole('button', { name: `Remove ${second.name}` });
      await waitFor(() => expect(document.activeElement).toBe(next));
      await user.keyboard('{Enter}');
      expect(await panel.findByText('No favourite stores found')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tabpanel')));
      const removals = shop.calls.filter((call) => call.method === 'DELETE');
      expect(removals.map((call) => call.query)).toEqual([
        { store_id: String(first.id) },
        { store_id: String(second.id) },
      ]);
      expect(core.toasts.toasts.value.map((toast) => toast.message)).toContain(
        'Removed from wishlist',
      );
    });

    it('opens on the stores when `tab` says so, and arrows move between the tabs', async () => {
      const { user } = renderPage(shopWithWishes(), { props: { tab: 'stores' } });
      const stores = screen.getByRole('tab', { name: 'Stores' });
      expect(stores.getAttribute('aria-selected')).toBe('true');
      await loadedPanel();
      stores.focus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe('true');
      expect((await loadedPanel()).getByText(apples)).toBeTruthy();
    });
  });

  describe('given a shopper who wished nothing', () => {
    it('says so in each tab and leads back home', async () => {
      const { user } = renderPage(createFakeShop());
      const items = await loadedPanel();
      expect(items.getByText('No Favourite Items Found')).toBeTruthy();
      expect(items.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
      await user.click(screen.getByRole('tab', { name: 'Stores' }));
      expect((await loadedPanel()).getByText('No favourite stores found')).toBeTruthy();
    });
  });

  describe('when the wishlist fails to load', () => {
    it('says so, and Try again shows it', async () => {
      const shop = shopWithWishes();
      shop.failNext(WISH_LIST, 500, 'Server down');
      const { user } = renderPage(shop);
      expect(await screen.findByText('Your wishlist could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect((await loadedPanel()).getByText(apples)).toBeTruthy();
      expect(shop.calls.filter((call) => call.path === WISH_LIST)).toHaveLength(2);
    });
  });

  describe('given the wishlist is still loading', () => {
    it('shows hidden stand-ins in a busy panel', () => {
      const shop = createFakeShop();
      renderPage({ token: shop.token, fetch: () => new Promise<Response>(() => undefined) });
      const panel = screen.getByRole('tabpanel');
      expect(panel.getAttribute('aria-busy')).toBe('true');
      expect(panel.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(3);
    });
  });

  describe('given a visitor who is not signed in', () => {
    it('asks them to sign in and come back here, and reads no wishlist', async () => {
      const shop = shopWithWishes();
      const { container } = renderPage(shop, { signedIn: false });
      expect(screen.getByText('You must be login to access this page')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/auth/sign-in?from=%2Fwishlist',
      );
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(shop.calls.filter((call) => call.path === WISH_LIST)).toEqual([]);
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the shop in Arabic', () => {
    it('names the page, the tabs and the actions in Arabic', async () => {
      renderPage(shopWithWishes(), { language: 'ar' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('قائمة الأمنيات');
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('المنتجات');
      expect(screen.getByRole('tab', { name: 'المتاجر' })).toBeTruthy();
      const panel = await loadedPanel();
      expect(panel.getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy();
    });
  });

  describe('as the <souq-wishlist-page> element', () => {
    it('is defined', () => {
      expect(customElements.get('souq-wishlist-page')).toBeDefined();
    });
  });
});
