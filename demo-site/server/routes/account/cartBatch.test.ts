// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, guests, items } from '../../db/schema';
import { type ItemWithStore, selectItemsWithStore } from '../../serializers/item';
import { type Fixtures, insertFixtures } from '../../testing/accountFixtures';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { type CartBatcher, cartBatcher } from './cartBatch';
import { type CartLinesMemory, cartLinesMemory } from './cartLinesMemory';

/*
 * Adds and removals that arrive together are checked one after the other against their carts
 * and written by one transaction (cartBatch.ts). A refusal or a failed write of one of them is
 * its own: every other change of the batch is written and answered as if it had come alone.
 */

let database: TestDatabase;
let fixtures: Fixtures;
let memory: CartLinesMemory;
let batcher: CartBatcher;
let itemsById: Map<number, ItemWithStore>;

beforeAll(async () => {
  database = await openTestDatabase();
  fixtures = await insertFixtures(database.db);
  memory = await cartLinesMemory(database.db, database.listen);
  batcher = cartBatcher(database.db, memory);
  const rows = await selectItemsWithStore(database.db).where(
    inArray(items.id, [
      fixtures.plainItemId,
      fixtures.lowStockItemId,
      fixtures.cappedItemId,
      fixtures.variedItemId,
    ]),
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

describe('given removals that arrive with other changes', () => {
  const addTo = (owner: { guestId: string }, itemId: number, quantity = 1) =>
    batcher.add({ owner, item: item(itemId), variation: null, quantity });
  const lineIdOf = (outcome: Awaited<ReturnType<CartBatcher['add']>>, itemId: number) => {
    if (!outcome.ok) throw new Error(`the add was refused: ${outcome.refusal}`);
    const line = outcome.lines.find((held) => held.itemId === itemId);
    if (!line) throw new Error(`no line of item ${itemId}`);
    return line.id;
  };

  it('writes a removal and the adds of other carts in one transaction', async () => {
    const [shopper, other] = [await newGuestCart(), await newGuestCart()];
    const lineId = lineIdOf(await addTo(shopper, fixtures.plainItemId), fixtures.plainItemId);
    const transactions = vi.spyOn(database.db, 'transaction');

    const [removed, added] = await Promise.all([
      batcher.remove({ owner: shopper, lineId }),
      addTo(other, fixtures.cappedItemId),
    ]);

    expect(transactions).toHaveBeenCalledTimes(1);
    expect(removed).toEqual({ ok: true, lines: [] });
    expect(added).toMatchObject({ ok: true, lines: [{ itemId: fixtures.cappedItemId }] });
    expect(await storedLines(shopper)).toEqual([]);
  });

  it('takes a line out and puts the same item back in one batch, as one after the other', async () => {
    const shopper = await newGuestCart();
    const lineId = lineIdOf(await addTo(shopper, fixtures.plainItemId), fixtures.plainItemId);

    const [removed, again] = await Promise.all([
      batcher.remove({ owner: shopper, lineId }),
      addTo(shopper, fixtures.plainItemId, 3),
    ]);

    expect(removed).toMatchObject({ ok: true });
    expect(again).toMatchObject({
      ok: true,
      lines: [{ itemId: fixtures.plainItemId, quantity: 3 }],
    });
    expect(await storedLines(shopper)).toEqual([{ itemId: fixtures.plainItemId, quantity: 3 }]);
  });

  it('refuses a line the cart does not hold, and writes the rest of the batch', async () => {
    const [shopper, other] = [await newGuestCart(), await newGuestCart()];
    const othersLine = lineIdOf(await addTo(other, fixtures.plainItemId), fixtures.plainItemId);

    const [refused, added] = await Promise.all([
      // Another cart's line is not this shopper's to take out.
      batcher.remove({ owner: shopper, lineId: othersLine }),
      addTo(shopper, fixtures.cappedItemId),
    ]);

    expect(refused).toEqual({ ok: false, refusal: 'Item_not_in_cart' });
    expect(added).toMatchObject({ ok: true });
    expect(await storedLines(other)).toEqual([{ itemId: fixtures.plainItemId, quantity: 1 }]);
  });

  it('reads the cart afresh when memory held a line the database no longer has', async () => {
    const shopper = await newGuestCart();
    const lineId = lineIdOf(await addTo(shopper, fixtures.plainItemId), fixtures.plainItemId);
    const [line] = memory.keptLines(shopper) ?? [];
    if (!line) throw new Error('the cart is not kept in memory');
    const ghost = lineId + 100_000;
    memory.keep(shopper, [line, { ...line, id: ghost }]);

    const outcome = await batcher.remove({ owner: shopper, lineId: ghost });

    expect(outcome).toEqual({ ok: false, refusal: 'Item_not_in_cart' });
    expect(await storedLines(shopper)).toEqual([{ itemId: fixtures.plainItemId, quantity: 1 }]);
  });
});

describe('given quantity and variation changes that arrive with other changes', () => {
  const lineOf = async (owner: { guestId: string }, itemId: number, variationType?: string) => {
    const variation = variationType
      ? (item(itemId).variations.find((offered) => offered.type === variationType) ?? null)
      : null;
    const outcome = await batcher.add({ owner, item: item(itemId), variation, quantity: 1 });
    if (!outcome.ok) throw new Error(`the add was refused: ${outcome.refusal}`);
    const line = outcome.lines.find(
      (held) => held.itemId === itemId && held.variationKey === (variationType ?? ''),
    );
    if (!line) throw new Error(`no line of item ${itemId}`);
    return line.id;
  };
  const update = (owner: { guestId: string }, lineId: number, itemId: number, quantity: number) =>
    batcher.update({ owner, lineId, item: item(itemId), variation: undefined, quantity });

  it('writes a change and another cart’s add in one transaction', async () => {
    const [shopper, other] = [await newGuestCart(), await newGuestCart()];
    const lineId = await lineOf(shopper, fixtures.plainItemId);
    const transactions = vi.spyOn(database.db, 'transaction');

    const [changed, added] = await Promise.all([
      update(shopper, lineId, fixtures.plainItemId, 4),
      batcher.add({
        owner: other,
        item: item(fixtures.cappedItemId),
        variation: null,
        quantity: 1,
      }),
    ]);

    expect(transactions).toHaveBeenCalledTimes(1);
    expect(changed).toMatchObject({ ok: true, lines: [{ id: lineId, quantity: 4 }] });
    expect(added).toMatchObject({ ok: true });
    expect(await storedLines(shopper)).toEqual([{ itemId: fixtures.plainItemId, quantity: 4 }]);
  });

  it('keeps the last of two changes of one line, and drops a change of a line taken out after it', async () => {
    const shopper = await newGuestCart();
    const plain = await lineOf(shopper, fixtures.plainItemId);
    const capped = await lineOf(shopper, fixtures.cappedItemId);
    const transactions = vi.spyOn(database.db, 'transaction');

    const [, last] = await Promise.all([
      update(shopper, plain, fixtures.plainItemId, 5),
      update(shopper, plain, fixtures.plainItemId, 7),
      update(shopper, capped, fixtures.cappedItemId, 2),
      batcher.remove({ owner: shopper, lineId: capped }),
    ]);

    expect(transactions).toHaveBeenCalledTimes(1);
    expect(last).toMatchObject({ ok: true, lines: [{ id: plain, quantity: 7 }] });
    expect(await storedLines(shopper)).toEqual([{ itemId: fixtures.plainItemId, quantity: 7 }]);
  });

  it('refuses a quantity past the item’s cap, as the core rules do, and writes nothing', async () => {
    const shopper = await newGuestCart();
    const lineId = await lineOf(shopper, fixtures.cappedItemId);

    const outcome = await update(shopper, lineId, fixtures.cappedItemId, 4);

    expect(outcome).toEqual({ ok: false, refusal: 'Out of Limits' });
    expect(await storedLines(shopper)).toEqual([{ itemId: fixtures.cappedItemId, quantity: 1 }]);
  });

  it('refuses moving a line to a variation another line of the cart holds', async () => {
    const shopper = await newGuestCart();
    const varied = item(fixtures.variedItemId);
    const large = varied.variations.find((offered) => offered.type === 'Large') ?? null;
    await database.db.insert(cartItems).values({
      guestId: shopper.guestId,
      itemId: varied.id,
      model: 'Item',
      variation: large ? [large] : [],
      variationKey: 'Large',
      quantity: 1,
    });
    const smallLine = await lineOf(shopper, fixtures.variedItemId, 'Small');

    const outcome = await batcher.update({
      owner: shopper,
      lineId: smallLine,
      item: varied,
      variation: large,
      quantity: 1,
    });

    expect(outcome).toEqual({ ok: false, refusal: 'Item already in cart' });
  });

  it('refuses a line the cart does not hold', async () => {
    const [shopper, other] = [await newGuestCart(), await newGuestCart()];
    const othersLine = await lineOf(other, fixtures.plainItemId);

    const outcome = await update(shopper, othersLine, fixtures.plainItemId, 2);

    expect(outcome).toEqual({ ok: false, refusal: 'Item_not_in_cart' });
    expect(await storedLines(other)).toEqual([{ itemId: fixtures.plainItemId, quantity: 1 }]);
  });
});
