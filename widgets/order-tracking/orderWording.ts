/*
 * How the tracking page words what an order reply names by code: its payment method, and why an
 * order left the tracking steps.
 */
import type { MessageKey } from '../../src/core/i18n';
import type { Translator } from '../../src/ui/souq';
import type { EndedStatus } from './trackingSteps';

/** The payment methods of 6amMart's orders, each its own message key. */
const PAYMENT_METHOD_KEYS: Readonly<Record<string, MessageKey>> = {
  cash_on_delivery: 'cash_on_delivery',
  digital_payment: 'digital_payment',
  wallet: 'wallet',
  offline_payment: 'offline_payment',
  partial_payment: 'partial_payment',
};

/**
 * An order's payment method in the active language. A method the kit does not know (a gateway
 * of another backend) is shown as sent: the shopper still recognises it.
 */
export function paymentMethodLabel(method: string, t: Translator): string {
  const key = Object.hasOwn(PAYMENT_METHOD_KEYS, method) ? PAYMENT_METHOD_KEYS[method] : undefined;
  return key === undefined ? method : t(key);
}

/** What the page says of an order that left the steps. */
export const ENDED_MESSAGES: Readonly<Record<EndedStatus, MessageKey>> = {
  canceled: 'This order was canceled.',
  failed: 'This order could not be completed.',
  refunded: 'This order was refunded.',
  refund_requested: 'A refund was requested for this order.',
};
