import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { orderDetails, orders } from '../../db/orderSchema';
import { stores } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { type CartOwner, cartOwner } from '../../http/identity';
import type { OrderRow } from '../../serializers/order';
import { guestIdOf } from '../account/requestParts';
import { normalizePhone } from '../../../../src/core/validation';

/** Who asks about an order: the signed-in customer, or a guest by guest_id. */
export type OrderCaller = CartOwner;

/** The caller of an order request; an unknown guest id is refused as for the cart. */
export function orderCaller(db: Database, request: FastifyRequest): Promise<OrderCaller> {
  return cartOwner(db, request, guestIdOf(request));
}

/** The orders a caller owns. */
export function ownedByCaller(caller: OrderCaller): SQL {
  return 'customerId' in caller
    ? eq(orders.customerId, caller.customerId)
    : eq(orders.guestId, caller.guestId);
}

/** 404 for an order that does not exist or is someone else's: the two read the same. */
export const orderNotFound = () => notFound('order_id', 'Order not found');

/**
 * The caller's order with that id. Another's order, or one whose contact phone differs from
 * `contactNumber` when given, is not found, in the same words as an id no order has.
 */
export async function ownedOrder(
  db: Database,
  caller: OrderCaller,
  orderId: number,
  contactNumber?: string,
): Promise<typeof orders.$inferSelect> {
  const conditions = [eq(orders.id, orderId), ownedByCaller(caller)];
  if (contactNumber !== undefined) {
    conditions.push(
      sql`${orders.deliveryAddress}->>'contact_person_number' = ${normalizePhone(contactNumber)}`,
    );
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  if (!order) throw orderNotFound();
  return order;
}

/** A page of orders with their stores and line counts, newest first, and how many match. */
export async function orderPage(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: OrderRow[] }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        order: orders,
        store: stores,
        detailsCount: sql<number>`(select count(*) from ${orderDetails} where ${orderDetails.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((row) => ({ ...row, detailsCount: Number(row.detailsCount) })),
  };
}

/** One order with its store and line count. */
export async function orderRow(db: Database, order: typeof orders.$inferSelect): Promise<OrderRow> {
  const [store] = await db.select().from(stores).where(eq(stores.id, order.storeId));
  const [counted] = await db
    .select({ total: count() })
    .from(orderDetails)
    .where(eq(orderDetails.orderId, order.id));
  if (!store) throw orderNotFound();
  return { order, store, detailsCount: counted?.total ?? 0 };
}
