import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { settings } from '../db/schema';

/** The settings key of the secret every gift draw's seed is made with. */
export const DRAW_SECRET_KEY = 'gift_draw_secret';

/**
 * The shop's draw secret: made once, at random, by the first draw that needs it, and kept in the
 * database so every process and every later audit uses the same one.
 */
export async function drawSecret(db: Database | Transaction): Promise<string> {
  await db
    .insert(settings)
    .values({ key: DRAW_SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, DRAW_SECRET_KEY));
  if (typeof row?.value !== 'string') throw new Error('the gift draw secret is not stored as text');
  return row.value;
}

/**
 * One draw's seed: the secret's HMAC of the packet, the customer and the draw's own random
 * nonce. Neither side can steer it (the customer knows no secret, the nonce is fresh), and the
 * stored nonce lets the shop make it again.
 */
export function drawSeed(secret: string, packetId: number, customerId: number, nonce: string) {
  return createHmac('sha256', secret).update(`${packetId}:${customerId}:${nonce}`).digest('hex');
}

/** A fresh nonce for one draw. */
export const drawNonce = () => randomBytes(16).toString('hex');
