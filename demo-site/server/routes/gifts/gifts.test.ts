// @vitest-environment node
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftDraw, GiftItemReply, GiftPacketPage } from '../../../../src/core/api/giftWire';
import { drawGift } from '../../../../src/core/gifts';
import { orderDetails, orders } from '../../db/orderSchema';
import { giftDraws, giftPacketItems, giftPackets, items } from '../../db/schema';
import { drawSecret, drawSeed } from '../../gifts/drawSecret';
import { insertGiftPackets } from '../../seed/giftPackets';
import { insertOrder } from '../../testing/insertOrder';
import {
  insertOrderFixtures,
  newOrderCustomer,
  type OrderFixtures,
} from '../../testing/orderFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
let fixtures: OrderFixtures;
let packetId: number;
let hiddenPacketId: number;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertOrderFixtures(server.db);
  const [packet, hidden] = await server.db
    .insert(giftPackets)
    .values([
      {
        nameEn: 'Breakfast box',
        nameAr: 'صندوق الفطور',
        descriptionEn: 'Spin once, win a treat',
        descriptionAr: 'أدر مرة واربح هدية',
        image: 'breakfast.png',
      },
      {
        nameEn: 'Old box',
        nameAr: 'صندوق قديم',
        descriptionEn: 'Gone',
        descriptionAr: 'انتهى',
        image: 'old.png',
        status: false,
      },
    ])
    .returning({ id: giftPackets.id });
  if (!packet || !hidden) throw new Error('gift packets not inserted');
  packetId = packet.id;
  hiddenPacketId = hidden.id;
  await server.db.insert(giftPacketItems).values([
    { packetId, itemId: fixtures.item.plain, weight: 1 },
    { packetId, itemId: fixtures.item.scarce, weight: 3 },
    { packetId: hiddenPacketId, itemId: fixtures.item.plain, weight: 1 },
  ]);
}, 60_000);

afterAll(async () => {
  await server.close();
});

const headers = (token: string | null, language: 'ar' | 'en' = 'en') => ({
  'x-localization': language,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const spin = (token: string | null, body: unknown, language: 'ar' | 'en' = 'en') =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/customer/random-item-by-gift-packet',
    headers: headers(token, language),
    payload: body as Record<string, unknown>,
  });

const addGift = (token: string, body: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/customer/add-order-gift',
    headers: headers(token),
    payload: body,
  });

async function newCustomer(): Promise<{ id: number; token: string }> {
  const shopper = await newOrderCustomer(server.db);
  if (!shopper.token || !('customerId' in shopper.owner)) throw new Error('no customer');
  return { id: shopper.owner.customerId, token: shopper.token };
}

const drawsOf = (customerId: number) =>
  server.db.select().from(giftDraws).where(eq(giftDraws.customerId, customerId));

describe('given packets on offer', () => {
  it('lists the shown ones with their items, weights and chances, in each language', async () => {
    const english = await server.app.inject({
      url: '/api/v1/home-gift-packets',
      headers: headers(null),
    });
    expect(english.statusCode).toBe(200);
    const page = english.json<GiftPacketPage>();
    expect(page.total_size).toBe(1);
    expect(page.gift_packets.map((packet) => packet.name)).toEqual(['Breakfast box']);
    expect(page.gift_packets[0]?.items.map(({ weight, chance }) => [weight, chance])).toEqual([
      [1, 0.25],
      [3, 0.75],
    ]);
    const arabic = await server.app.inject({
      url: '/api/v1/home-gift-packets',
      headers: headers(null, 'ar'),
    });
    expect(arabic.json<GiftPacketPage>().gift_packets[0]?.name).toBe('صندوق الفطور');
  });
});

describe('given a signed-in customer who spins a packet', () => {
  it('draws by a seed made from the server secret, stored so the draw can be recomputed', async () => {
    const customer = await newCustomer();
    const reply = await spin(customer.token, { gift_packet_id: packetId });
    expect(reply.statusCode).toBe(200);
    const draw = reply.json<GiftDraw>();
    expect(draw.gift_price).toBe(0);
    const [stored] = await drawsOf(customer.id);
    if (!stored) throw new Error('no draw stored');
    const secret = await drawSecret(server.db);
    expect(stored.seed).toBe(drawSeed(secret, packetId, customer.id, stored.nonce));
    expect(drawGift(stored.weights, stored.seed)).toBe(draw.item.item_id);
    expect(draw.seed).toBe(stored.seed);
  });

  it('answers a second spin, and spins racing each other, with the first draw', async () => {
    const customer = await newCustomer();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => spin(customer.token, { gift_packet_id: packetId })),
    );
    const again = await spin(customer.token, { gift_packet_id: packetId });
    const ids = [...replies, again].map((reply) => reply.json<GiftDraw>().id);
    expect(new Set(ids).size).toBe(1);
    expect(await drawsOf(customer.id)).toHaveLength(1);
  });

  it('shows the draw through get-gift-item, and null before the spin', async () => {
    const customer = await newCustomer();
    const read = () =>
      server.app.inject({
        url: `/api/v1/customer/get-gift-item?gift_packet_id=${packetId}`,
        headers: headers(customer.token),
      });
    expect((await read()).json<GiftItemReply>()).toEqual({ gift_item: null });
    const draw = (await spin(customer.token, { gift_packet_id: packetId })).json<GiftDraw>();
    expect((await read()).json<GiftItemReply>().gift_item).toEqual(draw);
  });

  it('refuses a guest, a malformed id and a packet not on offer, and stores nothing', async () => {
    const customer = await newCustomer();
    expect((await spin(null, { gift_packet_id: packetId })).statusCode).toBe(401);
    const malformed = await spin(customer.token, { gift_packet_id: 'x' }, 'ar');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors[0].code).toBe('gift_packet_id');
    const hidden = await spin(customer.token, { gift_packet_id: hiddenPacketId });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errors[0].message).toBe('Gift packet not found');
    expect(await drawsOf(customer.id)).toHaveLength(0);
  });
});

describe('given a won gift and a pending order', () => {
  it('puts the gift on the order free: its price all discounted, the total unchanged', async () => {
    const customer = await newCustomer();
    const orderId = await insertOrder(server.db, {
      storeId: fixtures.store.open,
      zoneId: fixtures.zone.cairo,
      customerId: customer.id,
      orderStatus: 'pending',
    });
    const early = await addGift(customer.token, { order_id: orderId, gift_packet_id: packetId });
    expect(early.statusCode).toBe(404);
    expect(early.json().errors[0].message).toBe('Spin the gift packet first');

    const draw = (await spin(customer.token, { gift_packet_id: packetId })).json<GiftDraw>();
    const [before] = await server.db
      .select({ stock: items.stock })
      .from(items)
      .where(eq(items.id, draw.item.item_id));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const added = await addGift(customer.token, { order_id: orderId, gift_packet_id: packetId });
      expect(added.statusCode).toBe(200);
    }
    const lines = await server.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, orderId));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.price).toBe(draw.item.price);
    expect(lines[0]?.discountOnItem).toBe(draw.item.price);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.orderAmount).toBe(100);
    expect(order?.storeDiscountAmount).toBe(draw.item.price);
    const [after] = await server.db
      .select({ stock: items.stock })
      .from(items)
      .where(eq(items.id, draw.item.item_id));
    expect(after?.stock).toBe((before?.stock ?? 0) - 1);
    expect((await drawsOf(customer.id))[0]?.orderId).toBe(orderId);
  });

  it('refuses another order once the gift is on one, an order past pending, and a stranger', async () => {
    const customer = await newCustomer();
    const place = (orderStatus: 'pending' | 'confirmed', customerId = customer.id) =>
      insertOrder(server.db, {
        storeId: fixtures.store.open,
        zoneId: fixtures.zone.cairo,
        customerId,
        orderStatus,
      });
    await spin(customer.token, { gift_packet_id: packetId });
    const confirmed = await addGift(customer.token, {
      order_id: await place('confirmed'),
      gift_packet_id: packetId,
    });
    expect(confirmed.statusCode).toBe(403);
    const stranger = await newCustomer();
    const theirs = await addGift(customer.token, {
      order_id: await place('pending', stranger.id),
      gift_packet_id: packetId,
    });
    expect(theirs.statusCode).toBe(404);
    const first = await place('pending');
    expect(
      (await addGift(customer.token, { order_id: first, gift_packet_id: packetId })).statusCode,
    ).toBe(200);
    const second = await place('pending');
    const refused = await addGift(customer.token, { order_id: second, gift_packet_id: packetId });
    expect(refused.statusCode).toBe(409);
    const secondLines = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderDetails)
      .where(and(eq(orderDetails.orderId, second)));
    expect(secondLines[0]?.n).toBe(0);
  });
});

describe('given the demo seed’s packets', () => {
  it('offers three packets, each named and described in Arabic and in English', async () => {
    const written = await server.db.transaction((tx) => insertGiftPackets(tx));
    expect(written).toBe(3);
    const read = async (language: 'ar' | 'en') =>
      (
        await server.app.inject({
          url: '/api/v1/home-gift-packets?limit=20',
          headers: headers(null, language),
        })
      ).json<GiftPacketPage>().gift_packets;
    const [english, arabic] = [await read('en'), await read('ar')];
    expect(english.map((packet) => packet.name)).toContain('Welcome gift');
    expect(arabic.map((packet) => packet.name)).toContain('هدية الترحيب');
    for (const packet of arabic.slice(-3)) {
      expect(packet.description).toMatch(/[\u0600-\u06FF]/);
      expect(new Set(packet.items.map((item) => item.item_id)).size).toBe(packet.items.length);
      expect(packet.items.reduce((sum, item) => sum + item.chance, 0)).toBeCloseTo(1, 3);
    }
  });
});
