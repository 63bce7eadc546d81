// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config, ErrorListReply, ZoneIdReply } from '../../../../src/core/api/wire';
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

describe('GET /api/v1/config', () => {
  describe('when asked in English', () => {
    it('sends the config of spec §3 with absolute base_urls at the origin the client reached', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/v1/config',
        headers: { 'x-localization': 'en', host: 'shop.example:8080' },
      });
      const config = response.json();
      expect(response.statusCode).toBe(200);
      expect(config.base_urls.item_image_url).toBe('http://shop.example:8080/images/product');
      expect(config.base_urls.category_image_url).toBe('http://shop.example:8080/images/category');
      expect(config).toMatchObject({
        guest_checkout_status: 1,
        free_delivery_over: 500,
        currency_symbol_direction: 'right',
        digit_after_decimal_point: 2,
        tax: 14,
        tax_included: 1,
        countries: [
          { code: 'eg', isActive: true },
          { code: 'sa', isActive: false },
          { code: 'in', isActive: false },
        ],
      });
    });

    it('localizes the bilingual texts', async () => {
      const { body } = await getJson<Record<string, unknown>>(server.app, '/api/v1/config', 'en');
      expect(body.footer_text).toBe('Fresh food, delivered');
      expect(body.currency_symbol).toBe('EGP');
    });

    it('lists the zones from the zones table, the default one first, with every fee field', async () => {
      const { body } = await getJson<Config>(server.app, '/api/v1/config', 'en');
      expect(body.zones.map((zone) => zone.name)).toEqual(['Cairo', 'Alexandria']);
      expect(body.zones[0]).toMatchObject({
        id: fixtures.zone.cairo,
        default_zone: 1,
        per_km_shipping_charge: 5,
        minimum_shipping_charge: 10,
        maximum_shipping_charge: 60,
        increased_delivery_fee: 0,
        increased_delivery_fee_status: 0,
      });
    });
  });

  describe('when asked in Arabic', () => {
    it('sends the Arabic texts', async () => {
      const { body } = await getJson<Record<string, unknown>>(server.app, '/api/v1/config', 'ar');
      expect(body.footer_text).toBe('طعام طازج حتى بابك');
      expect(body.currency_symbol).toBe('ج.م');
    });
  });
});

describe('GET /api/v1/react-landing-page', () => {
  it('sends the footer description in the request language and the app links', async () => {
    const english = await getJson<Record<string, unknown>>(
      server.app,
      '/api/v1/react-landing-page',
      'en',
    );
    const arabic = await getJson<Record<string, unknown>>(
      server.app,
      '/api/v1/react-landing-page',
      'ar',
    );
    expect(english.body.fixed_footer_description).toBe('Groceries in minutes');
    expect(arabic.body.fixed_footer_description).toBe('البقالة في دقائق');
    expect(english.body.download_user_app_links).toEqual({
      playstore_url: 'https://play.example/souq',
      playstore_url_status: 1,
      apple_store_url: 'https://apps.example/souq',
      apple_store_url_status: 0,
    });
  });
});

describe('GET /api/v1/module', () => {
  it('lists the modules that are switched on, named in the request language', async () => {
    const english = await getJson<Array<Record<string, unknown>>>(
      server.app,
      '/api/v1/module',
      'en',
    );
    const arabic = await getJson<Array<Record<string, unknown>>>(
      server.app,
      '/api/v1/module',
      'ar',
    );
    expect(english.body).toEqual([
      { id: 1, module_name: 'Shop', module_type: 'ecommerce', icon: 'shop.png', status: 1 },
      { id: 2, module_name: 'Grocery', module_type: 'grocery', icon: 'grocery.png', status: 1 },
    ]);
    expect(arabic.body.map((module) => module.module_name)).toEqual(['المتجر', 'البقالة']);
  });
});

describe('GET /api/v1/config/get-zone-id', () => {
  describe('given a point inside the Cairo zone', () => {
    it('sends the zone id as JSON text and the zone data', async () => {
      const { status, body } = await getJson<ZoneIdReply>(
        server.app,
        '/api/v1/config/get-zone-id?lat=30.06&lng=31.25',
        'ar',
      );
      expect(status).toBe(200);
      expect(body.zone_id).toBe(`[${fixtures.zone.cairo}]`);
      expect(body.zone_data).toEqual([
        expect.objectContaining({ id: fixtures.zone.cairo, name: 'القاهرة', default_zone: 1 }),
      ]);
    });
  });

  describe('given a point in no zone', () => {
    it('refuses with 404 in the request language', async () => {
      const english = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/config/get-zone-id?lat=23.885942&lng=43.266648',
        'en',
      );
      const arabic = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/config/get-zone-id?lat=23.885942&lng=43.266648',
        'ar',
      );
      expect(english.status).toBe(404);
      expect(english.body.errors).toEqual([
        { code: 'coordinates', message: 'Zone not found for this location' },
      ]);
      expect(arabic.status).toBe(404);
      expect(arabic.body.errors[0]?.message).not.toBe('Zone not found for this location');
    });
  });

  describe.each([
    ['a missing lng', 'lat=30', 'lng', 'lng is required'],
    ['a latitude past the pole', 'lat=91&lng=31', 'lat', 'lat is invalid'],
    ['a longitude that is not a number', 'lat=30&lng=east', 'lng', 'lng is invalid'],
  ])('given %s', (_, query, code, message) => {
    it('refuses with 422 naming the field', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        `/api/v1/config/get-zone-id?${query}`,
        'en',
      );
      expect(status).toBe(422);
      expect(body.errors[0]).toEqual({ code, message });
    });
  });

  describe('given a bad latitude asked in Arabic', () => {
    it('refuses in Arabic', async () => {
      const { status, body } = await getJson<ErrorListReply>(
        server.app,
        '/api/v1/config/get-zone-id?lat=abc&lng=31',
        'ar',
      );
      expect(status).toBe(422);
      expect(body.errors[0]?.code).toBe('lat');
      expect(body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
    });
  });
});

describe('given a path under /api/v1 that does not exist', () => {
  it('answers 404 in the errors shape', async () => {
    const { status, body } = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/no-such-thing',
      'en',
    );
    expect(status).toBe(404);
    expect(body).toEqual({ errors: [{ code: 'not_found', message: 'Route not found' }] });
  });
});
