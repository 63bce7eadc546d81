import { describe, expect, it } from 'vitest';
import type { ErrorListReply, LedgerPage, OrderPage, WalletTransaction } from '../api/wire';
import { fakeOrder } from './fakeOrderFixtures';
import { createFakeShop } from './fakeShop';

const send = async (
  shop: ReturnType<typeof createFakeShop>,
  method: string,
  path: string,
  body?: Record<string, unknown>,
) => {
  const response = await shop.fetch(`http://fake.shop/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${shop.token}`, 'x-localization': 'en' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('given a fake shop holding the shopper’s orders', () => {
  it('lists running and previous orders apart, newest first', async () => {
    const shop = createFakeShop();
    shop.orders.put(fakeOrder({ id: 100001, status: 'delivered' }));
    shop.orders.put(fakeOrder({ id: 100002, status: 'pending' }));
    shop.orders.put(fakeOrder({ id: 100003, status: 'processing' }));
    const running = await send(shop, 'GET', 'customer/order/running-orders');
    expect((running.body as OrderPage).orders.map((order) => order.id)).toEqual([100003, 100002]);
    const previous = await send(shop, 'GET', 'customer/order/list');
    expect((previous.body as OrderPage).total_size).toBe(1);
  });

  it('cancels a pending wallet order into the wallet, and refuses one under way', async () => {
    const shop = createFakeShop();
    shop.orders.put(
      fakeOrder({ id: 7, paymentMethod: 'wallet', paymentStatus: 'paid', amount: 40 }),
    );
    shop.orders.put(fakeOrder({ id: 8, status: 'handover' }));
    const before = shop.orders.balances().wallet;
    expect(
      (await send(shop, 'PUT', 'customer/order/cancel', { order_id: 7, reason: 'Oops' })).status,
    ).toBe(200);
    expect(shop.orders.statusOf(7)).toBe('canceled');
    expect(shop.orders.balances().wallet).toBe(before + 40);
    const refused = await send(shop, 'PUT', 'customer/order/cancel', {
      order_id: 8,
      reason: 'Oops',
    });
    expect(refused.status).toBe(403);
    expect((refused.body as ErrorListReply).errors[0]?.message).toBe(
      'This order can no longer be canceled',
    );
  });

  it('takes one refund request and one review per item of a delivered order', async () => {
    const shop = createFakeShop();
    shop.orders.put(fakeOrder({ id: 9, status: 'delivered', itemId: 3 }));
    const review = { item_id: 3, order_id: 9, rating: 5, comment: 'Fresh' };
    expect((await send(shop, 'POST', 'items/reviews/submit', review)).status).toBe(200);
    expect((await send(shop, 'POST', 'items/reviews/submit', review)).status).toBe(409);
    const refund = { order_id: 9, customer_reason: 'Damaged' };
    expect((await send(shop, 'POST', 'customer/order/refund-request', refund)).status).toBe(200);
    expect(shop.orders.statusOf(9)).toBe('refund_requested');
    expect((await send(shop, 'POST', 'customer/order/refund-request', refund)).status).toBe(409);
  });

  it('converts points into the wallet and shows both movements', async () => {
    const shop = createFakeShop();
    const { wallet, points } = shop.orders.balances();
    expect(
      (await send(shop, 'POST', 'customer/loyalty-point/point-transfer', { point: 200 })).status,
    ).toBe(200);
    expect(shop.orders.balances()).toEqual({ wallet: wallet + 20, points: points - 200 });
    const ledger = await send(shop, 'GET', 'customer/wallet/transactions');
    expect((ledger.body as LedgerPage<WalletTransaction>).data[0]).toMatchObject({
      transaction_type: 'point_to_wallet',
      credit: 20,
    });
  });
});
