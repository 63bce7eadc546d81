// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderDetail, OrderPage } from '../../../../src/core/api/wire';
import { loyaltyPointTransactions, orders } from '../../db/orderSchema';
import { items, settings } from '../../db/schema';
import { stepDueOrders } from '../../orders/lifecycle';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderCustomer,
  newOrderGuest,
  type OrderFixtures,
  type OrderShopper,
  placeAs,
  putInCart,
} from '../../testing/orderFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { OrderPlacedWire } from '../order/orderPlaceRoutes';

/*
 * Orders placed through customer/order/place (wt-order's placement), then moved by the lifecycle
 * and read, cancelled, reviewed and refunded through the after-order routes.
 */

let server: TestServer;
let ids: OrderFixtures;
beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
  await server.db
    .update(settings)
    .set({
      value: sql`${settings.value} || '{"loyalty_point_status": 1, "loyalty_point_item_purchase_point": 10}'::jsonb`,
    })
    .where(eq(settings.key, 'config'));
}, 90_000);
afterAll(() => server.close());

const cod = { payment_method: 'cash_on_delivery', ...CAIRO_ADDRESS };
const as = (
  shopper: OrderShopper,
  url: string,
  method: 'GET' | 'PUT' | 'POST' = 'GET',
  body?: Record<string, unknown>,
) => {
  const guest = 'guestId' in shopper.owner ? shopper.owner.guestId : null;
  const withGuest =
    guest && method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}guest_id=${guest}` : url;
  return server.app.inject({
    method,
    url: withGuest,
    headers: {
      'x-localization': 'en',
      ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}),
    },
    ...(body ? { payload: guest ? { guest_id: guest, ...body } : body } : {}),
  });
};
const stockOf = async (itemId: number) => {
  const [row] = await server.db
    .select({ stock: items.stock })
    .from(items)
    .where(eq(items.id, itemId));
  return row?.stock;
};

describe('given a customer who placed a cash order', () => {
  it('sees it run, delivered by the lifecycle, earns points, and may review and refund it', async () => {
    const customer = await newOrderCustomer(server.db);
    await putInCart(server.db, customer, ids.item.plain, 2);
    const placed = await placeAs(server.app, customer, cod);
    expect(placed.statusCode).toBe(200);
    const { order_id: orderId, total_ammount: total } = placed.json<OrderPlacedWire>();

    const running = await as(customer, '/api/v1/customer/order/running-orders');
    expect(running.json<OrderPage>().orders.map((order) => order.id)).toEqual([orderId]);
    const lines = await as(customer, `/api/v1/customer/order/details?order_id=${orderId}`);
    expect(lines.json<OrderDetail[]>()).toEqual([
      expect.objectContaining({ item_id: ids.item.plain, quantity: 2 }),
    ]);

    // Far enough ahead that every step is due, one step per call.
    let now = Date.now();
    for (let step = 0; step < 5; step += 1) {
      now += 24 * 60 * 60 * 1000;
      await stepDueOrders(server.db, { now: new Date(now), paceSeconds: 60 });
    }
    const tracked = await as(customer, `/api/v1/customer/order/track?order_id=${orderId}`);
    expect(tracked.json<Order>()).toMatchObject({
      order_status: 'delivered',
      payment_status: 'paid',
    });
    const previous = await as(customer, '/api/v1/customer/order/list');
    expect(previous.json<OrderPage>().orders[0]).toMatchObject({
      id: orderId,
      order_status: 'delivered',
    });
    const [earned] = await server.db
      .select()
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.reference, String(orderId)));
    expect(earned?.credit).toBe(Math.floor(total / 10));

    const review = await as(customer, '/api/v1/items/reviews/submit', 'POST', {
      item_id: ids.item.plain,
      order_id: orderId,
      rating: 4,
      comment: 'Good apples',
    });
    expect(review.statusCode).toBe(200);
    const refund = await as(customer, '/api/v1/customer/order/refund-request', 'POST', {
      order_id: orderId,
      customer_reason: 'One was bruised',
    });
    expect(refund.statusCode).toBe(200);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.orderStatus).toBe('refund_requested');
  });
});

describe('given a guest who placed a cash order', () => {
  it('tracks it by its phone and cancels it while pending, the stock given back', async () => {
    const guest = await newOrderGuest(server.db);
    const before = await stockOf(ids.item.scarce);
    await putInCart(server.db, guest, ids.item.scarce, 3);
    const placed = await placeAs(server.app, guest, cod);
    expect(placed.statusCode).toBe(200);
    const { order_id: orderId } = placed.json<OrderPlacedWire>();
    expect(await stockOf(ids.item.scarce)).toBe((before ?? 0) - 3);

    const phone = encodeURIComponent(CAIRO_ADDRESS.contact_person_number);
    const tracked = await as(
      guest,
      `/api/v1/customer/order/track?order_id=${orderId}&contact_number=${phone}`,
    );
    expect(tracked.json<Order>()).toMatchObject({
      id: orderId,
      order_status: 'pending',
      is_guest: 1,
    });
    const wrongPhone = await as(
      guest,
      `/api/v1/customer/order/track?order_id=${orderId}&contact_number=%2B201099999999`,
    );
    expect(wrongPhone.statusCode).toBe(404);

    const canceled = await as(guest, '/api/v1/customer/order/cancel', 'PUT', {
      order_id: orderId,
      reason: 'Ordered twice',
    });
    expect(canceled.statusCode).toBe(200);
    expect(await stockOf(ids.item.scarce)).toBe(before);
  });
});
