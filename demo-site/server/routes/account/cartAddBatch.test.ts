// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, guests, items } from '../../db/schema';
import { type ItemWithStore, selectItemsWithStore } from '../../serializers/item';
import { type Fixtures, insertFixtures } from '../../testing/accountFixtures';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { type CartAddBatcher, cartAddBatcher } from './cartAddBatch';
import { type CartLinesMemory, cartLinesMemory } from './cartLinesMemory';

/*
 * Adds that arrive together are checked one after the other against their carts and written by
 * one transaction (cartAddBatch.ts). A refusal or a failed write of one of them is its own:
 * every other add of the batch is written and answered as if it had come alone.
 */

let database: TestDatabase;
let fixtures: Fixtures;
let memory: CartLinesMemory;
let batcher: CartAddBatcher;
let itemsById: Map<number, ItemWithStore>;

beforeAll(async () => {
  database = await openTestDatabase();
  fixtures = await insertFixtures(database.db);
  memory = await cartLinesMemory(database.db, database.listen);
  batcher = cartAddBatcher(database.db, memory);
  const rows = await selectItemsWithStore(database.db).where(
    inArray(items.id, [fixtures.plainItemId, fixtures.lowStockItemId, fixtures.cappedItemId]),
  );
  itemsById = new Map(rows.map((row) => [row.id, row]));
}, 60_000);
afterAll(async () => {
  await memory.close();
  await database.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const item = (id: number) => {
  const found = itemsById.get(id);
  if (!found) throw new Error(`fixture item ${id} not read`);
  return found;
};

async function newGuestCart(): Promise<{ guestId: string }> {
  const guestId = randomUUID();
  await database.db.insert(guests).values({ id: guestId });
  return { guestId };
}

const storedLines = (owner: { guestId: string }) =>
  database.db
    .select({ itemId: cartItems.itemId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.guestId, owner.guestId));

describe('given adds of two carts that arrive together', () => {
  it('writes both in one transaction, each cart holding only its own line', async () => {
    const [first, second] = [await newGuestCart(), await newGuestCart()];
    const transactions = vi.spyOn(database.db, 'transaction');
    const [toFirst, toSecond] = await Promise.all([
      batcher.add({
        owner: first,
        item: item(fixtures.plainItemId),
        variation: null,
        quantity: 2,
      }),
      batcher.add({
        owner: second,
        item: item(fixtures.cappedItemId),
        variation: null,
        quantity: 1,
      }),
    ]);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(toFirst).toEqual({
      ok: true,
      lines: [expect.objectContaining({ itemId: fixtures.plainItemId, quantity: 2 })],
    });
    expect(toSecond).toEqual({
      ok: true,
      lines: [expect.objectContaining({ itemId: fixtures.cappedItemId, quantity: 1 })],
    });
    expect(await storedLines(first)).toEqual([{ itemId: fixtures.plainItemId, quantity: 2 }]);
    expect(await storedLines(second)).toEqual([{ itemId: fixtures.cappedItemId, quantity: 1 }]);
  });

  it('refuses the one the core rules refuse and writes the other', async () => {
    const [refused, accepted] = [await newGuestCart(), await newGuestCart()];
    const [toRefused, toAccepted] = await Promise.all([
      // The low-stock item holds 2.
      batcher.add({
        owner: refused,
        item: item(fixtures.lowStockItemId),
        variation: null,
        quantity: 5,
      }),
      batcher.add({
        owner: accepted,
        item: item(fixtures.lowStockItemId),
        variation: null,
        quantity: 2,
      }),
    ]);
    expect(toRefused).toEqual({ ok: false, refusal: 'Out of Stock' });
    expect(toAccepted).toMatchObject({ ok: true, lines: [{ quantity: 2 }] });
    expect(await storedLines(refused)).toEqual([]);
    expect(await storedLines(accepted)).toEqual([{ itemId: fixtures.lowStockItemId, quantity: 2 }]);
  });

  it('writes the other when the write of one fails, and fails that one alone', async () => {
    const accepted = await newGuestCart();
    // A guest the database does not know: its line breaks the foreign key, and the batch.
    const unknown = { guestId: randomUUID() };
    const [toUnknown, toAccepted] = await Promise.allSettled([
      batcher.add({
        owner: unknown,
        item: item(fixtures.plainItemId),
        variation: null,
        quantity: 1,
      }),
      batcher.add({
        owner: accepted,
        item: item(fixtures.plainItemId),
        variation: null,
        quantity: 3,
      }),
    ]);
    expect(toUnknown.status).toBe('rejected');
    expect(toAccepted).toMatchObject({ status: 'fulfilled', value: { ok: true } });
    expect(await storedLines(accepted)).toEqual([{ itemId: fixtures.plainItemId, quantity: 3 }]);
  });
});

describe('given two adds of one cart that arrive together', () => {
  it('checks the second against the cart as the first left it', async () => {
    const cart = await newGuestCart();
    const [first, again] = await Promise.all([
      batcher.add({ owner: cart, item: item(fixtures.plainItemId), variation: null, quantity: 1 }),
      batcher.add({ owner: cart, item: item(fixtures.plainItemId), variation: null, quantity: 4 }),
    ]);
    expect(first).toMatchObject({ ok: true, lines: [{ quantity: 1 }] });
    expect(again).toEqual({ ok: false, refusal: 'Item already in cart' });
    expect(await storedLines(cart)).toEqual([{ itemId: fixtures.plainItemId, quantity: 1 }]);
  });

  it('answers each with every line the batch left in that cart, ids as stored', async () => {
    const cart = await newGuestCart();
    const [, last] = await Promise.all([
      batcher.add({ owner: cart, item: item(fixtures.plainItemId), variation: null, quantity: 1 }),
      batcher.add({ owner: cart, item: item(fixtures.cappedItemId), variation: null, quantity: 2 }),
    ]);
    const stored = await database.db
      .select({ id: cartItems.id, itemId: cartItems.itemId })
      .from(cartItems)
      .where(eq(cartItems.guestId, cart.guestId))
      .orderBy(cartItems.id);
    expect(last).toMatchObject({
      ok: true,
      lines: stored.map(({ id, itemId }) => ({ id, itemId })),
    });
  });
});
