/*
 * Reply shapes of gift packets (issue #19), typed against their wire types like replyShapes.ts.
 */
import * as v from 'valibot';
import type {
  GiftDraw,
  GiftItemReply,
  GiftPacket,
  GiftPacketPage,
} from '../../src/core/api/giftWire';

type ShapeOf<T> = v.GenericSchema<unknown, T>;

const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const money = v.pipe(v.number(), v.minValue(0));
const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const pageNumber = v.pipe(v.string(), v.regex(/^\d+$/));

const drawnItemShape = v.object({ item_id: rowId, name: filled, image: v.string(), price: money });

/** A packet with its items, their weights and chances. */
export const giftPacketShape = v.object({
  id: rowId,
  name: filled,
  description: filled,
  image: v.string(),
  items: v.array(
    v.object({
      ...drawnItemShape.entries,
      weight: v.pipe(v.number(), v.integer(), v.minValue(1)),
      chance: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    }),
  ),
}) satisfies ShapeOf<GiftPacket>;

/** GET /api/v1/home-gift-packets. */
export const giftPacketPageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  gift_packets: v.array(giftPacketShape),
}) satisfies ShapeOf<GiftPacketPage>;

/** POST /api/v1/customer/random-item-by-gift-packet. */
export const giftDrawShape = v.object({
  id: rowId,
  gift_packet_id: rowId,
  item: drawnItemShape,
  gift_price: v.literal(0),
  seed: v.pipe(v.string(), v.regex(/^[0-9a-f]{13,}$/)),
  order_id: v.nullable(rowId),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
}) satisfies ShapeOf<GiftDraw>;

/** GET /api/v1/customer/get-gift-item. */
export const giftItemShape = v.object({
  gift_item: v.nullable(giftDrawShape),
}) satisfies ShapeOf<GiftItemReply>;
