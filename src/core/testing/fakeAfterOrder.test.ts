import { describe, expect, it } from 'vitest';
import type { ErrorListReply, LedgerPage, OrderPage, WalletTransaction } from '../api/wire';
import { IMAGE_MAX_BYTES } from '../validation/imageRules';
import { gifBytes, pngBytes } from '../validation/imageBytes.fixtures';
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

  it('takes photos as file parts of a form, and refuses what the demo server refuses', async () => {
    const shop = createFakeShop();
    shop.orders.put(fakeOrder({ id: 11, status: 'delivered', itemId: 3 }));
    const postForm = async (
      path: string,
      fields: Record<string, string>,
      files: File[],
      field: string,
    ) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const file of files) form.append(`${field}[]`, file);
      const response = await shop.fetch(`http://fake.shop/api/v1/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shop.token}`, 'x-localization': 'en' },
        body: form,
      });
      const body = (await response.json()) as ErrorListReply;
      return { status: response.status, error: body.errors?.[0]?.message };
    };
    const gif = new File([gifBytes(4, 4)], 'a.gif');
    const refund = { order_id: '11', customer_reason: 'Damaged' };
    const refused: [File[], string][] = [
      [[gif, gif, gif, gif], 'Maximum 3 images can be send at a time.'],
      [
        [new File(['<svg/>'], 'a.png', { type: 'image/png' })],
        'Only JPG, PNG and GIF images are allowed',
      ],
      [
        [new File([pngBytes(4, 4, IMAGE_MAX_BYTES + 1)], 'a.png')],
        'Image size must not exceed 2 MB',
      ],
    ];
    for (const [files, error] of refused) {
      expect(await postForm('customer/order/refund-request', refund, files, 'image')).toEqual({
        status: 422,
        error,
      });
    }
    expect(shop.orders.statusOf(11)).toBe('delivered');
    const base64 = await send(shop, 'POST', 'customer/order/refund-request', {
      ...refund,
      image: ['R0lGODlh'],
    });
    expect((base64.body as ErrorListReply).errors[0]?.message).toBe(
      'Send photos as files of a multipart form',
    );
    const review = { item_id: '3', order_id: '11', rating: '5', comment: 'Fresh' };
    expect(
      (await postForm('items/reviews/submit', review, [gif, gif, gif], 'attachment')).status,
    ).toBe(200);
    expect((await postForm('customer/order/refund-request', refund, [gif], 'image')).status).toBe(
      200,
    );
    expect(shop.orders.statusOf(11)).toBe('refund_requested');
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
