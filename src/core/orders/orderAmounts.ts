/*
 * The money lines of an order's bill, from what the server stored on the order and its lines:
 * the items as sold, what came off, what was added, and who pays what. Sums are done in integer
 * minor units (src/core/pricing), once, at the shop's decimals.
 */
import type { Order, OrderDetail } from '../api/wire';
import { fromMinor, precision, toMinor } from '../pricing';

/** An order's bill, in major units. */
export interface OrderAmounts {
  /** The lines at their prices as sold, before any discount; null while no line is priced. */
  itemsSubtotal: number | null;
  /** The store's and the items' discounts. */
  discount: number;
  /** What the coupon took off. */
  couponDiscount: number;
  tax: number;
  /** Whether the tax is inside the prices (shown for information) or added on top. */
  taxIncluded: boolean;
  deliveryFee: number;
  /** The delivery man's tip. */
  tip: number;
  /** What the wallet paid of a partly paid order; 0 otherwise. */
  walletPaid: number;
  /** What the order costs in all. */
  total: number;
  /** What is left to pay once the wallet's part is taken off. */
  due: number;
}

/** One line's total at its price as sold: unit price times quantity. */
export function lineTotal(line: Pick<OrderDetail, 'price' | 'quantity'>, digits: number): number {
  const places = precision(digits);
  return fromMinor(toMinor(line.price, places) * line.quantity, places);
}

/** The bill of an order with its lines (null for a prescription order not priced yet). */
export function orderAmounts(
  order: Pick<
    Order,
    | 'order_amount'
    | 'store_discount_amount'
    | 'coupon_discount_amount'
    | 'total_tax_amount'
    | 'tax_status'
    | 'delivery_charge'
    | 'dm_tips'
    | 'partially_paid_amount'
  >,
  lines: readonly Pick<OrderDetail, 'price' | 'quantity'>[] | null,
  digits: number,
): OrderAmounts {
  const places = precision(digits);
  const minor = (amount: number) => toMinor(amount, places);
  const major = (amount: number) => fromMinor(amount, places);
  const subtotal =
    lines === null || lines.length === 0
      ? null
      : lines.reduce((sum, line) => sum + minor(line.price) * line.quantity, 0);
  const walletPaid = Math.max(0, minor(order.partially_paid_amount));
  const total = minor(order.order_amount);
  return {
    itemsSubtotal: subtotal === null ? null : major(subtotal),
    discount: major(minor(order.store_discount_amount)),
    couponDiscount: major(minor(order.coupon_discount_amount)),
    tax: major(minor(order.total_tax_amount)),
    taxIncluded: order.tax_status === 'included',
    deliveryFee: major(minor(order.delivery_charge)),
    tip: major(minor(order.dm_tips)),
    walletPaid: major(walletPaid),
    total: major(total),
    due: major(Math.max(0, total - walletPaid)),
  };
}
