// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorListReply,
  OfflinePaymentMethod,
  OrderPlacedReply,
} from '../../../../src/core/api/wire';
import { offlinePayments, orders } from '../../db/orderSchema';
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

let server: TestServer;
let ids: OrderFixtures;
let bankTransfer: number;
beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
  const list = await server.app.inject({ url: '/api/v1/offline_payment_method_list' });
  bankTransfer = list.json<OfflinePaymentMethod[]>()[0]?.id ?? 0;
}, 90_000);
afterAll(() => server.close());

async function offlineOrder(method = 'offline_payment') {
  const guest = await newOrderGuest(server.db);
  await putInCart(server.db, guest, ids.item.plain, 1);
  const reply = await placeAs(server.app, guest, { ...CAIRO_ADDRESS, payment_method: method });
  expect(reply.statusCode, reply.body).toBe(200);
  return { guest, orderId: reply.json<OrderPlacedReply>().order_id };
}

function submit(shopper: OrderShopper, body: Record<string, unknown>) {
  const guestId = 'guestId' in shopper.owner ? shopper.owner.guestId : '';
  return server.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/order/offline-payment',
    headers: { 'x-localization': 'en' },
    payload: { guest_id: guestId, ...body },
  });
}

const orderRow = async (id: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('GET /api/v1/offline_payment_method_list', () => {
  it('lists the seeded methods with their fields, in the language asked', async () => {
    const reply = await server.app.inject({
      url: '/api/v1/offline_payment_method_list',
      headers: { 'x-localization': 'ar' },
    });
    const methods = reply.json<OfflinePaymentMethod[]>();
    expect(methods.map((method) => method.method_name)).toEqual(['تحويل بنكي', 'محفظة الهاتف']);
    expect(methods[0]?.method_informations[0]).toEqual({
      customer_input: 'transaction_reference',
      customer_placeholder: 'مرجع التحويل',
      is_required: 1,
    });
    expect(methods[0]?.method_fields[0]).toEqual({
      input_name: 'bank_name',
      input_data: 'Nile Demo Bank',
    });
  });
});

describe('given a guest who ordered to pay offline', () => {
  it('keeps the order unpaid and waiting until the details come', async () => {
    const { orderId } = await offlineOrder();
    expect(await orderRow(orderId)).toMatchObject({
      paymentMethod: 'offline_payment',
      paymentStatus: 'unpaid',
      nextStepAt: null,
    });
  });

  it('refuses details without a required field, and stores nothing', async () => {
    const { guest, orderId } = await offlineOrder();
    const reply = await submit(guest, { order_id: orderId, method_id: bankTransfer });
    expect(reply.statusCode).toBe(422);
    expect(reply.json<ErrorListReply>().errors).toEqual([
      { code: 'transaction_reference', message: 'transaction_reference is required' },
    ]);
    expect(
      await server.db.select().from(offlinePayments).where(eq(offlinePayments.orderId, orderId)),
    ).toEqual([]);
  });

  it('takes the details, verifies them and starts the order; a second submission is refused', async () => {
    const { guest, orderId } = await offlineOrder();
    const reply = await submit(guest, {
      order_id: orderId,
      method_id: bankTransfer,
      transaction_reference: 'TRX-2026-0042',
      customer_note: 'Paid this morning',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ message: 'Payment information submitted' });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'pending' });
    expect(order?.nextStepAt).toBeInstanceOf(Date);
    const [stored] = await server.db
      .select()
      .from(offlinePayments)
      .where(eq(offlinePayments.orderId, orderId));
    expect(stored).toMatchObject({
      methodId: bankTransfer,
      customerData: { transaction_reference: 'TRX-2026-0042' },
      customerNote: 'Paid this morning',
      status: 'verified',
    });
    const again = await submit(guest, {
      order_id: orderId,
      method_id: bankTransfer,
      transaction_reference: 'TRX-2',
    });
    expect(again.statusCode).toBe(403);
  });

  it("answers another shopper's order as not found", async () => {
    const { orderId } = await offlineOrder();
    const stranger = await newOrderGuest(server.db);
    const reply = await submit(stranger, {
      order_id: orderId,
      method_id: bankTransfer,
      transaction_reference: 'TRX-9',
    });
    expect(reply.statusCode).toBe(404);
    expect((await orderRow(orderId))?.paymentStatus).toBe('unpaid');
  });

  it('refuses details for an order paid in cash', async () => {
    const { guest, orderId } = await offlineOrder('cash_on_delivery');
    const reply = await submit(guest, {
      order_id: orderId,
      method_id: bankTransfer,
      transaction_reference: 'TRX-3',
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json<ErrorListReply>().errors[0]?.message).toBe(
      'This order is not waiting for an offline payment',
    );
  });
});

describe('given a customer who paid part from the wallet and the rest offline', () => {
  it('takes the details for the offline part and marks the order paid', async () => {
    const customer = await newOrderCustomer(server.db, 30);
    await putInCart(server.db, customer, ids.item.plain, 1);
    const placed = await placeAs(server.app, customer, {
      ...CAIRO_ADDRESS,
      payment_method: 'offline_payment',
      partial_payment: 1,
    });
    const orderId = placed.json<OrderPlacedReply>().order_id;
    const reply = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/order/offline-payment',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { order_id: orderId, method_id: bankTransfer, transaction_reference: 'TRX-7' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      paymentMethod: 'partial_payment',
      paymentStatus: 'paid',
      partiallyPaidAmount: 30,
    });
  });
});
