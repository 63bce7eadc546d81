// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, Item, ProductPage } from '../../../../src/core/api/wire';
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

const names = (page: ProductPage) => page.products.map((product) => product.name);

describe('the home page item lists', () => {
  describe('GET /api/v1/items/popular', () => {
    it('orders the items by how often they were ordered', async () => {
      const { status, body } = await getJson<ProductPage>(
        server.app,
        '/api/v1/items/popular?limit=3',
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ total_size: 9, limit: '3', offset: '1' });
      expect(names(body)).toEqual(['Pineapple', 'White Bread', 'Red Apple']);
    });

    it('continues on the next page where the first ended', async () => {
      const { body } = await getJson<ProductPage>(
        server.app,
        '/api/v1/items/popular?limit=3&offset=2',
      );
      expect(body.offset).toBe('2');
      expect(names(body)).toEqual(['Green Apple', 'Orange Juice', 'Mango 100% Juice']);
    });

    it('names the same items in Arabic when asked', async () => {
      const { body } = await getJson<ProductPage>(
        server.app,
        '/api/v1/items/popular?limit=3',
        'ar',
      );
      expect(names(body)).toEqual(['أناناس', 'خبز أبيض', 'تفاح أحمر']);
    });

    it('defaults to pages of 10 starting at page 1', async () => {
      const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/popular');
      expect(body).toMatchObject({ total_size: 9, limit: '10', offset: '1' });
      expect(body.products).toHaveLength(9);
    });

    it('sends an empty page past the end, with the total', async () => {
      const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/popular?offset=5');
      expect(body).toEqual({ total_size: 9, limit: '10', offset: '5', products: [] });
    });
  });

  describe('GET /api/v1/items/latest', () => {
    it('orders the items newest first', async () => {
      const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/latest?limit=3');
      expect(names(body)).toEqual(['Ramadan Dates', 'Green Apple', 'Apple Pie']);
    });
  });

  describe('GET /api/v1/items/most-reviewed', () => {
    it('lists the reviewed items, most reviews first', async () => {
      const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/most-reviewed');
      expect(body.total_size).toBe(6);
      expect(names(body)).toEqual([
        'Red Apple',
        'Apple Pie',
        'Green Apple',
        'Mango 100% Juice',
        'Orange Juice',
        'Pineapple',
      ]);
    });
  });

  describe('GET /api/v1/items/new-arrival', () => {
    it('lists the newest items that are in stock', async () => {
      const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/new-arrival');
      expect(body.total_size).toBe(8);
      expect(names(body)).not.toContain('Pain Relief Tablets');
      expect(names(body)[0]).toBe('Ramadan Dates');
    });
  });

  describe('GET /api/v1/items/discounted', () => {
    it('lists only discounted items, deepest discount first', async () => {
      const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/discounted');
      expect(body.total_size).toBe(6);
      // Red Apple has no discount of its own; the running flash sale takes 20 % off it.
      expect(names(body)).toEqual([
        'Green Apple',
        'Orange Juice',
        'Red Apple',
        'White Bread',
        'Apple Pie',
        'Mango 100% Juice',
      ]);
      for (const product of body.products) {
        expect(product.discounted_price).toBeLessThan(product.price);
      }
    });
  });

  describe('given the veg type filter', () => {
    it('keeps only vegetarian items', async () => {
      const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/discounted?type=veg');
      expect(names(body)).not.toContain('Apple Pie');
      expect(body.total_size).toBe(5);
    });
  });

  describe.each([
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['type=meat', 'type'],
  ])('given %s', (query, code) => {
    it('refuses with 422 naming the field, in Arabic when asked', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        `/api/v1/items/latest?${query}`,
        'ar',
      );
      expect(status).toBe(422);
      expect(body.errors[0]?.code).toBe(code);
      expect(body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
    });
  });
});

describe('GET /api/v1/items/details/{id-or-slug}', () => {
  describe('given a numeric id', () => {
    it('sends the item with the fields the product page reads', async () => {
      const { status, body } = await getJson<Item>(
        server.app,
        `/api/v1/items/details/${fixtures.item.orangeJuice}`,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: fixtures.item.orangeJuice,
        slug: 'orange-juice',
        name: 'Orange Juice',
        description: 'About Orange Juice',
        image: 'orange-juice.png',
        price: 20,
        discount: 5,
        discount_type: 'amount',
        store_discount: 0,
        discounted_price: 15,
        stock: 25,
        store_name: 'Fresh Market',
        store_active: true,
        variations: [
          { type: 'Small', price: 20, stock: 10 },
          { type: 'Large', price: 35, stock: 15 },
        ],
      });
    });
  });

  describe('given a slug', () => {
    it('finds the same item by its slug, in Arabic when asked', async () => {
      const { body } = await getJson<Item>(server.app, '/api/v1/items/details/apple-pie', 'ar');
      expect(body).toMatchObject({
        id: fixtures.item.applePie,
        name: 'فطيرة تفاح',
        store_name: 'مخبز الزاوية',
        store_discount: 10,
        discounted_price: 36,
      });
    });
  });

  it.each(['no-such-item', '987654'])('refuses the unknown %s with 404', async (key) => {
    const english = await getJson<ErrorListReply>(server.app, `/api/v1/items/details/${key}`);
    const arabic = await getJson<ErrorListReply>(server.app, `/api/v1/items/details/${key}`, 'ar');
    expect(english.status).toBe(404);
    expect(english.body.errors).toEqual([{ code: 'item_id', message: 'Item not found' }]);
    expect(arabic.body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['red%20apple', '--', '99999999999', 'a%27%3B%20drop'])(
    'refuses the malformed key %s with 422',
    async (key) => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        `/api/v1/items/details/${key}`,
      );
      expect(status).toBe(422);
      expect(body.errors[0]?.code).toBe('id');
    },
  );
});

describe('GET /api/v1/items/related-items/{id}', () => {
  it('lists items of the same category first, then of the same store, never the item itself', async () => {
    const { body } = await getJson<Item[]>(
      server.app,
      `/api/v1/items/related-items/${fixtures.item.redApple}`,
    );
    expect(body.map((item) => item.name)).toEqual([
      'Green Apple',
      'Pineapple',
      'Orange Juice',
      'Mango 100% Juice',
      'Ramadan Dates',
    ]);
  });

  it('refuses an unknown item with 404 and a non-numeric id with 422', async () => {
    expect((await getJson(server.app, '/api/v1/items/related-items/123456')).status).toBe(404);
    expect((await getJson(server.app, '/api/v1/items/related-items/red-apple')).status).toBe(422);
  });
});

describe('GET /api/v1/items/min-max-price', () => {
  it('sends the range of prices after discounts, flash sales included', async () => {
    const { body } = await getJson(server.app, '/api/v1/items/min-max-price');
    // White Bread sells at 4.5 after its store's 10 %, and at 4 on the running flash sale.
    expect(body).toEqual({ min_price: 4, max_price: 60 });
  });
});
