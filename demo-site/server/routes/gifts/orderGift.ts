import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/orderSchema';
import { giftDraws } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';
import { putGiftOnOrder } from './giftOnOrder';

/** Which gift joins which order, for whom. */
export interface OrderGiftRequest {
  customerId: number;
  orderId: number;
  packetId: number;
}

/**
 * Puts the customer's won gift of a packet on one of their pending orders, in one transaction, by
 * the rule of `putGiftOnOrder` (free line, total unchanged, one unit of stock; none left: 409).
 * Asking again for the same order changes nothing.
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
    if (!(await putGiftOnOrder(tx, draw, order.id))) throw fail(409, 'stock', 'Out of stock');
  });
}
