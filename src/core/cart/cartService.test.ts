import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../api/wire';
import { createSouqCore, type SouqCore } from '../createSouqCore';
import { createI18n } from '../i18n/createI18n';
import type { Translate } from '../session/deps';
import { FIXTURE_IDS, fixtureItem } from '../testing/catalogFixtures';
import { createFakeShop, FAKE_SHOP_TOKEN, type FakeShopOptions } from '../testing/fakeShop';
import type { ToastType } from '../toast/toast';
import { createCartService } from './cartService';

const cores: SouqCore[] = [];

/** A cart service on a core whose backend is a fresh fake shop; the shopper is a guest. */
function cartOn(
  options: FakeShopOptions = {},
  shopper: { token?: string } = {},
  backend?: typeof globalThis.fetch,
) {
  const shop = createFakeShop(options);
  const core = createSouqCore({
    apiBaseUrl: 'https://shop.test',
    storage: null,
    cookies: null,
    fetch: backend ?? shop.fetch,
    navigate: vi.fn(),
    reload: vi.fn(),
  });
  cores.push(core);
  core.store.language.value = 'en';
  if (shopper.token) core.store.token.value = shopper.token;
  else core.store.guestId.value = 'guest-1';
  const i18n = createI18n({ language: 'en' });
  const t: Translate = (key, values) => i18n.t(key, values ?? {});
  const cart = createCartService({ store: core.store, api: core.api, toasts: core.toasts, t });
  const toasts = (type: ToastType) =>
    core.toasts.toasts.value.filter((toast) => toast.type === type).map((toast) => toast.message);
  return { shop, core, cart, toasts };
}

/** An item as a product card hands it to the cart: one unit, an optional size. */
function toAdd(kind: Parameters<typeof fixtureItem>[0], size?: 'Small' | 'Large'): CartItem {
  const item = fixtureItem(kind, 'en');
  const chosen = item.variations?.find((variation) => variation.type === size);
  return { ...item, quantity: 1, ...(chosen ? { selectedOption: [chosen] } : {}) };
}

const ref = (itemId: number) => ({ id: itemId, selectedOption: [] });

/** The percent-off item as a server item on a running sale sends it: 15 left at the sale price. */
const onSale = (quantity: number): CartItem => ({
  ...toAdd('percentOff'),
  flash_sale: { id: 1, end_at: '2030-01-01T00:00:00Z', available_stock: 15 },
  quantity,
});

/** A size of the coffee with stock to spare. */
const size = (code: string) => [{ type: code, code, price: 95, stock: 10 }];

/** The coffee capped at 3 per cart, in one size. */
const cappedSize = (code: string, quantity: number, cartItemId?: number): CartItem => ({
  ...toAdd('variations'),
  maximum_cart_quantity: 3,
  selectedOption: size(code),
  quantity,
  ...(cartItemId === undefined ? {} : { cartItemId }),
});

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
  vi.useRealTimers();
});

describe('the cart service', () => {
  describe('given an empty cart', () => {
    describe('when adding an item in stock', () => {
      it('puts the server line in the cart and confirms', async () => {
        const { cart, shop, toasts } = cartOn();

        await expect(cart.add(toAdd('percentOff'))).resolves.toBe(true);

        const [row] = shop.cart.rows();
        expect(cart.lines.value).toEqual([
          expect.objectContaining({
            id: FIXTURE_IDS.percentOff,
            cartItemId: row?.id,
            price: 30,
            quantity: 1,
            item_type: 'Item',
          }),
        ]);
        expect(cart.count.value).toBe(1);
        expect(toasts('success')).toEqual(['Item added to cart']);
      });

      it('sends the add-to-cart payload with the guest id', async () => {
        const { cart, shop } = cartOn();
        await cart.add(toAdd('variations', 'Small'));
        expect(shop.calls).toEqual([
          expect.objectContaining({
            method: 'POST',
            path: '/api/v1/customer/cart/add',
            body: {
              guest_id: 'guest-1',
              model: 'Item',
              item_id: FIXTURE_IDS.variations,
              price: 95,
              quantity: 1,
              variation: [{ type: 'Small', code: 'Small', price: 95 }],
            },
          }),
        ]);
        expect(cart.lines.value[0]?.selectedOption).toEqual([
          { type: 'Small', code: 'Small', price: 95, stock: 12 },
        ]);
      });
    });

    describe('when the shopper adds before the first load has a guest id', () => {
      it('waits for the id and sends the add with it', async () => {
        const { core, shop } = cartOn();
        core.store.guestId.value = null;
        let handOut: () => void = () => {};
        const identified = new Promise<void>((resolve) => {
          handOut = () => {
            core.store.guestId.value = 'guest-late';
            resolve();
          };
        });
        const cart = createCartService({
          store: core.store,
          api: core.api,
          toasts: core.toasts,
          t: (key) => key,
          identify: () => identified,
        });

        const adding = cart.add(toAdd('percentOff'));
        await Promise.resolve();
        expect(shop.calls).toEqual([]);
        handOut();

        await expect(adding).resolves.toBe(true);
        expect(shop.calls).toEqual([
          expect.objectContaining({
            path: '/api/v1/customer/cart/add',
            body: expect.objectContaining({ guest_id: 'guest-late' }),
          }),
        ]);
      });
    });

    describe.each([
      ['an item out of stock', () => toAdd('outOfStock'), 'Out of stock'],
      ['a sold-out size', () => toAdd('variations', 'Large'), 'Out of stock'],
      ['more than the cap', () => ({ ...toAdd('capped'), quantity: 4 }), 'Out of Limits'],
      ['more than its flash sale has left', () => onSale(16), 'Out of Stock'],
    ])('when adding %s', (_case, item, message) => {
      it('refuses with a translated toast and sends nothing', async () => {
        const { cart, shop, toasts } = cartOn();
        await expect(cart.add(item())).resolves.toBe(false);
        expect(toasts('error')).toEqual([message]);
        expect(shop.calls).toEqual([]);
        expect(cart.lines.value).toEqual([]);
      });
    });

    describe('given sizes of a capped item already holding its cap between them', () => {
      const heldCart = (core: SouqCore) => {
        core.store.cart.value = {
          ...core.store.cart.value,
          cartList: [cappedSize('Small', 2, 1), cappedSize('Medium', 1, 2)],
        };
      };

      it("refuses another size with a translated 'Out of Limits' and sends nothing", async () => {
        const { core, cart, shop, toasts } = cartOn();
        heldCart(core);
        await expect(cart.add(cappedSize('Large', 1))).resolves.toBe(false);
        expect(toasts('error')).toEqual(['Out of Limits']);
        expect(shop.calls).toEqual([]);
      });

      it("refuses to step one size up with 'Out of Limits' and sends nothing", async () => {
        const { core, cart, shop, toasts } = cartOn();
        heldCart(core);
        const small = { id: FIXTURE_IDS.variations, selectedOption: size('Small') };
        await expect(cart.increment(small)).resolves.toBe(false);
        expect(toasts('error')).toEqual(['Out of Limits']);
        expect(shop.calls).toEqual([]);
      });
    });

    describe('when the server fails the add', () => {
      it('keeps the cart empty and leaves the one error toast to the client', async () => {
        const { cart, shop, toasts } = cartOn();
        shop.failNext('/api/v1/customer/cart/add', 500, 'Internal server error');

        await expect(cart.add(toAdd('plain'))).resolves.toBe(false);

        expect(cart.lines.value).toEqual([]);
        expect(toasts('error')).toEqual(['Internal server error']);
        expect(toasts('success')).toEqual([]);
      });
    });

    describe('when the add button is clicked twice while the first call runs', () => {
      it('ignores the second click and marks the line pending meanwhile', async () => {
        vi.useFakeTimers();
        const { cart, shop } = cartOn({ latency: 500 });
        const item = toAdd('plain');

        const first = cart.add(item);
        const second = cart.add(item);

        expect(cart.pending.value).toEqual(new Set([`${FIXTURE_IDS.plain}:`]));
        await expect(second).resolves.toBe(false);
        await vi.advanceTimersByTimeAsync(500);
        await expect(first).resolves.toBe(true);
        expect(shop.calls.filter((call) => call.path.endsWith('/cart/add'))).toHaveLength(1);
        expect(cart.pending.value.size).toBe(0);
      });
    });

    describe('when the shopper signs out while the add runs', () => {
      it('does not put the old cart into the new session', async () => {
        vi.useFakeTimers();
        const { cart, core } = cartOn({ latency: 500 }, { token: FAKE_SHOP_TOKEN });

        const adding = cart.add(toAdd('plain'));
        core.session.clearUserState();
        await vi.advanceTimersByTimeAsync(500);

        await expect(adding).resolves.toBe(false);
        expect(cart.lines.value).toEqual([]);
      });
    });
  });

  describe('given a first load still on its way when the shopper adds', () => {
    it('keeps the added line when the older load answers last', async () => {
      const shop = createFakeShop();
      let releaseList = () => {};
      const held = new Promise<void>((resolve) => {
        releaseList = resolve;
      });
      let holdNext = true;
      const slowList: typeof globalThis.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (holdNext && url.includes('/cart/list')) {
          holdNext = false;
          // The server read the empty cart now; its reply arrives only after the add's.
          const reply = await shop.fetch(input, init);
          await held;
          return reply;
        }
        return shop.fetch(input, init);
      };
      const { cart } = cartOn({}, {}, slowList);

      const firstLoad = cart.refresh();
      await expect(cart.add(toAdd('plain'))).resolves.toBe(true);
      releaseList();
      await firstLoad;

      expect(cart.lines.value.map((line) => line.id)).toEqual([FIXTURE_IDS.plain]);
    });
  });

  describe('given the server holds a cart', () => {
    const seeded = async (options: FakeShopOptions = {}) => {
      const harness = cartOn({
        cart: [
          { itemId: FIXTURE_IDS.plain, quantity: 2 },
          { itemId: FIXTURE_IDS.lowStock, quantity: 2 },
          { itemId: FIXTURE_IDS.capped, quantity: 3 },
          { itemId: FIXTURE_IDS.amountOff, quantity: 1 },
        ],
        ...options,
      });
      await harness.cart.refresh();
      harness.shop.calls.length = 0;
      return harness;
    };
    const quantityOf = (lines: readonly CartItem[], itemId: number) =>
      lines.find((line) => line.id === itemId)?.quantity;

    describe('when refreshed', () => {
      it('follows the server', async () => {
        const { cart } = await seeded();
        expect(cart.lines.value.map((line) => [line.id, line.quantity])).toEqual([
          [FIXTURE_IDS.plain, 2],
          [FIXTURE_IDS.lowStock, 2],
          [FIXTURE_IDS.capped, 3],
          [FIXTURE_IDS.amountOff, 1],
        ]);
        expect(cart.count.value).toBe(4);
      });

      it('asks the server once when a second refresh comes while the first is on its way', async () => {
        const { cart, shop } = await seeded();
        const [first, second] = await Promise.all([cart.refresh(), cart.refresh()]);
        expect([first, second]).toEqual([true, true]);
        expect(
          shop.calls.filter((call) => call.path === '/api/v1/customer/cart/list'),
        ).toHaveLength(1);
        await cart.refresh();
        expect(
          shop.calls.filter((call) => call.path === '/api/v1/customer/cart/list'),
        ).toHaveLength(2);
      });

      it('leaves the cart as it is when the server sends the same lines again', async () => {
        const { cart, core } = await seeded();
        const before = core.store.cart.value;
        await cart.refresh();
        expect(core.store.cart.value).toBe(before);
      });

      it('keeps the cart when the list call fails', async () => {
        const { cart, core, shop } = await seeded();
        const before = core.store.cart.value;
        shop.failNext('/api/v1/customer/cart/list', 503, 'Something went wrong');
        await cart.refresh();
        expect(core.store.cart.value).toBe(before);
      });
    });

    describe('when adding an item already in the cart', () => {
      it("refuses with 'Item already in cart' and sends nothing", async () => {
        const { cart, shop, toasts } = await seeded();
        await expect(cart.add(toAdd('plain'))).resolves.toBe(false);
        expect(toasts('error')).toEqual(['Item already in cart']);
        expect(shop.calls).toEqual([]);
      });
    });

    describe('when incrementing a line', () => {
      it('sends the new quantity and follows the reply', async () => {
        const { cart, shop } = await seeded();
        const line = cart.lines.value[0];

        await expect(cart.increment(ref(FIXTURE_IDS.plain))).resolves.toBe(true);

        expect(shop.calls).toEqual([
          expect.objectContaining({
            method: 'POST',
            path: '/api/v1/customer/cart/update',
            body: {
              guest_id: 'guest-1',
              cart_id: line?.cartItemId,
              price: 45,
              quantity: 3,
              variation: [],
            },
          }),
        ]);
        expect(quantityOf(cart.lines.value, FIXTURE_IDS.plain)).toBe(3);
      });

      it.each([
        ['at its stock', FIXTURE_IDS.lowStock, 'Out of Stock'],
        ['at its cap', FIXTURE_IDS.capped, 'Out of Limits'],
        ['that is not in the cart', FIXTURE_IDS.noImage, 'Item not in cart'],
      ])(
        'refuses a line %s with a translated toast and sends nothing',
        async (_case, itemId, message) => {
          const { cart, shop, toasts } = await seeded();
          await expect(cart.increment(ref(itemId))).resolves.toBe(false);
          expect(toasts('error')).toEqual([message]);
          expect(shop.calls).toEqual([]);
        },
      );

      it('keeps the cart exactly as it was when the server fails', async () => {
        const { cart, core, shop, toasts } = await seeded();
        const before = core.store.cart.value;
        shop.failNext('/api/v1/customer/cart/update', 500, 'Internal server error');

        await expect(cart.increment(ref(FIXTURE_IDS.plain))).resolves.toBe(false);

        expect(core.store.cart.value).toBe(before);
        expect(toasts('error')).toEqual(['Internal server error']);
      });

      it('ignores a second click while the first call runs', async () => {
        vi.useFakeTimers();
        const seeding = seeded({ latency: 300 });
        await vi.advanceTimersByTimeAsync(300);
        const { cart, shop } = await seeding;

        const first = cart.increment(ref(FIXTURE_IDS.plain));
        await expect(cart.increment(ref(FIXTURE_IDS.plain))).resolves.toBe(false);
        await vi.advanceTimersByTimeAsync(300);

        await expect(first).resolves.toBe(true);
        expect(shop.calls).toHaveLength(1);
        expect(quantityOf(cart.lines.value, FIXTURE_IDS.plain)).toBe(3);
      });

      it('lets another line change meanwhile', async () => {
        vi.useFakeTimers();
        const seeding = seeded({ latency: 300 });
        await vi.advanceTimersByTimeAsync(300);
        const { cart } = await seeding;
        const apples = cart.increment(ref(FIXTURE_IDS.plain));
        const oil = cart.increment(ref(FIXTURE_IDS.amountOff));
        expect(cart.pending.value.size).toBe(2);
        await vi.advanceTimersByTimeAsync(300);
        await expect(Promise.all([apples, oil])).resolves.toEqual([true, true]);
      });
    });

    describe('when decrementing a line above 1', () => {
      it('sends one less', async () => {
        const { cart, shop, toasts } = await seeded();
        await expect(cart.decrement(ref(FIXTURE_IDS.plain))).resolves.toBe(true);
        expect(shop.calls[0]?.body).toMatchObject({ quantity: 1 });
        expect(quantityOf(cart.lines.value, FIXTURE_IDS.plain)).toBe(1);
        expect(toasts('success')).toEqual([]);
      });
    });

    describe('when decrementing a line at 1', () => {
      it('removes it as remove does', async () => {
        const { cart, shop, toasts } = await seeded();
        await expect(cart.decrement(ref(FIXTURE_IDS.amountOff))).resolves.toBe(true);
        expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
          'DELETE /api/v1/customer/cart/remove-item',
        ]);
        expect(quantityOf(cart.lines.value, FIXTURE_IDS.amountOff)).toBeUndefined();
        expect(toasts('success')).toEqual(['Item removed from cart']);
      });
    });

    describe('when removing a line', () => {
      it('deletes it on the server, follows the reply and confirms', async () => {
        const { cart, shop, toasts } = await seeded();
        const line = cart.lines.value.find((candidate) => candidate.id === FIXTURE_IDS.lowStock);

        await expect(cart.remove(ref(FIXTURE_IDS.lowStock))).resolves.toBe(true);

        expect(shop.calls[0]?.query).toEqual({
          cart_id: String(line?.cartItemId),
          guest_id: 'guest-1',
        });
        expect(cart.lines.value.map((candidate) => candidate.id)).toEqual([
          FIXTURE_IDS.plain,
          FIXTURE_IDS.capped,
          FIXTURE_IDS.amountOff,
        ]);
        expect(toasts('success')).toEqual(['Item removed from cart']);
      });

      it('keeps the line when the server fails', async () => {
        const { cart, core, shop, toasts } = await seeded();
        const before = core.store.cart.value;
        shop.failNext('/api/v1/customer/cart/remove-item', 0, '');

        await expect(cart.remove(ref(FIXTURE_IDS.lowStock))).resolves.toBe(false);

        expect(core.store.cart.value).toBe(before);
        expect(toasts('error')).toEqual(['Something went wrong']);
        expect(toasts('success')).toEqual([]);
      });
    });

    describe('when clearing the cart', () => {
      it('empties it once the server did', async () => {
        const { cart, shop } = await seeded();
        await expect(cart.clear()).resolves.toBe(true);
        expect(cart.lines.value).toEqual([]);
        expect(shop.cart.rows()).toEqual([]);
      });

      it('keeps it when the server fails', async () => {
        const { cart, shop } = await seeded();
        shop.failNext('/api/v1/customer/cart/remove', 500, 'Internal server error');
        await expect(cart.clear()).resolves.toBe(false);
        expect(cart.count.value).toBe(4);
      });
    });
  });

  describe('given a line kept locally without a server id', () => {
    const unsynced = (options: FakeShopOptions) => {
      const harness = cartOn(options);
      harness.core.store.cart.value = {
        ...harness.core.store.cart.value,
        cartList: [toAdd('plain')],
      };
      return harness;
    };

    it('asks the server for its cart before incrementing', async () => {
      const { cart, shop } = unsynced({ cart: [{ itemId: FIXTURE_IDS.plain, quantity: 1 }] });

      await expect(cart.increment(ref(FIXTURE_IDS.plain))).resolves.toBe(true);

      expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /api/v1/customer/cart/list',
        'POST /api/v1/customer/cart/update',
      ]);
      expect(shop.cart.rows()[0]?.quantity).toBe(2);
    });

    it("says 'Item not in cart' when the server does not have it", async () => {
      const { cart, shop, toasts } = unsynced({});

      await expect(cart.remove(ref(FIXTURE_IDS.plain))).resolves.toBe(false);

      expect(shop.calls.map((call) => call.path)).toEqual(['/api/v1/customer/cart/list']);
      expect(cart.lines.value).toEqual([]);
      expect(toasts('error')).toEqual(['Item not in cart']);
    });
  });
});
