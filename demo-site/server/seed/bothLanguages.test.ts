// @vitest-environment node
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoiceOption, ItemVariation, ServerCartRow } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import { items } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/testServer';
import { seedDatabase } from './seedDatabase';

/*
 * The demo seed in both languages, as the API serves it: what an Arabic shopper reads of the
 * variation pickers, the cart and the store cards is Arabic, and a cart line keeps its variation
 * whichever language it was added in.
 */

interface ItemBody {
  id: number;
  choice_options: ChoiceOption[];
  variations: ItemVariation[];
}
interface StoreBody {
  minimum_delivery_time?: number;
  maximum_delivery_time?: number;
}

const LATIN = /[A-Za-z]/;
const ARABIC = /[\u0600-\u06FF]/;

let server: TestServer;
let sizeAndColourId: number;

async function getItem(app: FastifyInstance, id: number, language: Locale): Promise<ItemBody> {
  const reply = await app.inject({
    url: `/api/v1/items/details/${id}`,
    headers: { 'x-localization': language },
  });
  return reply.json<ItemBody>();
}

/** What the shopper reads of an item's picker: group titles, options, variation types. */
const pickerWords = (item: ItemBody) => [
  ...item.choice_options.flatMap((group) => [group.title, ...group.options]),
  ...item.variations.map((variation) => variation.type),
];

async function guestCart(app: FastifyInstance) {
  const guest = await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' });
  const guestId = guest.json<{ guest_id: string }>().guest_id;
  return {
    add: (body: object, language: Locale) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        headers: { 'x-localization': language },
        payload: { guest_id: guestId, quantity: 1, ...body },
      }),
    list: async (language: Locale) => {
      const reply = await app.inject({
        url: `/api/v1/customer/cart/list?guest_id=${guestId}`,
        headers: { 'x-localization': language },
      });
      return reply.json<ServerCartRow[]>();
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDatabase(server.db, { imagesDir: server.imagesDir, scale: 'small' });
  const [varied] = await server.db
    .select({ id: items.id })
    .from(items)
    .where(sql`jsonb_array_length(${items.choiceOptions}) = 2 and ${items.stock} > 0`)
    .orderBy(items.id)
    .limit(1);
  sizeAndColourId = varied?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe('given the demo seed', () => {
  describe('an item sold by size and colour', () => {
    it('reads its groups, options and variations in Arabic, with no English word', async () => {
      const arabic = await getItem(server.app, sizeAndColourId, 'ar');
      expect(arabic.choice_options).toHaveLength(2);
      for (const word of pickerWords(arabic)) {
        expect(word).toMatch(ARABIC);
        expect(word).not.toMatch(LATIN);
      }
    });

    it('reads them in English, and names each variation by the same code in both', async () => {
      const english = await getItem(server.app, sizeAndColourId, 'en');
      const arabic = await getItem(server.app, sizeAndColourId, 'ar');
      for (const word of pickerWords(english)) expect(word).not.toMatch(ARABIC);
      expect(english.variations.map((variation) => variation.code)).toEqual(
        arabic.variations.map((variation) => variation.code),
      );
    });
  });

  describe('a cart line added while browsing in English', () => {
    it('reads its variation in Arabic when the cart is listed in Arabic', async () => {
      const english = await getItem(server.app, sizeAndColourId, 'en');
      const chosen = english.variations.find((variation) => (variation.stock ?? 0) > 0);
      const cart = await guestCart(server.app);
      const added = await cart.add(
        { item_id: sizeAndColourId, variation: [{ type: chosen?.type, code: chosen?.code }] },
        'en',
      );
      expect(added.statusCode).toBe(200);

      const [row] = await cart.list('ar');
      const arabic = await getItem(server.app, sizeAndColourId, 'ar');
      const arabicType = arabic.variations.find((variation) => variation.code === chosen?.code);
      expect(row?.variation).toEqual([
        { type: arabicType?.type, code: chosen?.code, price: chosen?.price, stock: chosen?.stock },
      ]);
      expect(row?.variation[0]?.type).not.toMatch(LATIN);
    });

    it('is the same line when the same variation is added again by its Arabic name', async () => {
      const english = await getItem(server.app, sizeAndColourId, 'en');
      const arabic = await getItem(server.app, sizeAndColourId, 'ar');
      const chosen = english.variations.find((variation) => (variation.stock ?? 0) > 0);
      const sameInArabic = arabic.variations.find((variation) => variation.code === chosen?.code);
      const cart = await guestCart(server.app);
      await cart.add({ item_id: sizeAndColourId, variation: [{ type: chosen?.type }] }, 'en');

      const again = await cart.add(
        { item_id: sizeAndColourId, variation: [{ type: sameInArabic?.type }] },
        'ar',
      );
      expect(again.statusCode).toBe(409);
      expect(await cart.list('ar')).toHaveLength(1);
    });
  });

  it('sends every store’s delivery time as minutes', async () => {
    const reply = await server.app.inject({
      url: '/api/v1/stores/all?limit=50&offset=1',
      headers: { 'x-localization': 'ar' },
    });
    const { stores } = reply.json<{ stores: StoreBody[] }>();
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) {
      expect(store.minimum_delivery_time).toBeGreaterThan(0);
      expect(store.maximum_delivery_time).toBeGreaterThanOrEqual(store.minimum_delivery_time ?? 0);
    }
  });
});
