import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, type FakeShopOptions, FIXTURE_IDS } from '../../src/core/testing';
import type { ToastType } from '../../src/core/toast';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { WishlistDrawer, type WishlistDrawerProps } from './WishlistDrawer';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

interface Setup {
  shop?: FakeShopOptions;
  language?: Locale;
  signedIn?: boolean;
}

/** Renders the drawer on a fake shop, for its signed-in customer unless told otherwise. */
function renderDrawer(props: WishlistDrawerProps = {}, setup: Setup = {}) {
  const shop = createFakeShop(setup.shop);
  const rendered = renderWithSouq(<WishlistDrawer {...props} />, {
    language: setup.language ?? 'en',
    fetch: shop.fetch,
    ...((setup.signedIn ?? true) ? { token: shop.token } : {}),
  });
  cores.push(rendered.core);
  const toasts = (type: ToastType) =>
    rendered.core.toasts.toasts.value
      .filter((toast) => toast.type === type)
      .map((toast) => toast.message);
  const callsTo = (path: string) => shop.calls.filter((call) => call.path === path);
  return { ...rendered, shop, toasts, callsTo };
}

/** Renders the drawer with the wishlist loaded, opens it, and waits for the list. */
async function openDrawer(setup: Setup = {}) {
  const rendered = renderDrawer({}, setup);
  await rendered.core.wishlist.refresh();
  const trigger = screen.getByRole('button', {
    name: setup.language === 'ar' ? /^قائمة الأمنيات/ : /^Wishlist/,
  });
  await rendered.user.click(trigger);
  const sheet = await screen.findByRole('dialog');
  await waitFor(() => expect(within(sheet).queryByRole('status')).toBeNull());
  return { ...rendered, trigger, sheet };
}

const apples = 'Red apples 1 kg';
const coffee = 'Arabica coffee beans';
const two = { wishlist: [FIXTURE_IDS.plain, FIXTURE_IDS.variations] };

describe('WishlistDrawer', () => {
  describe('given a signed-in shopper with two wished items', () => {
    it('shows the count on the heart button', async () => {
      const { core } = renderDrawer({}, { shop: two });
      await core.wishlist.refresh();
      expect(await screen.findByRole('button', { name: 'Wishlist, 2 items' })).toBeTruthy();
    });

    it('opens a sheet titled "Your Wishlist (2)" listing both items', async () => {
      const { sheet } = await openDrawer({ shop: two });
      expect(screen.getByRole('dialog', { name: 'Your Wishlist (2)' })).toBe(sheet);
      const rows = within(sheet).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining(apples),
        expect.stringContaining(coffee),
      ]);
    });

    it('offers Add to Cart for a plain item, described by its name', async () => {
      const { sheet } = await openDrawer({ shop: two });
      expect(
        within(sheet).getByRole('button', { name: 'Add to Cart', description: apples }),
      ).toBeTruthy();
    });

    it('links an item with variations to its page to choose them, instead of adding it', async () => {
      const { sheet } = await openDrawer({ shop: two });
      const choose = within(sheet).getByRole('link', {
        name: 'Choose options',
        description: coffee,
      });
      expect(choose.getAttribute('href')).toBe('/product/arabica-coffee-beans');
      expect(within(sheet).getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1);
    });

    it('shows each price in the shop’s format, discounts struck through', async () => {
      const { core, sheet } = await openDrawer({
        shop: { wishlist: [FIXTURE_IDS.percentOff] },
      });
      await core.session.boot();
      const row = within(sheet).getByRole('listitem');
      await waitFor(() => expect(row.textContent).toContain('27.00'));
      expect(row.textContent).toContain('ج.م');
      expect(row.querySelector('s')?.textContent).toContain('30.00');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openDrawer({ shop: two });
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper adds the plain item to the cart', () => {
      it('puts one unit in the cart on the server and confirms', async () => {
        const { user, sheet, shop, core, toasts } = await openDrawer({ shop: two });
        await user.click(within(sheet).getByRole('button', { name: 'Add to Cart' }));
        expect(shop.cart.rows().map((row) => [row.item_id, row.quantity])).toEqual([[1, 1]]);
        expect(core.cart.count.value).toBe(1);
        expect(toasts('success')).toEqual(['Item added to cart']);
      });

      it('keeps the cart as it was when the server refuses, and toasts why', async () => {
        const { user, sheet, shop, core, toasts } = await openDrawer({ shop: two });
        shop.failNext('/api/v1/customer/cart/add', 500, 'Server down');
        await user.click(within(sheet).getByRole('button', { name: 'Add to Cart' }));
        expect(toasts('error')).toEqual(['Server down']);
        expect(core.cart.count.value).toBe(0);
      });
    });

    describe('when the shopper removes an item', () => {
      it('removes it on the server, then from the list and the title', async () => {
        const { user, sheet, shop, toasts } = await openDrawer({ shop: two });
        await user.click(within(sheet).getByRole('button', { name: `Remove ${apples}` }));
        expect(shop.wishlist.itemIds()).toEqual([FIXTURE_IDS.variations]);
        expect(toasts('success')).toEqual(['Removed from wishlist']);
        expect(within(sheet).queryByText(apples)).toBeNull();
        expect(screen.getByRole('dialog', { name: 'Your Wishlist (1)' })).toBe(sheet);
      });

      it('hands the focus to the next remove button', async () => {
        const { user, sheet } = await openDrawer({ shop: two });
        await user.click(within(sheet).getByRole('button', { name: `Remove ${apples}` }));
        const next = within(sheet).getByRole('button', { name: `Remove ${coffee}` });
        await waitFor(() => expect(document.activeElement).toBe(next));
      });

      it('hands the focus to the close button once the list is empty', async () => {
        const { user, sheet } = await openDrawer({ shop: { wishlist: [FIXTURE_IDS.plain] } });
        await user.click(within(sheet).getByRole('button', { name: `Remove ${apples}` }));
        await within(sheet).findByText('No Favourite Items Found');
        await waitFor(() =>
          expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Close' })),
        );
      });

      it('keeps the item when the server refuses, and toasts why', async () => {
        const { user, sheet, shop, toasts } = await openDrawer({ shop: two });
        shop.failNext('/api/v1/customer/wish-list/remove', 500, 'Server down');
        await user.click(within(sheet).getByRole('button', { name: `Remove ${apples}` }));
        expect(toasts('error')).toEqual(['Server down']);
        expect(within(sheet).getByText(apples)).toBeTruthy();
        expect(shop.wishlist.itemIds()).toHaveLength(2);
      });
    });

    describe('when the shopper uses only the keyboard', () => {
      it('opens with Enter, adds with Enter, and closes with Escape back to the heart', async () => {
        const { user, core, shop } = renderDrawer({}, { shop: two });
        await core.wishlist.refresh();
        await user.tab();
        const trigger = screen.getByRole('button', { name: 'Wishlist, 2 items' });
        expect(document.activeElement).toBe(trigger);
        await user.keyboard('{Enter}');
        const sheet = await screen.findByRole('dialog', { name: 'Your Wishlist (2)' });
        await user.tab();
        expect(document.activeElement).toBe(
          within(sheet).getByRole('button', { name: 'Add to Cart' }),
        );
        await user.keyboard('{Enter}');
        await waitFor(() => expect(shop.cart.rows()).toHaveLength(1));
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('dialog')).toBeNull();
        await waitFor(() => expect(document.activeElement).toBe(trigger));
      });
    });
  });

  describe('given items wished on another device since the page loaded', () => {
    it('asks the server for the list when it opens', async () => {
      const { user, shop, callsTo } = renderDrawer();
      shop.wishlist.put(FIXTURE_IDS.plain);
      await user.click(screen.getByRole('button', { name: 'Wishlist, empty' }));
      const sheet = await screen.findByRole('dialog');
      expect(await within(sheet).findByText(apples)).toBeTruthy();
      expect(callsTo('/api/v1/customer/wish-list')).toHaveLength(1);
    });

    it('shows a loading status until the list arrives', async () => {
      const shop = createFakeShop();
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const { user, core } = renderWithSouq(<WishlistDrawer />, {
        fetch: async (input, init) => {
          await held;
          return shop.fetch(input, init);
        },
        token: shop.token,
      });
      cores.push(core);
      await user.click(screen.getByRole('button', { name: 'Wishlist, empty' }));
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      answer();
      expect(await screen.findByText('No Favourite Items Found')).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  describe('given a signed-in shopper with nothing wished', () => {
    it('says "No Favourite Items Found" under "Your Wishlist (0)"', async () => {
      const { sheet } = await openDrawer();
      expect(screen.getByRole('dialog', { name: 'Your Wishlist (0)' })).toBe(sheet);
      expect(within(sheet).getByText('No Favourite Items Found')).toBeTruthy();
      expect(within(sheet).queryByRole('list')).toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openDrawer();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the list cannot be refreshed', () => {
    it('keeps the items it had and toasts why', async () => {
      const { user, core, shop, toasts } = renderDrawer({}, { shop: two });
      await core.wishlist.refresh();
      shop.failNext('/api/v1/customer/wish-list', 500, 'Server down');
      await user.click(screen.getByRole('button', { name: 'Wishlist, 2 items' }));
      const sheet = await screen.findByRole('dialog');
      await waitFor(() => expect(toasts('error')).toEqual(['Server down']));
      expect(within(sheet).getAllByRole('listitem')).toHaveLength(2);
    });
  });

  describe('given a visitor who is not signed in', () => {
    it('asks them to sign in, links to sign-in, and loads no wishlist', async () => {
      const { user, callsTo } = renderDrawer({}, { signedIn: false });
      await user.click(screen.getByRole('button', { name: 'Wishlist, empty' }));
      const sheet = await screen.findByRole('dialog', { name: 'Your Wishlist (0)' });
      expect(within(sheet).getByText('Sign in to see your wishlist')).toBeTruthy();
      expect(within(sheet).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/auth/sign-in',
      );
      expect(callsTo('/api/v1/customer/wish-list')).toEqual([]);
    });

    it('has no serious accessibility violations', async () => {
      const { user, container } = renderDrawer({}, { signedIn: false });
      await user.click(screen.getByRole('button', { name: 'Wishlist, empty' }));
      await screen.findByRole('dialog');
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the shopper reads Arabic', () => {
    it('titles, counts and labels in Arabic, from right to left', async () => {
      const { user, core } = renderDrawer({}, { language: 'ar', shop: two });
      await core.wishlist.refresh();
      const trigger = screen.getByRole('button', { name: 'قائمة الأمنيات، منتجان' });
      expect(trigger.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
      await user.click(trigger);
      const sheet = await screen.findByRole('dialog', { name: 'قائمة أمنياتك (منتجان)' });
      expect(await within(sheet).findByText('تفاح أحمر 1 كجم')).toBeTruthy();
      expect(within(sheet).getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy();
      expect(within(sheet).getByRole('link', { name: 'اختر الخيارات' })).toBeTruthy();
    });

    it('says the wishlist is empty in Arabic', async () => {
      const { sheet } = await openDrawer({ language: 'ar' });
      expect(within(sheet).getByText('لا توجد منتجات في المفضلة')).toBeTruthy();
    });
  });

  describe('given the page opens and closes it', () => {
    it('opens when `open` becomes true and reports the shopper closing it', async () => {
      const onOpenChange = vi.fn();
      function Page() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Show wishlist
            </button>
            <WishlistDrawer
              open={open}
              onOpenChange={(next) => {
                onOpenChange(next);
                setOpen(next);
              }}
            />
          </>
        );
      }
      const shop = createFakeShop();
      const { user, core } = renderWithSouq(<Page />, { fetch: shop.fetch, token: shop.token });
      cores.push(core);
      await user.click(screen.getByRole('button', { name: 'Show wishlist' }));
      expect(await screen.findByRole('dialog')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('leaves its own button out when the page opens it from its own control', async () => {
      renderDrawer({ open: true, trigger: false });
      expect(await screen.findByRole('dialog')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Wishlist/ })).toBeNull();
    });

    it('opens from the side it is given', async () => {
      renderDrawer({ open: true, side: 'start' });
      expect((await screen.findByRole('dialog')).getAttribute('data-side')).toBe('start');
    });
  });
});

describe('<souq-wishlist-drawer>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('opens its sheet inside its own shadow root when `open` is "true"', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-wishlist-drawer open="true"></souq-wishlist-drawer>';
    document.body.append(holder);
    const element = holder.querySelector('souq-wishlist-drawer');
    await souqRuntime().ready;
    await waitFor(() => {
      const sheet = element?.shadowRoot?.querySelector('[role="dialog"]');
      expect(sheet?.textContent).toContain('سجّل الدخول لترى قائمة أمنياتك');
    });
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    holder.remove();
  });
});
