import { and, asc, eq } from 'drizzle-orm';
import { drawGift } from '../../../src/core/gifts';
import type { Database } from '../db/database';
import { giftDraws, giftPacketItems, giftPackets } from '../db/schema';
import { fail, notFound } from '../http/ApiFailure';
import { drawNonce, drawSecret, drawSeed } from './drawSecret';

/** A stored draw. */
export type GiftDrawRow = typeof giftDraws.$inferSelect;

/** The customer's draw of a packet, or undefined before their spin. */
export async function findDraw(
  db: Database,
  customerId: number,
  packetId: number,
): Promise<GiftDrawRow | undefined> {
  const [draw] = await db
    .select()
    .from(giftDraws)
    .where(and(eq(giftDraws.packetId, packetId), eq(giftDraws.customerId, customerId)))
    .limit(1);
  return draw;
}

/**
 * A customer's spin of a packet. The first spin draws by a fresh seed and stores the draw; any
 * later one, or one racing it, answers that stored draw: a packet is never rolled twice for the
 * same customer (the unique index decides between racing spins).
 */
export async function spinPacket(
  db: Database,
  customerId: number,
  packetId: number,
): Promise<GiftDrawRow> {
  const earlier = await findDraw(db, customerId, packetId);
  if (earlier) return earlier;
  const [packet] = await db
    .select({ id: giftPackets.id })
    .from(giftPackets)
    .where(and(eq(giftPackets.id, packetId), eq(giftPackets.status, true)))
    .limit(1);
  if (!packet) throw notFound('gift_packet_id', 'Gift packet not found');
  const weights = await db
    .select({ itemId: giftPacketItems.itemId, weight: giftPacketItems.weight })
    .from(giftPacketItems)
    .where(eq(giftPacketItems.packetId, packetId))
    .orderBy(asc(giftPacketItems.itemId));
  const nonce = drawNonce();
  const seed = drawSeed(await drawSecret(db), packetId, customerId, nonce);
  const itemId = drawGift(weights, seed);
  if (itemId === null) throw fail(409, 'gift_packet_id', 'This gift packet is empty');
  const [stored] = await db
    .insert(giftDraws)
    .values({ packetId, customerId, itemId, nonce, seed, weights })
    .onConflictDoNothing({ target: [giftDraws.packetId, giftDraws.customerId] })
    .returning();
  if (stored) return stored;
  const raced = await findDraw(db, customerId, packetId);
  if (!raced) throw new Error('a racing gift draw left no row');
  return raced;
}
