import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orderDetails } from '../../db/orderSchema';
import { flashSaleItems, items } from '../../db/schema';

/*
 * Gives an order's units back when it never goes through (a denied payment): the item's stock,
 * its variation's, and the flash sale's sold count, in the caller's transaction.
 */

/** Puts back every line of an order, in item order as `takeStock` takes them. */
export async function returnStock(tx: Transaction, orderId: number): Promise<void> {
  const lines = await tx
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.orderId, orderId))
    .orderBy(orderDetails.itemId, orderDetails.id);
  for (const line of lines) {
    const [item] = await tx
      .select({ variations: items.variations })
      .from(items)
      .where(eq(items.id, line.itemId))
      .limit(1);
    const index =
      item?.variations.findIndex((variation) => variation.type === line.variationKey) ?? -1;
    const entry = sql`(${items.variations} -> ${index}::int)`;
    await tx
      .update(items)
      .set(
        line.variationKey !== '' && index >= 0
          ? {
              stock: sql`${items.stock} + ${line.quantity}`,
              variations: sql`jsonb_set(${items.variations}, ${`{${index},stock}`}::text[], to_jsonb((${entry} ->> 'stock')::int + ${line.quantity}))`,
            }
          : { stock: sql`${items.stock} + ${line.quantity}` },
      )
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
