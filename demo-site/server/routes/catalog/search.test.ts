// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, ProductPage, SearchSuggestions } from '../../../../src/core/api/wire';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { getJson } from '../../testing/getJson';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
let fixtures: CatalogFixtures;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertCatalogFixtures(server.db);
}, 60_000);

afterAll(async () => {
  await server.close();
});

const search = (query: string, language: 'en' | 'ar' = 'en') =>
  getJson<ProductPage>(server.app, `/api/v1/items/search?${query}`, language);
const names = (page: ProductPage) => page.products.map((product) => product.name);

describe('GET /api/v1/items/search', () => {
  describe('given an English name', () => {
    it('finds every item containing it, names starting with it first', async () => {
      const { status, body } = await search('name=APPLE');
      expect(status).toBe(200);
      expect(body.total_size).toBe(4);
      expect(names(body)[0]).toBe('Apple Pie');
      expect(new Set(names(body))).toEqual(
        new Set(['Apple Pie', 'Red Apple', 'Green Apple', 'Pineapple']),
      );
    });
  });

  describe('given an Arabic name', () => {
    it('finds the items by their Arabic names and sends them in Arabic', async () => {
      const { body } = await search(`name=${encodeURIComponent('تفاح')}`, 'ar');
      expect(body.total_size).toBe(3);
      expect(names(body).slice(0, 2).sort()).toEqual(['تفاح أحمر', 'تفاح أخضر'].sort());
      expect(names(body)[2]).toBe('فطيرة تفاح');
    });
  });

  describe('given a name with LIKE wildcards', () => {
    it('matches "%" literally', async () => {
      const { body } = await search(`name=${encodeURIComponent('%')}`);
      expect(names(body)).toEqual(['Mango 100% Juice']);
    });

    it('matches "_" literally', async () => {
      const { body } = await search('name=_');
      expect(body).toMatchObject({ total_size: 0, products: [] });
    });
  });

  describe('given no name', () => {
    it('lists every item, best sellers first', async () => {
      const { body } = await search('limit=2');
      expect(body).toMatchObject({ total_size: 9, limit: '2', offset: '1' });
      expect(names(body)).toEqual(['Pineapple', 'White Bread']);
    });
  });

  describe('given a type filter', () => {
    it('keeps only the non-vegetarian matches', async () => {
      const { body } = await search('name=apple&type=non_veg');
      expect(names(body)).toEqual(['Apple Pie']);
    });
  });

  describe('given a price range', () => {
    it('filters on the price after discount, not the list price', async () => {
      const { body } = await search('max_price=9&sort_by=low');
      // Green Apple lists at 12 but sells at 9 after its 25 % discount; Red Apple lists at 10
      // and White Bread at 5, but the running flash sale sells them at 8 and 4.
      expect(names(body)).toEqual(['White Bread', 'Red Apple', 'Green Apple']);
    });

    it('keeps both ends of the range', async () => {
      const { body } = await search('min_price=9&max_price=15&sort_by=low');
      expect(body.products.map((product) => product.discounted_price)).toEqual([9, 15, 15]);
    });
  });

  describe('given a minimum rating', () => {
    it('keeps the items rated at least that', async () => {
      const { body } = await search('rating=4.5&sort_by=rating');
      expect(names(body)).toEqual(['Pineapple', 'Red Apple']);
    });
  });

  describe('given discounted=1', () => {
    it('keeps only items sold below their list price', async () => {
      const { body } = await search('discounted=1&limit=20');
      expect(body.total_size).toBe(6);
      for (const product of body.products) {
        expect(product.discounted_price).toBeLessThan(product.price);
      }
    });
  });

  describe('given a category', () => {
    it('keeps the items of the category and of its children', async () => {
      const { body } = await search(`category_id=${fixtures.category.fruits}&limit=50`);
      expect(new Set(names(body))).toEqual(
        new Set([
          'Red Apple',
          'Green Apple',
          'Orange Juice',
          'Pineapple',
          'Mango 100% Juice',
          'Ramadan Dates',
        ]),
      );
    });

    it('narrows a name search to a child category', async () => {
      const { body } = await search(`name=apple&category_id=${fixtures.category.apples}`);
      expect(new Set(names(body))).toEqual(new Set(['Red Apple', 'Green Apple']));
    });

    it('answers 404 in the errors shape for a category that does not exist', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/items/search?category_id=999999',
      );
      expect(status).toBe(404);
      expect(body.errors[0]).toMatchObject({ code: 'category_id', message: 'Category not found' });
    });
  });

  describe('given a store', () => {
    it("keeps that store's own items, for the search inside a store page", async () => {
      const { body } = await search(`name=apple&store_id=${fixtures.store.cornerBakery}`);
      expect(names(body)).toEqual(['Apple Pie']);
      const { body: all } = await search(`store_id=${fixtures.store.freshMarket}&limit=50`);
      expect(all.total_size).toBe(6);
      for (const product of all.products) expect(product.store_id).toBe(fixtures.store.freshMarket);
    });

    it('answers 404 "Store not found" for a store that does not exist', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/items/search?store_id=999999',
      );
      expect(status).toBe(404);
      expect(body.errors[0]).toEqual({ code: 'store_id', message: 'Store not found' });
    });

    it('refuses a store id that is not a number with 422', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/items/search?store_id=fresh',
      );
      expect(status).toBe(422);
      expect(body.errors[0]).toEqual({ code: 'store_id', message: 'store_id is invalid' });
    });
  });

  describe('given available=1', () => {
    it('leaves out what is sold out and campaign items whose campaign has not started', async () => {
      const everything = names((await search('limit=50')).body);
      const available = names((await search('available=1&limit=50')).body);
      expect(everything).toEqual(expect.arrayContaining(['Pain Relief Tablets', 'Ramadan Dates']));
      expect(available).not.toContain('Pain Relief Tablets');
      expect(available).not.toContain('Ramadan Dates');
      expect(available).toHaveLength(everything.length - 2);
    });
  });

  describe('when sorting', () => {
    it('low sorts by the price after discount, cheapest first', async () => {
      const { body } = await search('sort_by=low&limit=20');
      const prices = body.products.map((product) => product.discounted_price ?? Number.NaN);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices[0]).toBe(4);
    });

    it('high sorts dearest first', async () => {
      const { body } = await search('sort_by=high&limit=20');
      const prices = body.products.map((product) => product.discounted_price ?? Number.NaN);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(names(body)[0]).toBe('Ramadan Dates');
    });

    it('a_to_z and z_to_a sort by the name in the request language', async () => {
      const { body: english } = await search('sort_by=a_to_z&limit=20');
      expect(names(english)).toEqual([...names(english)].sort());
      expect(names(english)[0]).toBe('Apple Pie');
      const { body: reversed } = await search('sort_by=z_to_a&limit=20');
      expect(names(reversed)).toEqual([...names(english)].reverse());
      const { body: arabic } = await search('sort_by=a_to_z&limit=20', 'ar');
      const { body: arabicReversed } = await search('sort_by=z_to_a&limit=20', 'ar');
      expect(names(arabicReversed)).toEqual([...names(arabic)].reverse());
      expect(names(arabic)).not.toEqual(names(english));
    });

    it('rating sorts the best rated first', async () => {
      const { body } = await search('sort_by=rating&limit=20');
      const ratings = body.products.map((product) => product.avg_rating ?? Number.NaN);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });
  });

  describe.each([
    ['sort_by=cheapest', 'sort_by', 'sort_by is invalid'],
    ['min_price=20&max_price=10', 'min_price', 'min_price is invalid'],
    ['min_price=-1', 'min_price', 'min_price is invalid'],
    ['max_price=ten', 'max_price', 'max_price is invalid'],
    ['rating=6', 'rating', 'rating is invalid'],
    ['discounted=yes', 'discounted', 'discounted is invalid'],
    ['available=2', 'available', 'available is invalid'],
    ['category_id=fruits', 'category_id', 'category_id is invalid'],
    ['category_id=0', 'category_id', 'category_id is invalid'],
    ['type=fish', 'type', 'type is invalid'],
    ['offset=-1', 'offset', 'offset is invalid'],
    ['name=a&name=b', 'name', 'name is invalid'],
    [`name=${'x'.repeat(101)}`, 'name', 'name is invalid'],
    ['name=a%00b', 'name', 'name is invalid'],
  ])('given %s', (query, code, message) => {
    it('refuses with 422 naming the field', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        `/api/v1/items/search?${query}`,
      );
      expect(status).toBe(422);
      expect(body.errors[0]).toEqual({ code, message });
    });
  });

  describe('given a bad sort asked in Arabic', () => {
    it('refuses in Arabic', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/items/search?sort_by=cheapest',
        'ar',
      );
      expect(status).toBe(422);
      expect(body.errors[0]?.code).toBe('sort_by');
      expect(body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
    });
  });

  describe('given any query string at all', () => {
    const keys = fc.constantFrom(
      'name',
      'offset',
      'limit',
      'type',
      'min_price',
      'max_price',
      'rating',
      'discounted',
      'sort_by',
      'other',
    );
    const values = fc.oneof(
      // Well-formed Unicode (a lone surrogate cannot be put in a URL) and raw ASCII controls.
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.string({ unit: 'binary-ascii', maxLength: 40 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('', '%', '_', '\\', '\u0000', 'all', 'low', '1', '0', '-0', '1e400'),
    );
    const queries = fc.array(fc.tuple(keys, values), { maxLength: 6 });

    it('never answers 500, and every refusal is in the errors shape', async () => {
      await fc.assert(
        fc.asyncProperty(queries, async (pairs) => {
          const query = pairs
            .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
            .join('&');
          const response = await server.app.inject({
            method: 'GET',
            url: `/api/v1/items/search?${query}`,
            headers: { 'x-localization': 'ar' },
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json().errors[0]).toEqual({
              code: expect.any(String),
              message: expect.any(String),
            });
          }
        }),
        { numRuns: 150 },
      );
    });
  });
});

describe('GET /api/v1/items/item-or-store-search', () => {
  describe('given part of an item name', () => {
    it('suggests the matching items, prefix matches first, with id, name and image', async () => {
      const { status, body } = await getJson<SearchSuggestions>(
        server.app,
        '/api/v1/items/item-or-store-search?name=apple',
      );
      expect(status).toBe(200);
      expect(body.items[0]).toMatchObject({ name: 'Apple Pie', image: 'apple-pie.png' });
      expect(body.items.map((item) => item.name).sort()).toEqual(
        ['Apple Pie', 'Green Apple', 'Pineapple', 'Red Apple'].sort(),
      );
      expect(body.stores).toEqual([]);
    });
  });

  describe('given part of a store name', () => {
    it('suggests the store, in the request language', async () => {
      const english = await getJson<SearchSuggestions>(
        server.app,
        '/api/v1/items/item-or-store-search?name=market',
      );
      const arabic = await getJson<SearchSuggestions>(
        server.app,
        `/api/v1/items/item-or-store-search?name=${encodeURIComponent('السوق')}`,
        'ar',
      );
      expect(english.body.stores.map((store) => store.name)).toEqual(['Fresh Market']);
      expect(english.body.stores[0]?.logo).toBe('fresh-market.png');
      expect(arabic.body.stores.map((store) => store.name)).toEqual(['السوق الطازج']);
    });
  });

  describe('given the same item asked in two languages', () => {
    it('names it differently', async () => {
      const english = await getJson<SearchSuggestions>(
        server.app,
        '/api/v1/items/item-or-store-search?name=bread',
      );
      const arabic = await getJson<SearchSuggestions>(
        server.app,
        '/api/v1/items/item-or-store-search?name=bread',
        'ar',
      );
      expect(english.body.items[0]?.name).toBe('White Bread');
      expect(arabic.body.items[0]?.name).toBe('خبز أبيض');
      expect(arabic.body.items[0]?.id).toBe(english.body.items[0]?.id);
    });
  });

  describe.each([
    ['no name', ''],
    ['an empty name', '?name='],
    ['a blank name', '?name=%20%20'],
  ])('given %s', (_, query) => {
    it('refuses with 422 "name is required"', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        `/api/v1/items/item-or-store-search${query}`,
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual([{ code: 'name', message: 'name is required' }]);
    });
  });

  describe('given an empty name asked in Arabic', () => {
    it('refuses in Arabic', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/items/item-or-store-search?name=',
        'ar',
      );
      expect(status).toBe(422);
      expect(body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
    });
  });
});
