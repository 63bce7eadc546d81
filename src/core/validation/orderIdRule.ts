/*
 * The order id a shopper types to track an order (spec §2: "order tracking by order id plus
 * phone"): digits only. Arabic keyboards type Arabic-Indic digits (٠-٩, or the Eastern forms ۰-۹
 * of Persian and Urdu layouts); they name the same number, so the rule reads them as Latin digits.
 */
import { type RuleResult, refuse } from './ruleResult';

/** The largest order id: the server keeps ids in PostgreSQL integers. */
export const ORDER_ID_MAX = 2_147_483_647;

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** `text` with its Arabic-Indic and Eastern Arabic-Indic digits written as Latin digits. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(
      code - (code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO),
    );
  });
}

/** An order id, required: digits only (in any of the three scripts), from 1 to `ORDER_ID_MAX`. */
export function checkOrderId(orderId: string): RuleResult {
  const digits = latinDigits(orderId.trim());
  if (digits.length === 0) return refuse('Order ID is required');
  if (!/^\d+$/.test(digits)) return refuse('Only numbers are allowed');
  const value = Number(digits);
  return value >= 1 && value <= ORDER_ID_MAX ? null : refuse('Invalid order ID');
}
