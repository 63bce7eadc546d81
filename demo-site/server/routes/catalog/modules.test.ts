// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Category,
  ErrorListReply,
  ProductPage,
  SearchSuggestions,
  StorePage,
} from '../../../../src/core/api/wire';
import { categories, items, modules, stores } from '../../db/schema';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { searchEngineOf } from './searchEngine';

/*
 * The catalog as each module sees it. The fixtures' rows are all the grocery module's (2); a food
 * module (4) with one category, store and item is added beside them. The "Shop" (1, ecommerce)
 * is the all-in-one module: it, and a request naming no module, see every row.
 */

let server: TestServer;
let fixtures: CatalogFixtures;
const FOOD = 4;
const GROCERY = 2;
const SHOP = 1;
/** The fixtures' parcel module, switched off. */
const PARCEL = 3;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertCatalogFixtures(server.db);
  const { db } = server;
  await db
    .insert(modules)
    .values({ id: FOOD, nameEn: 'Food', nameAr: 'طعام', moduleType: 'food', icon: 'food.png' });
  const [burgers] = await db
    .insert(categories)
    .values({ slug: 'burgers', nameEn: 'Burgers', nameAr: 'برجر', moduleId: FOOD, image: 'b.png' })
    .returning({ id: categories.id });
  const [burgerHut] = await db
    .insert(stores)
    .values({
      moduleId: FOOD,
      zoneId: fixtures.zone.cairo,
      slug: 'burger-hut',
      nameEn: 'Burger Hut',
      nameAr: 'كوخ البرجر',
      addressEn: '3 Nile Street',
      addressAr: '٣ شارع النيل',
      logo: 'hut.png',
      coverPhoto: 'hut-cover.png',
      latitude: 30.05,
      longitude: 31.24,
      deliveryTime: '20-30 min',
    })
    .returning({ id: stores.id });
  await db.insert(items).values({
    slug: 'cheese-burger',
    moduleId: FOOD,
    storeId: burgerHut?.id ?? 0,
    categoryId: burgers?.id ?? 0,
    nameEn: 'Cheese Burger',
    nameAr: 'برجر بالجبن',
    descriptionEn: 'About Cheese Burger',
    descriptionAr: 'عن برجر بالجبن',
    image: 'burger.png',
    price: 30,
    stock: 10,
    avgRating: 4,
    ratingCount: 3,
    orderCount: 20,
  });
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** A GET in a module (a header value as a client sends it), or with no module header at all. */
async function getIn<TBody>(module: number | string | null, url: string, language = 'en') {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: { 'x-localization': language, ...(module === null ? {} : { moduleId: `${module}` }) },
  });
  return { status: response.statusCode, body: response.json<TBody>() };
}

const categoryNames = async (module: number | null) =>
  (await getIn<Category[]>(module, '/api/v1/categories')).body.map((row) => row.name);
const productNames = async (module: number | null, url: string) =>
  (await getIn<ProductPage>(module, url)).body.products.map((row) => row.name);
const storeNames = async (module: number | null, url: string) =>
  (await getIn<StorePage>(module, url)).body.stores.map((row) => row.name);

describe('the catalog of one module (moduleId header)', () => {
  it('lists every category for the Shop module, as for a request naming no module', async () => {
    const all = await categoryNames(null);
    expect(all).toEqual(expect.arrayContaining(['Fruits', 'Bakery', 'Pharmacy', 'Burgers']));
    expect(await categoryNames(SHOP)).toEqual(all);
  });

  it('lists only the categories of another module', async () => {
    expect(await categoryNames(FOOD)).toEqual(['Burgers']);
    expect(await categoryNames(GROCERY)).toEqual(['Fruits', 'Bakery', 'Pharmacy']);
    const found = await getIn<Category[]>(FOOD, '/api/v1/categories/fruit');
    expect(found.body).toEqual([]);
  });

  it('keeps each module to its own items in the home lists', async () => {
    expect(await productNames(FOOD, '/api/v1/items/popular?offset=1&limit=20')).toEqual([
      'Cheese Burger',
    ]);
    const grocery = await productNames(GROCERY, '/api/v1/items/latest?offset=1&limit=50');
    expect(grocery).toContain('Red Apple');
    expect(grocery).not.toContain('Cheese Burger');
    const everything = await productNames(SHOP, '/api/v1/items/latest?offset=1&limit=50');
    expect(everything).toEqual(expect.arrayContaining(['Red Apple', 'Cheese Burger']));
    const recommended = await getIn<{ items: Array<{ name: string }> }>(
      FOOD,
      '/api/v1/items/recommended?offset=1&limit=20',
    );
    expect(recommended.body.items.map((row) => row.name)).toEqual(['Cheese Burger']);
  });

  it('searches one module’s items, alike from the database and from memory', async () => {
    const engine = searchEngineOf(server.db);
    const url = '/api/v1/items/search?name=e&offset=1&limit=50';
    const bySql = { food: await getIn(FOOD, url), grocery: await getIn(GROCERY, url) };
    await engine.warm();
    expect(engine.hasRead()).toBe(true);
    const byMemory = { food: await getIn(FOOD, url), grocery: await getIn(GROCERY, url) };
    expect(byMemory).toEqual(bySql);
    expect(await productNames(FOOD, url)).toEqual(['Cheese Burger']);
    const grocery = await productNames(GROCERY, url);
    expect(grocery).toContain('Green Apple');
    expect(grocery).not.toContain('Cheese Burger');
    expect(await productNames(SHOP, url)).toEqual(
      expect.arrayContaining(['Green Apple', 'Cheese Burger']),
    );
  });

  it('finds nothing in a category of another module', async () => {
    const url = `/api/v1/categories/items/${fixtures.category.fruits}?offset=1&limit=10`;
    expect(await productNames(FOOD, url)).toEqual([]);
    expect(await productNames(GROCERY, url)).toContain('Red Apple');
  });

  it('suggests only the module’s items and stores', async () => {
    const url = '/api/v1/items/item-or-store-search?name=bur';
    const food = await getIn<SearchSuggestions>(FOOD, url);
    expect(food.body.items.map((row) => row.name)).toEqual(['Cheese Burger']);
    expect(food.body.stores.map((row) => row.name)).toEqual(['Burger Hut']);
    const grocery = await getIn<SearchSuggestions>(GROCERY, url);
    expect(grocery.body).toEqual({ items: [], stores: [] });
    const shop = await getIn<SearchSuggestions>(SHOP, url);
    expect(shop.body.items.map((row) => row.name)).toEqual(['Cheese Burger']);
  });

  it('lists and searches one module’s stores', async () => {
    expect(await storeNames(FOOD, '/api/v1/stores/get-stores/all?offset=1&limit=20')).toEqual([
      'Burger Hut',
    ]);
    const grocery = await storeNames(
      GROCERY,
      '/api/v1/stores/get-stores/popular?offset=1&limit=20',
    );
    expect(grocery).toEqual(expect.arrayContaining(['Fresh Market', 'Corner Bakery']));
    expect(grocery).not.toContain('Burger Hut');
    expect(await storeNames(FOOD, '/api/v1/stores/search?name=market&offset=1&limit=20')).toEqual(
      [],
    );
    expect(await storeNames(SHOP, '/api/v1/stores/search?name=hut&offset=1&limit=20')).toEqual([
      'Burger Hut',
    ]);
  });

  it('shows a module the banners, campaigns and flash sale of its own', async () => {
    const banners = await getIn<{ banners: unknown[]; campaigns: unknown[] }>(
      FOOD,
      '/api/v1/banners',
    );
    expect(banners.body).toEqual({ banners: [], campaigns: [] });
    expect((await getIn(FOOD, '/api/v1/flash-sales')).body).toEqual({});
    const grocerySale = await getIn<{ id?: number }>(GROCERY, '/api/v1/flash-sales');
    expect(grocerySale.body.id).toBe(fixtures.flashSale.running);
  });
});

describe('a moduleId header that names no module', () => {
  it.each(['abc', '0', '-1', '1.5', '12345678901'])('refuses %j with a 400', async (value) => {
    const { status, body } = await getIn<ErrorListReply>(value, '/api/v1/categories');
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { code: 'moduleId', message: 'The moduleId header must be a module number' },
    ]);
  });

  it('refuses a module the shop does not have, or has switched off, in the shopper’s language', async () => {
    for (const module of [99, PARCEL]) {
      const { status, body } = await getIn<ErrorListReply>(module, '/api/v1/items/search', 'ar');
      expect(status).toBe(404);
      expect(body.errors).toEqual([{ code: 'moduleId', message: 'لم يتم العثور على أي قسم' }]);
    }
  });

  it('leaves the configuration and the module list readable whatever it says', async () => {
    expect((await getIn('abc', '/api/v1/config')).status).toBe(200);
    expect((await getIn(99, '/api/v1/module')).status).toBe(200);
  });
});
