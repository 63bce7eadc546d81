import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type {
  CancellationReasonPage,
  MessageReply,
  RefundReasonsReply,
} from '../../../../src/core/api/wire';
import { CANCELABLE_STATUSES } from '../../../../src/core/orders';
import { orderPayments, orders } from '../../db/orderSchema';
import { fail } from '../../http/ApiFailure';
import { localized, requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import { creditWallet } from '../../ledgers/wallet';
import { CANCELLATION_REASONS, REFUND_REASONS } from '../../orders/orderReasons';
import { personText } from '../account/fieldRules';
import { messageReply, rowId } from '../account/requestParts';
import type { RouteContext } from '../context';
import { checkoutSettings } from '../order/checkoutSettings';
import { nextStepAfter } from '../order/orderPace';
import { codCapRefusal } from '../order/orderPayment';
import { returnStock } from '../order/returnStock';
import { orderCaller, ownedByCaller, ownedOrder } from './orderAccess';

const cancelInput = v.object({ order_id: rowId(), reason: personText(255) });
const paymentMethodInput = v.object({
  order_id: rowId(),
  payment_method: v.optional(v.literal('cash_on_delivery'), 'cash_on_delivery'),
});

/**
 * Changes a customer (or a guest, by guest_id) makes to an order of theirs, and the reasons the
 * shop offers: cancelling while the store has not started on it, switching a pending unpaid order
 * to cash on delivery.
 */
export const orderChangeRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get(
    '/customer/order/cancellation-reasons',
    async (request): Promise<CancellationReasonPage> => {
      const page = parseInput(v.object(pagination), request.query);
      const language = requestLanguage(request);
      const start = (page.offset - 1) * page.limit;
      return {
        total_size: CANCELLATION_REASONS.length,
        limit: String(page.limit),
        offset: String(page.offset),
        data: CANCELLATION_REASONS.slice(start, start + page.limit).map(({ id, text }) => ({
          id,
          reason: localized(language, text.en, text.ar),
          user_type: 'customer',
          status: 1,
        })),
      };
    },
  );

  app.get('/customer/order/refund-reasons', async (request): Promise<RefundReasonsReply> => {
    const language = requestLanguage(request);
    return {
      refund_reasons: REFUND_REASONS.map(({ id, text }) => ({
        id,
        reason: localized(language, text.en, text.ar),
        status: 1,
      })),
    };
  });

  // The status check and the change are one UPDATE, so a cancel racing the lifecycle's step either
  // wins (the step skips the locked row, then finds it cancelled) or finds the order moved on.
  app.put('/customer/order/cancel', async (request): Promise<MessageReply> => {
    const caller = await orderCaller(db, request);
    const input = parseInput(cancelInput, request.body);
    await ownedOrder(db, caller, input.order_id);
    await db.transaction(async (tx) => {
      const now = new Date();
      const [canceled] = await tx
        .update(orders)
        .set({
          orderStatus: 'canceled',
          canceledBy: 'customer',
          cancellationReason: input.reason,
          canceled: now,
          nextStepAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(orders.id, input.order_id),
            ownedByCaller(caller),
            inArray(orders.orderStatus, [...CANCELABLE_STATUSES]),
          ),
        )
        .returning({ id: orders.id, customerId: orders.customerId });
      if (!canceled) throw fail(403, 'order_id', 'This order can no longer be canceled');
      await returnStock(tx, canceled.id);
      const [paid] = await tx
        .select({ amount: sql<string>`coalesce(sum(${orderPayments.amount}), 0)` })
        .from(orderPayments)
        .where(
          and(
            eq(orderPayments.orderId, canceled.id),
            eq(orderPayments.paymentStatus, 'paid'),
            ne(orderPayments.paymentMethod, 'cash_on_delivery'),
          ),
        );
      const refund = Number(paid?.amount ?? 0);
      if (canceled.customerId !== null && refund > 0) {
        await creditWallet(tx, {
          customerId: canceled.customerId,
          amount: refund,
          type: 'order_refund',
          reference: String(canceled.id),
        });
      }
    });
    return messageReply(request, 'Order canceled successfully');
  });

  app.put('/customer/order/payment-method', async (request): Promise<MessageReply> => {
    const caller = await orderCaller(db, request);
    const input = parseInput(paymentMethodInput, request.body);
    const order = await ownedOrder(db, caller, input.order_id);
    // Cash on delivery keeps its cap when an order switches to it, as when one is placed with it.
    const settings = await checkoutSettings(db);
    if (order.orderAmount > settings.codMaxOrderAmount) throw codCapRefusal(settings);
    await db.transaction(async (tx) => {
      const now = new Date();
      const [switched] = await tx
        .update(orders)
        .set({
          paymentMethod: input.payment_method,
          partiallyPaidAmount: 0,
          // An order that waited for its payment starts moving now that it is paid at the door.
          nextStepAt: sql`coalesce(${orders.nextStepAt}, ${nextStepAfter(now).toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(
          and(
            eq(orders.id, input.order_id),
            ownedByCaller(caller),
            eq(orders.orderStatus, 'pending'),
            eq(orders.paymentStatus, 'unpaid'),
            ne(orders.paymentMethod, 'cash_on_delivery'),
            ne(orders.paymentMethod, 'partial_payment'),
          ),
        )
        .returning({ id: orders.id });
      if (!switched) {
        throw fail(403, 'order_id', 'Only a pending, unpaid order can switch to cash on delivery');
      }
      await tx
        .update(orderPayments)
        .set({ paymentMethod: input.payment_method })
        .where(eq(orderPayments.orderId, switched.id));
    });
    return messageReply(request, 'Payment method switched to cash on delivery');
  });
};
