// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BannersReply,
  Category,
  Config,
  Coupon,
  Item,
  ItemReviewsPage,
  ProductPage,
  RecommendedPage,
  SearchSuggestions,
  StoreDetails,
  StorePage,
  ZoneIdReply,
} from '../../../../src/core/api/wire';
import { seedDatabase } from '../../seed/seedDatabase';
import { getJson } from '../../testing/getJson';
import { startTestServer, type TestServer } from '../../testing/testServer';

/*
 * The catalog routes over the real demo seed (small scale): the seeded shapes (bilingual settings,
 * image paths, promotions dated from today) come out as the widgets expect. Values are read from
 * the replies rather than assumed, so the seed can change its catalog without breaking this file.
 */

const ARABIC = /[\u0600-\u06FF]/;
let server: TestServer;
let itemCount: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ items: itemCount } = await seedDatabase(server.db, {
    imagesDir: server.imagesDir,
    scale: 'small',
  }));
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe('given the demo seed', () => {
  it("lists the most reviewed item's reviews, agreeing with its rating and count", async () => {
    const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/most-reviewed?limit=1');
    const item = body.products[0];
    if (!item) throw new Error('the seed has no reviewed item');
    const { status, body: page } = await getJson<ItemReviewsPage>(
      server.app,
      `/api/v1/items/reviews/${item.id}?limit=100`,
    );
    expect(status).toBe(200);
    expect(page.total_size).toBe(item.rating_count);
    expect(page.reviews).toHaveLength(item.rating_count ?? 0);
    expect(page.rating_summary.avg_rating).toBe(item.avg_rating);
    // Reviewers write in their own language: an Arabic page keeps the English comments.
    const arabic = await getJson<ItemReviewsPage>(
      server.app,
      `/api/v1/items/reviews/${item.id}?limit=100`,
      'ar',
    );
    expect(arabic.body.reviews.map((review) => review.comment)).toEqual(
      page.reviews.map((review) => review.comment),
    );
  });

  it("sends a store's details with its items' review count and a positive share", async () => {
    const { body } = await getJson<StorePage>(server.app, '/api/v1/stores/top-rated?limit=1');
    const listed = body.stores[0];
    if (!listed) throw new Error('the seed has no rated store');
    const { status, body: store } = await getJson<StoreDetails>(
      server.app,
      `/api/v1/stores/details/${listed.slug}`,
    );
    expect(status).toBe(200);
    expect(store.rating_count).toBe(listed.rating_count);
    expect(store.positive_rating).toBeGreaterThan(0);
    expect(store.positive_rating).toBeLessThanOrEqual(100);
    expect(store.schedules.length).toBeGreaterThanOrEqual(6);
    expect([0, 1]).toContain(store.open);
  });

  it('serves the config with absolute base_urls and texts in the asked language', async () => {
    const english = await getJson<Record<string, unknown>>(server.app, '/api/v1/config', 'en');
    const arabic = await getJson<Record<string, unknown>>(server.app, '/api/v1/config', 'ar');
    expect(english.status).toBe(200);
    const baseUrls = english.body.base_urls as Record<string, string>;
    for (const url of Object.values(baseUrls)) expect(url).toMatch(/^http:\/\/localhost(:\d+)?\//);
    expect(arabic.body.footer_text).toMatch(ARABIC);
    expect(english.body.footer_text).not.toMatch(ARABIC);
  });

  it('finds the default zone at its own centre', async () => {
    const { body } = await getJson<Config>(server.app, '/api/v1/config');
    const home = body.zones.find((zone) => zone.default_zone === 1);
    const { status, body: found } = await getJson<ZoneIdReply>(
      server.app,
      `/api/v1/config/get-zone-id?lat=${home?.latitude}&lng=${home?.longitude}`,
    );
    expect(status).toBe(200);
    expect(JSON.parse(found.zone_id)).toContain(home?.id);
  });

  it('lists categories with children and pictures the server serves', async () => {
    const { body } = await getJson<Category[]>(server.app, '/api/v1/categories', 'ar');
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body.some((category) => category.childes.length > 0)).toBe(true);
    expect(body[0]?.name).toMatch(ARABIC);
    const { body: config } = await getJson<Config>(server.app, '/api/v1/config');
    const picture = await server.app.inject({
      method: 'GET',
      url: `${new URL(config.base_urls.category_image_url).pathname}/${body[0]?.image}`,
    });
    expect(picture.statusCode).toBe(200);
  });

  it('pages through every item and finds one by slug and by a word of its name', async () => {
    const { body } = await getJson<ProductPage>(server.app, '/api/v1/items/popular?limit=5');
    expect(body.total_size).toBe(itemCount);
    const first = body.products[0];
    if (!first) throw new Error('the seed has no items');
    const bySlug = await getJson<Item>(server.app, `/api/v1/items/details/${first.slug}`);
    expect(bySlug.body.id).toBe(first.id);
    const word = first.name.split(' ')[0] ?? '';
    const found = await getJson<ProductPage>(
      server.app,
      `/api/v1/items/search?name=${encodeURIComponent(word)}&limit=100`,
    );
    expect(found.body.products.map((item) => item.id)).toContain(first.id);
    for (const item of found.body.products)
      expect(item.discounted_price).toBeLessThanOrEqual(item.price);
  });

  it('suggests items by a word of their Arabic name', async () => {
    const { body } = await getJson<Item>(server.app, '/api/v1/items/details/1', 'ar');
    const word = body.name.split(' ').find((part) => [...part].length >= 3) ?? body.name;
    const suggestions = await getJson<SearchSuggestions>(
      server.app,
      `/api/v1/items/item-or-store-search?name=${encodeURIComponent(word)}`,
      'ar',
    );
    expect(suggestions.body.items.length).toBeGreaterThan(0);
    for (const item of suggestions.body.items) expect(item.name).toContain(word);
  });

  it('sends banners, a running flash sale, current campaigns and coupons of all four types', async () => {
    const banners = await getJson<BannersReply>(server.app, '/api/v1/banners');
    expect(banners.body.banners.length).toBeGreaterThan(0);
    const sale = await getJson<{ id?: number; products?: unknown[] }>(
      server.app,
      '/api/v1/flash-sales',
    );
    expect(sale.body.products?.length).toBeGreaterThan(0);
    const campaigns = await getJson<unknown[]>(server.app, '/api/v1/campaigns/basic');
    expect(campaigns.body.length).toBeGreaterThan(0);
    const coupons = await getJson<Coupon[]>(server.app, '/api/v1/coupon/list');
    expect(new Set(coupons.body.map((coupon) => coupon.coupon_type))).toEqual(
      new Set(['zone_wise', 'store_wise', 'free_delivery', 'default']),
    );
  });

  it("recommends items, and fills the product and store pages' lists, in Arabic", async () => {
    const recommended = await getJson<RecommendedPage>(
      server.app,
      '/api/v1/items/recommended',
      'ar',
    );
    const [first] = recommended.body.items;
    expect(first?.name).toMatch(ARABIC);
    const sameStore = await getJson<Item[]>(
      server.app,
      `/api/v1/items/related-store-items/${first?.id}`,
      'ar',
    );
    expect(sameStore.body.length).toBeGreaterThan(0);
    const popular = await getJson<Item[]>(
      server.app,
      `/api/v1/stores/popular-items/${first?.store_id}`,
      'ar',
    );
    expect(popular.body.map((item) => item.id)).toContain(sameStore.body[0]?.id);
  });

  it('lists open and closed stores', async () => {
    const { body } = await getJson<StorePage>(server.app, '/api/v1/stores/all?limit=100');
    expect(body.total_size).toBeGreaterThan(0);
    expect(new Set(body.stores.map((store) => store.active))).toEqual(new Set([true, false]));
  });
});
