// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../../src/core/content';
import { contentPages, newsletterSubscribers, settings, stores } from '../../db/schema';
import { insertCatalogFixtures } from '../../testing/catalogFixtures';
import { insertContentFixtures } from '../../testing/contentFixtures';
import { getJson } from '../../testing/getJson';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await insertCatalogFixtures(server.db);
  await insertContentFixtures(server.db);
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** Sets one flag of the stored config. */
async function setConfigFlag(flag: string, value: number) {
  await server.db
    .update(settings)
    .set({
      value: sql`jsonb_set(${settings.value}, ${`{${flag}}`}::text[], ${String(value)}::jsonb)`,
    })
    .where(eq(settings.key, 'config'));
}

const subscribe = (email: unknown, language: 'ar' | 'en' = 'en') =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    headers: { 'x-localization': language },
    payload: { email },
  });

const subscriberCount = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers))[0]?.n;

describe('GET /api/v1/shipping-policy', () => {
  it('answers 404 while the flag is 0 and the page once the shop switches it on', async () => {
    await setConfigFlag('shipping_policy', 0);
    expect((await getJson(server.app, '/api/v1/shipping-policy')).status).toBe(404);
    await setConfigFlag('shipping_policy', 1);
    const { status, body } = await getJson<ContentPage>(
      server.app,
      '/api/v1/shipping-policy',
      'ar',
    );
    expect(status).toBe(200);
    expect(body.title).toBe('سياسة الشحن');
  });
});

describe('GET /api/v1/about-us', () => {
  it('sends the page as the database holds it, in the language asked for', async () => {
    await server.db
      .update(contentPages)
      .set({ titleEn: 'Who we are', titleAr: 'من نحن حقًا' })
      .where(eq(contentPages.key, 'about_us'));
    expect((await getJson<ContentPage>(server.app, '/api/v1/about-us')).body.title).toBe(
      'Who we are',
    );
    expect((await getJson<ContentPage>(server.app, '/api/v1/about-us', 'ar')).body.title).toBe(
      'من نحن حقًا',
    );
  });

  it('sends links only to the shop, https pages, mail and phone', async () => {
    const { body } = await getJson<ContentPage>(server.app, '/api/v1/about-us');
    const hrefs = body.blocks.flatMap((block) =>
      block.type === 'paragraph' ? block.content.flatMap((run) => run.href ?? []) : [],
    );
    expect(hrefs).toEqual(['mailto:support@souq.example']);
  });
});

describe('POST /api/v1/newsletter/subscribe', () => {
  it('keeps one subscription for an address subscribed twice, however it is written', async () => {
    const before = await subscriberCount();
    expect((await subscribe('Reader@Souq.example')).statusCode).toBe(200);
    expect((await subscribe('  reader@souq.example  ')).statusCode).toBe(200);
    expect(await subscriberCount()).toBe((before ?? 0) + 1);
  });

  it('thanks the reader in Arabic when asked in Arabic', async () => {
    expect((await subscribe('arabic@souq.example', 'ar')).json()).toEqual({
      message: 'تم اشتراكك في نشرتنا البريدية',
    });
  });

  it('refuses a malformed address with a translated 422 and stores nothing', async () => {
    const before = await subscriberCount();
    const reply = await subscribe('reader@', 'ar');
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      errors: [{ code: 'email', message: 'يُرجى إدخال بريد إلكتروني صحيح' }],
    });
    expect((await subscribe(['a@b.co'])).statusCode).toBe(422);
    expect(await subscriberCount()).toBe(before);
  });
});

describe('GET /api/v1/config/place-api-autocomplete', () => {
  it('suggests a store’s address with its zone, and its details name the store’s point', async () => {
    const [store] = await server.db.select().from(stores).orderBy(stores.id).limit(1);
    if (!store) throw new Error('the fixtures have no store');
    const search = await getJson<{ predictions: Array<{ place_id: string; description: string }> }>(
      server.app,
      `/api/v1/config/place-api-autocomplete?search_text=${encodeURIComponent(store.addressEn)}`,
    );
    const place = search.body.predictions.find((entry) => entry.place_id === `store-${store.id}`);
    expect(place?.description).toMatch(new RegExp(`^${store.addressEn}, `));
    const details = await getJson<{ result: { geometry: { location: { lat: number } } } }>(
      server.app,
      `/api/v1/config/place-api-details?placeid=store-${store.id}`,
    );
    expect(details.body.result.geometry.location.lat).toBe(store.latitude);
  });

  it('refuses a place id of another kind with 422', async () => {
    const reply = await getJson(server.app, '/api/v1/config/place-api-details?placeid=ChIJ123');
    expect(reply.status).toBe(422);
  });
});
