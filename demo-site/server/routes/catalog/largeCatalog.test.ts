// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage, SearchSuggestions } from '../../../../src/core/api/wire';
import { items } from '../../db/schema';
import { parseInput } from '../../http/parseInput';
import { getJson } from '../../testing/getJson';
import { insertSyntheticCatalog } from '../../testing/syntheticCatalog';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { catalogPricing } from './discountedPrice';
import { itemSearchQuery, searchCondition } from './itemSearchQuery';
import { WHOLE_CATALOG } from './catalogChanges';
import { createSuggestionIndex } from './suggestionIndex';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await insertSyntheticCatalog(server.db, 5_000, 60);
}, 120_000);

afterAll(async () => {
  await server.close();
});

/** The plan PostgreSQL picks for the search page's name match. */
async function searchPlan(term: string): Promise<string> {
  const search = parseInput(itemSearchQuery, { name: term });
  const query = server.db
    .select({ id: items.id })
    .from(items)
    .where(
      searchCondition(search, catalogPricing(new Date()), {
        categoryIds: null,
        today: '2026-01-01',
      }),
    );
  const result = (await server.db.execute(sql`EXPLAIN ${query.getSQL()}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('given a catalog of 5,000 items in two languages', () => {
  describe('when searching for a term of three or more characters', () => {
    it.each(['mango', 'مانجو', 'fresh app'])(
      'finds "%s" through both trigram indexes',
      async (term) => {
        const plan = await searchPlan(term);
        expect(plan).toContain('items_name_en_trgm');
        expect(plan).toContain('items_name_ar_trgm');
      },
    );

    it.each(['mango', 'مانجو', 'fresh app', 'tea'])(
      'suggests for "%s" the first items the search page ranks for it',
      async (term) => {
        const query = encodeURIComponent(term);
        const { body: suggested } = await getJson<SearchSuggestions>(
          server.app,
          `/api/v1/items/item-or-store-search?name=${query}`,
        );
        const { body: searched } = await getJson<ProductPage>(
          server.app,
          `/api/v1/items/search?name=${query}&limit=10&offset=1`,
        );
        expect(suggested.items.map((item) => item.id)).toEqual(
          searched.products.map((item) => item.id),
        );
      },
    );
  });

  describe('when suggesting for any term', () => {
    /** The ranking rules applied to every item, slowly and plainly: what the index must match. */
    async function scannedSuggestions(term: string): Promise<number[]> {
      const lowered = term.toLowerCase();
      const short = [...lowered].length < 3;
      const ranked = (await server.db.select().from(items)).flatMap((item) => {
        const names = [item.nameEn.toLowerCase(), item.nameAr];
        const rank = names.some((name) => name.startsWith(lowered))
          ? 0
          : names.some((name) => name.includes(` ${lowered}`))
            ? 1
            : !short && names.some((name) => name.includes(lowered))
              ? 2
              : null;
        return rank === null ? [] : [{ rank, item }];
      });
      ranked.sort(
        (a, b) => a.rank - b.rank || b.item.orderCount - a.item.orderCount || a.item.id - b.item.id,
      );
      return ranked.slice(0, 10).map(({ item }) => item.id);
    }

    it.each(['m', 'ma', 'ch', 'fr', 'م', 'ما', 'mango', 'fresh app', 'مانجو', 'zz'])(
      'suggests for "%s" exactly the items a full scan ranks first',
      async (term) => {
        const suggested = await createSuggestionIndex(server.db).suggest(term);
        expect(suggested.items.map((item) => item.id)).toEqual(await scannedSuggestions(term));
      },
    );
  });

  describe('when the catalog changes after suggestions were given', () => {
    it('suggests the new item once the index is invalidated', async () => {
      const index = createSuggestionIndex(server.db);
      expect((await index.suggest('zebrafruit')).items).toEqual([]);
      const [template] = await server.db.select().from(items).limit(1);
      if (!template) throw new Error('the synthetic catalog is empty');
      const { id: _id, ...copy } = template;
      await server.db.insert(items).values({
        ...copy,
        slug: 'zebrafruit-1',
        nameEn: 'Zebrafruit',
        nameAr: 'فاكهة الحمار الوحشي',
      });

      expect((await index.suggest('zebrafruit')).items).toEqual([]);
      index.changed(WHOLE_CATALOG);
      expect((await index.suggest('zebrafruit')).items.map((item) => item.nameEn)).toEqual([
        'Zebrafruit',
      ]);
    });
  });

  it('suggests at most 10 items and 5 stores', async () => {
    const { body } = await getJson<SearchSuggestions>(
      server.app,
      '/api/v1/items/item-or-store-search?name=house',
    );
    expect(body.stores).toHaveLength(5);
    const { body: items } = await getJson<SearchSuggestions>(
      server.app,
      '/api/v1/items/item-or-store-search?name=mango',
    );
    expect(items.items).toHaveLength(10);
    for (const item of items.items) expect(item.name.toLowerCase()).toContain('mango');
  });

  it('suggests for a term too short for trigrams the names with a word starting with it', async () => {
    const { body } = await getJson<SearchSuggestions>(
      server.app,
      '/api/v1/items/item-or-store-search?name=ma',
    );
    expect(body.items).toHaveLength(10);
    for (const item of body.items) expect(item.name.toLowerCase()).toMatch(/(^| )ma/);
  });

  it('pages a broad search with the right total', async () => {
    const { body } = await getJson<ProductPage>(
      server.app,
      '/api/v1/items/search?name=mango&limit=50&offset=3',
    );
    expect(body.total_size).toBe(125);
    expect(body.products).toHaveLength(25);
  });
});

describe('given a database that was never seeded', () => {
  it('answers the config with 503 in the errors shape', async () => {
    const { status, body } = await getJson(server.app, '/api/v1/config');
    expect(status).toBe(503);
    expect(body).toEqual({
      errors: [{ code: 'maintenance', message: 'We are under maintenance' }],
    });
  });
});
