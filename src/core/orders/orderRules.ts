/*
 * What a shopper may still do with an order, as the demo server decides it
 * (demo-site/server/routes/afterOrder: orderChangeRoutes, refundRoutes, reviewRoutes). The order
 * pages offer an action only while its rule holds, so a button never leads to a refusal the
 * server would give anyway; the server stays the judge, and a refusal it gives is still shown.
 */
import type { Order, OrderStatusName } from '../api/wire';

/** Statuses of an order still on its way: the server's running orders. */
export const RUNNING_STATUSES = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
] as const satisfies readonly OrderStatusName[];

/** Statuses of an order that is over: the server's previous orders. */
export const PREVIOUS_STATUSES = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
] as const satisfies readonly OrderStatusName[];

/** Statuses from which a customer may still cancel: the store has not started on it. */
export const CANCELABLE_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly OrderStatusName[];

/** Who looks at the order: the signed-in customer, or a guest naming it by guest id. */
export interface OrderViewer {
  isCustomer: boolean;
}

const isAmong = (statuses: readonly OrderStatusName[], status: OrderStatusName) =>
  statuses.includes(status);

/** Whether the order is still on its way (it may change while the shopper looks at it). */
export function isUnderWay(order: Pick<Order, 'order_status'>): boolean {
  return isAmong(RUNNING_STATUSES, order.order_status);
}

/** Whether the order may be cancelled: a customer's or a guest's, before the store starts on it. */
export function canCancel(order: Pick<Order, 'order_status'>): boolean {
  return isAmong(CANCELABLE_STATUSES, order.order_status);
}

/**
 * Whether the order may switch to cash on delivery (spec §4): still pending and unpaid, and
 * neither paid on delivery already nor partly paid from the wallet. The server also refuses an
 * order above the cash-on-delivery cap; that refusal is said when it comes.
 */
export function canSwitchToCashOnDelivery(
  order: Pick<Order, 'order_status' | 'payment_status' | 'payment_method'>,
): boolean {
  return (
    order.order_status === 'pending' &&
    order.payment_status === 'unpaid' &&
    order.payment_method !== 'cash_on_delivery' &&
    order.payment_method !== 'partial_payment'
  );
}

/**
 * Whether a refund may be asked for: a customer's delivered order. Asking moves the order to
 * refund_requested, so a delivered order has no refund yet; the server keeps one per order.
 */
export function canRequestRefund(order: Pick<Order, 'order_status'>, viewer: OrderViewer): boolean {
  return viewer.isCustomer && order.order_status === 'delivered';
}

/**
 * Whether the order's items may be reviewed: by the signed-in customer, once the order was
 * delivered (a refund asked since does not undo the delivery). Once per item, which the server
 * keeps.
 */
export function canReview(order: Pick<Order, 'delivered'>, viewer: OrderViewer): boolean {
  return viewer.isCustomer && order.delivered !== null;
}

/**
 * Whether "Order again" is offered: once the order is over (delivered, cancelled, failed,
 * refunded) and it has lines to put back; an order still under way is already coming.
 */
export function canOrderAgain(
  order: Pick<Order, 'order_status'>,
  lines: readonly unknown[] | null,
): boolean {
  return !isUnderWay(order) && lines !== null && lines.length > 0;
}
