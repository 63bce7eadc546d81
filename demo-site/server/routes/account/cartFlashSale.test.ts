// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, ServerCartRow } from '../../../../src/core/api/wire';
import { cartTotals, unitPrice } from '../../../../src/core/pricing';
import { flashSaleItems, flashSales } from '../../db/schema';
import { newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { cartClient } from '../../testing/cartTestClient';
import { insertFlashSale, type TestSale } from '../../testing/insertFlashSale';

/*
 * A cart line is priced when it is read, with the terms its item is served with: while a flash
 * sale runs, the sale's (its discount replaces the item's and the store's). The client prices
 * the rows it receives with src/core/pricing and must reach the same figures.
 */

/** A cart row with the item fields src/core/pricing reads. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

/** Puts one item on a sale, its window in hours from now. */
const insertSale = (
  itemId: number,
  hours: TestSale['hours'],
  terms: TestSale['terms'],
): Promise<number> => insertFlashSale(server.db, { moduleId: 1, itemId, hours, terms });

const guestCart = async () => cartClient(server.app, { guestId: await newGuest(server.app) });

/** What the client makes of a row: its unit price from the item fields and the chosen variation. */
const clientUnitPrice = (row: ServerCartRow) =>
  unitPrice({ ...row.item, selectedOption: row.variation });

describe('given items on a running flash sale', () => {
  let saleId: number;
  beforeAll(async () => {
    // The plain item lists at 100 with 10 % of its own; the sale takes 25 % instead.
    saleId = await insertSale(
      server.fixtures.plainItemId,
      { from: -1, to: 2 },
      { discount: 25, discountType: 'percent' },
    );
    await server.db.insert(flashSaleItems).values({
      flashSaleId: saleId,
      itemId: server.fixtures.variedItemId,
      discount: 10,
      discountType: 'amount',
      stock: 3,
    });
  });

  describe('when one is added to the cart', () => {
    it('prices the row and its item at the sale price', async () => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: server.fixtures.plainItemId, quantity: 2 });
      expect(reply.statusCode).toBe(200);
      const [row] = reply.json<ServerCartRow[]>();
      expect(row).toMatchObject({
        price: 75,
        item: {
          price: 100,
          discount: 25,
          discount_type: 'percent',
          store_discount: 0,
          discounted_price: 75,
          flash_sale: { id: saleId, available_stock: 9 },
        },
      });
      expect(row && clientUnitPrice(row)).toBe(75);
    });

    it('takes the sale discount off the price of the chosen variation', async () => {
      const cart = await guestCart();
      const reply = await cart.add({
        item_id: server.fixtures.variedItemId,
        quantity: 1,
        variation: [{ type: 'Small' }],
      });
      const [row] = reply.json<ServerCartRow[]>();
      // Small costs 50; the sale takes 10 off.
      expect(row?.price).toBe(40);
      expect(row && clientUnitPrice(row)).toBe(40);
    });
  });

  describe('when more is asked for than the sale has left at its price', () => {
    // The plain item has 50 in stock but only 9 at the sale price.
    const errorsOf = (reply: { json<T>(): T }) => reply.json<ErrorListReply>().errors;

    it("refuses the add with 'Out of Stock' and adds nothing", async () => {
      const cart = await guestCart();
      const reply = await cart.add({ item_id: server.fixtures.plainItemId, quantity: 10 });
      expect(reply.statusCode).toBe(403);
      expect(errorsOf(reply)).toEqual([{ code: 'quantity', message: 'Out of Stock' }]);
      expect((await cart.list()).json()).toEqual([]);
    });

    it('accepts exactly what is left, and refuses an update raising it past that', async () => {
      const cart = await guestCart();
      const added = await cart.add({ item_id: server.fixtures.plainItemId, quantity: 9 });
      expect(added.statusCode).toBe(200);
      const [row] = added.json<ServerCartRow[]>();
      const raised = await cart.update({ cart_id: row?.id, quantity: 10 });
      expect(raised.statusCode).toBe(403);
      expect(errorsOf(raised)).toEqual([{ code: 'quantity', message: 'Out of Stock' }]);
      const [kept] = (await cart.list()).json<ServerCartRow[]>();
      expect(kept).toMatchObject({ quantity: 9, price: 75 });
    });
  });

  describe('when the client totals the cart it was sent', () => {
    it('reaches the sale total with no change of its own', async () => {
      const cart = await guestCart();
      await cart.add({ item_id: server.fixtures.plainItemId, quantity: 2 });
      await cart.add({
        item_id: server.fixtures.variedItemId,
        quantity: 1,
        variation: [{ type: 'Small' }],
      });
      const rows = (await cart.list()).json<ServerCartRow[]>();
      const totals = cartTotals(
        rows.map((row) => ({ ...row.item, selectedOption: row.variation, quantity: row.quantity })),
      );
      expect(totals).toEqual({ subtotal: 250, discount: 60, itemsTotal: 190 });
      const serverTotal = rows.reduce((sum, row) => sum + row.price * row.quantity, 0);
      expect(totals.itemsTotal).toBe(serverTotal);
    });
  });
});

describe('given an item in the cart', () => {
  describe('when a flash sale of it starts and then ends', () => {
    it('prices the line at the sale price while the sale runs, and as before after', async () => {
      const cart = await guestCart();
      await cart.add({ item_id: server.fixtures.lowStockItemId, quantity: 1 });
      const price = async () => (await cart.list()).json<ServerCartRow[]>()[0]?.price;
      expect(await price()).toBe(100);

      const saleId = await insertSale(
        server.fixtures.lowStockItemId,
        { from: -1, to: 1 },
        { discount: 50, discountType: 'percent' },
      );
      expect(await price()).toBe(50);

      await server.db
        .update(flashSales)
        .set({ endAt: new Date(Date.now() - 1000) })
        .where(eq(flashSales.id, saleId));
      const [row] = (await cart.list()).json<ServerCartRow[]>();
      expect(row).toMatchObject({ price: 100, item: { discounted_price: 100, flash_sale: null } });
    });
  });
});

describe('given flash sales that have ended or not begun', () => {
  beforeAll(async () => {
    await insertSale(
      server.fixtures.cappedItemId,
      { from: -3, to: -1 },
      { discount: 50, discountType: 'percent' },
    );
    await insertSale(
      server.fixtures.cappedItemId,
      { from: 1, to: 3 },
      { discount: 50, discountType: 'percent' },
    );
  });

  it('prices their items as before', async () => {
    const cart = await guestCart();
    const reply = await cart.add({ item_id: server.fixtures.cappedItemId, quantity: 1 });
    const [row] = reply.json<ServerCartRow[]>();
    expect(row).toMatchObject({ price: 100, item: { discount: 0, flash_sale: null } });
  });
});
