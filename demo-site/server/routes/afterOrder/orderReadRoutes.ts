import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Order, OrderDetail, OrderPage } from '../../../../src/core/api/wire';
import { PREVIOUS_STATUSES, RUNNING_STATUSES } from '../../../../src/core/orders';
import { type OrderStatus, orderDetails, orders } from '../../db/orderSchema';
import { fail } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import { orderDetailWire, orderWire } from '../../serializers/order';
import { rowId } from '../account/requestParts';
import { publicOrigin, type RouteContext } from '../context';
import { withParcelField, withParcelFields } from '../order/parcelOrderWire';
import { prescriptionWire } from '../order/prescriptionWire';
import { orderCaller, orderPage, orderRow, ownedOrder } from './orderAccess';

const pageInput = v.object(pagination);
const orderIdInput = v.object({ order_id: rowId() });
const trackInput = v.object({
  order_id: rowId(),
  contact_number: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(32))),
});

/**
 * What a customer reads of their orders: previous and running orders (customers only: guests keep
 * no order history, spec §6), an order's lines, and its tracking. A guest reads an order of their
 * guest id; tracking one also takes its contact phone. Another's order is not found.
 */
export const orderReadRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const listOf =
    (statuses: readonly OrderStatus[]) =>
    async (request: FastifyRequest): Promise<OrderPage> => {
      const customerId = await requireCustomer(db, request);
      const page = parseInput(pageInput, request.query);
      const language = requestLanguage(request);
      const { total, rows } = await orderPage(
        db,
        and(eq(orders.customerId, customerId), inArray(orders.orderStatus, [...statuses])),
        page,
      );
      return {
        total_size: total,
        limit: String(page.limit),
        offset: String(page.offset),
        orders: await withParcelFields(
          db,
          rows.map((row) => ({
            ...orderWire(row, language),
            ...prescriptionWire(row.order, publicOrigin(request)),
          })),
          language,
          publicOrigin(request),
        ),
      };
    };

  app.get('/customer/order/list', listOf(PREVIOUS_STATUSES));
  app.get('/customer/order/running-orders', listOf(RUNNING_STATUSES));

  app.get('/customer/order/details', async (request): Promise<OrderDetail[] | Order> => {
    const caller = await orderCaller(db, request);
    const { order_id } = parseInput(orderIdInput, request.query);
    const order = await ownedOrder(db, caller, order_id);
    const language = requestLanguage(request);
    const lines = await db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, order.id))
      .orderBy(asc(orderDetails.id));
    // 6amMart answers a prescription order the pharmacy has not priced yet with the order itself.
    if (lines.length === 0 && order.prescriptionOrder) {
      return {
        ...orderWire(await orderRow(db, order), language),
        ...prescriptionWire(order, publicOrigin(request)),
      };
    }
    return lines.map((line) => orderDetailWire(line, language));
  });

  app.get('/customer/order/track', async (request): Promise<Order> => {
    const caller = await orderCaller(db, request);
    const { order_id, contact_number } = parseInput(trackInput, request.query);
    if ('guestId' in caller && contact_number === undefined) {
      throw fail(422, 'contact_number', '{field} is required', { field: 'contact_number' });
    }
    const order = await ownedOrder(db, caller, order_id, contact_number);
    const language = requestLanguage(request);
    const tracked = {
      ...orderWire(await orderRow(db, order), language),
      ...prescriptionWire(order, publicOrigin(request)),
    };
    return withParcelField(db, tracked, language, publicOrigin(request));
  });
};
