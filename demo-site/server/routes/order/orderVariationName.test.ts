// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../src/core/api/wire';
import { items } from '../../db/schema';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderGuest,
  type OrderFixtures,
  placeAs,
  putInCart,
} from '../../testing/orderFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { OrderPlacedWire } from './orderPlaceRoutes';

let server: TestServer;
let ids: OrderFixtures;
beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
  // The options stored as codes with a name in each language, as the seed stores them.
  await server.db
    .update(items)
    .set({
      choiceOptions: [
        {
          name: 'choice_1',
          title: { en: 'Size', ar: 'الحجم' },
          options: ['Small', 'Large'],
          labels: {
            Small: { en: 'Small cup', ar: 'كوب صغير' },
            Large: { en: 'Large cup', ar: 'كوب كبير' },
          },
        },
      ],
    })
    .where(eq(items.id, ids.item.varied));
}, 90_000);
afterAll(() => server.close());

describe('given an order of a line in a variation whose options have names', () => {
  it("reads the line's variation by its name in the request's language, not by its code", async () => {
    const guest = await newOrderGuest(server.db);
    const { owner } = guest;
    if (!('guestId' in owner)) throw new Error('a guest was expected');
    await putInCart(server.db, guest, ids.item.varied, 1, { type: 'Small', price: 50, stock: 5 });
    const placed = await placeAs(server.app, guest, {
      payment_method: 'cash_on_delivery',
      ...CAIRO_ADDRESS,
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json<OrderPlacedWire>().order_id;

    const linesIn = async (language: 'ar' | 'en') => {
      const reply = await server.app.inject({
        url: '/api/v1/customer/order/details',
        query: { order_id: String(orderId), guest_id: owner.guestId },
        headers: { 'x-localization': language },
      });
      expect(reply.statusCode).toBe(200);
      return reply.json<OrderDetail[]>();
    };
    expect((await linesIn('ar'))[0]?.variation).toEqual([{ type: 'كوب صغير', price: 50 }]);
    expect((await linesIn('en'))[0]?.variation).toEqual([{ type: 'Small cup', price: 50 }]);
  });
});
