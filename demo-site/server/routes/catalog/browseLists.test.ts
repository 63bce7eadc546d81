// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, RecommendedPage, StorePage } from '../../../../src/core/api/wire';
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

const names = (items: readonly Item[]) => items.map((item) => item.name);

describe('GET /api/v1/items/recommended', () => {
  // The rated fixtures in stock: White Bread has no rating, the tablets no stock.
  it('lists the rated items in stock, best rated first', async () => {
    const { status, body } = await getJson<RecommendedPage>(
      server.app,
      '/api/v1/items/recommended',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_size: 6, limit: '10', offset: '1' });
    expect(names(body.items)).toEqual([
      'Pineapple',
      'Red Apple',
      'Green Apple',
      'Apple Pie',
      'Mango 100% Juice',
      'Orange Juice',
    ]);
  });

  it.each([
    ['top_rated', ['Red Apple', 'Apple Pie', 'Green Apple']],
    ['best_selling', ['Pineapple', 'Red Apple', 'Green Apple']],
    ['new_arrival', ['Green Apple', 'Apple Pie', 'Orange Juice']],
  ])('orders them by the filter %s', async (filter, first) => {
    const { body } = await getJson<RecommendedPage>(
      server.app,
      `/api/v1/items/recommended?limit=3&filter=${filter}`,
    );
    expect(names(body.items)).toEqual(first);
  });

  it('keeps only the items of the type asked for, named in Arabic when asked', async () => {
    const { body } = await getJson<RecommendedPage>(
      server.app,
      '/api/v1/items/recommended?type=non_veg',
      'ar',
    );
    expect(body.total_size).toBe(1);
    expect(names(body.items)).toEqual(['فطيرة تفاح']);
  });
});

describe('GET /api/v1/items/related-store-items/{id}', () => {
  it("lists the other items of the item's store, best sellers first", async () => {
    const { status, body } = await getJson<Item[]>(
      server.app,
      `/api/v1/items/related-store-items/${fixtures.item.applePie}`,
    );
    expect(status).toBe(200);
    expect(names(body)).toEqual(['White Bread']);
  });
});

describe('GET /api/v1/stores/popular-items/{id}', () => {
  it('lists the same best sellers whether the store is named by id or by slug', async () => {
    const byId = await getJson<Item[]>(
      server.app,
      `/api/v1/stores/popular-items/${fixtures.store.cornerBakery}`,
    );
    const bySlug = await getJson<Item[]>(server.app, '/api/v1/stores/popular-items/corner-bakery');
    expect(names(byId.body)).toEqual(['White Bread', 'Apple Pie']);
    expect(bySlug.body).toEqual(byId.body);
  });

  it('holds at most ten items', async () => {
    const { body } = await getJson<Item[]>(
      server.app,
      `/api/v1/stores/popular-items/${fixtures.store.freshMarket}`,
    );
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(10);
    expect(body[0]?.name).toBe('Pineapple');
  });
});

describe('GET /api/v1/stores/get-stores/{type}', () => {
  it('answers each list as stores/{type} does', async () => {
    const newer = await getJson<StorePage>(server.app, '/api/v1/stores/get-stores/discounted');
    const older = await getJson<StorePage>(server.app, '/api/v1/stores/discounted');
    expect(newer.status).toBe(200);
    expect(newer.body.stores.map((store) => store.name)).toEqual(['Corner Bakery']);
    expect(newer.body).toEqual(older.body);
  });

  it.each([
    ['newly_joined', 'latest'],
    ['popular', 'popular'],
    ['top_rated', 'top-rated'],
  ])("lets 6amMart's store_type %s choose the list of get-stores/all", async (storeType, list) => {
    const named = await getJson<StorePage>(
      server.app,
      `/api/v1/stores/get-stores/all?store_type=${storeType}`,
    );
    const listed = await getJson<StorePage>(server.app, `/api/v1/stores/get-stores/${list}`);
    expect(named.body).toEqual(listed.body);
  });

  it('answers a list other than all for a store_type other than all', async () => {
    const all = await getJson<StorePage>(server.app, '/api/v1/stores/get-stores/all');
    const rated = await getJson<StorePage>(
      server.app,
      '/api/v1/stores/get-stores/all?store_type=top_rated',
    );
    expect(rated.body.total_size).toBeLessThan(all.body.total_size);
  });

  it('keeps the list of the path when it is not all', async () => {
    const { body } = await getJson<StorePage>(
      server.app,
      '/api/v1/stores/get-stores/discounted?store_type=popular',
    );
    expect(body.stores.map((store) => store.name)).toEqual(['Corner Bakery']);
  });
});
