// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BannersReply,
  Campaign,
  Coupon,
  ErrorListReply,
  FlashSale,
  FlashSaleItem,
  Item,
  OtherBanners,
} from '../../../../src/core/api/wire';
import { settings } from '../../db/schema';
import {
  type CatalogFixtures,
  dayFromNow,
  insertCatalogFixtures,
} from '../../testing/catalogFixtures';
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

describe('GET /api/v1/banners', () => {
  it('sends the banners and the current campaigns in the 6amMart shape', async () => {
    const { status, body } = await getJson<BannersReply>(server.app, '/api/v1/banners');
    expect(status).toBe(200);
    expect(body.campaigns.map((campaign) => campaign.id)).toEqual([fixtures.campaign.ramadan]);
    expect(body.banners).toEqual([
      expect.objectContaining({
        type: 'item_wise',
        item_id: fixtures.item.redApple,
        title: 'Crisp apples',
      }),
      expect.objectContaining({ type: 'store_wise', store_id: fixtures.store.freshMarket }),
      expect.objectContaining({ type: 'default', item_id: null, store_id: null }),
    ]);
  });

  it('titles the banners in Arabic when asked', async () => {
    const { body } = await getJson<BannersReply>(server.app, '/api/v1/banners', 'ar');
    expect(body.banners[0]?.title).toBe('تفاح مقرمش');
  });
});

describe('GET /api/v1/campaigns/basic', () => {
  it('lists the campaigns that have not ended, in the request language', async () => {
    const english = await getJson<Campaign[]>(server.app, '/api/v1/campaigns/basic');
    const arabic = await getJson<Campaign[]>(server.app, '/api/v1/campaigns/basic', 'ar');
    expect(english.body).toEqual([
      {
        id: fixtures.campaign.ramadan,
        title: 'Ramadan offers',
        description: 'Dates and sweets',
        image: 'ramadan.png',
        start_date: dayFromNow(-1),
        end_date: dayFromNow(10),
        module_id: 2,
        available_date_starts: dayFromNow(-1),
        available_date_ends: dayFromNow(10),
        start_time: '00:00',
        end_time: '23:59',
      },
    ]);
    expect(arabic.body[0]?.title).toBe('عروض رمضان');
  });
});

describe('GET /api/v1/campaigns/basic-campaign-details', () => {
  it('sends the campaign with its items', async () => {
    const { body } = await getJson<Campaign & { items: Item[] }>(
      server.app,
      `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${fixtures.campaign.ramadan}`,
    );
    expect(body.title).toBe('Ramadan offers');
    expect(body.items).toEqual([
      expect.objectContaining({
        id: fixtures.item.ramadanDates,
        name: 'Ramadan Dates',
        available_date_starts: dayFromNow(1),
      }),
    ]);
  });

  it('refuses an unknown campaign with 404 and a missing id with 422', async () => {
    const unknown = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/campaigns/basic-campaign-details?basic_campaign_id=8888',
      'ar',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]?.code).toBe('basic_campaign_id');
    expect(unknown.body.errors[0]?.message).toMatch(/[\u0600-\u06FF]/);
    const missing = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/campaigns/basic-campaign-details',
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      { code: 'basic_campaign_id', message: 'basic_campaign_id is required' },
    ]);
  });
});

describe('GET /api/v1/campaigns/item', () => {
  it('lists the items of campaigns that have not ended', async () => {
    const { body } = await getJson<Item[]>(server.app, '/api/v1/campaigns/item', 'ar');
    expect(body.map((item) => item.name)).toEqual(['تمر رمضان']);
  });
});

describe('GET /api/v1/flash-sales', () => {
  it('sends the running sale with its items and the sale price of each', async () => {
    const { status, body } = await getJson<FlashSale & { products: FlashSaleItem[] }>(
      server.app,
      '/api/v1/flash-sales',
    );
    expect(status).toBe(200);
    expect(body.id).toBe(fixtures.flashSale.running);
    expect(body.title).toBe('Morning flash sale');
    const sale = { id: body.id, end_at: body.end_at };
    expect(body.products.map((product) => [product.name, product.flash_sale])).toEqual([
      [
        'Red Apple',
        {
          ...sale,
          discount: 20,
          discount_type: 'percent',
          stock: 10,
          sold: 3,
          available_stock: 7,
          price: 8,
        },
      ],
      [
        'White Bread',
        {
          ...sale,
          discount: 1,
          discount_type: 'amount',
          stock: 20,
          sold: 0,
          available_stock: 20,
          price: 4,
        },
      ],
    ]);
  });

  it('titles the sale in Arabic when asked', async () => {
    const { body } = await getJson<FlashSale>(server.app, '/api/v1/flash-sales', 'ar');
    expect(body.title).toBe('تخفيضات الصباح');
    expect(body.products[0]?.name).toBe('تفاح أحمر');
  });
});

describe('GET /api/v1/flash-sales/items', () => {
  it('pages through the items of a sale', async () => {
    const { body } = await getJson<{ total_size: number; products: FlashSaleItem[] }>(
      server.app,
      `/api/v1/flash-sales/items?flash_sale_id=${fixtures.flashSale.running}&limit=1&offset=2`,
    );
    expect(body).toMatchObject({ total_size: 2, limit: '1', offset: '2' });
    expect(body.products.map((product) => product.name)).toEqual(['White Bread']);
  });

  it('refuses an unknown sale with 404 and a malformed id with 422', async () => {
    const unknown = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/flash-sales/items?flash_sale_id=4040',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]?.code).toBe('flash_sale_id');
    const malformed = await getJson<ErrorListReply>(
      server.app,
      '/api/v1/flash-sales/items?flash_sale_id=first',
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0]).toEqual({
      code: 'flash_sale_id',
      message: 'flash_sale_id is invalid',
    });
  });
});

describe('GET /api/v1/coupon/list', () => {
  it('lists the coupons switched on, started and not expired, with the fields pricing reads', async () => {
    const { status, body } = await getJson<Array<Record<string, unknown>>>(
      server.app,
      '/api/v1/coupon/list',
    );
    expect(status).toBe(200);
    expect(body.map((coupon) => coupon.code)).toEqual([
      'WELCOME',
      'FREESHIP',
      'CAIRO10',
      'BAKERY5',
    ]);
    expect(body.map((coupon) => coupon.coupon_type)).toEqual([
      'default',
      'free_delivery',
      'zone_wise',
      'store_wise',
    ]);
    expect(body[0]).toMatchObject({
      title: 'Coupon WELCOME',
      discount_type: 'percent',
      discount: 10,
      max_discount: 50,
      min_purchase: 100,
    });
    expect(body[2]).toMatchObject({ data: [fixtures.zone.cairo], zoneId: fixtures.zone.cairo });
    expect(body[3]).toMatchObject({ discount_type: 'amount', data: [fixtures.store.cornerBakery] });
  });

  it('titles the coupons in Arabic when asked', async () => {
    const { body } = await getJson<Coupon[]>(server.app, '/api/v1/coupon/list', 'ar');
    expect(body[0]?.title).toBe('قسيمة WELCOME');
  });
});

describe('GET /api/v1/other-banners', () => {
  it("sends each home section's picture under the folder, with its full URL, in 6amMart's shape", async () => {
    const { status, body } = await getJson<OtherBanners>(server.app, '/api/v1/other-banners');
    expect(status).toBe(200);
    expect(body.promotional_banner_url).toMatch(/^https?:\/\/[^/]+\/images\/banner$/);
    expect(body).toEqual({
      promotional_banner_url: body.promotional_banner_url,
      best_reviewed_section_banner: 'promo-best-reviewed.png',
      best_reviewed_section_banner_full_url: `${body.promotional_banner_url}/promo-best-reviewed.png`,
      new_arrival_section_banner: 'promo-new-arrivals.png',
      new_arrival_section_banner_full_url: `${body.promotional_banner_url}/promo-new-arrivals.png`,
      bottom_section_banner: null,
      bottom_section_banner_full_url: null,
    });
  });

  // Last in the file: it removes the setting the other tests read.
  describe('given a shop that never set the pictures', () => {
    it('answers every section with null rather than failing', async () => {
      await server.db.delete(settings).where(eq(settings.key, 'other_banners'));
      const { status, body } = await getJson<OtherBanners>(server.app, '/api/v1/other-banners');
      expect(status).toBe(200);
      expect(body.best_reviewed_section_banner).toBeNull();
      expect(body.new_arrival_section_banner_full_url).toBeNull();
      expect(body.promotional_banner_url).toMatch(/\/images\/banner$/);
    });
  });
});
