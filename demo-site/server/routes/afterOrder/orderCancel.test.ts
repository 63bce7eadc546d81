// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancellationReasonPage,
  ErrorListReply,
  RefundReasonsReply,
} from '../../../../src/core/api/wire';
import { orders, walletTransactions } from '../../db/orderSchema';
import { flashSaleItems, items } from '../../db/schema';
import { stepDueOrders } from '../../orders/lifecycle';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { call, newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { insertFlashSale } from '../../testing/insertFlashSale';
import { type FixtureOrder, insertOrder, writeOrderConfig } from '../../testing/placedOrders';

let server: TestServer;
let customer: TestCustomer;
beforeAll(async () => {
  server = await startTestServer();
  await writeOrderConfig(server.db);
  customer = await createCustomer(server.db);
}, 60_000);
afterAll(() => server.close());

const cancel = (body: Record<string, unknown>, token?: string, language: 'ar' | 'en' = 'en') =>
  call(server.app, {
    method: 'PUT',
    url: '/api/v1/customer/order/cancel',
    body,
    language,
    ...(token ? { token } : {}),
  });
const switchToCash = (body: Record<string, unknown>, token?: string) =>
  call(server.app, {
    method: 'PUT',
    url: '/api/v1/customer/order/payment-method',
    body,
    ...(token ? { token } : {}),
  });

const orderOf = async (orderId: number) => {
  const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} is gone`);
  return order;
};
const itemOf = async (itemId: number) => {
  const [item] = await server.db.select().from(items).where(eq(items.id, itemId));
  if (!item) throw new Error(`item ${itemId} is gone`);
  return item;
};
const refundsOf = (orderId: number) =>
  server.db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.reference, String(orderId)),
        eq(walletTransactions.transactionType, 'order_refund'),
      ),
    );
const placed = (fields: Partial<FixtureOrder> = {}) =>
  insertOrder(server.db, {
    customerId: customer.id,
    storeId: server.fixtures.openStoreId,
    lines: [{ itemId: server.fixtures.plainItemId, quantity: 2 }],
    ...fields,
  });

describe('given the reasons the shop offers', () => {
  it('lists cancellation reasons in the language asked for, paged', async () => {
    const english = await call(server.app, { url: '/api/v1/customer/order/cancellation-reasons' });
    expect(english.statusCode).toBe(200);
    const page = english.json<CancellationReasonPage>();
    expect(page).toMatchObject({ total_size: 4, limit: '10', offset: '1' });
    expect(page.data[0]).toEqual({
      id: 1,
      reason: 'I ordered by mistake',
      user_type: 'customer',
      status: 1,
    });
    const arabic = await call(server.app, {
      url: '/api/v1/customer/order/cancellation-reasons?limit=2&offset=2',
      language: 'ar',
    });
    expect(arabic.json<CancellationReasonPage>().data.map((reason) => reason.id)).toEqual([3, 4]);
    expect(arabic.json<CancellationReasonPage>().data[0]?.reason).toBe('أريد تغيير طلبي');
  });

  it('lists refund reasons', async () => {
    const reply = await call(server.app, { url: '/api/v1/customer/order/refund-reasons' });
    expect(reply.json<RefundReasonsReply>().refund_reasons).toHaveLength(4);
  });
});

describe('given a pending order paid from the wallet, with a line sold in a flash sale', () => {
  it('cancels it: status, who and why, stock and sale stock back, the money back in the wallet', async () => {
    const { plainItemId, variedItemId } = server.fixtures;
    const saleId = await insertFlashSale(server.db, {
      moduleId: 1,
      itemId: plainItemId,
      hours: { from: -1, to: 5 },
      terms: { discount: 10, discountType: 'percent' },
    });
    await server.db
      .update(flashSaleItems)
      .set({ sold: 3 })
      .where(eq(flashSaleItems.flashSaleId, saleId));
    const before = { plain: await itemOf(plainItemId), varied: await itemOf(variedItemId) };
    const orderId = await placed({
      paymentMethod: 'wallet',
      lines: [
        { itemId: plainItemId, quantity: 2, flashSaleId: saleId },
        { itemId: variedItemId, quantity: 1, variationType: 'Small' },
      ],
    });

    const reply = await cancel(
      { order_id: orderId, reason: 'I ordered by mistake' },
      customer.token,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Order canceled successfully' });

    expect(await orderOf(orderId)).toMatchObject({
      orderStatus: 'canceled',
      canceledBy: 'customer',
      cancellationReason: 'I ordered by mistake',
      nextStepAt: null,
    });
    expect((await orderOf(orderId)).canceled).toBeInstanceOf(Date);
    const after = { plain: await itemOf(plainItemId), varied: await itemOf(variedItemId) };
    expect(after.plain.stock).toBe(before.plain.stock + 2);
    expect(after.varied.stock).toBe(before.varied.stock + 1);
    expect(after.varied.variations.find((v) => v.type === 'Small')?.stock).toBe(
      (before.varied.variations.find((v) => v.type === 'Small')?.stock ?? 0) + 1,
    );
    expect(after.varied.variations.find((v) => v.type === 'Large')?.stock).toBe(0);
    const [sale] = await server.db
      .select()
      .from(flashSaleItems)
      .where(eq(flashSaleItems.flashSaleId, saleId));
    expect(sale?.sold).toBe(1);
    expect(await refundsOf(orderId)).toEqual([expect.objectContaining({ credit: 250 })]);
  });

  it('gives back only the wallet share of a partial payment, and nothing of cash', async () => {
    const partial = await placed({
      paymentMethod: 'partial_payment',
      partiallyPaidAmount: 40,
      status: 'confirmed',
    });
    expect(
      (await cancel({ order_id: partial, reason: 'Changed my mind' }, customer.token)).statusCode,
    ).toBe(200);
    expect(await refundsOf(partial)).toEqual([expect.objectContaining({ credit: 40 })]);
    const cash = await placed();
    expect(
      (await cancel({ order_id: cash, reason: 'Changed my mind' }, customer.token)).statusCode,
    ).toBe(200);
    expect(await refundsOf(cash)).toEqual([]);
  });
});

describe('given an order the store has started on', () => {
  it('refuses to cancel it, in the language asked for, and changes nothing', async () => {
    const orderId = await placed({ status: 'processing', paymentMethod: 'wallet' });
    const stock = (await itemOf(server.fixtures.plainItemId)).stock;
    const english = await cancel({ order_id: orderId, reason: 'Too slow' }, customer.token);
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({
      errors: [{ code: 'order_id', message: 'This order can no longer be canceled' }],
    });
    const arabic = await cancel({ order_id: orderId, reason: 'Too slow' }, customer.token, 'ar');
    expect(arabic.json<ErrorListReply>().errors[0]?.message).toBe(
      'لم يعد من الممكن إلغاء هذا الطلب',
    );
    expect((await orderOf(orderId)).orderStatus).toBe('processing');
    expect((await itemOf(server.fixtures.plainItemId)).stock).toBe(stock);
    expect(await refundsOf(orderId)).toEqual([]);
    for (const status of ['delivered', 'canceled'] as const) {
      const done = await placed({ status });
      expect(
        (await cancel({ order_id: done, reason: 'Too slow' }, customer.token)).statusCode,
      ).toBe(403);
    }
  });
});

describe('given someone else’s order or bad input', () => {
  it("finds no other customer's order and no guest's", async () => {
    const stranger = await createCustomer(server.db);
    const strangers = await placed({ customerId: stranger.id });
    const reply = await cancel({ order_id: strangers, reason: 'Mine now' }, customer.token);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ errors: [{ code: 'order_id', message: 'Order not found' }] });
    expect((await orderOf(strangers)).orderStatus).toBe('pending');
    const guestId = await newGuest(server.app);
    const otherGuest = await newGuest(server.app);
    const guests = await insertOrder(server.db, {
      guestId,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
    });
    expect((await cancel({ order_id: guests, reason: 'x', guest_id: otherGuest })).statusCode).toBe(
      404,
    );
    expect((await cancel({ order_id: guests, reason: 'x' }, customer.token)).statusCode).toBe(404);
    const own = await cancel({ order_id: guests, reason: 'Ordered twice', guest_id: guestId });
    expect(own.statusCode).toBe(200);
  });

  it('answers missing or malformed fields with 422, never a 500', async () => {
    const orderId = await placed();
    const bodies = [
      { order_id: orderId },
      { order_id: orderId, reason: '   ' },
      { order_id: 'abc', reason: 'x' },
      { order_id: orderId, reason: 'x'.repeat(256) },
      { reason: 'x' },
    ];
    for (const body of bodies) {
      const reply = await cancel(body, customer.token);
      expect(reply.statusCode).toBe(422);
    }
    expect((await orderOf(orderId)).orderStatus).toBe('pending');
  });
});

describe('given a cancel racing the lifecycle step', () => {
  it('either cancels a confirmed order or finds it processing, never both', async () => {
    const start = new Date();
    const raced = await Promise.all(
      Array.from({ length: 6 }, () =>
        placed({ status: 'confirmed', paymentMethod: 'wallet', nextStepAt: start }),
      ),
    );
    const stockBefore = (await itemOf(server.fixtures.plainItemId)).stock;
    const replies = await Promise.all([
      ...raced.map((orderId) => cancel({ order_id: orderId, reason: 'Racing' }, customer.token)),
      stepDueOrders(server.db, { now: start, paceSeconds: 60 }),
    ]);
    let canceled = 0;
    for (const [index, orderId] of raced.entries()) {
      const reply = replies[index] as { statusCode: number };
      const order = await orderOf(orderId);
      if (reply.statusCode === 200) {
        canceled += 1;
        expect(order).toMatchObject({ orderStatus: 'canceled', nextStepAt: null });
        expect(await refundsOf(orderId)).toHaveLength(1);
      } else {
        expect(reply.statusCode).toBe(403);
        expect(order.orderStatus).toBe('processing');
        expect(await refundsOf(orderId)).toHaveLength(0);
      }
    }
    expect((await itemOf(server.fixtures.plainItemId)).stock).toBe(stockBefore + 2 * canceled);
  });
});

describe('given a pending order waiting for its digital payment', () => {
  it('switches it to cash on delivery, and it starts moving', async () => {
    const orderId = await placed({ paymentMethod: 'digital_payment', paymentStatus: 'unpaid' });
    const reply = await switchToCash({ order_id: orderId }, customer.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Payment method switched to cash on delivery' });
    const order = await orderOf(orderId);
    expect(order.paymentMethod).toBe('cash_on_delivery');
    expect(order.nextStepAt).toBeInstanceOf(Date);
  });

  it('refuses a cash order, a paid one, one under way and one over the cash cap, and finds no other customer’s', async () => {
    for (const fields of [
      {},
      { paymentMethod: 'wallet' as const },
      {
        paymentMethod: 'digital_payment' as const,
        paymentStatus: 'unpaid' as const,
        status: 'confirmed' as const,
      },
    ]) {
      const orderId = await placed(fields);
      const reply = await switchToCash({ order_id: orderId }, customer.token);
      expect(reply.statusCode).toBe(403);
      expect(reply.json<ErrorListReply>().errors[0]?.message).toBe(
        'Only a pending, unpaid order can switch to cash on delivery',
      );
    }
    const dear = await placed({
      paymentMethod: 'digital_payment',
      paymentStatus: 'unpaid',
      orderAmount: 1500,
    });
    const overCap = await switchToCash({ order_id: dear }, customer.token);
    expect(overCap.statusCode).toBe(403);
    expect(overCap.json<ErrorListReply>().errors[0]?.message).toBe(
      'You can not Order more then 1000 on COD order',
    );
    expect((await orderOf(dear)).paymentMethod).toBe('digital_payment');
    const stranger = await createCustomer(server.db);
    const strangers = await placed({
      customerId: stranger.id,
      paymentMethod: 'digital_payment',
      paymentStatus: 'unpaid',
    });
    expect((await switchToCash({ order_id: strangers }, customer.token)).statusCode).toBe(404);
    expect((await orderOf(strangers)).paymentMethod).toBe('digital_payment');
    expect(
      (await switchToCash({ order_id: strangers, payment_method: 'wallet' }, customer.token))
        .statusCode,
    ).toBe(422);
  });
});
