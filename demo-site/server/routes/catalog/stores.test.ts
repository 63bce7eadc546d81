// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, StoreDetails, StorePage } from '../../../../src/core/api/wire';
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

const names = (page: StorePage) => page.stores.map((store) => store.name);

describe('GET /api/v1/stores/{type}', () => {
  it.each([
    ['all', ['Fresh Market', 'Corner Bakery', 'Night Pharmacy']],
    ['popular', ['Fresh Market', 'Corner Bakery', 'Night Pharmacy']],
    ['latest', ['Corner Bakery', 'Fresh Market', 'Night Pharmacy']],
    ['top-rated', ['Fresh Market', 'Corner Bakery']],
    ['discounted', ['Corner Bakery']],
  ])('stores/%s lists %j, open stores first', async (type, expected) => {
    const { status, body } = await getJson<StorePage>(server.app, `/api/v1/stores/${type}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_size: expected.length, limit: '10', offset: '1' });
    expect(names(body)).toEqual(expected);
  });

  it('pages through the list', async () => {
    const { body } = await getJson<StorePage>(server.app, '/api/v1/stores/all?limit=2&offset=2');
    expect(body).toMatchObject({ total_size: 3, limit: '2', offset: '2' });
    expect(names(body)).toEqual(['Night Pharmacy']);
  });

  it('sends the fields the store cards read, in Arabic when asked', async () => {
    const { body } = await getJson<StorePage>(server.app, '/api/v1/stores/discounted', 'ar');
    expect(body.stores[0]).toMatchObject({
      id: fixtures.store.cornerBakery,
      name: 'مخبز الزاوية',
      address: '٢ ميدان التحرير',
      logo: 'corner-bakery.png',
      cover_photo: 'corner-bakery-cover.png',
      active: true,
      discount: 10,
    });
  });

  it('answers 404 for a list that does not exist', async () => {
    const { status, body } = await getJson<ErrorListReply>(server.app, '/api/v1/stores/cheapest');
    expect(status).toBe(404);
    expect(body.errors[0]?.code).toBe('not_found');
  });

  it('refuses a bad page with 422, in Arabic when asked', async () => {
    const { status, body } = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/stores/popular?offset=-2',
      'ar',
    );
    expect(status).toBe(422);
    expect(body.errors[0]?.code).toBe('offset');
    expect(body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /api/v1/stores/details/{id}', () => {
  it('sends the store with how many items it sells', async () => {
    const { status, body } = await getJson<StoreDetails>(
      server.app,
      `/api/v1/stores/details/${fixtures.store.freshMarket}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: fixtures.store.freshMarket,
      name: 'Fresh Market',
      avg_rating: 4.5,
      items_count: 6,
    });
  });

  it('tells a closed store by `active`', async () => {
    const { body } = await getJson<StoreDetails>(
      server.app,
      `/api/v1/stores/details/${fixtures.store.nightPharmacy}`,
      'ar',
    );
    expect(body).toMatchObject({ name: 'صيدلية الليل', active: false });
  });

  it('finds a store by slug as by id, with its hours and whether it is open', async () => {
    const { status, body } = await getJson<StoreDetails>(
      server.app,
      '/api/v1/stores/details/fresh-market',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: fixtures.store.freshMarket, open: 1, minimum_order: 0 });
    // Two of the pineapple's three reviews are rated 4 or 5.
    expect(body.positive_rating).toBe(66.7);
    expect(body.schedules).toHaveLength(7);
  });

  it('sends a switched-off store closed whatever its hours say', async () => {
    const { body } = await getJson<StoreDetails>(
      server.app,
      `/api/v1/stores/details/${fixtures.store.nightPharmacy}`,
    );
    expect(body).toMatchObject({ open: 0, positive_rating: 0 });
    expect(body.schedules[0]).toEqual({
      day: 0,
      opening_time: '20:00:00',
      closing_time: '08:00:00',
    });
  });

  it('refuses an unknown id or slug with 404 and a malformed key with 422', async () => {
    const unknown = await getJson<ErrorListReply>(server.app, '/api/v1/stores/details/55555');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ code: 'store_id', message: 'Store not found' }]);
    const noSlug = await getJson<ErrorListReply>(server.app, '/api/v1/stores/details/fresh');
    expect(noSlug.status).toBe(404);
    const malformed = await getJson<ErrorListReply>(
      server.app,
      `/api/v1/stores/details/${encodeURIComponent('fresh market')}`,
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0]?.code).toBe('id');
  });
});

describe('GET /api/v1/stores/search', () => {
  it('finds stores by English or Arabic name', async () => {
    const english = await getJson<StorePage>(server.app, '/api/v1/stores/search?name=BAKERY');
    expect(english.body).toMatchObject({ total_size: 1 });
    expect(names(english.body)).toEqual(['Corner Bakery']);
    const arabic = await getJson<StorePage>(
      server.app,
      `/api/v1/stores/search?name=${encodeURIComponent('صيدلية')}`,
      'ar',
    );
    expect(names(arabic.body)).toEqual(['صيدلية الليل']);
  });

  it('refuses a missing name with 422', async () => {
    const { status, body } = await getJson<ErrorListReply>(server.app, '/api/v1/stores/search');
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ code: 'name', message: 'name is required' }]);
  });
});
