import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import {
  createFakeShop,
  type FakeShopOptions,
  FIXTURE_IDS,
  fixtureItem,
} from '../../src/core/testing';
import type { ToastType } from '../../src/core/toast';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { WishlistButton, type WishlistButtonProps } from './WishlistButton';
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

/** Renders the heart on a fake shop whose wishlist has been loaded for the signed-in customer. */
async function renderHeart(props: WishlistButtonProps, setup: Setup = {}) {
  const shop = createFakeShop(setup.shop);
  const signedIn = setup.signedIn ?? true;
  const rendered = renderWithSouq(<WishlistButton {...props} />, {
    language: setup.language ?? 'en',
    fetch: shop.fetch,
    ...(signedIn ? { token: shop.token } : {}),
  });
  cores.push(rendered.core);
  await rendered.core.wishlist.refresh();
  const toasts = (type: ToastType) =>
    rendered.core.toasts.toasts.value
      .filter((toast) => toast.type === type)
      .map((toast) => toast.message);
  const callsTo = (path: string) => shop.calls.filter((call) => call.path === path);
  return { ...rendered, shop, toasts, callsTo };
}

const plain = { itemId: FIXTURE_IDS.plain };
const wishedPlain = { wishlist: [FIXTURE_IDS.plain] };

describe('WishlistButton', () => {
  describe('given an item that is not wished', () => {
    it('is an unpressed toggle named "Add to wishlist"', async () => {
      await renderHeart(plain);
      const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
      expect(heart.getAttribute('aria-pressed')).toBe('false');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderHeart(plain);
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper presses it', () => {
      it('wishes the item on the server, then shows it pressed', async () => {
        const { user, shop, core, toasts } = await renderHeart(plain);
        await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
        expect(shop.wishlist.itemIds()).toEqual([FIXTURE_IDS.plain]);
        expect(core.wishlist.has(FIXTURE_IDS.plain)).toBe(true);
        expect(toasts('success')).toEqual(['Added to wishlist']);
        const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
        expect(heart.getAttribute('aria-pressed')).toBe('true');
      });

      it('fetches the item it was not given, once', async () => {
        const { user, callsTo } = await renderHeart(plain);
        await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
        await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
        await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
        expect(callsTo('/api/v1/items/details/1')).toHaveLength(1);
        expect(callsTo('/api/v1/customer/wish-list/add')).toHaveLength(2);
      });

      it('fetches nothing when it was given the item', async () => {
        const { user, callsTo } = await renderHeart({
          ...plain,
          item: fixtureItem('plain', 'en'),
        });
        await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
        await screen.findByRole('button', { name: 'Remove from wishlist' });
        expect(callsTo('/api/v1/items/details/1')).toEqual([]);
      });
    });

    describe('when the server refuses', () => {
      it('stays unpressed and toasts the reason', async () => {
        const { user, shop, core, toasts } = await renderHeart(plain);
        shop.failNext('/api/v1/customer/wish-list/add', 500, 'Server down');
        await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
        await waitFor(() => expect(toasts('error')).toEqual(['Server down']));
        expect(core.wishlist.has(FIXTURE_IDS.plain)).toBe(false);
        expect(
          screen.getByRole('button', { name: 'Add to wishlist' }).getAttribute('aria-pressed'),
        ).toBe('false');
      });
    });

    describe('when the item cannot be fetched', () => {
      it('stays unpressed, wishes nothing and toasts the reason', async () => {
        const { user, shop, callsTo, toasts } = await renderHeart(plain);
        shop.failNext('/api/v1/items/details/1', 500, 'Server down');
        await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
        await waitFor(() => expect(toasts('error')).toEqual(['Server down']));
        expect(callsTo('/api/v1/customer/wish-list/add')).toEqual([]);
        expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
      });

      it('says once that the session expired when that is why', async () => {
        const { user, shop, toasts } = await renderHeart(plain);
        shop.failNext('/api/v1/items/details/1', 401, 'Unauthenticated.');
        await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
        await waitFor(() =>
          expect(toasts('error')).toEqual(['Your token has been expired.please sign in again']),
        );
      });
    });

    describe('when the shopper uses only the keyboard', () => {
      it('reaches it with Tab and toggles it with Space and Enter', async () => {
        const { user, shop } = await renderHeart(plain);
        await user.tab();
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: 'Add to wishlist' }),
        );
        await user.keyboard(' ');
        await waitFor(() => expect(shop.wishlist.itemIds()).toEqual([FIXTURE_IDS.plain]));
        expect(document.activeElement).toBe(
          await screen.findByRole('button', { name: 'Remove from wishlist' }),
        );
        await user.keyboard('{Enter}');
        await waitFor(() => expect(shop.wishlist.itemIds()).toEqual([]));
      });
    });
  });

  describe('given a wished item', () => {
    it('is a pressed toggle named "Remove from wishlist"', async () => {
      await renderHeart(plain, { shop: wishedPlain });
      const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
      expect(heart.getAttribute('aria-pressed')).toBe('true');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderHeart(plain, { shop: wishedPlain });
      await screen.findByRole('button', { name: 'Remove from wishlist' });
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper presses it', () => {
      it('unwishes the item on the server without fetching it', async () => {
        const { user, shop, callsTo, toasts } = await renderHeart(plain, { shop: wishedPlain });
        await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
        expect(shop.wishlist.itemIds()).toEqual([]);
        expect(toasts('success')).toEqual(['Removed from wishlist']);
        expect(callsTo('/api/v1/items/details/1')).toEqual([]);
        expect(
          (await screen.findByRole('button', { name: 'Add to wishlist' })).getAttribute(
            'aria-pressed',
          ),
        ).toBe('false');
      });
    });

    describe('when the server refuses the removal', () => {
      it('stays pressed and toasts the reason', async () => {
        const { user, shop, toasts } = await renderHeart(plain, { shop: wishedPlain });
        shop.failNext('/api/v1/customer/wish-list/remove', 500, 'Server down');
        await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
        expect(toasts('error')).toEqual(['Server down']);
        expect(shop.wishlist.itemIds()).toEqual([FIXTURE_IDS.plain]);
        expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeTruthy();
      });
    });
  });

  describe('given a shopper who is not signed in', () => {
    it('says they are not logged in, goes to sign-in, and wishes nothing', async () => {
      const { user, navigations, toasts, callsTo } = await renderHeart(plain, {
        signedIn: false,
      });
      await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
      await waitFor(() => expect(navigations).toEqual(['/auth/sign-in']));
      expect(toasts('error')).toEqual(['You are not logged in']);
      expect(callsTo('/api/v1/customer/wish-list/add')).toEqual([]);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderHeart(plain, { signedIn: false });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the shopper reads Arabic', () => {
    it('is named in Arabic for both states', async () => {
      const { user } = await renderHeart(plain, { language: 'ar' });
      await user.click(screen.getByRole('button', { name: 'أضف إلى قائمة الأمنيات' }));
      expect(await screen.findByRole('button', { name: 'أزل من قائمة الأمنيات' })).toBeTruthy();
    });
  });
});

describe('<souq-wishlist-button>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders the heart for its item-id inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = `<souq-wishlist-button item-id="${FIXTURE_IDS.plain}"></souq-wishlist-button>`;
    document.body.append(holder);
    const element = holder.querySelector('souq-wishlist-button');
    await souqRuntime().ready;
    await waitFor(() => {
      const heart = element?.shadowRoot?.querySelector('button');
      expect(heart?.textContent).toBe('أضف إلى قائمة الأمنيات');
      expect(heart?.getAttribute('aria-pressed')).toBe('false');
    });
    holder.remove();
  });
});
