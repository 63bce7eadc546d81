// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestedItemIds } from './searchRoutes';
import { insertSyntheticCatalog } from './syntheticCatalog';
import { type CatalogTestServer, getJson, startTestServer } from './testFixtures';

interface Suggestions {
  items: Array<{ id: number; name: string }>;
  stores: Array<{ id: number; name: string }>;
}

let server: CatalogTestServer;

beforeAll(async () => {
  server = await startTestServer();
  await insertSyntheticCatalog(server.db, 5_000, 60);
}, 120_000);

afterAll(async () => {
  await server.close();
});

async function planOf(query: ReturnType<typeof suggestedItemIds>): Promise<string> {
  const result = (await server.db.execute(sql`EXPLAIN ${query.getSQL()}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

describe('given a catalog of 5,000 items in two languages', () => {
  describe('when suggesting for a term of three or more characters', () => {
    it.each(['mango', 'مانجو', 'fresh app'])(
      'finds "%s" through both trigram indexes',
      async (term) => {
        const plan = await planOf(suggestedItemIds(server.db, term));
        expect(plan).toContain('items_name_en_trgm');
        expect(plan).toContain('items_name_ar_trgm');
      },
    );
  });

  it('suggests at most 10 items and 5 stores', async () => {
    const { body } = await getJson<Suggestions>(
      server.app,
      '/api/v1/items/item-or-store-search?name=house',
    );
    expect(body.stores).toHaveLength(5);
    const { body: items } = await getJson<Suggestions>(
      server.app,
      '/api/v1/items/item-or-store-search?name=mango',
    );
    expect(items.items).toHaveLength(10);
    for (const item of items.items) expect(item.name.toLowerCase()).toContain('mango');
  });

  it('suggests for a term too short for trigrams the names with a word starting with it', async () => {
    const { body } = await getJson<Suggestions>(
      server.app,
      '/api/v1/items/item-or-store-search?name=ma',
    );
    expect(body.items).toHaveLength(10);
    for (const item of body.items) expect(item.name.toLowerCase()).toMatch(/(^| )ma/);
  });

  it('pages a broad search with the right total', async () => {
    const { body } = await getJson<{ total_size: number; products: unknown[] }>(
      server.app,
      '/api/v1/items/search?name=mango&limit=50&offset=3',
    );
    expect(body.total_size).toBe(125);
    expect(body.products).toHaveLength(25);
  });

  it('prints how long a suggestion takes through the server', async () => {
    const terms = ['mango', 'مانجو', 'fresh app', 'tea', 'حليب', 'ma', 'xyz'];
    for (const term of terms) {
      await getJson(
        server.app,
        `/api/v1/items/item-or-store-search?name=${encodeURIComponent(term)}`,
      );
    }
    const timings: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      for (const term of terms) {
        const started = performance.now();
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/v1/items/item-or-store-search?name=${encodeURIComponent(term)}`,
        });
        timings.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
      }
    }
    timings.sort((a, b) => a - b);
    console.log(
      `item-or-store-search over 5,000 items, ${timings.length} sequential requests: ` +
        `p50 ${percentile(timings, 0.5).toFixed(2)} ms, p99 ${percentile(timings, 0.99).toFixed(2)} ms`,
    );
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
