import { eq } from 'drizzle-orm';
import { isOpenAt } from '../../../../src/core/catalog/openingHours';
import type { Transaction } from '../../db/database';
import { orderPayments, orders } from '../../db/orderSchema';
import { modules, stores } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';
import { deliveryPlace } from './deliveryPlace';
import type { StoreRow } from './orderLines';
import { planPayment } from './orderPayment';
import { checkShownTotal, placedByColumns } from './placedBy';
import { priceOrder } from './orderPricing';
import type { PlaceOrderRequest, WrittenOrder } from './placeOrder';

/*
 * A prescription order (issue #19, pharmacy module): images of a prescription, a note and a
 * pharmacy, no lines. What the medicines cost is only known once the pharmacy has read the
 * prescription, so the order is charged its delivery fee and tip for now, paid in cash on
 * delivery, and waits as pending (the demo lifecycle leaves it alone) until the pharmacy prices it.
 */

/** A prescription order to place: the request of any order and its images' stored names. */
export interface PrescriptionRequest extends PlaceOrderRequest {
  /** The images already stored by the upload service, in the order sent. */
  attachments: readonly string[];
}

/** The store named, refused unless it is a pharmacy open now (as delivery orders are refused). */
async function openPharmacy(tx: Transaction, storeId: number | null, now: Date): Promise<StoreRow> {
  if (storeId === null) throw fail(422, 'store_id', '{field} is required', { field: 'store_id' });
  const [found] = await tx
    .select({ store: stores, moduleType: modules.moduleType })
    .from(stores)
    .innerJoin(modules, eq(modules.id, stores.moduleId))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!found) throw notFound('store_id', 'Store not found');
  if (found.moduleType !== 'pharmacy') {
    throw fail(422, 'store_id', 'Prescription orders are taken by pharmacies only');
  }
  if (!found.store.active || !isOpenAt(found.store.schedules, now)) {
    throw fail(403, 'store', 'Store/Restaurant is closed');
  }
  return found.store;
}

/**
 * Writes a prescription order in the placing transaction (`placeOrder`'s writer): no lines, the
 * delivery fee of `src/core/pricing` and the tip as its amount, cash on delivery, not moving on.
 */
export async function writePrescriptionOrder(
  tx: Transaction,
  { owner, input, settings, idempotencyKey, attachments }: PrescriptionRequest,
): Promise<WrittenOrder> {
  const now = new Date();
  const store = await openPharmacy(tx, input.store_id, now);
  const place = await deliveryPlace(tx, owner, input);
  const price = priceOrder({
    lines: [],
    store,
    delivery: input.order_type === 'delivery' ? { zone: place.zone, point: place.point } : null,
    coupon: null,
    settings,
    dmTips: input.dm_tips ?? 0,
  });
  checkShownTotal(input.order_amount, price.charged);
  const plan = await planPayment(tx, {
    owner,
    method: 'cash_on_delivery',
    partial: false,
    charged: price.charged,
    settings,
  });
  const { totals } = price;
  const [order] = await tx
    .insert(orders)
    .values({
      ...placedByColumns(owner, plan, now),
      storeId: store.id,
      zoneId: place.zone.id,
      moduleId: store.moduleId,
      orderType: input.order_type,
      orderAmount: price.charged,
      totalTaxAmount: totals.tax,
      taxStatus: totals.taxIncluded ? 'included' : 'excluded',
      taxPercentage: settings.taxPercent,
      deliveryCharge: totals.deliveryFee,
      originalDeliveryCharge: price.originalDeliveryFee,
      dmTips: price.dmTips,
      distance: price.distanceKm,
      deliveryAddress: place.address,
      orderNote: input.order_note,
      deliveryInstruction: input.delivery_instruction || null,
      idempotencyKey,
      // The pharmacy prices it before anything moves: the demo lifecycle must not deliver it.
      nextStepAt: null,
      prescriptionOrder: true,
      orderAttachment: [...attachments],
    })
    .returning({
      id: orders.id,
      orderAmount: orders.orderAmount,
      orderStatus: orders.orderStatus,
      createdAt: orders.createdAt,
      customerId: orders.customerId,
      paymentMethod: orders.paymentMethod,
    });
  if (!order) throw new Error('the prescription order was not written');
  await tx.insert(orderPayments).values(
    plan.parts.map((part) => ({
      orderId: order.id,
      paymentMethod: part.method,
      amount: part.amount,
      paymentStatus: 'unpaid' as const,
    })),
  );
  return { order, paymentRequestId: null, itemsTaken: [] };
}
