import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { giftLinePrice } from '../../../../src/core/pricing';
import type { Transaction } from '../../db/database';
import { orderDetails, orders } from '../../db/orderSchema';
import { giftDraws, items } from '../../db/schema';

/*
 * How a won gift goes out with an order: the one rule both add-order-gift and order placement
 * follow, so a gift costs the shopper nothing and the stock counts it whichever way it joined.
 */

/** A customer's draw, as putting its gift on an order needs it. */
export interface WonGift {
  id: number;
  itemId: number;
}

/**
 * Puts a won gift on an order in the caller's transaction: one unit of the item's stock taken, a
 * line at the item's price all of it discounted (`giftLinePrice`), the order's discount raised by
 * as much so its total stays what was charged, the draw marked as on the order. With no unit
 * left nothing is written and it answers false (a cancel gives the unit back with the other lines).
 */
export async function putGiftOnOrder(
  tx: Transaction,
  draw: WonGift,
  orderId: number,
): Promise<boolean> {
  const [item] = await tx
    .update(items)
    .set({ stock: sql`${items.stock} - 1` })
    .where(and(eq(items.id, draw.itemId), gte(items.stock, 1)))
    .returning({
      nameEn: items.nameEn,
      nameAr: items.nameAr,
      image: items.image,
      price: items.price,
    });
  if (!item) return false;
  const line = giftLinePrice(item.price);
  await tx.insert(orderDetails).values({
    orderId,
    itemId: draw.itemId,
    model: 'Item',
    itemDetails: { name: { en: item.nameEn, ar: item.nameAr }, image: item.image },
    price: line.price,
    discountOnItem: line.discountOnItem,
    quantity: 1,
  });
  await tx
    .update(orders)
    .set({
      storeDiscountAmount: sql`${orders.storeDiscountAmount} + ${line.discountOnItem}`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  await tx.update(giftDraws).set({ orderId }).where(eq(giftDraws.id, draw.id));
  return true;
}

/**
 * Every gift the customer won and has not had yet joins the order being placed, in its
 * transaction (issue #21: "the won item added to the next order"). A gift whose item is out of
 * stock stays won for a later order and never refuses this one. Answers the items whose stock
 * moved.
 */
export async function joinWonGifts(
  tx: Transaction,
  customerId: number,
  orderId: number,
): Promise<number[]> {
  const won = await tx
    .select({ id: giftDraws.id, itemId: giftDraws.itemId })
    .from(giftDraws)
    .where(and(eq(giftDraws.customerId, customerId), isNull(giftDraws.orderId)))
    .orderBy(asc(giftDraws.id))
    .for('update');
  const taken: number[] = [];
  for (const draw of won) {
    if (await putGiftOnOrder(tx, draw, orderId)) taken.push(draw.itemId);
  }
  return taken;
}
