// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, ServerCartRow } from '../../../../src/core/api/wire';
import { createCustomer } from '../../testing/accountFixtures';
import { newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { cartClient } from '../../testing/cartTestClient';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());

const guestCart = async () => cartClient(server.app, { guestId: await newGuest(server.app) });
const errorsOf = (reply: { json<T>(): T }) => reply.json<ErrorListReply>().errors;

describe('POST /api/v1/customer/cart/add', () => {
  describe('given an item without variations', () => {
    it('adds a line and replies with the whole cart, priced by the server', async () => {
      const cart = await guestCart();
      const reply = await cart.add({
        item_id: server.fixtures.plainItemId,
        quantity: 2,
        price: 1,
        variation: [],
        model: 'Item',
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual([
        {
          id: expect.any(Number),
          item_id: server.fixtures.plainItemId,
          item: expect.objectContaining({
            id: server.fixtures.plainItemId,
            name: 'Item plain',
            price: 100,
            discount: 10,
            discounted_price: 90,
          }),
          module: { id: expect.any(Number), module_type: expect.any(String) },
          quantity: 2,
          price: 90,
          variation: [],
          item_type: 'Item',
          model: 'Item',
        },
      ]);
    });

    it('names the item in the language asked for', async () => {
      const guestId = await newGuest(server.app);
      await cartClient(server.app, { guestId }).add({
        item_id: server.fixtures.plainItemId,
        quantity: 1,
      });
      const reply = await cartClient(server.app, { guestId }, 'ar').list();
      expect(reply.json<ServerCartRow[]>()[0]?.item.name).toBe('منتج plain');
    });

    it('refuses a variation the item does not have', async () => {
      const cart = await guestCart();
      const reply = await cart.add({
        item_id: server.fixtures.plainItemId,
        quantity: 1,
        variation: [{ type: 'Large' }],
      });
      expect(reply.statusCode).toBe(422);
      expect(errorsOf(reply)).toEqual([
        { code: 'variation', message: 'This variation does not exist' },
      ]);
    });
  });

  describe('given an item with variations', () => {
    it('prices and stocks the line from the variation the item offers, not from the request', async () => {
      const cart = await guestCart();
      const reply = await cart.add({
        item_id: server.fixtures.variedItemId,
        quantity: 1,
        price: 1,
        variation: [{ type: 'Small', price: 1, stock: 999 }],
      });
      expect(reply.statusCode).toBe(200);
      const [row] = reply.json<ServerCartRow[]>();
      expect(row?.price).toBe(50);
      expect(row?.variation).toEqual([{ type: 'Small', code: 'Small', price: 50, stock: 5 }]);
    });

    it('refuses a line with no variation chosen', async () => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: server.fixtures.variedItemId, quantity: 1 });
      expect(reply.statusCode).toBe(422);
      expect(errorsOf(reply)).toEqual([
        { code: 'variation', message: 'Choose a variation of this item' },
      ]);
    });

    it('refuses a variation that does not exist', async () => {
      const cart = await guestCart();
      const reply = await cart.add({
        item_id: server.fixtures.variedItemId,
        quantity: 1,
        variation: [{ type: 'Huge' }],
      });
      expect(errorsOf(reply)).toEqual([
        { code: 'variation', message: 'This variation does not exist' },
      ]);
    });

    it("refuses a variation whose own stock is 0 with 'Out of stock'", async () => {
      const cart = await guestCart();
      const reply = await cart.add({
        item_id: server.fixtures.variedItemId,
        quantity: 1,
        variation: [{ type: 'Large' }],
      });
      expect(reply.statusCode).toBe(403);
      expect(errorsOf(reply)).toEqual([{ code: 'quantity', message: 'Out of stock' }]);
    });

    it('refuses more than the variation holds', async () => {
      const cart = await guestCart();
      const reply = await cart.add({
        item_id: server.fixtures.variedItemId,
        quantity: 6,
        variation: [{ type: 'Small' }],
      });
      expect(errorsOf(reply)).toEqual([{ code: 'quantity', message: 'Out of Stock' }]);
    });
  });

  describe('given the stock and cap rules', () => {
    it("refuses an item out of stock with 'Out of stock'", async () => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: server.fixtures.outOfStockItemId, quantity: 1 });
      expect(reply.statusCode).toBe(403);
      expect(errorsOf(reply)).toEqual([{ code: 'quantity', message: 'Out of stock' }]);
    });

    it('accepts exactly the stock and refuses one more', async () => {
      const cart = await guestCart();
      const over = await cart.add({ item_id: server.fixtures.lowStockItemId, quantity: 3 });
      expect(errorsOf(over)).toEqual([{ code: 'quantity', message: 'Out of Stock' }]);
      const exact = await cart.add({ item_id: server.fixtures.lowStockItemId, quantity: 2 });
      expect(exact.statusCode).toBe(200);
    });

    it("accepts up to maximum_cart_quantity and refuses more with 'Out of Limits'", async () => {
      const cart = await guestCart();
      const over = await cart.add({ item_id: server.fixtures.cappedItemId, quantity: 4 });
      expect(over.statusCode).toBe(403);
      expect(errorsOf(over)).toEqual([{ code: 'quantity', message: 'Out of Limits' }]);
      const atCap = await cart.add({ item_id: server.fixtures.cappedItemId, quantity: 3 });
      expect(atCap.statusCode).toBe(200);
    });

    it("refuses the same item and variation twice with 409 'Item already in cart'", async () => {
      const cart = await guestCart();
      const line = {
        item_id: server.fixtures.variedItemId,
        quantity: 1,
        variation: [{ type: 'Small' }],
      };
      expect((await cart.add(line)).statusCode).toBe(200);
      const again = await cart.add(line);
      expect(again.statusCode).toBe(409);
      expect(errorsOf(again)).toEqual([{ code: 'cart', message: 'Item already in cart' }]);
      expect((await cart.list()).json()).toHaveLength(1);
    });
  });

  describe('given where the item is sold', () => {
    it('refuses an item of a closed store', async () => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: server.fixtures.closedStoreItemId, quantity: 1 });
      expect(reply.statusCode).toBe(403);
      expect(errorsOf(reply)).toEqual([{ code: 'store', message: 'Store/Restaurant is closed' }]);
    });

    it('refuses a campaign item whose campaign has not begun', async () => {
      const cart = await guestCart();
      const reply = await cart.add({
        item_id: server.fixtures.futureCampaignItemId,
        quantity: 1,
        model: 'ItemCampaign',
      });
      expect(reply.statusCode).toBe(403);
      expect(errorsOf(reply)).toEqual([
        { code: 'item_id', message: 'This item is not available yet' },
      ]);
    });

    it('stores a running campaign item as an ItemCampaign', async () => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: server.fixtures.runningCampaignItemId, quantity: 1 });
      expect(reply.json<ServerCartRow[]>()[0]).toMatchObject({
        item_type: 'ItemCampaign',
        model: 'ItemCampaign',
      });
    });

    it.each([
      ['a campaign item sent as a plain Item', 'runningCampaignItemId', 'Item'],
      ['a plain item sent as an ItemCampaign', 'plainItemId', 'ItemCampaign'],
    ] as const)('refuses %s', async (_case, fixture, model) => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: server.fixtures[fixture], quantity: 1, model });
      expect(reply.statusCode).toBe(422);
      expect(errorsOf(reply)).toEqual([{ code: 'model', message: 'model is invalid' }]);
    });

    it('answers 404 for an item that does not exist', async () => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: 999_999, quantity: 1 });
      expect(reply.statusCode).toBe(404);
      expect(errorsOf(reply)).toEqual([{ code: 'item_id', message: 'Item not found' }]);
    });
  });

  describe('given a quantity that is not a whole number from 1 to 1000', () => {
    it.each([0, -1, 1.5, 1001, 'two', null])('refuses %s', async (quantity) => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: server.fixtures.plainItemId, quantity });
      expect(reply.statusCode).toBe(422);
      expect(errorsOf(reply)[0]?.code).toBe('quantity');
    });

    it('accepts a quantity sent as text, as forms do', async () => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: String(server.fixtures.plainItemId), quantity: '3' });
      expect(reply.json<ServerCartRow[]>()[0]?.quantity).toBe(3);
    });
  });
});

describe('POST /api/v1/customer/cart/update', () => {
  async function cartWith(itemId: number, quantity: number, variation: { type: string }[] = []) {
    const cart = await guestCart();
    const reply = await cart.add({ item_id: itemId, quantity, variation });
    const [row] = reply.json<ServerCartRow[]>();
    if (!row) throw new Error('line not added');
    return { cart, row };
  }

  it('sets the quantity and replies with the cart, ignoring the price sent', async () => {
    const { cart, row } = await cartWith(server.fixtures.plainItemId, 1);
    const reply = await cart.update({ cart_id: row.id, quantity: 4, price: 0.01 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<ServerCartRow[]>()).toEqual([
      expect.objectContaining({ id: row.id, quantity: 4, price: 90 }),
    ]);
  });

  it("refuses a quantity above the stock with 'Out of Stock'", async () => {
    const { cart, row } = await cartWith(server.fixtures.lowStockItemId, 1);
    const reply = await cart.update({ cart_id: row.id, quantity: 3 });
    expect(reply.statusCode).toBe(403);
    expect(errorsOf(reply)).toEqual([{ code: 'quantity', message: 'Out of Stock' }]);
    expect((await cart.update({ cart_id: row.id, quantity: 2 })).statusCode).toBe(200);
  });

  it("refuses a quantity above maximum_cart_quantity with 'Out of Limits'", async () => {
    const { cart, row } = await cartWith(server.fixtures.cappedItemId, 1);
    const reply = await cart.update({ cart_id: row.id, quantity: 4 });
    expect(errorsOf(reply)).toEqual([{ code: 'quantity', message: 'Out of Limits' }]);
  });

  it('checks a new variation against its own stock', async () => {
    const { cart, row } = await cartWith(server.fixtures.variedItemId, 1, [{ type: 'Small' }]);
    const toLarge = await cart.update({
      cart_id: row.id,
      quantity: 1,
      variation: [{ type: 'Large' }],
    });
    expect(errorsOf(toLarge)).toEqual([{ code: 'quantity', message: 'Out of Stock' }]);
    const unknown = await cart.update({
      cart_id: row.id,
      quantity: 1,
      variation: [{ type: 'XL' }],
    });
    expect(errorsOf(unknown)).toEqual([
      { code: 'variation', message: 'This variation does not exist' },
    ]);
    const kept = await cart.update({ cart_id: row.id, quantity: 5 });
    expect(kept.json<ServerCartRow[]>()[0]).toMatchObject({
      quantity: 5,
      variation: [{ type: 'Small', price: 50, stock: 5 }],
    });
  });

  it("answers 404 'Item_not_in_cart' for a line that does not exist", async () => {
    const cart = await guestCart();
    const reply = await cart.update({ cart_id: 987_654, quantity: 1 });
    expect(reply.statusCode).toBe(404);
    expect(errorsOf(reply)).toEqual([{ code: 'cart_id', message: 'Item not in cart' }]);
  });
});

describe('DELETE /api/v1/customer/cart/remove-item and /remove', () => {
  it('removes one line, then refuses to remove it again', async () => {
    const cart = await guestCart();
    await cart.add({ item_id: server.fixtures.plainItemId, quantity: 1 });
    const added = await cart.add({ item_id: server.fixtures.cappedItemId, quantity: 1 });
    const [first, second] = added.json<ServerCartRow[]>();
    if (!first || !second) throw new Error('lines not added');

    const reply = await cart.removeItem(first.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<ServerCartRow[]>().map((row) => row.id)).toEqual([second.id]);
    const again = await cart.removeItem(first.id);
    expect(again.statusCode).toBe(404);
    expect(errorsOf(again)).toEqual([{ code: 'cart_id', message: 'Item not in cart' }]);
  });

  it('clears the cart with a translated message', async () => {
    const cart = await guestCart();
    await cart.add({ item_id: server.fixtures.plainItemId, quantity: 1 });
    const reply = await cart.clear();
    expect(reply.json()).toEqual({ message: 'Cart cleared' });
    expect((await cart.list()).json()).toEqual([]);
  });

  it('refuses a cart_id that is not a number', async () => {
    const cart = await guestCart();
    const reply = await cart.removeItem('abc');
    expect(reply.statusCode).toBe(422);
    expect(errorsOf(reply)).toEqual([{ code: 'cart_id', message: 'cart_id is invalid' }]);
  });
});

describe('a signed-in customer', () => {
  it('keeps a cart by token alone, with no guest id', async () => {
    const customer = await createCustomer(server.db);
    const cart = cartClient(server.app, { token: customer.token });
    expect((await cart.add({ item_id: server.fixtures.plainItemId, quantity: 1 })).statusCode).toBe(
      200,
    );
    expect((await cart.list()).json()).toHaveLength(1);
  });
});

describe('a request with no owner', () => {
  it.each([
    ['no guest id', ''],
    ['guest_id=null', '?guest_id=null'],
  ])(
    'lists an empty cart with %s, as 6amMart answers a client before its guest id',
    async (_case, query) => {
      const reply = await server.app.inject({ url: `/api/v1/customer/cart/list${query}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual([]);
    },
  );

  it('refuses a change to the cart with no guest id', async () => {
    const reply = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/customer/cart/remove',
    });
    expect(reply.statusCode).toBe(403);
    expect(errorsOf(reply)[0]?.code).toBe('guest_id');
  });

  it.each([
    ['a malformed guest id', '?guest_id=123'],
    ['a guest id nobody was issued', '?guest_id=7f9c24e8-3b12-4a8e-9d4f-1c2b3a4d5e6f'],
  ])('is refused with %s', async (_case, query) => {
    const reply = await server.app.inject({ url: `/api/v1/customer/cart/list${query}` });
    expect(reply.statusCode).toBe(403);
    expect(errorsOf(reply)[0]?.code).toBe('guest_id');
  });
});
