// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../../src/core/i18n';
import { categories, flashSaleItems, flashSales, items, stores } from '../../db/schema';
import { ApiFailure } from '../../http/ApiFailure';
import { seedDatabase } from '../../seed/seedDatabase';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { catalogChanged } from './catalogChanges';
import { type ItemSearch, itemSearchQuery } from './itemSearchQuery';
import { itemSearchPage } from './itemSearchPage';
import { createSearchEngine, type SearchEngine } from './searchEngine';

/*
 * The search page from memory against the SQL search it stands in for, on the demo seed (small
 * scale) plus a few rows made to trip an imitation: names equal but for their id, capitals
 * PostgreSQL may lower otherwise than JavaScript, LIKE's wildcards, Latin letters inside an
 * Arabic name, equal prices, a campaign not started yet, nothing in stock.
 */

let database: TestDatabase;
let imagesDir: string;
let engine: SearchEngine;
let names: string[];
let prices: number[];
let ratings: number[];
let categoryIds: number[];
let storeIds: number[];

/** Rows added to the seed, each a trap for a different rule. */
const TRAPS = [
  { nameEn: 'Crème BRÛLÉE', nameAr: 'كريم بروليه', price: 12.5, stock: 4, veg: true },
  { nameEn: 'crème brûlée', nameAr: 'كريم بروليه', price: 12.5, stock: 4, veg: false },
  { nameEn: '100% Cotton_Bag', nameAr: 'حقيبة قطن ١٠٠٪', price: 7, stock: 0, veg: false },
  { nameEn: 'Istanbul İzmir Tea', nameAr: 'شاي Istanbul', price: 7, stock: 9, veg: true },
  {
    nameEn: 'Tea',
    nameAr: 'شاي',
    price: 7,
    stock: 9,
    veg: true,
    availableDateStarts: '2999-01-01',
  },
  { nameEn: 'back\\slash tea', nameAr: 'شاي\\', price: 0, stock: 1, veg: false },
];

beforeAll(async () => {
  database = await openTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'souq-search-equivalence-'));
  await seedDatabase(database.db, { imagesDir, scale: 'small' });
  const [first] = await database.db.select().from(items).limit(1);
  if (!first) throw new Error('the seed has no item');
  await database.db.insert(items).values(
    TRAPS.map((trap, index) => ({
      ...trap,
      slug: `search-trap-${index}`,
      moduleId: first.moduleId,
      storeId: first.storeId,
      categoryId: first.categoryId,
      descriptionEn: 'A trap',
      descriptionAr: 'فخ',
      image: 'trap.png',
      avgRating: first.avgRating,
      orderCount: first.orderCount,
    })),
  );
  const rows = await database.db.select().from(items);
  names = rows.flatMap((row) => [row.nameEn, row.nameAr]);
  prices = rows.map((row) => row.price);
  ratings = rows.map((row) => row.avgRating);
  categoryIds = (await database.db.select({ id: categories.id }).from(categories)).map(
    (row) => row.id,
  );
  storeIds = (await database.db.select({ id: stores.id }).from(stores)).map((row) => row.id);
  engine = createSearchEngine(database.db);
  await engine.warm();
}, 180_000);

afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

/** A reply, or the refusal it became, so both paths compare alike. */
async function outcome(answer: () => Promise<string | undefined>): Promise<unknown> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof ApiFailure) return { status: error.status, reasons: error.reasons };
    throw error;
  }
}

async function bothAnswer(search: ItemSearch, language: Locale) {
  const viaSql = await outcome(async () =>
    JSON.stringify(await itemSearchPage(database.db, search, search.category_id, language)),
  );
  const fromMemory = await outcome(() => engine.answer(search, language));
  return { viaSql, fromMemory };
}

/** Part of a name as a shopper types it: a start, a word start, or a piece from inside. */
const typedPart = () =>
  fc
    .tuple(
      fc.constantFrom(...names),
      fc.nat(),
      fc.integer({ min: 1, max: 8 }),
      fc.constantFrom('as is', 'upper', 'word start'),
    )
    .map(([name, at, length, how]) => {
      const characters = [...name];
      if (how === 'word start') {
        const words = name.split(' ');
        return (words[at % words.length] ?? '').slice(0, length);
      }
      const start = at % characters.length;
      const part = characters.slice(start, start + length).join('');
      return how === 'upper' ? part.toUpperCase() : part;
    });

describe('given the seeded catalog read into memory', () => {
  it('answers every generated search exactly as the SQL does, pages near the end included', async () => {
    const price = fc.oneof(
      fc.constantFrom(...prices),
      fc.double({ min: 0, max: 200, noNaN: true }),
    );
    const query = fc.record(
      {
        name: fc.oneof(
          typedPart(),
          fc.constantFrom('', '%', '_', '\\', ' ', 'a', 'ا', 'al', 'ال', 'È', 'i̇', 'tea'),
        ),
        type: fc.constantFrom('all', 'veg', 'non_veg'),
        min_price: price.map(String),
        max_price: price.map(String),
        rating: fc
          .oneof(
            fc.constantFrom(...ratings),
            fc.integer({ min: 0, max: 10 }).map((half) => half / 2),
          )
          .map(String),
        discounted: fc.constantFrom('0', '1'),
        available: fc.constantFrom('0', '1'),
        category_id: fc.constantFrom(...categoryIds, 999_999).map(String),
        store_id: fc.constantFrom(...storeIds, 999_999).map(String),
        sort_by: fc.constantFrom('default', 'low', 'high', 'a_to_z', 'z_to_a', 'rating'),
        limit: fc.integer({ min: 1, max: 100 }).map(String),
        offset: fc.integer({ min: 1, max: 3 }).map(String),
      },
      { requiredKeys: ['name', 'sort_by', 'limit', 'offset'] },
    );
    const language = fc.constantFrom<Locale>('en', 'ar');

    await fc.assert(
      fc.asyncProperty(query, language, async (raw, locale) => {
        const parsed = v.safeParse(itemSearchQuery, raw);
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const search = parsed.output;
        const first = await bothAnswer(search, locale);
        expect(first.fromMemory).toEqual(first.viaSql);
        if (typeof first.viaSql !== 'string') return;
        // The last page, and the one past it.
        const total = (JSON.parse(first.viaSql) as { total_size: number }).total_size;
        const last = Math.max(1, Math.ceil(total / search.limit));
        for (const offset of [last, last + 1]) {
          if (offset * search.limit > 10_000) continue;
          const end = await bothAnswer({ ...search, offset }, locale);
          expect(end.fromMemory).toEqual(end.viaSql);
        }
      }),
      { numRuns: 250 },
    );
  }, 300_000);

  it('answers every sort with every on-off filter, in both languages, as the SQL does', async () => {
    for (const name of ['', 'tea', 'ش']) {
      for (const sort_by of ['default', 'low', 'high', 'a_to_z', 'z_to_a', 'rating']) {
        for (const type of ['all', 'veg', 'non_veg']) {
          for (const [discounted, available] of [
            ['0', '0'],
            ['1', '0'],
            ['0', '1'],
            ['1', '1'],
          ]) {
            const search = v.parse(itemSearchQuery, {
              name,
              sort_by,
              type,
              discounted,
              available,
              limit: '100',
            });
            for (const language of ['en', 'ar'] as const) {
              const { viaSql, fromMemory } = await bothAnswer(search, language);
              expect(fromMemory).toEqual(viaSql);
            }
          }
        }
      }
    }
  }, 300_000);
});

describe('given the catalog written in every way after it was read', () => {
  it('reads again what changed and answers as the SQL does', async () => {
    const { db } = database;
    const [a, b, c, d, e] = await db.select().from(items).orderBy(items.id).limit(5);
    if (!a || !b || !c || !d || !e) throw new Error('the seed has too few items');
    await db
      .update(items)
      .set({ nameEn: 'Zebra Tea Deluxe', nameAr: 'شاي الحمار الوحشي' })
      .where(eq(items.id, a.id));
    await db.update(items).set({ price: 0.01, orderCount: 99_999 }).where(eq(items.id, b.id));
    await db
      .update(items)
      .set({ stock: 0, avgRating: 5, ratingCount: 1 })
      .where(eq(items.id, c.id));
    await db.update(stores).set({ active: false, discount: 33 }).where(eq(stores.id, d.storeId));
    const now = Date.now();
    const [sale] = await db
      .insert(flashSales)
      .values({
        moduleId: e.moduleId,
        titleEn: 'Now',
        titleAr: 'الآن',
        startAt: new Date(now - 60_000),
        endAt: new Date(now + 3_600_000),
      })
      .returning({ id: flashSales.id });
    await db.insert(flashSaleItems).values({
      flashSaleId: sale?.id ?? 0,
      itemId: e.id,
      discount: 90,
      discountType: 'percent',
      stock: 3,
    });
    await db.insert(items).values({
      slug: 'search-trap-added',
      nameEn: 'Added Tea',
      nameAr: 'شاي مضاف',
      price: 3,
      stock: 5,
      moduleId: a.moduleId,
      storeId: a.storeId,
      categoryId: a.categoryId,
      descriptionEn: 'New',
      descriptionAr: 'جديد',
      image: 'new.png',
    });
    await db.execute(sql`delete from items where slug = 'search-trap-5'`);
    catalogChanged(db);

    const searches = [
      { name: 'tea' },
      { name: 'شاي', sort_by: 'a_to_z' },
      { sort_by: 'low', limit: '20' },
      { sort_by: 'high', discounted: '1', limit: '50' },
      { sort_by: 'rating', available: '1', limit: '20' },
      { name: 'zebra' },
      { name: 'added' },
      { store_id: String(d.storeId), limit: '100' },
      { limit: '100' },
    ];
    const expectSameAnswers = async () => {
      for (const query of searches) {
        for (const language of ['en', 'ar'] as const) {
          const { viaSql, fromMemory } = await bothAnswer(
            v.parse(itemSearchQuery, query),
            language,
          );
          expect(fromMemory).toEqual(viaSql);
        }
      }
    };
    await expectSameAnswers();

    // No name changes this time: the rows written are read again, the rest kept as they were.
    await db.update(items).set({ price: 250, stock: 7 }).where(eq(items.id, c.id));
    await db.update(stores).set({ active: true, discount: 0 }).where(eq(stores.id, d.storeId));
    await db.update(flashSaleItems).set({ sold: 2 }).where(eq(flashSaleItems.itemId, e.id));
    catalogChanged(db);
    await expectSameAnswers();
  }, 120_000);
});
