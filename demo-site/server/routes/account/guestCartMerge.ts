import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { CartItem } from '../../../../src/core/api/wire';
import { cartQuantityLimit, stockLimit } from '../../../../src/core/cart';
import type { Database } from '../../db/database';
import { cartItems } from '../../db/schema';
import { asCartItem } from './cartChecks';
import { ownedLines } from './cartLines';
import { currentVariation } from './cartRowWire';

const guestIdSchema = v.pipe(v.string(), v.uuid());

/** The most of an item a line may hold now: the lower of its stock and its cart cap, if any. */
function quantityCap(candidate: CartItem): number {
  const bounds = [stockLimit(candidate), cartQuantityLimit(candidate)].filter(
    (bound) => bound !== undefined,
  );
  return Math.min(Infinity, ...bounds);
}

/**
 * Carries a guest's cart over to the customer who just signed in or up (issue 4). A line the
 * customer already has grows by the guest's quantity, other lines move across; either way the
 * result is capped by stock and maximum_cart_quantity. The guest's lines are then removed. A
 * missing or unknown guest id carries nothing over.
 */
export async function mergeGuestCart(
  db: Database,
  guestId: unknown,
  customerId: number,
): Promise<void> {
  if (!v.is(guestIdSchema, guestId)) return;
  await db.transaction(async (tx) => {
    const guestLines = await ownedLines(tx, { guestId });
    if (guestLines.length === 0) return;
    const customerLines = await ownedLines(tx, { customerId });

    for (const { line, item } of guestLines) {
      const kept = customerLines.find(
        (held) => held.line.itemId === line.itemId && held.line.variationKey === line.variationKey,
      )?.line;
      const variation = currentVariation(item, line)[0] ?? null;
      const cap = quantityCap(asCartItem(item, variation, 1));
      const merged = Math.min((kept?.quantity ?? 0) + line.quantity, cap);
      if (kept) {
        // A cap that has dropped below what the customer already held is not the merge's to enforce.
        if (merged > kept.quantity) {
          await tx
            .update(cartItems)
            .set({ quantity: merged, updatedAt: new Date() })
            .where(eq(cartItems.id, kept.id));
        }
      } else if (merged >= 1) {
        await tx.insert(cartItems).values({
          customerId,
          guestId: null,
          itemId: line.itemId,
          model: line.model,
          variation: line.variation,
          variationKey: line.variationKey,
          quantity: merged,
        });
      }
    }
    await tx.delete(cartItems).where(eq(cartItems.guestId, guestId));
  });
}
