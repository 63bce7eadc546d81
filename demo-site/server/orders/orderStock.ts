import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orderDetails } from '../db/orderSchema';
import { flashSaleItems, items } from '../db/schema';

/**
 * Puts a cancelled order's quantities back on the shelf, in the caller's transaction: the item's
 * stock, its variation's stock, and the flash sale's sold count of a line sold in a sale.
 */
export async function giveStockBack(tx: Transaction, orderId: number): Promise<void> {
  const lines = await tx.select().from(orderDetails).where(eq(orderDetails.orderId, orderId));
  for (const line of lines) {
    const [item] = await tx
      .select({ variations: items.variations })
      .from(items)
      .where(eq(items.id, line.itemId))
      .for('update');
    if (!item) continue;
    const variations = item.variations.map((variation) =>
      variation.type === line.variationKey && line.variationKey !== ''
        ? { ...variation, stock: variation.stock + line.quantity }
        : variation,
    );
    await tx
      .update(items)
      .set({ stock: sql`${items.stock} + ${line.quantity}`, variations })
      .where(eq(items.id, line.itemId));
    if (line.flashSaleId !== null) {
      await tx
        .update(flashSaleItems)
        .set({ sold: sql`greatest(${flashSaleItems.sold} - ${line.quantity}, 0)` })
        .where(
          and(
            eq(flashSaleItems.flashSaleId, line.flashSaleId),
            eq(flashSaleItems.itemId, line.itemId),
          ),
        );
    }
  }
}
