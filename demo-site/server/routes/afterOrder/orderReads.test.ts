// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, Order, OrderDetail, OrderPage } from '../../../../src/core/api/wire';
import type { OrderStatus } from '../../db/orderSchema';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { call, newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { FIXTURE_CONTACT_NUMBER, insertOrder } from '../../testing/placedOrders';

let server: TestServer;
let customer: TestCustomer;
let stranger: TestCustomer;
let guestId: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  customer = await createCustomer(server.db);
  stranger = await createCustomer(server.db);
  guestId = await newGuest(server.app);
  const { openStoreId, plainItemId, variedItemId } = server.fixtures;
  const mine = (status: OrderStatus) =>
    insertOrder(server.db, {
      customerId: customer.id,
      storeId: openStoreId,
      lines: [
        { itemId: plainItemId, quantity: 2 },
        { itemId: variedItemId, quantity: 1, variationType: 'Small' },
      ],
      status,
    });
  ids.delivered = await mine('delivered');
  ids.canceled = await mine('canceled');
  ids.pending = await mine('pending');
  ids.processing = await mine('processing');
  ids.strangers = await insertOrder(server.db, {
    customerId: stranger.id,
    storeId: openStoreId,
    lines: [{ itemId: plainItemId, quantity: 1 }],
  });
  ids.guests = await insertOrder(server.db, {
    guestId,
    storeId: openStoreId,
    lines: [{ itemId: plainItemId, quantity: 1 }],
  });
}, 60_000);
afterAll(() => server.close());

const NOT_FOUND = { errors: [{ code: 'order_id', message: 'Order not found' }] };

describe('given a customer with previous and running orders', () => {
  it('lists the previous ones (delivered, canceled), newest first, with their store and line count', async () => {
    const reply = await call(server.app, {
      url: '/api/v1/customer/order/list',
      token: customer.token,
    });
    expect(reply.statusCode).toBe(200);
    const page = reply.json<OrderPage>();
    expect(page).toMatchObject({ total_size: 2, limit: '10', offset: '1' });
    expect(page.orders.map((order) => order.id)).toEqual([ids.canceled, ids.delivered]);
    expect(page.orders[1]).toMatchObject({
      order_status: 'delivered',
      user_id: customer.id,
      is_guest: 0,
      payment_method: 'cash_on_delivery',
      order_amount: 250,
      details_count: 2,
      store: { id: server.fixtures.openStoreId, name: 'open store' },
      delivery_address: { contact_person_number: FIXTURE_CONTACT_NUMBER, address_type: 'home' },
    });
  });

  it('lists the running ones apart, paged', async () => {
    const reply = await call(server.app, {
      url: '/api/v1/customer/order/running-orders?limit=1&offset=2',
      token: customer.token,
    });
    const page = reply.json<OrderPage>();
    expect(page).toMatchObject({ total_size: 2, limit: '1', offset: '2' });
    expect(page.orders.map((order) => order.id)).toEqual([ids.pending]);
  });

  it('names the store in Arabic when asked', async () => {
    const reply = await call(server.app, {
      url: '/api/v1/customer/order/running-orders',
      token: customer.token,
      language: 'ar',
    });
    expect(reply.json<OrderPage>().orders[0]?.store.name).toBe('متجر open');
  });

  it("answers an order's lines with the item as sold, its variation and price", async () => {
    const reply = await call(server.app, {
      url: `/api/v1/customer/order/details?order_id=${ids.delivered}`,
      token: customer.token,
    });
    expect(reply.statusCode).toBe(200);
    const lines = reply.json<OrderDetail[]>();
    expect(lines).toEqual([
      expect.objectContaining({
        order_id: ids.delivered,
        item_id: server.fixtures.plainItemId,
        item_details: { id: server.fixtures.plainItemId, name: 'Item plain', image: 'plain.png' },
        variation: [],
        price: 100,
        quantity: 2,
      }),
      expect.objectContaining({
        item_id: server.fixtures.variedItemId,
        variation: [{ type: 'Small', price: 50 }],
        price: 50,
        quantity: 1,
      }),
    ]);
  });

  it('tracks an order with its status, times and delivery address', async () => {
    const reply = await call(server.app, {
      url: `/api/v1/customer/order/track?order_id=${ids.processing}`,
      token: customer.token,
    });
    expect(reply.statusCode).toBe(200);
    const order = reply.json<Order>();
    expect(order).toMatchObject({
      id: ids.processing,
      order_status: 'processing',
      details_count: 2,
    });
    expect(order.pending).toEqual(expect.any(String));
    expect(order.delivered).toBeNull();
    expect(order.delivery_address.address).toBe('12 Nile Street, Cairo');
  });

  it("finds no other customer's or guest's order, in the words of an order that does not exist", async () => {
    for (const path of ['details', 'track']) {
      for (const orderId of [ids.strangers, ids.guests, 999_999]) {
        const reply = await call(server.app, {
          url: `/api/v1/customer/order/${path}?order_id=${orderId}`,
          token: customer.token,
        });
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toEqual(NOT_FOUND);
      }
    }
  });

  it('refuses a malformed order id with 422, never a 500', async () => {
    for (const query of ['', '?order_id=abc', '?order_id=-1', '?order_id=99999999999']) {
      const reply = await call(server.app, {
        url: `/api/v1/customer/order/details${query}`,
        token: customer.token,
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json<ErrorListReply>().errors[0]?.code).toBe('order_id');
    }
    const badPage = await call(server.app, {
      url: '/api/v1/customer/order/list?limit=0',
      token: customer.token,
    });
    expect(badPage.statusCode).toBe(422);
  });
});

describe('given a guest', () => {
  const guestUrl = (path: string, query: string) =>
    `/api/v1/customer/order/${path}?guest_id=${guestId}&${query}`;

  it('keeps no order history: the lists need a signed-in customer', async () => {
    for (const path of ['list', 'running-orders']) {
      const reply = await call(server.app, { url: guestUrl(path, '') });
      expect(reply.statusCode).toBe(401);
    }
  });

  it('tracks their order with its contact phone, and reads its lines', async () => {
    const tracked = await call(server.app, {
      url: guestUrl(
        'track',
        `order_id=${ids.guests}&contact_number=${encodeURIComponent(FIXTURE_CONTACT_NUMBER)}`,
      ),
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json<Order>()).toMatchObject({ id: ids.guests, is_guest: 1, user_id: null });
    const lines = await call(server.app, { url: guestUrl('details', `order_id=${ids.guests}`) });
    expect(lines.json<OrderDetail[]>()).toHaveLength(1);
  });

  it("learns nothing with a wrong phone or someone else's order", async () => {
    const wrongPhone = await call(server.app, {
      url: guestUrl('track', `order_id=${ids.guests}&contact_number=%2B201000000000`),
    });
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.json()).toEqual(NOT_FOUND);
    const customersOrder = await call(server.app, {
      url: guestUrl(
        'track',
        `order_id=${ids.pending}&contact_number=${encodeURIComponent(FIXTURE_CONTACT_NUMBER)}`,
      ),
    });
    expect(customersOrder.json()).toEqual(NOT_FOUND);
    const otherGuest = await newGuest(server.app);
    const notTheirs = await call(server.app, {
      url: `/api/v1/customer/order/details?guest_id=${otherGuest}&order_id=${ids.guests}`,
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('must give the contact phone to track', async () => {
    const reply = await call(server.app, { url: guestUrl('track', `order_id=${ids.guests}`) });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      errors: [{ code: 'contact_number', message: 'contact_number is required' }],
    });
  });

  it('without a guest id is refused', async () => {
    const reply = await call(server.app, {
      url: `/api/v1/customer/order/details?order_id=${ids.guests}`,
    });
    expect(reply.statusCode).toBe(403);
  });
});
