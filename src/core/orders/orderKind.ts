/*
 * What an order is, beyond its lines: items from the cart, a prescription the pharmacy prices
 * later, or a parcel between two addresses. The pages after an order (its confirmation, the
 * customer's list) say what happens next, and what it holds, by its kind.
 */
import type { PrescriptionOrderFields } from '../api/prescriptionWire';
import type { Order } from '../api/wire';

/** The kinds of order the storefront places. */
export const ORDER_KINDS = ['items', 'prescription', 'parcel'] as const;

/** An order's kind. */
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Whether a text (a route's query value) names an order kind. */
export function isOrderKind(text: string | null | undefined): text is OrderKind {
  return (ORDER_KINDS as readonly (string | null | undefined)[]).includes(text);
}

/** The kind of an order as the server sends it. */
export function orderKindOf(
  order: Pick<Order, 'order_type'> & Partial<Pick<PrescriptionOrderFields, 'prescription_order'>>,
): OrderKind {
  if (order.order_type === 'parcel') return 'parcel';
  return order.prescription_order === true ? 'prescription' : 'items';
}
