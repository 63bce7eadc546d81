// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/orderSchema';
import { authTokens, cartItems, customers, items, reviews, wishlists } from '../../db/schema';
import { issueToken } from '../../http/tokens';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { call, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { insertOrder } from '../../testing/placedOrders';
import { storeImages } from '../../uploads/imageUpload';
import { realPng } from '../../uploads/realImages.fixtures';
import { PROFILE_PICTURE_FOLDER } from '../../uploads/uploadFolders';
import { REVIEW_PHOTO_FOLDER } from '../afterOrder/reviewRoutes';

/*
 * DELETE customer/remove-account: the personal data goes, the shop's orders stay without it, and
 * no token of the account opens anything afterwards.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());

const removeAccount = (token: string, language: 'ar' | 'en' = 'en') =>
  call(server.app, { method: 'DELETE', url: '/api/v1/customer/remove-account', token, language });

async function customerWithHistory(): Promise<
  TestCustomer & { orderId: number; picture: string; reviewPhoto: string }
> {
  const customer = await createCustomer(server.db);
  const orderId = await insertOrder(server.db, {
    customerId: customer.id,
    storeId: server.fixtures.openStoreId,
    lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
    status: 'delivered',
  });
  const added = await call(server.app, {
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    token: customer.token,
    body: {
      model: 'Item',
      item_id: server.fixtures.plainItemId,
      price: 0,
      quantity: 1,
      variation: [],
    },
  });
  expect(added.statusCode).toBe(200);
  const wished = await call(server.app, {
    method: 'POST',
    url: `/api/v1/customer/wish-list/add?item_id=${server.fixtures.plainItemId}`,
    token: customer.token,
  });
  expect(wished.statusCode).toBe(200);
  const { names } = await storeImages(server.imagesDir, PROFILE_PICTURE_FOLDER, [
    { bytes: realPng(2, 2), extension: 'png' },
  ]);
  const picture = names[0] ?? '';
  await server.db.update(customers).set({ image: picture }).where(eq(customers.id, customer.id));
  const { names: photos } = await storeImages(server.imagesDir, REVIEW_PHOTO_FOLDER, [
    { bytes: realPng(3, 3), extension: 'png' },
  ]);
  const reviewPhoto = photos[0] ?? '';
  await server.db.insert(reviews).values({
    itemId: server.fixtures.plainItemId,
    customerId: customer.id,
    orderId,
    rating: 2,
    comment: 'Too ripe',
    images: [reviewPhoto],
  });
  await server.db
    .update(items)
    .set({ ratingCount: 1, avgRating: 2 })
    .where(eq(items.id, server.fixtures.plainItemId));
  return { ...customer, orderId, picture, reviewPhoto };
}

describe('given a customer with a delivered order, a review, a cart, a wishlist and a picture', () => {
  it('erases the account and its personal data, and keeps the order without them', async () => {
    const customer = await customerWithHistory();
    const otherDevice = await issueToken(server.db, customer.id);

    const reply = await removeAccount(customer.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Account deleted successfully' });

    expect(await server.db.select().from(customers).where(eq(customers.id, customer.id))).toEqual(
      [],
    );
    expect(
      await server.db.select().from(authTokens).where(eq(authTokens.customerId, customer.id)),
    ).toEqual([]);
    expect(
      await server.db.select().from(cartItems).where(eq(cartItems.customerId, customer.id)),
    ).toEqual([]);
    expect(
      await server.db.select().from(wishlists).where(eq(wishlists.customerId, customer.id)),
    ).toEqual([]);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, customer.orderId));
    expect(order).toMatchObject({ customerId: null, orderStatus: 'delivered' });
    expect(order?.deliveryAddress).toMatchObject({
      contact_person_name: '',
      contact_person_number: '',
      address: '',
      latitude: '0',
      longitude: '0',
    });
    expect(existsSync(join(server.imagesDir, PROFILE_PICTURE_FOLDER, customer.picture))).toBe(
      false,
    );

    for (const token of [customer.token, otherDevice]) {
      const info = await call(server.app, { url: '/api/v1/customer/info', token });
      expect(info.statusCode).toBe(401);
    }
    const login = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email_or_phone: customer.phone, password: customer.password },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('given a customer with a delivery under way', () => {
  it('refuses, translated, and removes nothing', async () => {
    const customer = await createCustomer(server.db);
    await insertOrder(server.db, {
      customerId: customer.id,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
      status: 'picked_up',
    });
    const reply = await removeAccount(customer.token, 'ar');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({
      errors: [{ code: 'on-going', message: 'يُرجى إكمال طلباتك الجارية أولًا' }],
    });
    expect(
      (await call(server.app, { url: '/api/v1/customer/info', token: customer.token })).statusCode,
    ).toBe(200);
  });
});

it('asks for a signed-in customer', async () => {
  const reply = await call(server.app, {
    method: 'DELETE',
    url: '/api/v1/customer/remove-account',
  });
  expect(reply.statusCode).toBe(401);
});
