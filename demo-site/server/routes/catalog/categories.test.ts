// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Category,
  CategoryChild,
  ErrorListReply,
  ProductPage,
  StorePage,
} from '../../../../src/core/api/wire';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { getJson } from '../../testing/getJson';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { categories } from '../../db/schema';
import { parseInput } from '../../http/parseInput';
import { catalogChanged } from './catalogChanges';
import { itemSearchQuery } from './itemSearchQuery';
import { itemSearchPage } from './itemSearchPage';
import { searchEngineOf } from './searchEngine';

let server: TestServer;
let fixtures: CatalogFixtures;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertCatalogFixtures(server.db);
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('GET /api/v1/categories', () => {
  it('lists the parent categories by priority, each with its childes', async () => {
    const { status, body } = await getJson<Category[]>(server.app, '/api/v1/categories', 'en');
    expect(status).toBe(200);
    expect(body.map((category) => category.name)).toEqual(['Fruits', 'Bakery', 'Pharmacy']);
    expect(body[0]).toMatchObject({
      id: fixtures.category.fruits,
      image: 'fruits.png',
      parent_id: 0,
      childes: [
        expect.objectContaining({
          id: fixtures.category.apples,
          name: 'Apples',
          image: 'apples.png',
        }),
        expect.objectContaining({ id: fixtures.category.citrus, name: 'Citrus' }),
      ],
    });
    expect(body[2]?.childes).toEqual([]);
  });

  it('names the same categories in Arabic when asked', async () => {
    const { body } = await getJson<Category[]>(server.app, '/api/v1/categories', 'ar');
    expect(body.map((category) => category.name)).toEqual(['فواكه', 'مخبوزات', 'صيدلية']);
    expect(body[0]?.childes.map((child) => child.name)).toEqual(['تفاح', 'حمضيات']);
  });

  it('reads the categories once for many requests, and again after they change', async () => {
    const names = async () =>
      (await getJson<Category[]>(server.app, '/api/v1/categories', 'en')).body.map(
        (category) => category.name,
      );
    await names();
    const selects = vi.spyOn(server.db, 'select');
    await Promise.all([names(), names(), names()]);
    expect(selects).not.toHaveBeenCalled();
    selects.mockRestore();

    await server.db
      .update(categories)
      .set({ priority: 100 })
      .where(eq(categories.id, fixtures.category.pharmacy));
    // The write's notification reaches the server's relay; a route that wrote would say so too.
    catalogChanged(server.db);
    expect(await names()).toEqual(['Pharmacy', 'Fruits', 'Bakery']);
    await server.db
      .update(categories)
      .set({ priority: 0 })
      .where(eq(categories.id, fixtures.category.pharmacy));
    catalogChanged(server.db);
  });
});

describe('GET /api/v1/categories/{searchKey}', () => {
  describe('given an English part of a name', () => {
    it('lists the matching categories with their childes', async () => {
      const { body } = await getJson<Category[]>(server.app, '/api/v1/categories/FRUIT', 'en');
      expect(body).toEqual([
        expect.objectContaining({
          id: fixtures.category.fruits,
          childes: [
            expect.objectContaining({ name: 'Apples' }),
            expect.objectContaining({ name: 'Citrus' }),
          ],
        }),
      ]);
    });
  });

  describe('given an Arabic part of a name', () => {
    it('finds the category by its Arabic name', async () => {
      const { body } = await getJson<Category[]>(
        server.app,
        `/api/v1/categories/${encodeURIComponent('خبز')}`,
        'ar',
      );
      expect(body.map((category) => [category.id, category.name])).toEqual([
        [fixtures.category.bread, 'خبز'],
      ]);
    });
  });

  describe('given a key that matches nothing', () => {
    it('sends an empty list', async () => {
      const { status, body } = await getJson(server.app, '/api/v1/categories/zzz', 'en');
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });
  });

  describe('given a key made of LIKE wildcards', () => {
    it('matches them literally, so nothing is found', async () => {
      const { body } = await getJson(server.app, `/api/v1/categories/${encodeURIComponent('%_')}`);
      expect(body).toEqual([]);
    });
  });

  describe('given a key with a NUL character', () => {
    it('refuses with 422 instead of passing it to the database', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/categories/a%00b',
      );
      expect(status).toBe(422);
      expect(body.errors[0]).toEqual({ code: 'searchKey', message: 'searchKey is invalid' });
    });
  });
});

describe('GET /api/v1/categories/childes/{id}', () => {
  it('lists the sub-categories of a parent', async () => {
    const { body } = await getJson<CategoryChild[]>(
      server.app,
      `/api/v1/categories/childes/${fixtures.category.fruits}`,
      'en',
    );
    expect(body.map((child) => [child.name, child.parent_id])).toEqual([
      ['Apples', fixtures.category.fruits],
      ['Citrus', fixtures.category.fruits],
    ]);
  });

  it('sends an empty list for a category without children', async () => {
    const { status, body } = await getJson(
      server.app,
      `/api/v1/categories/childes/${fixtures.category.apples}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('refuses an unknown category with 404, in Arabic when asked', async () => {
    const english = await getJson<ErrorListReply>(server.app, '/api/v1/categories/childes/999999');
    const arabic = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/categories/childes/999999',
      'ar',
    );
    expect(english.status).toBe(404);
    expect(english.body.errors).toEqual([{ code: 'category_id', message: 'Category not found' }]);
    expect(arabic.body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('refuses the id %s with 422', async (id) => {
    const { status, body } = await getJson<ErrorListReply>(
      server.app,
      `/api/v1/categories/childes/${id}`,
    );
    expect(status).toBe(422);
    expect(body.errors[0]?.code).toBe('id');
  });
});

describe('GET /api/v1/categories/items/{id}', () => {
  describe('given a parent category', () => {
    it('pages through the items of the category and of its children', async () => {
      const { body } = await getJson<ProductPage>(
        server.app,
        `/api/v1/categories/items/${fixtures.category.fruits}?limit=2&offset=1`,
      );
      expect(body.total_size).toBe(6);
      expect(body.limit).toBe('2');
      expect(body.offset).toBe('1');
      expect(body.products).toHaveLength(2);
      const covered = [
        fixtures.category.fruits,
        fixtures.category.apples,
        fixtures.category.citrus,
      ];
      const { body: all } = await getJson<ProductPage>(
        server.app,
        `/api/v1/categories/items/${fixtures.category.fruits}?limit=50`,
      );
      expect(all.products).toHaveLength(6);
      for (const product of all.products) expect(covered).toContain(product.category_id);
    });

    it('gives the last page only the rest', async () => {
      const { body } = await getJson<ProductPage>(
        server.app,
        `/api/v1/categories/items/${fixtures.category.fruits}?limit=4&offset=2`,
      );
      expect(body.total_size).toBe(6);
      expect(body.products).toHaveLength(2);
    });
  });

  describe('given the non_veg type filter', () => {
    it('keeps only the items that are not vegetarian', async () => {
      const { body } = await getJson<ProductPage>(
        server.app,
        `/api/v1/categories/items/${fixtures.category.bakery}?type=non_veg`,
      );
      expect(body.products.map((product) => product.name)).toEqual(['Apple Pie']);
      expect(body.products.every((product) => product.veg === 0)).toBe(true);
    });
  });

  describe("given the search page's filters and sort", () => {
    it('narrows by name, price and discount, and sorts as a search', async () => {
      const { body } = await getJson<ProductPage>(
        server.app,
        `/api/v1/categories/items/${fixtures.category.fruits}?name=juice&sort_by=low`,
      );
      expect(body.products.map((product) => product.name)).toEqual([
        'Orange Juice',
        'Mango 100% Juice',
      ]);
      const { body: discounted } = await getJson<ProductPage>(
        server.app,
        `/api/v1/categories/items/${fixtures.category.fruits}?discounted=1&max_price=15&sort_by=high`,
      );
      const prices = discounted.products.map((product) => product.discounted_price ?? 0);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      for (const product of discounted.products) {
        expect(product.discounted_price).toBeLessThan(product.price);
        expect(product.discounted_price).toBeLessThanOrEqual(15);
      }
    });

    it('keeps the available items rated at least the rating asked for', async () => {
      const { body } = await getJson<ProductPage>(
        server.app,
        `/api/v1/categories/items/${fixtures.category.fruits}?rating=4.5&available=1`,
      );
      expect(body.products.map((product) => product.name)).toEqual(['Pineapple', 'Red Apple']);
    });

    it('refuses a reversed price range on min_price', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        `/api/v1/categories/items/${fixtures.category.fruits}?min_price=20&max_price=10`,
      );
      expect(status).toBe(422);
      expect(body.errors[0]).toEqual({ code: 'min_price', message: 'min_price is invalid' });
    });
  });

  it('names the items in Arabic when asked', async () => {
    const { body } = await getJson<ProductPage>(
      server.app,
      `/api/v1/categories/items/${fixtures.category.apples}`,
      'ar',
    );
    expect(body.products.map((product) => product.name)).toEqual(['تفاح أحمر', 'تفاح أخضر']);
  });

  it('refuses an unknown category with 404', async () => {
    const { status, body } = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/categories/items/424242',
    );
    expect(status).toBe(404);
    expect(body.errors[0]?.code).toBe('category_id');
  });

  it.each([
    ['offset=0', 'offset'],
    ['offset=-1', 'offset'],
    ['limit=500', 'limit'],
    ['type=vegan', 'type'],
  ])('refuses %s with 422', async (query, code) => {
    const { status, body } = await getJson<ErrorListReply>(
      server.app,
      `/api/v1/categories/items/${fixtures.category.fruits}?${query}`,
      'ar',
    );
    expect(status).toBe(422);
    expect(body.errors[0]?.code).toBe(code);
    expect(body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /api/v1/categories/items/{id} once the catalog is held in memory', () => {
  beforeAll(async () => {
    await searchEngineOf(server.db).warm();
  });

  it.each([
    ['limit=50', 'en'],
    ['name=juice&sort_by=low', 'en'],
    ['discounted=1&max_price=15&sort_by=high', 'ar'],
    ['rating=4.5&available=1&limit=4&offset=2', 'ar'],
    ['type=veg&sort_by=z_to_a', 'en'],
  ] as const)('answers %s (%s) exactly as the database does', async (query, language) => {
    const { status, body } = await getJson<ProductPage>(
      server.app,
      `/api/v1/categories/items/${fixtures.category.fruits}?${query}`,
      language,
    );
    const search = parseInput(itemSearchQuery, Object.fromEntries(new URLSearchParams(query)));
    const fromDatabase = await itemSearchPage(
      server.db,
      search,
      fixtures.category.fruits,
      language,
    );
    expect(status).toBe(200);
    expect(body).toEqual(JSON.parse(JSON.stringify(fromDatabase)));
  });

  it('still refuses an unknown category with 404', async () => {
    const { status, body } = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/categories/items/424242',
    );
    expect(status).toBe(404);
    expect(body.errors[0]?.code).toBe('category_id');
  });
});

describe('GET /api/v1/categories/stores/{id}', () => {
  it('pages through the stores that sell in the category or its children', async () => {
    const { body } = await getJson<StorePage>(
      server.app,
      `/api/v1/categories/stores/${fixtures.category.bakery}`,
    );
    expect(body.total_size).toBe(1);
    expect(body.stores.map((store) => store.name)).toEqual(['Corner Bakery']);
  });

  it('names the stores in Arabic when asked', async () => {
    const { body } = await getJson<StorePage>(
      server.app,
      `/api/v1/categories/stores/${fixtures.category.fruits}`,
      'ar',
    );
    expect(body.stores.map((store) => store.name)).toEqual(['السوق الطازج']);
  });

  it('refuses an unknown category with 404', async () => {
    const { status } = await getJson(server.app, '/api/v1/categories/stores/777777');
    expect(status).toBe(404);
  });
});
