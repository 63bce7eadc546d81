import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { quantityRoom } from '../../../../src/core/cart';
import type { Database } from '../../db/database';
import { cartItems } from '../../db/schema';
import { asCartItem } from './cartChecks';
import { lockCart, ownedLines } from './cartLines';
import { currentVariation } from './cartRowWire';

const guestIdSchema = v.pipe(v.string(), v.uuid());

/**
 * Carries a guest's cart over to the customer who just signed in or up (issue 4). A line the
 * customer already has grows by the guest's quantity, other lines move across; either way the
 * result is capped by the core's `quantityRoom`: the line's stock, and what the item's other
 * lines leave of its flash sale's stock and of maximum_cart_quantity. The guest's lines are then
 * removed. A
 * missing or unknown guest id carries nothing over.
 */
export async function mergeGuestCart(
  db: Database,
  guestId: unknown,
  customerId: number,
): Promise<void> {
  if (!v.is(guestIdSchema, guestId)) return;
  await db.transaction(async (tx) => {
    // Both carts change: no add to either may pass its checks against what the merge replaces.
    await lockCart(tx, { customerId });
    await lockCart(tx, { guestId });
    const guestLines = await ownedLines(tx, { guestId });
    if (guestLines.length === 0) return;
    // The customer's lines as the merge leaves them so far, so each guest line is bounded by
    // the ones merged before it.
    const held = (await ownedLines(tx, { customerId })).map(({ line }) => ({ ...line }));

    for (const { line, item } of guestLines) {
      const kept = held.find(
        (mine) => mine.itemId === line.itemId && mine.variationKey === line.variationKey,
      );
      const others = held
        .filter((mine) => mine !== kept && mine.itemId === line.itemId)
        .map((mine) => asCartItem(item, currentVariation(item, mine)[0] ?? null, mine.quantity));
      const variation = currentVariation(item, line)[0] ?? null;
      const room = quantityRoom(asCartItem(item, variation, 1), others);
      const merged = Math.min((kept?.quantity ?? 0) + line.quantity, room);
      if (kept) {
        // A cap that has dropped below what the customer already held is not the merge's to enforce.
        if (merged > kept.quantity) {
          await tx
            .update(cartItems)
            .set({ quantity: merged, updatedAt: new Date() })
            .where(eq(cartItems.id, kept.id));
          kept.quantity = merged;
        }
      } else if (merged >= 1) {
        const inserted = await tx
          .insert(cartItems)
          .values({
            customerId,
            guestId: null,
            itemId: line.itemId,
            model: line.model,
            variation: line.variation,
            variationKey: line.variationKey,
            quantity: merged,
          })
          .returning();
        held.push(...inserted);
      }
    }
    await tx.delete(cartItems).where(eq(cartItems.guestId, guestId));
  });
}
