// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, OrderPlacedReply } from '../../../src/core/api/wire';
import { orderPayments, orders, paymentRequests } from '../db/orderSchema';
import { customers, items } from '../db/schema';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderCustomer,
  newOrderGuest,
  type OrderShopper,
  type OrderFixtures,
  placeAs,
  putInCart,
} from '../testing/orderFixtures';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let ids: OrderFixtures;
beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
}, 90_000);
afterAll(() => server.close());

const CALLBACK = 'http://localhost/order-result?from=checkout';
const digital = { ...CAIRO_ADDRESS, payment_method: 'digital_payment', callback: CALLBACK };

/** A guest's digital order and the path of its payment page. */
async function digitalOrder(language: 'ar' | 'en' = 'en') {
  const guest = await newOrderGuest(server.db);
  await putInCart(server.db, guest, ids.item.plain, 1);
  const reply = await placeAs(server.app, guest, digital, { language });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json<OrderPlacedReply>();
  const link = new URL(body.redirect_link ?? '');
  return { body, page: `${link.pathname}${link.search}` };
}

const walletOf = async (shopper: OrderShopper) => {
  const id = 'customerId' in shopper.owner ? shopper.owner.customerId : 0;
  const [row] = await server.db
    .select({ balance: customers.walletBalance })
    .from(customers)
    .where(eq(customers.id, id));
  return row?.balance;
};

const orderRow = async (id: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('given a guest paying digitally', () => {
  it('answers the payment page to go to, and leaves the order unpaid and waiting', async () => {
    const { body, page } = await digitalOrder();
    expect(page).toMatch(/^\/payment\/[0-9a-f-]{36}\?lang=en$/);
    expect(await orderRow(body.order_id)).toMatchObject({
      paymentMethod: 'digital_payment',
      paymentStatus: 'unpaid',
      orderStatus: 'pending',
      nextStepAt: null,
    });
    const [request] = await server.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.orderId, body.order_id));
    expect(request).toMatchObject({
      purpose: 'order',
      status: 'pending',
      amount: body.total_ammount,
    });
  });

  it('shows a page without script, in the shopper language, under a strict policy', async () => {
    const { page } = await digitalOrder('ar');
    const reply = await server.app.inject({ url: page });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' http://localhost");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(reply.body).toContain('dir="rtl"');
    expect(reply.body).toContain('الموافقة على الدفع');
    expect(reply.body).not.toContain('<script');
  });

  it('approving pays the order, starts it moving and returns to the callback', async () => {
    const { body, page } = await digitalOrder();
    const path = page.replace('?', '/approve?');
    const reply = await server.app.inject({
      method: 'POST',
      url: path,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.statusCode).toBe(303);
    const back = new URL(String(reply.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/order-result');
    expect(back.searchParams.get('status')).toBe('success');
    expect(back.searchParams.get('order_id')).toBe(String(body.order_id));
    expect(back.searchParams.get('from')).toBe('checkout');
    const order = await orderRow(body.order_id);
    expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'pending' });
    expect(order?.nextStepAt).toBeInstanceOf(Date);
    const payments = await server.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, body.order_id));
    expect(payments).toMatchObject([{ paymentMethod: 'digital_payment', paymentStatus: 'paid' }]);

    // A later deny changes nothing: the request was settled once.
    const again = await server.app.inject({ method: 'POST', url: page.replace('?', '/deny?') });
    expect(new URL(String(again.headers.location)).searchParams.get('status')).toBe('success');
    expect((await orderRow(body.order_id))?.orderStatus).toBe('pending');
  });

  it('denying fails the order, gives its units back and returns to the callback with cancel', async () => {
    const stockOf = async () =>
      (
        await server.db
          .select({ stock: items.stock })
          .from(items)
          .where(eq(items.id, ids.item.plain))
      )[0]?.stock;
    const before = await stockOf();
    const { body, page } = await digitalOrder();
    expect(await stockOf()).toBe((before ?? 0) - 1);
    const reply = await server.app.inject({ method: 'POST', url: page.replace('?', '/deny?') });
    expect(reply.statusCode).toBe(303);
    expect(new URL(String(reply.headers.location)).searchParams.get('status')).toBe('cancel');
    expect(await orderRow(body.order_id)).toMatchObject({
      orderStatus: 'failed',
      paymentStatus: 'unpaid',
      nextStepAt: null,
    });
    expect(await stockOf()).toBe(before);
    const visit = await server.app.inject({ url: page });
    expect(visit.statusCode).toBe(303);
  });

  it("denying a partial payment puts the wallet's share back", async () => {
    const customer = await newOrderCustomer(server.db, 40);
    await putInCart(server.db, customer, ids.item.plain, 1);
    const placed = await placeAs(server.app, customer, { ...digital, partial_payment: 1 });
    expect(placed.statusCode, placed.body).toBe(200);
    const link = new URL(placed.json<OrderPlacedReply>().redirect_link ?? '');
    expect(await walletOf(customer)).toBe(0);
    await server.app.inject({ method: 'POST', url: `${link.pathname}/deny${link.search}` });
    expect(await walletOf(customer)).toBe(40);
  });

  it('answers an unknown request with a 404 page', async () => {
    const reply = await server.app.inject({ url: '/payment/00000000-0000-4000-8000-000000000000' });
    expect(reply.statusCode).toBe(404);
    expect((await server.app.inject({ url: '/payment/not-an-id' })).statusCode).toBe(404);
  });

  it('refuses a callback on an origin it does not trust, and places nothing', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 1);
    const reply = await placeAs(server.app, guest, {
      ...digital,
      callback: 'https://evil.example/steal',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json<ErrorListReply>().errors).toEqual([
      { code: 'callback', message: 'The return address is not allowed' },
    ]);
    expect(
      await server.db
        .select()
        .from(orders)
        .where(eq(orders.guestId, 'guestId' in guest.owner ? guest.owner.guestId : '')),
    ).toEqual([]);
  });
});
