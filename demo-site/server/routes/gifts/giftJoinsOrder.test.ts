// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftDraw } from '../../../../src/core/api/giftWire';
import { orderDetails, orders } from '../../db/orderSchema';
import { giftDraws, giftPacketItems, giftPackets, items } from '../../db/schema';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderCustomer,
  newOrderGuest,
  type OrderFixtures,
  type OrderShopper,
  placeAs,
  putInCart,
} from '../../testing/orderFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';

/*
 * A won gift joins the next order its customer places (issue #21 "the won item added to the next
 * order"), by the rule add-order-gift follows: a free line, the total unchanged, one unit of stock.
 */

let server: TestServer;
let fixtures: OrderFixtures;
let packetId: number;
/** The one item the packet gives: 30, stock 10. */
let giftItem: number;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertOrderFixtures(server.db);
  giftItem = fixtures.item.scarce;
  const [packet] = await server.db
    .insert(giftPackets)
    .values({
      nameEn: 'Treat',
      nameAr: 'هدية',
      descriptionEn: 'One spin',
      descriptionAr: 'دورة واحدة',
      image: 'treat.png',
    })
    .returning({ id: giftPackets.id });
  if (!packet) throw new Error('no gift packet');
  packetId = packet.id;
  await server.db.insert(giftPacketItems).values({ packetId, itemId: giftItem, weight: 1 });
}, 60_000);

afterAll(async () => {
  await server.close();
});

const cod = { payment_method: 'cash_on_delivery', ...CAIRO_ADDRESS };

async function spin(shopper: OrderShopper): Promise<GiftDraw> {
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/v1/customer/random-item-by-gift-packet',
    headers: { authorization: `Bearer ${shopper.token}` },
    payload: { gift_packet_id: packetId },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<GiftDraw>();
}

/** Places a cash order of two capped items (not the gift's) and answers the stored order. */
async function placeCappedOrder(shopper: OrderShopper) {
  await putInCart(server.db, shopper, fixtures.item.capped, 2);
  const reply = await placeAs(server.app, shopper, cod);
  expect(reply.statusCode).toBe(200);
  const [order] = await server.db
    .select()
    .from(orders)
    .where(eq(orders.id, reply.json<{ order_id: number }>().order_id));
  if (!order) throw new Error('no order stored');
  const lines = await server.db
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.orderId, order.id));
  return { order, lines };
}

const stockOf = async (itemId: number) =>
  (await server.db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId)))[0]
    ?.stock;
const setStock = (itemId: number, stock: number) =>
  server.db.update(items).set({ stock }).where(eq(items.id, itemId));
const drawOf = async (shopper: OrderShopper) => {
  if (!('customerId' in shopper.owner)) throw new Error('a customer was expected');
  const [draw] = await server.db
    .select()
    .from(giftDraws)
    .where(eq(giftDraws.customerId, shopper.owner.customerId));
  return draw;
};

describe('given a customer who won a gift and then places an order from the cart', () => {
  it('adds the gift as a free line, keeps the total, and takes one unit of its stock', async () => {
    const winner = await newOrderCustomer(server.db);
    const plain = await newOrderCustomer(server.db);
    const draw = await spin(winner);
    expect(draw.item.item_id).toBe(giftItem);
    const before = await stockOf(giftItem);

    const withGift = await placeCappedOrder(winner);
    const without = await placeCappedOrder(plain);

    expect(withGift.order.orderAmount).toBe(without.order.orderAmount);
    const gift = withGift.lines.find((line) => line.itemId === giftItem);
    expect(gift).toMatchObject({ quantity: 1, price: 30, discountOnItem: 30 });
    expect(withGift.lines).toHaveLength(2);
    expect(withGift.order.storeDiscountAmount).toBe(without.order.storeDiscountAmount + 30);
    expect(await stockOf(giftItem)).toBe((before ?? 0) - 1);
    expect((await drawOf(winner))?.orderId).toBe(withGift.order.id);
  });

  it('joins one order only: the next order has no gift, and add-order-gift refuses it', async () => {
    const winner = await newOrderCustomer(server.db);
    await spin(winner);
    const first = await placeCappedOrder(winner);
    const second = await placeCappedOrder(winner);
    expect(second.lines.map((line) => line.itemId)).toEqual([fixtures.item.capped]);
    const moved = await server.app.inject({
      method: 'POST',
      url: '/api/v1/customer/add-order-gift',
      headers: { authorization: `Bearer ${winner.token}` },
      payload: { order_id: second.order.id, gift_packet_id: packetId },
    });
    expect(moved.statusCode).toBe(409);
    expect((await drawOf(winner))?.orderId).toBe(first.order.id);
  });

  it('places the order without the gift when its item is out of stock, and keeps it won', async () => {
    const winner = await newOrderCustomer(server.db);
    await spin(winner);
    const stock = (await stockOf(giftItem)) ?? 0;
    await setStock(giftItem, 0);
    try {
      const placed = await placeCappedOrder(winner);
      expect(placed.lines.map((line) => line.itemId)).toEqual([fixtures.item.capped]);
      expect(await stockOf(giftItem)).toBe(0);
      expect((await drawOf(winner))?.orderId).toBeNull();
    } finally {
      await setStock(giftItem, stock);
    }
    const later = await placeCappedOrder(winner);
    expect(later.lines.map((line) => line.itemId).sort()).toEqual(
      [fixtures.item.capped, giftItem].sort(),
    );
  });

  it('adds nothing to an order placed again with the same Idempotency-Key', async () => {
    const winner = await newOrderCustomer(server.db);
    await spin(winner);
    await putInCart(server.db, winner, fixtures.item.capped, 1);
    const send = () => placeAs(server.app, winner, cod, { key: 'gift-once' });
    const [first, again] = [await send(), await send()];
    expect(again.json<{ order_id: number }>().order_id).toBe(
      first.json<{ order_id: number }>().order_id,
    );
    const lines = await server.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, first.json<{ order_id: number }>().order_id));
    expect(lines.filter((line) => line.itemId === giftItem)).toHaveLength(1);
  });
});

describe('given a guest placing an order', () => {
  it('places it as before: guests win no gifts, so none joins', async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, fixtures.item.capped, 1);
    const reply = await placeAs(server.app, guest, cod);
    expect(reply.statusCode).toBe(200);
    const lines = await server.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, reply.json<{ order_id: number }>().order_id));
    expect(lines.map((line) => line.itemId)).toEqual([fixtures.item.capped]);
  });
});
