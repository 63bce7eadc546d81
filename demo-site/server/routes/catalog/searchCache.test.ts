// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorListReply, ProductPage } from '../../../../src/core/api/wire';
import { flashSales, items } from '../../db/schema';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { catalogChanged } from './catalogChanges';
import { MAX_SEARCH_DEPTH } from './itemSearchQuery';
import { createSearchCache, SEARCH_MAX_AGE_MS } from './searchCache';

const HOUR_MS = 60 * 60 * 1000;
/** The catalog budget of this file's server: small, so the test of the 429 stays short. */
const CATALOG_LIMIT = 40;

let server: TestServer;
let fixtures: CatalogFixtures;
/** When the fixtures were written; the sale below starts an hour after. */
let start: number;

beforeAll(async () => {
  vi.stubEnv('SOUQ_CATALOG_RATE_LIMIT', String(CATALOG_LIMIT));
  server = await startTestServer();
  vi.unstubAllEnvs();
  fixtures = await insertCatalogFixtures(server.db);
  start = Date.now();
  await server.db.insert(flashSales).values({
    moduleId: 2,
    titleEn: 'Later',
    titleAr: 'لاحقًا',
    startAt: new Date(start + HOUR_MS),
    endAt: new Date(start + 2 * HOUR_MS),
  });
}, 120_000);

afterAll(async () => {
  await server.close();
});

let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses % 250}`;
};
/** A GET from an address of its own unless one is given, so the catalog limit stays out of the way. */
const get = (url: string, from = freshAddress(), language = 'en') =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { 'x-localization': language },
    remoteAddress: from,
  });

/** A cache over the test database whose clock the test moves, and how often it computed. */
function cacheAt(clock: { now: number }) {
  const cache = createSearchCache(server.db, () => new Date(clock.now));
  let computed = 0;
  const ask = (key = 'milk') =>
    cache.get(key, async () => {
      computed += 1;
      return `answer ${computed}`;
    });
  return { ask, computed: () => computed };
}

describe('given a search answered once', () => {
  it('answers it again from memory', async () => {
    const { ask, computed } = cacheAt({ now: start });
    expect(await ask()).toBe('answer 1');
    expect(await ask()).toBe('answer 1');
    expect(computed()).toBe(1);
  });

  it('asks again after the catalog changes', async () => {
    const { ask, computed } = cacheAt({ now: start });
    await ask();
    catalogChanged(server.db);
    expect(await ask()).toBe('answer 2');
    expect(computed()).toBe(2);
  });

  it('keeps it until a flash sale starts, and asks again from that moment', async () => {
    const clock = { now: start + HOUR_MS - 1_000 };
    const { ask } = cacheAt(clock);
    await ask();
    clock.now = start + HOUR_MS - 1;
    expect(await ask()).toBe('answer 1');
    clock.now = start + HOUR_MS;
    expect(await ask()).toBe('answer 2');
    clock.now = start + HOUR_MS + 1;
    expect(await ask()).toBe('answer 2');
  });

  it('asks again once the answer is older than the longest age', async () => {
    const clock = { now: start };
    const { ask } = cacheAt(clock);
    await ask();
    clock.now = start + SEARCH_MAX_AGE_MS;
    expect(await ask()).toBe('answer 2');
  });

  it('never keeps a refusal', async () => {
    const cache = createSearchCache(server.db, () => new Date(start));
    await expect(cache.get('gone', () => Promise.reject(new Error('refused')))).rejects.toThrow();
    expect(await cache.get('gone', async () => 'found')).toBe('found');
  });
});

describe('given items/search asked, then a price changed and said so', () => {
  it('answers with the new price', async () => {
    const url = '/api/v1/items/search?name=pineapple';
    const before = (await get(url)).json<ProductPage>();
    expect(before.products[0]?.price).toBe(30);
    await server.db.update(items).set({ price: 35 }).where(eq(items.id, fixtures.item.pineapple));
    catalogChanged(server.db);
    const after = (await get(url)).json<ProductPage>();
    expect(after.products.map((product) => [product.id, product.price])).toEqual([
      [fixtures.item.pineapple, 35],
    ]);
  });
});

describe('given a page reaching past the searchable depth', () => {
  it('refuses it with a translated 422 naming offset', async () => {
    const deepest = MAX_SEARCH_DEPTH / 100;
    expect((await get(`/api/v1/items/search?limit=100&offset=${deepest}`)).statusCode).toBe(200);
    const refused = await get(
      `/api/v1/items/search?limit=100&offset=${deepest + 1}`,
      undefined,
      'ar',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorListReply>().errors).toEqual([
      { code: 'offset', message: 'قيمة offset غير صالحة' },
    ]);
  });

  it('refuses a page size above 100 and an offset above 10,000', async () => {
    expect((await get('/api/v1/items/search?limit=101')).statusCode).toBe(422);
    expect((await get('/api/v1/items/search?limit=1&offset=10001')).statusCode).toBe(422);
  });
});

describe('given one address asking the catalog without pause', () => {
  it('refuses it past the budget with a translated 429, and still answers another address', async () => {
    const from = '203.0.113.9';
    for (let asked = 0; asked < CATALOG_LIMIT; asked += 1) {
      expect((await get('/api/v1/items/item-or-store-search?name=mi', from)).statusCode).toBe(200);
    }
    const refused = await get('/api/v1/items/search?name=milk', from, 'ar');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorListReply>()).toEqual({
      errors: [{ code: 'too_many_requests', message: 'طلبات كثيرة جدًا، يُرجى المحاولة لاحقًا' }],
    });
    expect((await get('/api/v1/config', from)).statusCode).toBe(429);
    expect((await get('/api/v1/items/search?name=milk', '203.0.113.10')).statusCode).toBe(200);
  });
});
