// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { flashSaleItems, flashSales, items } from '../../db/schema';
import { itemSuggestionWire } from '../../serializers/suggestion';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { itemsChanged, WHOLE_CATALOG } from './catalogChanges';
import { createSuggestionIndex, type SuggestionIndex } from './suggestionIndex';

/*
 * The index holds priced items in memory, yet a price changes with no write to the database the
 * moment a flash sale starts or ends. Its clock is a test double here, moved across those
 * moments; the database keeps the real time the fixtures were written at.
 */

const HOUR_MS = 60 * 60 * 1000;

let server: TestServer;
let fixtures: CatalogFixtures;
/** The moment the fixtures were written: the morning sale runs from an hour before to 5 after. */
let start: number;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertCatalogFixtures(server.db);
  start = Date.now();
  // Pineapple (30) goes on sale at 5 off for one hour, starting an hour from now.
  const [sale] = await server.db
    .insert(flashSales)
    .values({
      moduleId: 2,
      titleEn: 'Pineapple hour',
      titleAr: 'ساعة الأناناس',
      startAt: new Date(start + HOUR_MS),
      endAt: new Date(start + 2 * HOUR_MS),
    })
    .returning({ id: flashSales.id });
  await server.db.insert(flashSaleItems).values({
    flashSaleId: sale?.id ?? 0,
    itemId: fixtures.item.pineapple,
    discount: 5,
    discountType: 'amount',
    stock: 10,
  });
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** The price the index suggests an item at, by its exact English name. */
async function suggestedPrice(index: SuggestionIndex, name: string): Promise<number | undefined> {
  const { items } = await index.suggest(name);
  const found = items.find((row) => row.nameEn === name);
  return found && itemSuggestionWire(found, 'en').discounted_price;
}

describe('given an index whose clock moves across flash sales', () => {
  let now: number;
  let index: SuggestionIndex;
  beforeAll(() => {
    now = start;
    index = createSuggestionIndex(server.db, () => new Date(now));
  });

  describe('when no sale has started or ended since it was built', () => {
    it('prices the running sale items at the sale price and the others as before', async () => {
      expect(await suggestedPrice(index, 'Red Apple')).toBe(8);
      expect(await suggestedPrice(index, 'Pineapple')).toBe(30);
    });

    it('answers from memory, asking the database nothing', async () => {
      const selects = vi.spyOn(server.db, 'select');
      now = start + 30 * 60 * 1000;
      await suggestedPrice(index, 'Pineapple');
      await suggestedPrice(index, 'Red Apple');
      expect(selects).not.toHaveBeenCalled();
      selects.mockRestore();
    });
  });

  describe('when the same term is asked again', () => {
    it('hands back the same answer, whatever the letter case, until prices change', async () => {
      now = start + 30 * 60 * 1000;
      const first = await index.suggest('Pineapple');
      expect(await index.suggest('pineapple')).toBe(first);
      now = start + 1.5 * HOUR_MS;
      const repriced = await index.suggest('Pineapple');
      expect(repriced).not.toBe(first);
      expect(await index.suggest('Pineapple')).toBe(repriced);
    });

    it('answers afresh after a change of the whole catalog', async () => {
      const remembered = await index.suggest('apple');
      index.changed(WHOLE_CATALOG);
      const fresh = await index.suggest('apple');
      expect(fresh).not.toBe(remembered);
      expect(fresh.items.map((row) => row.id)).toEqual(remembered.items.map((row) => row.id));
    });
  });

  describe('when a sale has started', () => {
    it('prices its items at the sale price', async () => {
      now = start + 1.5 * HOUR_MS;
      expect(await suggestedPrice(index, 'Pineapple')).toBe(25);
      expect(await suggestedPrice(index, 'Red Apple')).toBe(8);
    });
  });

  describe('when a sale has ended', () => {
    it('prices its items as before the sale', async () => {
      now = start + 3 * HOUR_MS;
      expect(await suggestedPrice(index, 'Pineapple')).toBe(30);
      now = start + 6 * HOUR_MS;
      expect(await suggestedPrice(index, 'Red Apple')).toBe(10);
      expect(await suggestedPrice(index, 'White Bread')).toBe(4.5);
    });
  });

  describe('when several questions arrive together after a sale changes', () => {
    it('reads the changed prices once and answers them all alike', async () => {
      const fresh = createSuggestionIndex(server.db, () => new Date(now));
      now = start;
      await fresh.suggest('warm up');
      const selects = vi.spyOn(server.db, 'select');
      now = start + 1.5 * HOUR_MS;
      const prices = await Promise.all(
        Array.from({ length: 5 }, () => suggestedPrice(fresh, 'Pineapple')),
      );
      expect(prices).toEqual([25, 25, 25, 25, 25]);
      // Once for all five: the items of the sale that started, and when a sale next changes.
      expect(selects).toHaveBeenCalledTimes(2);
      selects.mockRestore();
    });
  });
});

describe('given a change that names the items it touched', () => {
  let index: SuggestionIndex;
  beforeAll(async () => {
    index = createSuggestionIndex(server.db);
    await index.suggest('warm up');
  });

  const stockOf = async (name: string) =>
    (await index.suggest(name)).items.find((row) => row.nameEn === name)?.stock;

  it('reads again those items alone, and answers with their rows as they are now', async () => {
    const before = (await stockOf('Pineapple')) ?? 0;
    await server.db
      .update(items)
      .set({ stock: before + 7 })
      .where(eq(items.id, fixtures.item.pineapple));
    const selects = vi.spyOn(server.db, 'select');
    index.changed(itemsChanged([fixtures.item.pineapple]));
    expect(await stockOf('Pineapple')).toBe(before + 7);
    // The pineapple's row, not the catalog: one read.
    expect(selects).toHaveBeenCalledTimes(1);
    selects.mockRestore();
  });

  it('reads the whole catalog when a named item has a new name', async () => {
    await server.db
      .update(items)
      .set({ nameEn: 'Golden Pineapple' })
      .where(eq(items.id, fixtures.item.pineapple));
    index.changed(itemsChanged([fixtures.item.pineapple]));
    const found = (await index.suggest('golden')).items.map((row) => row.nameEn);
    expect(found).toContain('Golden Pineapple');
    await server.db
      .update(items)
      .set({ nameEn: 'Pineapple' })
      .where(eq(items.id, fixtures.item.pineapple));
    index.changed(itemsChanged([fixtures.item.pineapple]));
    expect((await index.suggest('golden')).items.map((row) => row.nameEn)).not.toContain(
      'Golden Pineapple',
    );
  });
});
