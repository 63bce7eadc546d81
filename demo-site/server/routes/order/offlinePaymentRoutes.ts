import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { OfflinePaymentMethod } from '../../../../src/core/api/wire';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import {
  offlinePaymentMethods,
  offlinePayments,
  orderPayments,
  orders,
} from '../../db/orderSchema';
import { ApiFailure, fail, notFound } from '../../http/ApiFailure';
import { type CartOwner, cartOwner } from '../../http/identity';
import { localized, requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { guestIdOf, messageReply, rowId } from '../account/requestParts';
import { isUniqueViolation } from '../account/uniqueViolation';
import type { RouteContext } from '../context';
import { nextStepAfter } from './orderPace';

type MethodRow = typeof offlinePaymentMethods.$inferSelect;

function methodWire(row: MethodRow, language: Locale): OfflinePaymentMethod {
  return {
    id: row.id,
    method_name: localized(language, row.methodName.en, row.methodName.ar),
    method_fields: row.methodFields,
    method_informations: row.methodInformations.map((information) => ({
      customer_input: information.customer_input,
      customer_placeholder: localized(
        language,
        information.customer_placeholder.en,
        information.customer_placeholder.ar,
      ),
      is_required: information.is_required ? 1 : 0,
    })),
    status: 1,
  };
}

/** Most characters of one offline payment field the shopper fills in. */
const MAX_FIELD_LENGTH = 191;

const offlinePaymentInput = v.object({
  order_id: rowId(),
  method_id: rowId(),
  customer_note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000))), null),
  guest_id: v.optional(v.unknown()),
});

/** The method's fields as the shopper filled them; a missing required one is refused (422). */
function filledFields(method: MethodRow, body: unknown): Record<string, string> {
  const sent = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const filled: Record<string, string> = {};
  const reasons = [];
  for (const information of method.methodInformations) {
    const field = information.customer_input;
    const value = sent[field];
    const readable =
      value === undefined ||
      value === null ||
      typeof value === 'string' ||
      typeof value === 'number';
    const text = readable && value !== undefined && value !== null ? String(value).trim() : '';
    if (!readable || text.length > MAX_FIELD_LENGTH) {
      reasons.push({ code: field, message: '{field} is invalid' as const, values: { field } });
    } else if (text === '' && information.is_required) {
      reasons.push({ code: field, message: '{field} is required' as const, values: { field } });
    } else if (text !== '') {
      filled[field] = text;
    }
  }
  if (reasons.length > 0) throw new ApiFailure(422, reasons);
  return filled;
}

/** The owner's order, or none: another shopper's order is as absent as a missing one. */
async function ownedOrder(db: Database, owner: CartOwner, orderId: number) {
  const ownerIs =
    'customerId' in owner
      ? eq(orders.customerId, owner.customerId)
      : eq(orders.guestId, owner.guestId);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownerIs))
    .limit(1);
  return order;
}

/**
 * Offline payments (api-paths "Orders"): the shop's methods, and the details a shopper sends
 * for an order paid offline. The demo verifies them at once: the order becomes paid and starts
 * moving after the pace.
 */
export const offlinePaymentRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/offline_payment_method_list', async (request) => {
    const language = requestLanguage(request);
    const rows = await db
      .select()
      .from(offlinePaymentMethods)
      .where(eq(offlinePaymentMethods.status, true))
      .orderBy(asc(offlinePaymentMethods.id));
    return rows.map((row) => methodWire(row, language));
  });

  const submit = async (request: FastifyRequest) => {
    const owner = await cartOwner(db, request, guestIdOf(request));
    const input = parseInput(offlinePaymentInput, request.body);
    const order = await ownedOrder(db, owner, input.order_id);
    if (!order) throw notFound('order_id', 'Order not found');
    const [method] = await db
      .select()
      .from(offlinePaymentMethods)
      .where(
        and(eq(offlinePaymentMethods.id, input.method_id), eq(offlinePaymentMethods.status, true)),
      )
      .limit(1);
    if (!method) throw notFound('method_id', 'Payment method not found');
    const customerData = filledFields(method, request.body);
    // Paid offline wholly, or for the rest of a partial payment the wallet began.
    const [offlinePart] = await db
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.orderId, order.id),
          eq(orderPayments.paymentMethod, 'offline_payment'),
          eq(orderPayments.paymentStatus, 'unpaid'),
        ),
      )
      .limit(1);
    const waiting =
      order.orderStatus === 'pending' && order.paymentStatus === 'unpaid' && offlinePart;
    if (!waiting) {
      throw fail(403, 'order_id', 'This order is not waiting for an offline payment');
    }
    const now = new Date();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(offlinePayments).values({
          orderId: order.id,
          methodId: method.id,
          customerData,
          customerNote: input.customer_note,
          status: 'verified',
        });
        await tx
          .update(orders)
          .set({ paymentStatus: 'paid', nextStepAt: nextStepAfter(now), updatedAt: now })
          .where(eq(orders.id, order.id));
        await tx
          .update(orderPayments)
          .set({ paymentStatus: 'paid' })
          .where(eq(orderPayments.id, waiting.id));
      });
    } catch (error) {
      // A racing submission for the same order got there first.
      if (isUniqueViolation(error, 'offline_payments_order')) {
        throw fail(403, 'order_id', 'This order is not waiting for an offline payment');
      }
      throw error;
    }
    return messageReply(request, 'Payment information submitted');
  };
  app.put('/customer/order/offline-payment', submit);
  app.post('/customer/order/offline-payment', submit);
};
