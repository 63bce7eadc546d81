/*
 * The order id a shopper types to track an order (spec §2: "order tracking by order id plus
 * phone"): digits only, in any of the scripts `latinDigits` reads.
 */
import { latinDigits } from './latinDigits';
import { type RuleResult, refuse } from './ruleResult';

/** The largest order id: the server keeps ids in PostgreSQL integers. */
export const ORDER_ID_MAX = 2_147_483_647;

/** An order id, required: digits only (in any of the three scripts), from 1 to `ORDER_ID_MAX`. */
export function checkOrderId(orderId: string): RuleResult {
  const digits = latinDigits(orderId.trim());
  if (digits.length === 0) return refuse('Order ID is required');
  if (!/^\d+$/.test(digits)) return refuse('Only numbers are allowed');
  const value = Number(digits);
  return value >= 1 && value <= ORDER_ID_MAX ? null : refuse('Invalid order ID');
}
