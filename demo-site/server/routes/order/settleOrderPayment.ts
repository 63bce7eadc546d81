import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orderPayments, orders } from '../../db/orderSchema';
import type { PaymentRequestRow } from '../../payment/paymentRequests';
import { nextStepAfter } from './orderPace';

/**
 * Settles an order's digital payment from the demo payment page: approved, the order is paid
 * and its lifecycle starts; denied, it fails. Only a pending order changes.
 */
export async function settleOrderPayment(
  tx: Transaction,
  request: PaymentRequestRow,
  approved: boolean,
): Promise<void> {
  if (request.orderId === null) return;
  const now = new Date();
  const pendingOrder = and(eq(orders.id, request.orderId), eq(orders.orderStatus, 'pending'));
  if (!approved) {
    await tx
      .update(orders)
      .set({ orderStatus: 'failed', failed: now, nextStepAt: null, updatedAt: now })
      .where(pendingOrder);
    return;
  }
  const paid = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      transactionReference: request.id,
      nextStepAt: nextStepAfter(now),
      updatedAt: now,
    })
    .where(pendingOrder)
    .returning({ id: orders.id });
  if (paid.length === 0) return;
  await tx
    .update(orderPayments)
    .set({ paymentStatus: 'paid' })
    .where(
      and(
        eq(orderPayments.orderId, request.orderId),
        eq(orderPayments.paymentMethod, 'digital_payment'),
      ),
    );
}
