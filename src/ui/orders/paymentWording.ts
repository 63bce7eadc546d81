/*
 * How the order pages word an order's payment: its method (a partial payment when the wallet
 * paid part of it) and whether it is paid.
 */
import type { Order } from '../../core/api/wire';
import type { MessageKey } from '../../core/i18n';
import type { Translator } from '../souq';

/** The payment methods of 6amMart's orders, each its own message key. */
const METHOD_KEYS: Readonly<Record<string, MessageKey>> = {
  cash_on_delivery: 'cash_on_delivery',
  digital_payment: 'digital_payment',
  wallet: 'wallet',
  offline_payment: 'offline_payment',
  partial_payment: 'partial_payment',
};

/**
 * The order's payment method in the active language: a partial payment whenever the wallet paid
 * part of it. A method the kit does not know (another backend's gateway) is shown as sent.
 */
export function paymentMethodLabel(
  order: Pick<Order, 'payment_method' | 'partially_paid_amount'>,
  t: Translator,
): string {
  const method = order.partially_paid_amount > 0 ? 'partial_payment' : order.payment_method;
  const key = Object.hasOwn(METHOD_KEYS, method) ? METHOD_KEYS[method] : undefined;
  return key === undefined ? method : t(key);
}

/** Paid or Unpaid, in the active language. */
export function paymentStatusLabel(order: Pick<Order, 'payment_status'>, t: Translator): string {
  return order.payment_status === 'paid' ? t('paid') : t('unpaid');
}
