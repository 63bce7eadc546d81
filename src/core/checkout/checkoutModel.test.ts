import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import type { OrderPlacedReply } from '../api/wire';
import { createSouqCore, type SouqCore } from '../createSouqCore';
import { createQueryCache } from '../query';
import { createStore } from '../store/createStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { createFakeShop } from '../testing/fakeShop';
import { checkoutDefaults } from './checkoutDraft';
import { type CheckoutModelDeps, createCheckoutModel, type PlaceOutcome } from './checkoutModel';
import type { CheckoutSummary } from './checkoutSummary';
import type { CheckoutDestination } from './deliveryDraft';

const DESTINATION: CheckoutDestination = {
  kind: 'new',
  zoneId: 1,
  address: {
    address_type: 'home',
    contact_person_name: 'Mona Adel',
    contact_person_number: '+201012345678',
    address: '12 Nile Street',
    latitude: 30.05,
    longitude: 31.24,
  },
};

const SUMMARY = {
  charged: 140.5,
  tip: 0,
  walletPaid: 0,
  due: 140.5,
  coupon: null,
  deliveryPending: false,
  freeDelivery: null,
} as unknown as CheckoutSummary;

const REQUEST = {
  storeId: 1,
  destination: DESTINATION,
  summary: SUMMARY,
  signedIn: false,
  callback: null,
};

const placedReply = (orderId: number, paymentMethod = 'cash_on_delivery'): OrderPlacedReply => ({
  message: 'Order placed successfully',
  order_id: orderId,
  total_ammount: 140.5,
  status: 'pending',
  payment_method: paymentMethod,
  created_at: '2026-01-01T00:00:00.000Z',
  user_id: 0,
});

const networkFailure = () =>
  new ApiError({ status: 0, messages: ['Something went wrong'], aborted: false });

/** A model over a storage (a page load), with the order calls answered by `orders`. */
function modelOver(
  storage: ReturnType<typeof createMemoryStorage>,
  orders: Partial<CheckoutModelDeps['orders']> = {},
  namespace?: string,
) {
  const store = createStore({
    storage,
    events: null,
    ...(namespace === undefined ? {} : { namespace }),
  });
  const keys = ['key-1', 'key-2', 'key-3'];
  const cart = { refresh: vi.fn(async () => true) };
  const deps: CheckoutModelDeps = {
    store,
    api: { getCustomerInfo: vi.fn() },
    orders: {
      placeOrder: vi.fn(async () => placedReply(100001)),
      submitOfflinePayment: vi.fn(async () => ({ message: 'Payment information submitted' })),
      ...orders,
    },
    cart,
    cache: createQueryCache(),
    newKey: () => keys.shift() ?? 'key-n',
  };
  return { model: createCheckoutModel(deps), store, deps, cart };
}

describe('the checkout model', () => {
  describe('given a shopper who typed at checkout', () => {
    it('keeps every choice over a reload (a new model over the same storage)', () => {
      const storage = createMemoryStorage();
      const first = modelOver(storage).model;
      first.edit({
        note: 'Ring twice',
        cutlery: true,
        tip: 15,
        paymentMethod: 'cash_on_delivery',
        delivery: { ...checkoutDefaults.delivery, contactName: 'Mona', address: '12 Nile St' },
      });
      const again = modelOver(storage).model;
      expect(again.draft.value).toMatchObject({
        note: 'Ring twice',
        cutlery: true,
        tip: 15,
        paymentMethod: 'cash_on_delivery',
        delivery: { contactName: 'Mona', address: '12 Nile St' },
      });
    });

    it('falls back field by field on a corrupt stored draft', () => {
      const storage = createMemoryStorage({
        'souq:v1:checkout': JSON.stringify({
          note: 'Ring twice',
          tip: 'lots',
          storeId: -3,
          attempt: { key: 'bad key\r\nX-Injected: yes' },
          delivery: { contactName: 'Mona', addressType: 'castle' },
        }),
      });
      const { draft } = modelOver(storage).model;
      expect(draft.value).toMatchObject({
        note: 'Ring twice',
        tip: 0,
        storeId: null,
        attempt: null,
        delivery: { contactName: 'Mona', addressType: 'home' },
      });
    });

    it('keeps its draft under the partner page’s namespace when embedded', () => {
      const storage = createMemoryStorage();
      modelOver(storage, {}, 'souq.').model.edit({ note: 'Gate 3' });
      expect([...storage.entries.keys()]).toContain('souq.souq:v1:checkout');
    });

    it('drops the coupon of a store when another store is chosen', () => {
      const { model } = modelOver(createMemoryStorage());
      model.edit({ storeId: 1 });
      model.edit({
        coupon: {
          id: 1,
          code: 'NILE20',
          title: '20 off',
          coupon_type: 'store_wise',
          discount_type: 'amount',
          discount: 20,
          max_discount: 0,
          min_purchase: 150,
          start_date: '2026-01-01',
          expire_date: '2026-12-31',
        },
      });
      model.edit({ storeId: 1 });
      expect(model.draft.value.coupon?.code).toBe('NILE20');
      model.edit({ storeId: 2 });
      expect(model.draft.value.coupon).toBeNull();
    });
  });

  describe('when the order is placed', () => {
    it('clears the draft, keeps a guest’s contact, notes the order and refreshes the cart', async () => {
      const { model, cart, deps } = modelOver(createMemoryStorage());
      model.edit({
        paymentMethod: 'cash_on_delivery',
        note: 'Ring twice',
        delivery: { ...checkoutDefaults.delivery, contactName: 'Mona', address: '12 Nile St' },
      });
      const outcome = await model.place(REQUEST);
      expect(outcome.kind).toBe('placed');
      expect(deps.orders.placeOrder).toHaveBeenCalledWith(
        expect.objectContaining({ order_amount: 140.5, delivery_instruction: 'Ring twice' }),
        'key-1',
        { silent: true },
      );
      expect(model.draft.value).toMatchObject({
        note: '',
        paymentMethod: null,
        attempt: null,
        delivery: { contactName: 'Mona', address: '' },
        placed: { orderId: 100001, total: 140.5, guest: true },
      });
      expect(cart.refresh).toHaveBeenCalledOnce();
    });

    it('sends nothing while no payment method is chosen', async () => {
      const { model, deps } = modelOver(createMemoryStorage());
      expect(await model.place(REQUEST)).toEqual({ kind: 'incomplete' });
      expect(deps.orders.placeOrder).not.toHaveBeenCalled();
    });

    it('joins a second press to the placement under way', async () => {
      let answer: (reply: OrderPlacedReply) => void = () => undefined;
      const placeOrder = vi.fn(
        () => new Promise<OrderPlacedReply>((resolve) => (answer = resolve)),
      );
      const { model } = modelOver(createMemoryStorage(), { placeOrder });
      model.edit({ paymentMethod: 'cash_on_delivery' });
      const first = model.place(REQUEST);
      const second = model.place(REQUEST);
      expect(model.placing.value).toBe(true);
      answer(placedReply(100001));
      expect(await second).toEqual(await first);
      expect(placeOrder).toHaveBeenCalledOnce();
      expect(model.placing.value).toBe(false);
    });
  });

  describe('the attempt key', () => {
    it('is kept after a network failure and sent again by the retry', async () => {
      const placeOrder = vi
        .fn<CheckoutModelDeps['orders']['placeOrder']>()
        .mockRejectedValueOnce(networkFailure())
        .mockResolvedValueOnce(placedReply(100001));
      const { model } = modelOver(createMemoryStorage(), { placeOrder });
      model.edit({ paymentMethod: 'cash_on_delivery', note: 'Ring twice' });
      const failed = await model.place(REQUEST);
      expect(failed.kind).toBe('failed');
      expect(model.draft.value).toMatchObject({ note: 'Ring twice', attempt: { key: 'key-1' } });
      expect(model.attemptOpen.value).toBe(true);
      await model.place(REQUEST);
      expect(placeOrder.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-1']);
      expect(model.draft.value.attempt).toBeNull();
    });

    it('survives a reload mid-attempt: the next page load sends the same key', async () => {
      const storage = createMemoryStorage();
      const lost = modelOver(storage, { placeOrder: () => new Promise(() => undefined) }).model;
      lost.edit({ paymentMethod: 'cash_on_delivery' });
      void lost.place(REQUEST);
      const { model, deps } = modelOver(storage);
      expect(model.attemptOpen.value).toBe(true);
      await model.place(REQUEST);
      expect(deps.orders.placeOrder).toHaveBeenCalledWith(expect.anything(), 'key-1', {
        silent: true,
      });
    });

    it('is kept when the total changed (409), and dropped after another refusal', async () => {
      const refusal = (status: number) =>
        new ApiError({ status, messages: ['No'], code: 'payment_method', aborted: false });
      const placeOrder = vi
        .fn<CheckoutModelDeps['orders']['placeOrder']>()
        .mockRejectedValueOnce(refusal(409))
        .mockRejectedValueOnce(refusal(403))
        .mockResolvedValueOnce(placedReply(100001));
      const { model } = modelOver(createMemoryStorage(), { placeOrder });
      model.edit({ paymentMethod: 'cash_on_delivery' });
      const outcomes: PlaceOutcome['kind'][] = [];
      for (let round = 0; round < 3; round += 1) outcomes.push((await model.place(REQUEST)).kind);
      expect(outcomes).toEqual(['total-changed', 'refused', 'placed']);
      expect(placeOrder.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-1', 'key-2']);
    });
  });

  describe('the offline payment', () => {
    it('starts at step 0, walks the steps, and its details can be cleared', () => {
      const { model } = modelOver(createMemoryStorage());
      expect(model.offline.value).toEqual({ methodId: null, info: {}, step: 0 });
      model.chooseOfflineMethod(1);
      expect(model.offline.value.step).toBe(1);
      model.saveOfflineInfo({ transaction_reference: 'TX-1' });
      expect(model.offline.value).toEqual({
        methodId: 1,
        info: { transaction_reference: 'TX-1' },
        step: 2,
      });
      model.editOfflineInfo();
      expect(model.offline.value.step).toBe(1);
      model.clearOfflineInfo();
      expect(model.offline.value).toEqual({ methodId: 1, info: {}, step: 1 });
      model.backToOfflineMethods();
      expect(model.offline.value.step).toBe(0);
    });

    it('sends the details of the order placed with them, then starts over at step 0', async () => {
      const placeOrder = vi.fn(async () => placedReply(100007, 'offline_payment'));
      const { model, deps } = modelOver(createMemoryStorage(), { placeOrder });
      model.edit({ paymentMethod: 'offline_payment' });
      model.chooseOfflineMethod(2);
      model.saveOfflineInfo({ sender_number: '+201001112223', customer_note: 'Paid at 9' });
      await model.place(REQUEST);
      expect(model.draft.value.offlineOrderId).toBe(100007);
      expect(model.offline.value.step).toBe(2);
      expect(await model.sendOfflinePayment()).toEqual({ kind: 'sent' });
      expect(deps.orders.submitOfflinePayment).toHaveBeenCalledWith(
        {
          orderId: 100007,
          methodId: 2,
          fields: { sender_number: '+201001112223' },
          note: 'Paid at 9',
        },
        { silent: true },
      );
      expect(model.offline.value).toEqual({ methodId: null, info: {}, step: 0 });
      expect(model.draft.value.offlineOrderId).toBeNull();
    });
  });
});

describe('the checkout on the core, against the fake shop', () => {
  const cores: SouqCore[] = [];
  afterEach(() => {
    for (const core of cores.splice(0)) core.dispose();
  });

  it('places one order when the reply of the first try was lost', async () => {
    const shop = createFakeShop({ cart: [{ itemId: 1, quantity: 2 }] });
    let loseNextPlaceReply = true;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const reply = await shop.fetch(input, init);
      if (String(input).includes('/customer/order/place') && loseNextPlaceReply) {
        loseNextPlaceReply = false;
        throw new TypeError('Failed to fetch');
      }
      return reply;
    };
    const core = createSouqCore({
      apiBaseUrl: 'http://shop.test',
      storage: createMemoryStorage(),
      cookies: null,
      eventTarget: null,
      fetch,
      navigate: vi.fn(),
      reload: vi.fn(),
    });
    cores.push(core);
    await core.start();
    await core.loaded();
    core.checkout.edit({ paymentMethod: 'cash_on_delivery' });
    // The fake measures from its zone's centre: an address at the centre pays the zone minimum.
    const request = {
      ...REQUEST,
      destination: {
        ...DESTINATION,
        address: { ...DESTINATION.address, latitude: 30.0444, longitude: 31.2357 },
      },
      summary: { ...SUMMARY, charged: 110, due: 110 },
    };
    const first = await core.checkout.place(request);
    expect(first.kind).toBe('failed');
    const second = await core.checkout.place(request);
    expect(second).toMatchObject({ kind: 'placed', reply: { order_id: 100001 } });
    expect(shop.orders.statusOf(100001)).toBe('pending');
    expect(shop.orders.statusOf(100002)).toBeUndefined();
    const keys = shop.calls.filter((call) => call.path === '/api/v1/customer/order/place');
    expect(keys).toHaveLength(2);
  });
});
