import type { CartItem } from '../api/wire';
import { basePriceMinor, type PricedItem, unitPriceMinor } from './itemPrice';
import { fromMinor, precision } from './money';

/** A cart line as pricing sees it: a priced item and how many of it. */
export type PricedLine = PricedItem & Pick<CartItem, 'quantity'>;

/** Totals of a cart line or a whole cart, in major units. */
export interface CartTotals {
  /** Sum of undiscounted line prices. */
  subtotal: number;
  /** What item and store discounts save (the cart drawer's "saved" line). */
  discount: number;
  /** What remains after item discounts: subtotal − discount. */
  itemsTotal: number;
}

/** The same totals counted in minor units, for callers that keep summing. */
export type CartTotalsMinor = CartTotals;

function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.trunc(quantity) : 0;
}

/** Line totals in minor units: unit prices are rounded once, then multiplied exactly. */
export function lineTotalsMinor(line: PricedLine, digits: number): CartTotalsMinor {
  const quantity = wholeQuantity(line.quantity);
  const base = basePriceMinor(line, digits);
  const subtotal = base * quantity;
  const itemsTotal = unitPriceMinor(line, digits, base) * quantity;
  return { subtotal, discount: subtotal - itemsTotal, itemsTotal };
}

/** Cart totals in minor units: the exact sum of the line totals. */
export function cartTotalsMinor(lines: readonly PricedLine[], digits: number): CartTotalsMinor {
  let subtotal = 0;
  let itemsTotal = 0;
  for (const line of lines) {
    const totals = lineTotalsMinor(line, digits);
    subtotal += totals.subtotal;
    itemsTotal += totals.itemsTotal;
  }
  return { subtotal, discount: subtotal - itemsTotal, itemsTotal };
}

function toMajor(totals: CartTotalsMinor, digits: number): CartTotals {
  return {
    subtotal: fromMinor(totals.subtotal, digits),
    discount: fromMinor(totals.discount, digits),
    itemsTotal: fromMinor(totals.itemsTotal, digits),
  };
}

/** Totals of one cart line (unit price × quantity); the lines of a cart add up to `cartTotals`. */
export function lineTotals(line: PricedLine, digits?: number): CartTotals {
  const places = precision(digits);
  return toMajor(lineTotalsMinor(line, places), places);
}

/** Subtotal, saved amount and items total of a cart, at `digits` decimals (default 2). */
export function cartTotals(lines: readonly PricedLine[], digits?: number): CartTotals {
  const places = precision(digits);
  return toMajor(cartTotalsMinor(lines, places), places);
}
