// @vitest-environment node
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerCartRow } from '../../../../src/core/api/wire';
import { cartItems, items } from '../../db/schema';
import { createCustomer } from '../../testing/accountFixtures';
import { call } from '../../testing/accountTestServer';
import { cartClient } from '../../testing/cartTestClient';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderGuest,
  type OrderFixtures,
  placeAs,
  putInCart,
} from '../../testing/orderFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';

/*
 * On PGlite the server keeps each cart's lines in memory once read (cartLinesMemory.ts). Every
 * write that does not go through the cart routes — an order taking the lines, a guest cart
 * merged at sign-in, SQL written straight to the table — must show in the next cart call. The
 * same calls hold on PostgreSQL, where every cart call reads the table.
 */

let server: TestServer;
let ids: OrderFixtures;
beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
}, 90_000);
afterAll(() => server.close());

const rowsOf = (reply: { json<T>(): T }) => reply.json<ServerCartRow[]>();

/** A guest with a cart the server has answered for (so kept in memory on PGlite). */
async function listedGuestCart() {
  const guest = await newOrderGuest(server.db);
  if (!('guestId' in guest.owner)) throw new Error('a guest has a guest id');
  const cart = cartClient(server.app, { guestId: guest.owner.guestId });
  expect((await cart.add({ item_id: ids.item.plain, quantity: 2 })).statusCode).toBe(200);
  expect(rowsOf(await cart.list())).toHaveLength(1);
  return { guest, guestId: guest.owner.guestId, cart };
}

describe('given a cart the server has already listed', () => {
  it('lists it empty once an order is placed from it', async () => {
    const { guest, cart } = await listedGuestCart();
    const placed = await placeAs(server.app, guest, {
      payment_method: 'cash_on_delivery',
      ...CAIRO_ADDRESS,
    });
    expect(placed.statusCode).toBe(200);
    expect(rowsOf(await cart.list())).toEqual([]);
  });

  it('lists a line written straight into the table', async () => {
    const { guest, cart } = await listedGuestCart();
    await putInCart(server.db, guest, ids.item.scarce, 3);
    expect(rowsOf(await cart.list())).toEqual([
      expect.objectContaining({ item_id: ids.item.plain, quantity: 2 }),
      expect.objectContaining({ item_id: ids.item.scarce, quantity: 3 }),
    ]);
  });

  it('lists a quantity changed, and a line deleted, straight in the table', async () => {
    const { guest, guestId, cart } = await listedGuestCart();
    await putInCart(server.db, guest, ids.item.scarce, 1);
    expect(rowsOf(await cart.list())).toHaveLength(2);
    await server.db
      .update(cartItems)
      .set({ quantity: 4 })
      .where(and(eq(cartItems.guestId, guestId), eq(cartItems.itemId, ids.item.plain)));
    await server.db
      .delete(cartItems)
      .where(and(eq(cartItems.guestId, guestId), eq(cartItems.itemId, ids.item.scarce)));
    expect(rowsOf(await cart.list())).toEqual([
      expect.objectContaining({ item_id: ids.item.plain, quantity: 4 }),
    ]);
  });

  it('lists every cart empty once the table is truncated', async () => {
    const first = await listedGuestCart();
    const second = await listedGuestCart();
    await server.db.execute(sql`truncate ${cartItems}`);
    expect(rowsOf(await first.cart.list())).toEqual([]);
    expect(rowsOf(await second.cart.list())).toEqual([]);
  });

  it('adds beside a line written straight into the table, checked against it', async () => {
    const { guest, cart } = await listedGuestCart();
    await putInCart(server.db, guest, ids.item.capped, 3);
    // The capped item allows 3 in a cart: the line written behind the server's back fills it.
    const again = await cart.add({ item_id: ids.item.capped, quantity: 1 });
    expect(again.statusCode).toBe(409);
    expect(rowsOf(await cart.list()).map((row) => row.item_id)).toEqual([
      ids.item.plain,
      ids.item.capped,
    ]);
  });

  it('moves its lines to the customer who signs in with its guest id', async () => {
    const { guestId, cart } = await listedGuestCart();
    const customer = await createCustomer(server.db);
    const customerCart = cartClient(server.app, { token: customer.token });
    expect(rowsOf(await customerCart.list())).toEqual([]);

    const login = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email_or_phone: customer.phone, password: customer.password, guest_id: guestId },
    });
    expect(login.statusCode).toBe(200);
    expect(rowsOf(await cart.list())).toEqual([]);
    expect(rowsOf(await customerCart.list())).toEqual([
      expect.objectContaining({ item_id: ids.item.plain, quantity: 2 }),
    ]);
  });

  it("prices its line again when the item's price changes", async () => {
    const { cart } = await listedGuestCart();
    await server.db.update(items).set({ price: 300 }).where(eq(items.id, ids.item.plain));
    try {
      // 300 with the item's 10 % off.
      expect(rowsOf(await cart.list())[0]).toMatchObject({ price: 270, item: { price: 300 } });
    } finally {
      await server.db.update(items).set({ price: 100 }).where(eq(items.id, ids.item.plain));
    }
  });
});
