// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductPage } from '../../../../src/core/api/wire';
import type { Database } from '../../db/database';
import type { StopListening } from '../../db/notifications';
import { items, stores } from '../../db/schema';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { getJson } from '../../testing/getJson';
import { insertFlashSale } from '../../testing/insertFlashSale';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { catalogChanged, itemsChanged, relayCatalogChanges } from './catalogChanges';
import { itemSearchQuery } from './itemSearchQuery';
import { SEARCH_MAX_AGE_MS } from './searchCache';
import { createSearchEngine, type SearchEngine, searchEngineOf } from './searchEngine';

const HOUR_MS = 60 * 60 * 1000;

const parsed = (query: Record<string, string>) => v.parse(itemSearchQuery, query);
const namesIn = (answer: string | undefined) =>
  answer === undefined
    ? undefined
    : (JSON.parse(answer) as ProductPage).products.map((product) => product.name);

describe('given a database of its own', () => {
  let database: TestDatabase;
  let stopRelaying: StopListening;
  let closed = false;

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertCatalogFixtures(database.db);
    stopRelaying = await relayCatalogChanges(database);
  }, 60_000);

  afterAll(async () => {
    if (closed) return;
    await stopRelaying();
    await database.close();
  });

  describe('when nothing has been read yet', () => {
    it('leaves the first search to the SQL, and answers from memory once the catalog is read', async () => {
      const engine = createSearchEngine(database.db);
      expect(await engine.answer(parsed({ name: 'apple' }), 'en')).toBeUndefined();
      await engine.warm();
      expect(namesIn(await engine.answer(parsed({ name: 'apple' }), 'en'))).toEqual([
        'Apple Pie',
        'Red Apple',
        'Green Apple',
        'Pineapple',
      ]);
    });
  });

  describe('when another process writes with plain SQL', () => {
    it('answers with the write within a second, told by the database', async () => {
      const engine = createSearchEngine(database.db);
      await engine.warm();
      await database.db.execute(
        sql`update items set name_en = 'Mystery Pie' where name_en = 'Apple Pie'`,
      );
      await vi.waitFor(
        async () => {
          expect(namesIn(await engine.answer(parsed({ name: 'mystery' }), 'en'))).toEqual([
            'Mystery Pie',
          ]);
        },
        { timeout: 1_000, interval: 50 },
      );
    });
  });

  describe('when a write is never said', () => {
    it('reads it once the catalog is older than the longest age, answering as before meanwhile', async () => {
      const clock = { now: Date.now() };
      const engine = createSearchEngine(database.db, () => new Date(clock.now));
      await engine.warm();
      await stopRelaying();
      await database.db
        .update(items)
        .set({ nameEn: 'Quiet Pie' })
        .where(eq(items.nameEn, 'Mystery Pie'));
      const quiet = parsed({ name: 'quiet' });
      expect(namesIn(await engine.answer(quiet, 'en'))).toEqual([]);
      clock.now += SEARCH_MAX_AGE_MS;
      expect(namesIn(await engine.answer(quiet, 'en'))).toEqual([]);
      await engine.warm();
      expect(namesIn(await engine.answer(quiet, 'en'))).toEqual(['Quiet Pie']);
      stopRelaying = await relayCatalogChanges(database);
    });
  });

  describe('once the catalog is in memory', () => {
    it('answers searches without the database', async () => {
      const engine = createSearchEngine(database.db);
      await engine.warm();
      await stopRelaying();
      await database.close();
      closed = true;
      const answer = await engine.answer(
        parsed({ name: 'juice', sort_by: 'low', available: '1' }),
        'ar',
      );
      // Orange juice sells at 15 (20 less 5), mango at 16.20 (18 less 10 %).
      expect(namesIn(answer)).toEqual(['عصير برتقال', 'عصير مانجو ١٠٠٪']);
    });
  });
});

describe('given the search page served by the server', () => {
  let server: TestServer;
  let fixtures: CatalogFixtures;

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = await insertCatalogFixtures(server.db);
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  const search = async (query: string) =>
    (await getJson<ProductPage>(server.app, `/api/v1/items/search?${query}`)).body;

  describe('when it starts listening', () => {
    it('reads the catalog at once, so the first search need not be left to the SQL', async () => {
      const engine = searchEngineOf(server.db);
      expect(engine.hasRead()).toBe(false);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(() => expect(engine.hasRead()).toBe(true), { timeout: 10_000 });
    });
  });

  describe('when a flash sale starts and ends with no write', () => {
    it('filters and sorts by the sale price from its start, and by the old one after its end', async () => {
      await insertFlashSale(server.db, {
        moduleId: 2,
        itemId: fixtures.item.greenApple,
        hours: { from: 1, to: 2 },
        terms: { discount: 50, discountType: 'percent' },
      });
      catalogChanged(server.db);
      const start = Date.now();
      const clock = { now: start };
      const engine = createSearchEngine(server.db, () => new Date(clock.now));
      await engine.warm();
      const cheap = parsed({ name: 'apple', max_price: '7' });
      const byPrice = parsed({ name: 'apple', sort_by: 'low' });

      expect(namesIn(await engine.answer(cheap, 'en'))).toEqual([]);
      expect(namesIn(await engine.answer(byPrice, 'en'))).toEqual([
        'Red Apple',
        'Green Apple',
        'Pineapple',
        'Apple Pie',
      ]);

      clock.now = start + HOUR_MS + 1_000;
      const during = JSON.parse((await engine.answer(cheap, 'en')) ?? '{}') as ProductPage;
      expect(during.products.map((item) => [item.name, item.discounted_price])).toEqual([
        ['Green Apple', 6],
      ]);
      expect(namesIn(await engine.answer(byPrice, 'en'))).toEqual([
        'Green Apple',
        'Red Apple',
        'Pineapple',
        'Apple Pie',
      ]);

      clock.now = start + 2 * HOUR_MS + 1_000;
      expect(namesIn(await engine.answer(cheap, 'en'))).toEqual([]);
    });
  });

  describe('when the catalog is written and the write said so', () => {
    beforeAll(async () => {
      await searchEngineOf(server.db).warm();
    });

    it('finds a renamed item by its new name only, at the next search', async () => {
      await server.db
        .update(items)
        .set({ nameEn: 'Golden Delicious' })
        .where(eq(items.id, fixtures.item.redApple));
      catalogChanged(server.db);
      expect((await search('name=golden')).products.map((item) => item.id)).toEqual([
        fixtures.item.redApple,
      ]);
      expect((await search('name=red')).total_size).toBe(0);
    });

    it('filters and sends the new price at the next search', async () => {
      await search('name=pineapple&max_price=31');
      await server.db.update(items).set({ price: 35 }).where(eq(items.id, fixtures.item.pineapple));
      catalogChanged(server.db);
      expect((await search('name=pineapple&max_price=31')).total_size).toBe(0);
      expect((await search('name=pineapple')).products[0]).toMatchObject({
        price: 35,
        discounted_price: 35,
      });
    });

    it('leaves an item out of what is available once it is sold out', async () => {
      expect((await search('name=green&available=1')).total_size).toBe(1);
      await server.db.update(items).set({ stock: 0 }).where(eq(items.id, fixtures.item.greenApple));
      catalogChanged(server.db);
      expect((await search('name=green&available=1')).total_size).toBe(0);
      expect((await search('name=green')).products[0]?.stock).toBe(0);
    });

    it("sends a closed store's items as such", async () => {
      await server.db
        .update(stores)
        .set({ active: false })
        .where(eq(stores.id, fixtures.store.cornerBakery));
      catalogChanged(server.db);
      const { products } = await search(`store_id=${fixtures.store.cornerBakery}&limit=50`);
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) expect(product.store_active).toBe(false);
    });
  });
});

describe('given changes that name the items they touched', () => {
  let database: TestDatabase;
  let fixtures: CatalogFixtures;

  beforeAll(async () => {
    database = await openTestDatabase();
    fixtures = await insertCatalogFixtures(database.db);
  }, 60_000);

  afterAll(() => database.close());

  const priceOf = async (engine: SearchEngine, name: string) =>
    (
      JSON.parse((await engine.answer(parsed({ name }), 'en')) ?? '{}') as ProductPage
    ).products.find((product) => product.name === name)?.price;
  const setPrice = (id: number, price: number, db: Pick<Database, 'update'> = database.db) =>
    db.update(items).set({ price }).where(eq(items.id, id));

  it('reads again those items alone', async () => {
    const engine = createSearchEngine(database.db);
    await engine.warm();
    const { greenApple, pineapple } = fixtures.item;
    const greenBefore = await priceOf(engine, 'Green Apple');
    // Written with the triggers off and said by nobody: only a read of every row would find it.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await setPrice(greenApple, 99, tx);
    });
    await setPrice(pineapple, 41);
    catalogChanged(database.db, itemsChanged([pineapple]));

    expect(await priceOf(engine, 'Pineapple')).toBe(41);
    expect(await priceOf(engine, 'Green Apple')).toBe(greenBefore);
  });

  it('answers with every change when one arrives while the last is being read', async () => {
    const engine = createSearchEngine(database.db);
    await engine.warm();
    const { redApple, whiteBread } = fixtures.item;
    await setPrice(redApple, 12);
    catalogChanged(database.db, itemsChanged([redApple]));
    const first = engine.answer(parsed({ name: 'apple' }), 'en');
    await setPrice(whiteBread, 6);
    catalogChanged(database.db, itemsChanged([whiteBread]));
    await Promise.all([first, engine.answer(parsed({ name: 'bread' }), 'en')]);

    expect(await priceOf(engine, 'Red Apple')).toBe(12);
    expect(await priceOf(engine, 'White Bread')).toBe(6);
  });
});
