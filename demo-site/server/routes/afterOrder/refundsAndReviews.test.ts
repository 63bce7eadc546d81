// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply } from '../../../../src/core/api/wire';
import { IMAGE_MAX_BYTES } from '../../../../src/core/validation';
import { gifBytes, jpegBytes, pngBytes } from '../../../../src/core/validation/imageBytes.fixtures';
import { orders, refunds } from '../../db/orderSchema';
import { items, reviews, stores } from '../../db/schema';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { call, newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { injectFetch } from '../../testing/injectFetch';
import { type FixtureOrder, insertOrder } from '../../testing/placedOrders';
import { REFUND_PHOTO_FOLDER } from './refundRoutes';
import { REVIEW_PHOTO_FOLDER } from './reviewRoutes';

let server: TestServer;
let customer: TestCustomer;
beforeAll(async () => {
  server = await startTestServer();
  customer = await createCustomer(server.db);
}, 60_000);
afterAll(() => server.close());

/** A multipart form of text fields and photos, as 6amMart's clients send one. */
function photoForm(
  fields: Record<string, string | number>,
  field: string,
  photos: Uint8Array<ArrayBuffer>[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [index, bytes] of photos.entries()) {
    form.append(`${field}[]`, new File([bytes], `photo-${index}`));
  }
  return form;
}
const sendForm = async (url: string, form: FormData, token: string) => {
  const response = await injectFetch(server.app)(`http://souq.test${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-localization': 'en' },
    body: form,
  });
  return { statusCode: response.status, json: async () => (await response.json()) as unknown };
};
const placed = (fields: Partial<FixtureOrder> = {}) =>
  insertOrder(server.db, {
    customerId: customer.id,
    storeId: server.fixtures.openStoreId,
    lines: [{ itemId: server.fixtures.cappedItemId, quantity: 1 }],
    status: 'delivered',
    ...fields,
  });
const requestRefund = (body: Record<string, unknown>, token?: string) =>
  call(server.app, {
    method: 'POST',
    url: '/api/v1/customer/order/refund-request',
    body,
    ...(token ? { token } : {}),
  });
const submitReview = (body: Record<string, unknown>, token?: string) =>
  call(server.app, {
    method: 'POST',
    url: '/api/v1/items/reviews/submit',
    body,
    ...(token ? { token } : {}),
  });
const photosIn = (folder: string) => {
  const directory = join(server.imagesDir, folder);
  return existsSync(directory) ? readdirSync(directory) : [];
};
const firstMessage = (reply: { json: () => unknown }) =>
  (reply.json() as ErrorListReply).errors[0]?.message;

describe('given a delivered order of the customer', () => {
  it('takes a refund request with two photos: the order is refund_requested, a pending refund of its amount', async () => {
    const orderId = await placed();
    const reply = await sendForm(
      '/api/v1/customer/order/refund-request',
      photoForm(
        {
          order_id: orderId,
          customer_reason: 'The item arrived damaged',
          customer_note: 'The box was crushed',
        },
        'image',
        [pngBytes(20, 20), jpegBytes(30, 10)],
      ),
      customer.token,
    );
    expect(reply.statusCode).toBe(200);
    expect(await reply.json()).toEqual({ message: 'Refund request sent' });
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.orderStatus).toBe('refund_requested');
    expect(order?.refundRequested).toBeInstanceOf(Date);
    const [refund] = await server.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({
      customerId: customer.id,
      customerReason: 'The item arrived damaged',
      customerNote: 'The box was crushed',
      refundAmount: 100,
      refundStatus: 'pending',
    });
    // Random names, the extension of the type the bytes show; the bytes kept as sent.
    expect(refund?.images).toHaveLength(2);
    expect(refund?.images[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(refund?.images[1]).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const stored = readFileSync(
      join(server.imagesDir, REFUND_PHOTO_FOLDER, refund?.images[0] ?? ''),
    );
    expect(new Uint8Array(stored)).toEqual(pngBytes(20, 20));
    const served = await call(server.app, {
      url: `/images/${REFUND_PHOTO_FOLDER}/${refund?.images[0]}`,
    });
    expect(served.statusCode).toBe(200);
    // Served by the one upload route: as the type of its bytes, never as a page, kept for good.
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${refund?.images[0]}"`,
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const again = await requestRefund(
      { order_id: orderId, customer_reason: 'Again' },
      customer.token,
    );
    expect(again.statusCode).toBe(409);
    expect(firstMessage(again)).toBe('A refund was already requested for this order');
  });

  it('refuses four photos, a photo that is not an image or is too big, and an empty reason — writing nothing', async () => {
    const orderId = await placed();
    const before = photosIn(REFUND_PHOTO_FOLDER).length;
    const gif = gifBytes(5, 5);
    const cases: [Uint8Array<ArrayBuffer>[], string, string][] = [
      [[gif, gif, gif, gif], 'Damaged', 'Maximum 3 images can be send at a time.'],
      [
        [new TextEncoder().encode('%PDF-1.4 not a picture')],
        'Damaged',
        'Only JPG, PNG and GIF images are allowed',
      ],
      [[jpegBytes(10, 10, IMAGE_MAX_BYTES + 1)], 'Damaged', 'Image size must not exceed 2 MB'],
      [[], '   ', 'Reason is required'],
    ];
    for (const [photos, reason, message] of cases) {
      const reply = await sendForm(
        '/api/v1/customer/order/refund-request',
        photoForm({ order_id: orderId, customer_reason: reason }, 'image', photos),
        customer.token,
      );
      expect(reply.statusCode).toBe(422);
      expect(((await reply.json()) as ErrorListReply).errors[0]?.message).toBe(message);
    }
    expect(photosIn(REFUND_PHOTO_FOLDER)).toHaveLength(before);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.orderStatus).toBe('delivered');
    expect(await server.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
  });

  it('lets two simultaneous refund requests of one order write one refund', async () => {
    const orderId = await placed();
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        requestRefund({ order_id: orderId, customer_reason: 'Damaged' }, customer.token),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await server.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(
      1,
    );
  });
});

describe('given an order that is not delivered, or not the caller’s', () => {
  it('refuses a refund of a running order, and finds no other customer’s or guest’s', async () => {
    const running = await placed({ status: 'processing' });
    const reply = await requestRefund(
      { order_id: running, customer_reason: 'Late' },
      customer.token,
    );
    expect(reply.statusCode).toBe(403);
    expect(firstMessage(reply)).toBe('Only a delivered order can be refunded');
    const stranger = await createCustomer(server.db);
    const strangers = await placed({ customerId: stranger.id });
    const notMine = await requestRefund(
      { order_id: strangers, customer_reason: 'Mine' },
      customer.token,
    );
    expect(notMine.statusCode).toBe(404);
    const guestId = await newGuest(server.app);
    const guests = await insertOrder(server.db, {
      guestId,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
      status: 'delivered',
    });
    expect(
      (await requestRefund({ order_id: guests, customer_reason: 'x' }, customer.token)).statusCode,
    ).toBe(404);
    const own = await requestRefund({
      order_id: guests,
      customer_reason: 'Damaged',
      guest_id: guestId,
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers a malformed order id with 422', async () => {
    for (const order_id of ['abc', -1, null]) {
      expect(
        (await requestRefund({ order_id, customer_reason: 'x' }, customer.token)).statusCode,
      ).toBe(422);
    }
  });
});

describe('given a customer reviewing an item of a delivered order', () => {
  const itemOf = async (itemId: number) => {
    const [item] = await server.db.select().from(items).where(eq(items.id, itemId));
    return item;
  };

  it('writes the review with its photo, and the item’s and store’s rating and count follow', async () => {
    const itemId = server.fixtures.lowStockItemId;
    const first = await placed({ lines: [{ itemId, quantity: 1 }] });
    const second = await placed({ lines: [{ itemId, quantity: 1 }] });
    const reply = await sendForm(
      '/api/v1/items/reviews/submit',
      photoForm(
        { item_id: itemId, order_id: first, rating: 5, comment: 'Fresh and sweet' },
        'attachment',
        [pngBytes(8, 8)],
      ),
      customer.token,
    );
    expect(reply.statusCode).toBe(200);
    expect(await reply.json()).toEqual({ message: 'Review submitted successfully' });
    expect(await itemOf(itemId)).toMatchObject({ avgRating: 5, ratingCount: 1 });
    const other = await submitReview(
      { item_id: itemId, order_id: second, rating: 2, comment: 'Bruised' },
      customer.token,
    );
    expect(other.statusCode).toBe(200);
    expect(await itemOf(itemId)).toMatchObject({ avgRating: 3.5, ratingCount: 2 });
    const [store] = await server.db
      .select()
      .from(stores)
      .where(eq(stores.id, server.fixtures.openStoreId));
    expect(store).toMatchObject({ ratingCount: 2, avgRating: 3.5 });
    const [written] = await server.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderId, first), eq(reviews.itemId, itemId)));
    expect(written).toMatchObject({
      customerId: customer.id,
      rating: 5,
      comment: 'Fresh and sweet',
    });
    expect(written?.images).toEqual([expect.stringMatching(/\.png$/)]);
    expect(photosIn(REVIEW_PHOTO_FOLDER)).toContain(written?.images[0]);

    const listed = await call(server.app, { url: `/api/v1/items/reviews/${itemId}` });
    expect(listed.json<{ total_size: number }>().total_size).toBe(2);

    const again = await submitReview(
      { item_id: itemId, order_id: first, rating: 1, comment: 'Again' },
      customer.token,
    );
    expect(again.statusCode).toBe(409);
    expect(firstMessage(again)).toBe('You already reviewed this item for this order');
    expect(await itemOf(itemId)).toMatchObject({ avgRating: 3.5, ratingCount: 2 });
  });

  it('refuses an item of a running order, an item not in the order, and another’s order', async () => {
    const itemId = server.fixtures.plainItemId;
    const running = await placed({ status: 'picked_up', lines: [{ itemId, quantity: 1 }] });
    const notDelivered = await submitReview(
      { item_id: itemId, order_id: running, rating: 4, comment: 'Good' },
      customer.token,
    );
    expect(notDelivered.statusCode).toBe(403);
    expect(firstMessage(notDelivered)).toBe('Only items of your delivered orders can be reviewed');
    const delivered = await placed({ lines: [{ itemId, quantity: 1 }] });
    const otherItem = await submitReview(
      { item_id: server.fixtures.variedItemId, order_id: delivered, rating: 4, comment: 'Good' },
      customer.token,
    );
    expect(otherItem.statusCode).toBe(403);
    const stranger = await createCustomer(server.db);
    const strangers = await placed({ customerId: stranger.id, lines: [{ itemId, quantity: 1 }] });
    const notMine = await submitReview(
      { item_id: itemId, order_id: strangers, rating: 4, comment: 'Good' },
      customer.token,
    );
    expect(notMine.statusCode).toBe(404);
    expect((await itemOf(itemId))?.ratingCount).toBe(0);
  });

  it('refuses a missing or out-of-range rating, an empty comment and a guest', async () => {
    const itemId = server.fixtures.plainItemId;
    const orderId = await placed({ lines: [{ itemId, quantity: 1 }] });
    const cases: [Record<string, unknown>, string][] = [
      [{ comment: 'Nice' }, 'Rating is required'],
      [{ rating: 6, comment: 'Nice' }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 4.5, comment: 'Nice' }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 'five', comment: 'Nice' }, 'rating is invalid'],
      [{ rating: 4, comment: ' ' }, 'Comment is required'],
    ];
    for (const [fields, message] of cases) {
      const reply = await submitReview(
        { item_id: itemId, order_id: orderId, ...fields },
        customer.token,
      );
      expect(reply.statusCode).toBe(422);
      expect(firstMessage(reply)).toBe(message);
    }
    const guestId = await newGuest(server.app);
    const asGuest = await submitReview({
      item_id: itemId,
      order_id: orderId,
      rating: 4,
      comment: 'x',
      guest_id: guestId,
    });
    expect(asGuest.statusCode).toBe(401);
    expect((await itemOf(itemId))?.ratingCount).toBe(0);
  });
});
