// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../../../src/core/pricing';
import { zones } from '../../db/schema';
import { AVERAGE_COURIER_SPEED_KMH } from '../../maps/demoMaps';
import { call, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { insertOrder } from '../../testing/insertOrder';
import { DEFAULT_MOST_TIPS_AMOUNT } from './tipsRoutes';

let server: TestServer;
let zoneId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [zone] = await server.db.select({ id: zones.id }).from(zones).limit(1);
  zoneId = zone?.id ?? 0;
}, 30_000);
afterAll(() => server.close());

const store = { lat: 30.04, lng: 31.24 };
const home = { lat: 30.07, lng: 31.28 };

describe('GET /api/v1/config/distance-api', () => {
  it('answers the great-circle distance and a duration at the courier speed, as Google does', async () => {
    const reply = await call(server.app, {
      url: `/api/v1/config/distance-api?origin_lat=${store.lat}&origin_lng=${store.lng}&destination_lat=${home.lat}&destination_lng=${home.lng}`,
    });
    expect(reply.statusCode).toBe(200);
    const km = greatCircleKm(store, home);
    const body = reply.json();
    expect(body.status).toBe('OK');
    expect(body.rows[0].elements[0]).toEqual({
      distance: { text: `${km.toFixed(1)} km`, value: Math.round(km * 1000) },
      duration: {
        text: expect.stringMatching(/^\d+ mins?$/),
        value: Math.round((km / AVERAGE_COURIER_SPEED_KMH) * 3600),
      },
      status: 'OK',
    });
  });

  it('answers zero for the same point', async () => {
    const reply = await call(server.app, {
      url: '/api/v1/config/distance-api?origin_lat=30&origin_lng=31&destination_lat=30&destination_lng=31',
    });
    expect(reply.json().rows[0].elements[0]).toMatchObject({
      distance: { value: 0 },
      duration: { value: 0 },
    });
  });

  it('refuses a missing or impossible coordinate with 422', async () => {
    for (const query of [
      '',
      'origin_lat=30&origin_lng=31&destination_lat=30',
      'origin_lat=91&origin_lng=31&destination_lat=30&destination_lng=31',
      'origin_lat=30&origin_lng=east&destination_lat=30&destination_lng=31',
    ]) {
      const reply = await call(server.app, { url: `/api/v1/config/distance-api?${query}` });
      expect(reply.statusCode).toBe(422);
      expect(reply.json().errors.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/v1/config/geocode-api', () => {
  it('names a point by the nearest store’s area and its zone, in the request’s language', async () => {
    const english = await call(server.app, {
      url: '/api/v1/config/geocode-api?lat=30.041&lng=31.241',
    });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toMatchObject({
      status: 'OK',
      results: [
        {
          formatted_address: 'Tahrir Square, Cairo',
          address_components: [
            { long_name: 'Tahrir Square', types: ['sublocality', 'political'] },
            { long_name: 'Cairo', types: ['administrative_area_level_1', 'political'] },
          ],
          geometry: { location: { lat: 30.041, lng: 31.241 } },
          place_id: `zone-${zoneId}`,
        },
      ],
    });
    const arabic = await call(server.app, {
      url: '/api/v1/config/geocode-api?lat=30.041&lng=31.241',
      language: 'ar',
    });
    expect(arabic.json().results[0].formatted_address).toBe('ميدان التحرير، القاهرة');
  });

  it('names a point far from every store by its zone alone', async () => {
    const reply = await call(server.app, { url: '/api/v1/config/geocode-api?lat=30.2&lng=31.3' });
    expect(reply.json().results[0].formatted_address).toBe('Cairo');
  });

  it('answers ZERO_RESULTS outside every zone, and 422 for bad input', async () => {
    const outside = await call(server.app, {
      url: '/api/v1/config/geocode-api?lat=24.7136&lng=46.6753',
    });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual({ results: [], status: 'ZERO_RESULTS' });
    const bad = await call(server.app, { url: '/api/v1/config/geocode-api?lat=x&lng=31' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/v1/customer/order/most-tips', () => {
  it('answers the default before any delivered order carried a tip', async () => {
    const reply = await call(server.app, { url: '/api/v1/customer/order/most-tips' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ most_tips_amount: DEFAULT_MOST_TIPS_AMOUNT });
  });

  it('answers the tip most chosen on delivered orders, ignoring other statuses and no tip', async () => {
    const order = { storeId: server.fixtures.openStoreId, zoneId };
    for (const dmTips of [10, 20, 20, 0, 0, 0]) await insertOrder(server.db, { ...order, dmTips });
    for (const dmTips of [30, 30, 30]) {
      await insertOrder(server.db, { ...order, dmTips, orderStatus: 'canceled' });
    }
    const reply = await call(server.app, { url: '/api/v1/customer/order/most-tips' });
    expect(reply.json()).toEqual({ most_tips_amount: 20 });
  });
});
