import { and, eq, gte, sql } from 'drizzle-orm';
import { giftLinePrice } from '../../../../src/core/pricing';
import type { Database } from '../../db/database';
import { orderDetails, orders } from '../../db/orderSchema';
import { giftDraws, items } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';

/** Which gift joins which order, for whom. */
export interface OrderGiftRequest {
  customerId: number;
  orderId: number;
  packetId: number;
}

/**
 * Puts the customer's won gift of a packet on one of their pending orders, in one transaction:
 * a line at the item's price, all of it discounted (`giftLinePrice`), the order's discount raised
 * by as much so its total stays what was charged, one unit of the item's stock taken (a cancel
 * gives it back with the other lines). Asking again for the same order changes nothing.
 */
export async function addOrderGift(
  db: Database,
  { customerId, orderId, packetId }: OrderGiftRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.orderStatus })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw notFound('order_id', 'Order not found');
    const [draw] = await tx
      .select()
      .from(giftDraws)
      .where(and(eq(giftDraws.packetId, packetId), eq(giftDraws.customerId, customerId)))
      .for('update');
    if (!draw) throw notFound('gift_packet_id', 'Spin the gift packet first');
    if (draw.orderId === order.id) return;
    if (draw.orderId !== null) {
      throw fail(409, 'gift_packet_id', 'This gift is already on another order');
    }
    if (order.status !== 'pending') {
      throw fail(403, 'order_id', 'A gift can only join a pending order');
    }
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
    if (!item) throw fail(409, 'stock', 'Out of stock');
    const line = giftLinePrice(item.price);
    await tx.insert(orderDetails).values({
      orderId: order.id,
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
      .where(eq(orders.id, order.id));
    await tx.update(giftDraws).set({ orderId: order.id }).where(eq(giftDraws.id, draw.id));
  });
}
