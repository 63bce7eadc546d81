// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, WishList } from '../../../../src/core/api/wire';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { call, newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());

const wishlist = (token: string | undefined, language: 'ar' | 'en' = 'en') =>
  call(server.app, { url: '/api/v1/customer/wish-list', language, ...(token ? { token } : {}) });
const add = (token: string | undefined, query: string) =>
  call(server.app, {
    method: 'POST',
    url: `/api/v1/customer/wish-list/add?${query}`,
    ...(token ? { token } : {}),
  });
const remove = (token: string | undefined, query: string) =>
  call(server.app, {
    method: 'DELETE',
    url: `/api/v1/customer/wish-list/remove?${query}`,
    ...(token ? { token } : {}),
  });

describe('given a signed-in customer', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(server.db);
  });

  it('starts with an empty wishlist of items and stores', async () => {
    const fresh = await createCustomer(server.db);
    const reply = await wishlist(fresh.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ item: [], store: [] });
  });

  it('adds an item and a store and lists them, named in the language asked for', async () => {
    const addedItem = await add(customer.token, `item_id=${server.fixtures.plainItemId}`);
    expect(addedItem.statusCode).toBe(200);
    expect(addedItem.json()).toEqual({ message: 'Added to wishlist' });
    const addedStore = await add(customer.token, `store_id=${server.fixtures.openStoreId}`);
    expect(addedStore.statusCode).toBe(200);

    const english = (await wishlist(customer.token)).json<WishList>();
    expect(english.item).toEqual([
      expect.objectContaining({
        id: server.fixtures.plainItemId,
        name: 'Item plain',
        discounted_price: 90,
      }),
    ]);
    expect(english.store).toEqual([
      expect.objectContaining({ id: server.fixtures.openStoreId, name: 'open store' }),
    ]);
    const arabic = (await wishlist(customer.token, 'ar')).json<WishList>();
    expect(arabic.item[0]?.name).toBe('منتج plain');
  });

  it("refuses the same item twice with 409 'Already in your wishlist'", async () => {
    await add(customer.token, `item_id=${server.fixtures.cappedItemId}`);
    const again = await add(customer.token, `item_id=${server.fixtures.cappedItemId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: [{ code: 'wishlist', message: 'Already in your wishlist' }],
    });
  });

  it('removes an item, and removing it again still succeeds', async () => {
    await add(customer.token, `item_id=${server.fixtures.lowStockItemId}`);
    const removed = await remove(customer.token, `item_id=${server.fixtures.lowStockItemId}`);
    expect(removed.json()).toEqual({ message: 'Removed from wishlist' });
    const ids = (await wishlist(customer.token)).json<WishList>().item.map((item) => item.id);
    expect(ids).not.toContain(server.fixtures.lowStockItemId);
    const again = await remove(customer.token, `item_id=${server.fixtures.lowStockItemId}`);
    expect(again.statusCode).toBe(200);
  });

  it('answers 404 for an item or store that does not exist', async () => {
    const item = await add(customer.token, 'item_id=999999');
    const store = await add(customer.token, 'store_id=999999');
    expect(item.statusCode).toBe(404);
    expect(item.json()).toEqual({ errors: [{ code: 'item_id', message: 'Item not found' }] });
    expect(store.json()).toEqual({ errors: [{ code: 'store_id', message: 'Store not found' }] });
  });

  it.each([
    ['neither item_id nor store_id', '', 'item_id is required'],
    ['both item_id and store_id', 'item_id=1&store_id=1', 'store_id is invalid'],
    ['an item_id that is not a number', 'item_id=abc', 'item_id is invalid'],
    ['an item_id beyond any row id', 'item_id=99999999999', 'item_id is invalid'],
  ])('refuses %s with 422', async (_case, query, message) => {
    const reply = await add(customer.token, query);
    expect(reply.statusCode).toBe(422);
    expect(reply.json<ErrorListReply>().errors[0]?.message).toBe(message);
  });
});

describe('given two customers', () => {
  it('neither sees nor removes what the other wished for', async () => {
    const alice = await createCustomer(server.db);
    const bob = await createCustomer(server.db);
    await add(alice.token, `item_id=${server.fixtures.variedItemId}`);

    expect((await wishlist(bob.token)).json()).toEqual({ item: [], store: [] });
    await remove(bob.token, `item_id=${server.fixtures.variedItemId}`);
    const alices = (await wishlist(alice.token)).json<WishList>();
    expect(alices.item.map((item) => item.id)).toEqual([server.fixtures.variedItemId]);
  });
});

describe('given a guest', () => {
  it.each([
    ['list', () => wishlist(undefined)],
    ['add', () => add(undefined, `item_id=${server.fixtures.plainItemId}`)],
    ['remove', () => remove(undefined, `item_id=${server.fixtures.plainItemId}`)],
  ])('refuses to %s with 401, guest id or not', async (_action, send) => {
    const reply = await send();
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });

  it('refuses a guest id in place of a token', async () => {
    const guestId = await newGuest(server.app);
    const reply = await call(server.app, {
      method: 'POST',
      url: `/api/v1/customer/wish-list/add?item_id=${server.fixtures.plainItemId}&guest_id=${guestId}`,
    });
    expect(reply.statusCode).toBe(401);
  });
});
