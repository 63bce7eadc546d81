// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorListReply, ServerCartRow } from '../../../../src/core/api/wire';
import type { Database } from '../../db/database';
import { items, stores } from '../../db/schema';
import { newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { cartClient } from '../../testing/cartTestClient';
import { insertFlashSale } from '../../testing/insertFlashSale';

/*
 * The cart keeps the items its lines hold in memory on PGlite (cartItemSource.ts). Whatever
 * changes an item, its store or its flash sale — a write from anywhere, or a sale starting on
 * its own — must show in the very next cart call, on either database.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const guestCart = async () => cartClient(server.app, { guestId: await newGuest(server.app) });
const rowsOf = (reply: { json<T>(): T }) => reply.json<ServerCartRow[]>();
const errorsOf = (reply: { json<T>(): T }) => reply.json<ErrorListReply>().errors;

describe('given an item the cart has already read', () => {
  it('prices the next add and list at a price changed in the database', async () => {
    const itemId = server.fixtures.plainItemId;
    const first = await guestCart();
    expect(rowsOf(await first.add({ item_id: itemId, quantity: 1 }))[0]?.price).toBe(90);

    await server.db.update(items).set({ price: 200 }).where(eq(items.id, itemId));
    const second = await guestCart();
    expect(rowsOf(await second.add({ item_id: itemId, quantity: 1 }))[0]?.price).toBe(180);
    expect(rowsOf(await first.list())[0]).toMatchObject({ price: 180, item: { price: 200 } });
    await server.db.update(items).set({ price: 100 }).where(eq(items.id, itemId));
  });

  it("refuses the next add with 'Out of stock' once its stock is gone", async () => {
    const itemId = server.fixtures.cappedItemId;
    await (await guestCart()).add({ item_id: itemId, quantity: 1 });

    await server.db.update(items).set({ stock: 0 }).where(eq(items.id, itemId));
    const reply = await (await guestCart()).add({ item_id: itemId, quantity: 1 });
    expect(reply.statusCode).toBe(403);
    expect(errorsOf(reply)[0]?.message).toBe('Out of stock');
  });

  it('refuses the next add once its store is closed', async () => {
    const itemId = server.fixtures.lowStockItemId;
    await (await guestCart()).add({ item_id: itemId, quantity: 1 });
    const [item] = await server.db
      .select({ storeId: items.storeId })
      .from(items)
      .where(eq(items.id, itemId));

    await server.db
      .update(stores)
      .set({ active: false })
      .where(eq(stores.id, item?.storeId ?? 0));
    try {
      const reply = await (await guestCart()).add({ item_id: itemId, quantity: 1 });
      expect(reply.statusCode).toBe(403);
      expect(errorsOf(reply)[0]).toMatchObject({ code: 'store' });
    } finally {
      await server.db
        .update(stores)
        .set({ active: true })
        .where(eq(stores.id, item?.storeId ?? 0));
    }
  });
});

describe('given a flash sale of a line that starts and ends while the cart is read', () => {
  it('prices the line at the sale price from its start, and as before from its end', async () => {
    const itemId = server.fixtures.variedItemId;
    const cart = await guestCart();
    const startsInMs = 1_500;
    const lastsMs = 1_500;
    const inHours = (ms: number) => ms / 3_600_000;
    await insertFlashSale(server.db, {
      moduleId: 1,
      itemId,
      hours: { from: inHours(startsInMs), to: inHours(startsInMs + lastsMs) },
      terms: { discount: 50, discountType: 'percent' },
    });
    const added = rowsOf(
      await cart.add({ item_id: itemId, quantity: 1, variation: [{ type: 'Small' }] }),
    );
    const before = added[0]?.price ?? 0;
    expect(added[0]?.item.flash_sale).toBeNull();

    await new Promise((wait) => setTimeout(wait, startsInMs + 100));
    const during = rowsOf(await cart.list())[0];
    expect(during?.item.flash_sale).not.toBeNull();
    expect(during?.price).toBeLessThan(before);

    await new Promise((wait) => setTimeout(wait, lastsMs));
    const after = rowsOf(await cart.list())[0];
    expect(after).toMatchObject({ price: before, item: { flash_sale: null } });
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('given the embedded database', () => {
  it('reads an item once for every cart that adds it, and lists carts with no item read', async () => {
    const itemId = server.fixtures.runningCampaignItemId;
    await (await guestCart()).add({ item_id: itemId, quantity: 1, model: 'ItemCampaign' });
    const queries = vi.spyOn(PGlite.prototype, 'query');
    const itemReads = () =>
      queries.mock.calls.filter(([text]) => String(text).includes('"running_sale"')).length;

    const cart = await guestCart();
    const reply = await cart.add({ item_id: itemId, quantity: 1, model: 'ItemCampaign' });
    expect(reply.statusCode).toBe(200);
    expect(rowsOf(await cart.list())).toHaveLength(1);
    expect(itemReads()).toBe(0);
  });

  it('reads again only the items a change names, and keeps the others it holds', async () => {
    const { plainItemId, lowStockItemId } = server.fixtures;
    const cart = await guestCart();
    await cart.add({ item_id: plainItemId, quantity: 1 });
    await cart.add({ item_id: lowStockItemId, quantity: 1 });
    const listedPrice = async (itemId: number) =>
      rowsOf(await cart.list()).find((row) => row.item_id === itemId)?.item?.price;
    const kept = await listedPrice(lowStockItemId);
    const setLowStockPrice = (price: number, db: Pick<Database, 'update'> = server.db) =>
      db.update(items).set({ price }).where(eq(items.id, lowStockItemId));
    const takeOneOfPlain = () =>
      server.db
        .update(items)
        .set({ stock: sql`${items.stock} - 1` })
        .where(eq(items.id, plainItemId));

    // A price written with the catalog's triggers off: nothing names the item.
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await setLowStockPrice(77, tx);
    });
    try {
      await takeOneOfPlain();
      expect(await listedPrice(lowStockItemId)).toBe(kept);
      await setLowStockPrice(77);
      expect(await listedPrice(lowStockItemId)).toBe(77);
    } finally {
      if (kept !== undefined) await setLowStockPrice(kept);
    }
  });
});
