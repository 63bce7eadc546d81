import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orderPayments, orders } from '../../db/orderSchema';
import type { PaymentRequestRow } from '../../payment/paymentRequests';
import { creditWallet } from '../../ledgers/wallet';
import { nextStepAfter } from './orderPace';
import { returnStock } from './returnStock';

/**
 * Settles an order's digital payment from the demo payment page: approved, the order is paid
 * and its lifecycle starts; denied, it fails, its units go back to stock and the wallet's share
 * of a partial payment back to the wallet. Only a pending order changes.
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
    const [failed] = await tx
      .update(orders)
      .set({ orderStatus: 'failed', failed: now, nextStepAt: null, updatedAt: now })
      .where(pendingOrder)
      .returning({ customerId: orders.customerId, walletPaid: orders.partiallyPaidAmount });
    if (!failed) return;
    await returnStock(tx, request.orderId);
    // The wallet's share of a partial payment goes back to the wallet.
    if (failed.customerId !== null && failed.walletPaid > 0) {
      await creditWallet(tx, {
        customerId: failed.customerId,
        amount: failed.walletPaid,
        type: 'order_refund',
        reference: String(request.orderId),
      });
    }
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
