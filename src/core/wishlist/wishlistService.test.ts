import { effect } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSouqCore, type SouqCore } from '../createSouqCore';
import { createI18n } from '../i18n/createI18n';
import type { Translate } from '../session/deps';
import { FIXTURE_IDS, fixtureItem } from '../testing/catalogFixtures';
import { createFakeShop, FAKE_SHOP_TOKEN, type FakeShopOptions } from '../testing/fakeShop';
import type { ToastType } from '../toast/toast';
import { createWishlistService } from './wishlistService';

const cores: SouqCore[] = [];

/** A wishlist service on a core whose backend is a fresh fake shop. */
function wishlistOn(
  options: FakeShopOptions = {},
  shopper: { token?: string } = {},
  backend?: (shopFetch: typeof globalThis.fetch) => typeof globalThis.fetch,
) {
  const shop = createFakeShop(options);
  const core = createSouqCore({
    apiBaseUrl: 'https://shop.test',
    storage: null,
    cookies: null,
    fetch: backend ? backend(shop.fetch) : shop.fetch,
    navigate: vi.fn(),
    reload: vi.fn(),
  });
  cores.push(core);
  core.store.language.value = 'en';
  if (shopper.token) core.store.token.value = shopper.token;
  const i18n = createI18n({ language: 'en' });
  const t: Translate = (key, values) => i18n.t(key, values ?? {});
  const navigate = vi.fn<(path: string) => void>();
  const wishlist = createWishlistService({
    store: core.store,
    api: core.api,
    toasts: core.toasts,
    t,
    navigate,
  });
  const toasts = (type: ToastType) =>
    core.toasts.toasts.value.filter((toast) => toast.type === type).map((toast) => toast.message);
  return { shop, core, wishlist, navigate, toasts };
}

const signedIn = { token: FAKE_SHOP_TOKEN };
const apples = fixtureItem('plain', 'en');
const honey = fixtureItem('lowStock', 'en');

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
  vi.useRealTimers();
});

describe('the wishlist service', () => {
  describe('given a guest', () => {
    it.each([
      ['adding', (service: ReturnType<typeof wishlistOn>['wishlist']) => service.add(apples)],
      ['toggling', (service: ReturnType<typeof wishlistOn>['wishlist']) => service.toggle(apples)],
      [
        'removing',
        (service: ReturnType<typeof wishlistOn>['wishlist']) => service.remove(apples.id),
      ],
    ])('refuses %s, says so and goes to sign-in, sending nothing', async (_action, act) => {
      const { wishlist, shop, navigate, toasts } = wishlistOn();

      await expect(act(wishlist)).resolves.toBe(false);

      expect(toasts('error')).toEqual(['You are not logged in']);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in');
      expect(shop.calls).toEqual([]);
      expect(wishlist.items.value).toEqual([]);
    });

    it('does not ask the server for a wishlist on refresh', async () => {
      const { wishlist, shop } = wishlistOn();
      await wishlist.refresh();
      expect(shop.calls).toEqual([]);
    });
  });

  describe('given a signed-in shopper with a wishlist on the server', () => {
    const seeded = async (options: FakeShopOptions = {}) => {
      const harness = wishlistOn({ wishlist: [FIXTURE_IDS.lowStock], ...options }, signedIn);
      await harness.wishlist.refresh();
      harness.shop.calls.length = 0;
      return harness;
    };

    it('follows the server on refresh', async () => {
      const { wishlist } = await seeded();
      expect(wishlist.items.value.map((item) => item.id)).toEqual([FIXTURE_IDS.lowStock]);
      expect(wishlist.count.value).toBe(1);
      expect(wishlist.has(FIXTURE_IDS.lowStock)).toBe(true);
      expect(wishlist.has(FIXTURE_IDS.plain)).toBe(false);
    });

    it('keeps the wished stores the server lists beside the items', async () => {
      const { wishlist, shop } = wishlistOn({}, signedIn);
      shop.wishlist.putStore(2);
      await expect(wishlist.refresh()).resolves.toBe(true);
      expect(wishlist.stores.value.map((store) => store.id)).toEqual([2]);
    });

    it('answers false when the server could not be read, and keeps the list it had', async () => {
      const { wishlist, shop } = await seeded();
      shop.failNext('/api/v1/customer/wish-list', 500, 'Server down');
      await expect(wishlist.refresh()).resolves.toBe(false);
      expect(wishlist.items.value.map((item) => item.id)).toEqual([FIXTURE_IDS.lowStock]);
    });

    describe('when adding an item', () => {
      it('puts it in the list only after the server replied, and confirms', async () => {
        vi.useFakeTimers();
        const seeding = seeded({ latency: 200 });
        await vi.advanceTimersByTimeAsync(200);
        const { wishlist, shop, toasts } = await seeding;

        const adding = wishlist.add(apples);
        expect(wishlist.has(apples.id)).toBe(false);
        expect(wishlist.pending.value).toEqual(new Set([apples.id]));
        await vi.advanceTimersByTimeAsync(200);

        await expect(adding).resolves.toBe(true);
        expect(wishlist.has(apples.id)).toBe(true);
        expect(wishlist.count.value).toBe(2);
        expect(shop.wishlist.itemIds()).toEqual([FIXTURE_IDS.lowStock, apples.id]);
        expect(toasts('success')).toEqual(['Added to wishlist']);
        expect(wishlist.pending.value.size).toBe(0);
      });

      it('keeps the list as it was when the server fails', async () => {
        const { wishlist, core, shop, toasts } = await seeded();
        const before = core.store.wishList.value;
        shop.failNext('/api/v1/customer/wish-list/add', 500, 'Internal server error');

        await expect(wishlist.add(apples)).resolves.toBe(false);

        expect(core.store.wishList.value).toBe(before);
        expect(toasts('error')).toEqual(['Internal server error']);
        expect(toasts('success')).toEqual([]);
      });

      it('ignores a second click while the first call runs', async () => {
        vi.useFakeTimers();
        const seeding = seeded({ latency: 200 });
        await vi.advanceTimersByTimeAsync(200);
        const { wishlist, shop } = await seeding;

        const first = wishlist.add(apples);
        await expect(wishlist.add(apples)).resolves.toBe(false);
        await vi.advanceTimersByTimeAsync(200);

        await expect(first).resolves.toBe(true);
        expect(shop.calls).toHaveLength(1);
      });

      it('sends nothing for an item already wished', async () => {
        const { wishlist, shop } = await seeded();
        await expect(wishlist.add(honey)).resolves.toBe(true);
        expect(shop.calls).toEqual([]);
      });
    });

    describe('when removing an item', () => {
      it('takes it out after the server replied, and confirms', async () => {
        const { wishlist, shop, toasts } = await seeded();

        await expect(wishlist.remove(honey.id)).resolves.toBe(true);

        expect(shop.calls).toEqual([
          expect.objectContaining({
            method: 'DELETE',
            path: '/api/v1/customer/wish-list/remove',
            query: { item_id: String(honey.id) },
          }),
        ]);
        expect(wishlist.items.value).toEqual([]);
        expect(toasts('success')).toEqual(['Removed from wishlist']);
      });

      it('keeps it when the server fails', async () => {
        const { wishlist, shop } = await seeded();
        shop.failNext('/api/v1/customer/wish-list/remove', 0, '');
        await expect(wishlist.remove(honey.id)).resolves.toBe(false);
        expect(wishlist.has(honey.id)).toBe(true);
      });
    });

    describe('when removing a store', () => {
      const withStores = async () => {
        const harness = await seeded();
        harness.shop.wishlist.putStore(2);
        harness.shop.wishlist.putStore(3);
        await harness.wishlist.refresh();
        harness.shop.calls.length = 0;
        return harness;
      };

      it('takes it out after the server replied, keeps the items, and confirms', async () => {
        const { wishlist, shop, toasts } = await withStores();

        await expect(wishlist.removeStore(2)).resolves.toBe(true);

        expect(shop.calls).toEqual([
          expect.objectContaining({
            method: 'DELETE',
            path: '/api/v1/customer/wish-list/remove',
            query: { store_id: '2' },
          }),
        ]);
        expect(wishlist.stores.value.map((store) => store.id)).toEqual([3]);
        expect(wishlist.items.value.map((item) => item.id)).toEqual([FIXTURE_IDS.lowStock]);
        expect(toasts('success')).toEqual(['Removed from wishlist']);
        await wishlist.refresh();
        expect(wishlist.stores.value.map((store) => store.id)).toEqual([3]);
      });

      it('keeps it when the server fails, and ignores a second press meanwhile', async () => {
        const { wishlist, shop } = await withStores();
        shop.failNext('/api/v1/customer/wish-list/remove', 0, '');
        const first = wishlist.removeStore(2);
        expect(wishlist.pendingStores.value.has(2)).toBe(true);
        await expect(wishlist.removeStore(2)).resolves.toBe(false);
        await expect(first).resolves.toBe(false);
        expect(wishlist.stores.value.map((store) => store.id)).toEqual([2, 3]);
        expect(wishlist.pendingStores.value.size).toBe(0);
      });
    });

    describe('when toggling', () => {
      it('adds an item that is not wished and removes one that is', async () => {
        const { wishlist } = await seeded();
        await wishlist.toggle(apples);
        await wishlist.toggle(honey);
        expect(wishlist.items.value.map((item) => item.id)).toEqual([apples.id]);
      });
    });

    describe('when a component reads has()', () => {
      it('is told again once the item is added', async () => {
        const { wishlist } = await seeded();
        const seen: boolean[] = [];
        const stop = effect(() => {
          seen.push(wishlist.has(apples.id));
        });
        await wishlist.add(apples);
        stop();
        expect(seen).toEqual([false, true]);
      });
    });
  });

  describe('given a first load still on its way when the shopper wishes an item', () => {
    it('keeps the wished item when the older load answers last', async () => {
      let releaseList = () => {};
      const held = new Promise<void>((resolve) => {
        releaseList = resolve;
      });
      let holdNext = true;
      const { wishlist } = wishlistOn({}, signedIn, (shopFetch) => async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (holdNext && url.endsWith('/wish-list')) {
          holdNext = false;
          const reply = await shopFetch(input, init);
          await held;
          return reply;
        }
        return shopFetch(input, init);
      });

      const firstLoad = wishlist.refresh();
      await expect(wishlist.add(apples)).resolves.toBe(true);
      releaseList();
      await firstLoad;

      expect(wishlist.has(apples.id)).toBe(true);
    });
  });

  describe('given a shopper whose session expired', () => {
    it('leaves the sign-out to the client and keeps nothing', async () => {
      const { wishlist, core } = wishlistOn({ signedIn: false }, signedIn);
      await expect(wishlist.add(apples)).resolves.toBe(false);
      expect(core.store.token.value).toBeNull();
      expect(wishlist.items.value).toEqual([]);
    });
  });
});
