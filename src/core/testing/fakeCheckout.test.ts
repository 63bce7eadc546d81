import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createOrderEndpoints } from '../api/orderEndpoints';
import type { PlaceOrderBody } from '../api/orderWire';
import { fakeContext } from '../api/testDoubles';
import type { ErrorListReply, Order, OrderDetail, OrderPage } from '../api/wire';
import { FIXTURE_IDS } from './catalogFixtures';
import { mostTips } from './fakeCheckout';
import { fakeOrder } from './fakeOrderFixtures';
import { createFakeShop, type FakeShopOptions } from './fakeShop';

type Shop = ReturnType<typeof createFakeShop>;

interface Sent {
  as?: 'customer' | 'guest';
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

async function send(shop: Shop, method: string, path: string, sent: Sent = {}) {
  const guest = sent.as === 'guest';
  const body = guest && method !== 'GET' ? { guest_id: 'g-1', ...sent.body } : sent.body;
  const separator = path.includes('?') ? '&' : '?';
  const url = guest && method === 'GET' ? `${path}${separator}guest_id=g-1` : path;
  const response = await shop.fetch(`http://fake.shop/api/v1/${url}`, {
    method,
    headers: {
      'x-localization': 'en',
      ...(guest ? {} : { authorization: `Bearer ${shop.token}` }),
      ...sent.headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const firstError = (reply: { status: number; body: unknown }) => [
  reply.status,
  (reply.body as ErrorListReply).errors[0]?.message,
];

/** At the zone's centre, where the fake's delivery costs the zone's least fee, 20. */
const AT_ZONE_CENTRE = {
  address: '1 Tahrir Square, Cairo',
  address_type: 'home',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201001234567',
  latitude: '30.0444',
  longitude: '31.2357',
} as const;

const placeCash = (fields: Record<string, unknown> = {}) => ({
  body: {
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    ...AT_ZONE_CENTRE,
    ...fields,
  },
});

/** A shop whose cart holds `quantity` of the plain apples (45 each). */
function shopWithApples(quantity: number, options: FakeShopOptions = {}): Shop {
  return createFakeShop({ ...options, cart: [{ itemId: FIXTURE_IDS.plain, quantity }] });
}

/** The kit's checkout calls over a fake shop, as the signed-in customer in the zone `[1]`. */
function kitOver(shop: Shop, zoneId: string | null = '[1]') {
  const { context } = fakeContext({ token: shop.token, zoneId, language: 'en' });
  const api = createApiClient({
    baseURL: 'http://fake.shop',
    context,
    fetch: shop.fetch,
    onUnauthorized: () => {},
    notifyError: () => {},
    navigate: () => {},
    t: (key: string) => key,
  });
  return createOrderEndpoints(api.request);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given the kit placing an order under an attempt key', () => {
  const body: PlaceOrderBody = {
    // 45 for the apples and the zone's least delivery fee of 20.
    order_amount: 65,
    payment_method: 'digital_payment',
    order_type: 'delivery',
    store_id: 1,
    ...AT_ZONE_CENTRE,
  };

  it('answers a retry with the order already placed, placing nothing more', async () => {
    const shop = shopWithApples(1);
    const kit = kitOver(shop);
    const first = await kit.placeOrder(body, 'attempt-1');
    expect(first.redirect_link).toContain(`fake-${first.order_id}`);
    shop.cart.put({ itemId: FIXTURE_IDS.plain, quantity: 1 });

    const retry = await kit.placeOrder(body, 'attempt-1');
    expect(retry).toMatchObject({ order_id: first.order_id, total_ammount: 65 });
    expect(retry.redirect_link).toBeUndefined();
    expect(shop.cart.rows().map((row) => row.quantity)).toEqual([1]);
    const running = await kit.getRunningOrders();
    expect(running.orders.map((order) => order.id)).toEqual([first.order_id]);
  });

  it('places another order under another key, and keys apart a guest and the customer', async () => {
    const shop = shopWithApples(1);
    const first = await send(shop, 'POST', 'customer/order/place', {
      ...placeCash(),
      headers: { 'Idempotency-Key': 'k-1' },
    });
    shop.cart.put({ itemId: FIXTURE_IDS.plain, quantity: 1 });
    const asGuest = await send(shop, 'POST', 'customer/order/place', {
      ...placeCash(),
      as: 'guest',
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(asGuest.status).toBe(200);
    const ids = [first, asGuest].map((reply) => (reply.body as { order_id: number }).order_id);
    expect(new Set(ids).size).toBe(2);
  });

  it('words the retry in its own language, with the order’s status now', async () => {
    const shop = shopWithApples(1);
    const key = { 'Idempotency-Key': 'k-2' };
    const placed = await send(shop, 'POST', 'customer/order/place', {
      ...placeCash(),
      headers: key,
    });
    const orderId = (placed.body as { order_id: number }).order_id;
    await send(shop, 'PUT', 'customer/order/cancel', {
      body: { order_id: orderId, reason: 'Oops' },
    });
    const retry = await shop.fetch('http://fake.shop/api/v1/customer/order/place', {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.token}`, 'x-localization': 'ar', ...key },
      body: JSON.stringify(placeCash().body),
    });
    expect(await retry.json()).toMatchObject({
      order_id: orderId,
      status: 'canceled',
      message: 'تم تقديم الطلب بنجاح',
    });
  });
});

describe('given the customer’s saved addresses', () => {
  it('delivers an order to the address address_id names, kept on the order with its lines', async () => {
    const shop = shopWithApples(2);
    const kit = kitOver(shop);
    await kit.addAddress({ ...AT_ZONE_CENTRE, latitude: 30.0444, longitude: 31.2357, floor: '3' });
    const [saved] = (await kit.getAddresses()).addresses;
    const placed = await kit.placeOrder(
      {
        order_amount: 110,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: 1,
        address_id: saved?.id ?? 0,
      },
      'attempt-address',
    );
    const [order] = (await kit.getRunningOrders()).orders;
    expect(order?.delivery_address).toMatchObject({ address: AT_ZONE_CENTRE.address, floor: '3' });
    expect(order).toMatchObject({ order_amount: 110, delivery_charge: 20, store_id: 1 });
    const details = (await kit.getOrderDetails(placed.order_id)) as OrderDetail[];
    expect(details.map((line) => [line.item_id, line.quantity])).toEqual([[FIXTURE_IDS.plain, 2]]);
  });

  it('refuses an address type the rules do not know, and a point outside every zone', async () => {
    const shop = createFakeShop();
    const castle = await send(shop, 'POST', 'customer/address/add', {
      body: { ...AT_ZONE_CENTRE, address_type: 'castle' },
    });
    expect(firstError(castle)).toEqual([422, 'Choose the address type']);
    const riyadh = await send(shop, 'POST', 'customer/address/add', {
      body: { ...AT_ZONE_CENTRE, latitude: 24.7, longitude: 46.7 },
    });
    expect(firstError(riyadh)).toEqual([422, "You can't add address in this country"]);
    const list = await send(shop, 'GET', 'customer/address/list');
    expect(list.body).toMatchObject({ total_size: 0, addresses: [] });
  });
});

describe('given a coupon', () => {
  it('checks a zone coupon against the zone the kit names in its zoneid header', async () => {
    const inZone = await kitOver(shopWithApples(1), '[1]').applyCoupon('CAIRO10', 1);
    expect(inZone.code).toBe('CAIRO10');
    const shop = shopWithApples(1);
    const unnamed = await send(shop, 'GET', 'coupon/apply?code=CAIRO10&store_id=1');
    expect(firstError(unnamed)).toEqual([403, 'This coupon is not valid for your zone']);
  });

  it('refuses a store with nothing of it in the cart, and a coupon not started yet', async () => {
    const shop = shopWithApples(3);
    const elsewhere = await send(shop, 'GET', 'coupon/apply?code=WELCOME&store_id=2');
    expect(firstError(elsewhere)).toEqual([403, 'More products need to apply the coupon']);
    const later = await send(shop, 'GET', 'coupon/apply?code=LATER&store_id=1');
    expect(firstError(later)).toEqual([407, 'This coupon is not valid yet']);
  });

  it('takes the coupon off the order, and refuses an expired one as coupon/apply does', async () => {
    const shop = shopWithApples(3);
    const expired = await send(
      shop,
      'POST',
      'customer/order/place',
      placeCash({ coupon_code: 'EXPIRED' }),
    );
    expect(firstError(expired)).toEqual([407, 'Coupon expired']);
    // 135 of apples, 10 % off, and the delivery fee of 20.
    const placed = await send(
      shop,
      'POST',
      'customer/order/place',
      placeCash({ coupon_code: 'WELCOME', order_amount: 141.5 }),
    );
    expect(placed.status).toBe(200);
    const [order] = ((await send(shop, 'GET', 'customer/order/running-orders')).body as OrderPage)
      .orders;
    expect(order).toMatchObject({ coupon_code: 'WELCOME', coupon_discount_amount: 13.5 });
  });
});

describe('given what the server checks before it charges', () => {
  it('refuses a store outside its hours, as its page shows it closed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const oliveOil = { itemId: FIXTURE_IDS.amountOff, quantity: 1 };
    // 03:00 in Cairo: the Nile Pantry opens at 09:00.
    vi.setSystemTime(new Date('2026-01-15T01:00:00Z'));
    const night = await send(
      createFakeShop({ cart: [oliveOil] }),
      'POST',
      'customer/order/place',
      placeCash(),
    );
    expect(firstError(night)).toEqual([403, 'Store/Restaurant is closed']);
    vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
    const noon = await send(
      createFakeShop({ cart: [oliveOil] }),
      'POST',
      'customer/order/place',
      placeCash(),
    );
    expect(noon.status).toBe(200);
  });

  it('caps cash on delivery with the words of the cap the config names', async () => {
    const lowCap = shopWithApples(2, { config: { cod_max_order_amount: 50 } });
    expect(firstError(await send(lowCap, 'POST', 'customer/order/place', placeCash()))).toEqual([
      403,
      'The total amount of the order exceeds maximum amount of the cash on delivery method',
    ]);
    const defaultCap = shopWithApples(30);
    expect(firstError(await send(defaultCap, 'POST', 'customer/order/place', placeCash()))).toEqual(
      [403, 'You can not Order more then 1000 on COD order'],
    );
  });

  it('lets the wallet pay what it holds and cash the rest, then refuses an empty wallet', async () => {
    // 135 of apples and 20 of delivery, over a wallet of 125.5.
    const shop = shopWithApples(3);
    const partial = await send(
      shop,
      'POST',
      'customer/order/place',
      placeCash({ partial_payment: 1 }),
    );
    expect(partial.body).toMatchObject({ payment_method: 'partial_payment', total_ammount: 155 });
    const [order] = ((await send(shop, 'GET', 'customer/order/running-orders')).body as OrderPage)
      .orders;
    expect(order).toMatchObject({ partially_paid_amount: 125.5, payment_status: 'unpaid' });
    shop.cart.put({ itemId: FIXTURE_IDS.plain, quantity: 1 });
    const again = await send(
      shop,
      'POST',
      'customer/order/place',
      placeCash({ partial_payment: 1 }),
    );
    expect(firstError(again)).toEqual([403, 'Wallet balance is below total amount']);
  });

  it('charges no delivery for a take-away order', async () => {
    const shop = shopWithApples(1);
    const reply = await send(
      shop,
      'POST',
      'customer/order/place',
      placeCash({ order_type: 'take_away', order_amount: 45 }),
    );
    expect(reply.status).toBe(200);
  });
});

describe('given the zone of a point and the usual tip', () => {
  it('refuses a latitude that is no number, as the server’s query rules do', async () => {
    const reply = await send(createFakeShop(), 'GET', 'config/get-zone-id?lat=north&lng=31.2');
    expect(firstError(reply)).toEqual([422, 'lat is invalid']);
  });

  it('marks the tip most often given on delivered orders, the smaller of a tie', () => {
    const delivered = (id: number, tip: number): Order => ({
      ...fakeOrder({ id, status: 'delivered' }).order('en'),
      dm_tips: tip,
    });
    const pending = { ...delivered(6, 50), order_status: 'pending' as const };
    const orders = [delivered(1, 10), delivered(2, 5), delivered(3, 10), delivered(4, 5), pending];
    expect(mostTips(orders)).toEqual({ most_tips_amount: 5 });
    expect(mostTips([])).toEqual({ most_tips_amount: 0 });
  });
});
