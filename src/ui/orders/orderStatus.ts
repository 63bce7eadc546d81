/*
 * What every order page says of an order's status (spec §4 "Orders"): its name in the shopper's
 * language and the tone its badge takes. One place, so the order list, the order details and the
 * tracking page never word or colour a status differently.
 */
import type { OrderStatusName } from '../../core/api/wire';
import type { MessageKey } from '../../core/i18n';
import type { Translator } from '../souq';

export { ORDER_STATUSES } from '../../core/orders/orderStatuses';

/** The tones a status badge takes, from waiting on the store to gone wrong. */
export const ORDER_STATUS_TONES = ['waiting', 'progress', 'success', 'danger', 'settled'] as const;

/**
 * How a status reads at a glance: `waiting` (nobody has acted on it yet), `progress` (the store
 * or the delivery man is on it), `success` (it arrived), `danger` (it will not arrive) or
 * `settled` (over, neither good nor bad news).
 */
export type OrderStatusTone = (typeof ORDER_STATUS_TONES)[number];

/** Each status's message key: the status name itself, translated in both bundles. */
const STATUS_KEYS: Readonly<Record<OrderStatusName, MessageKey>> = {
  failed: 'failed',
  pending: 'pending',
  processing: 'processing',
  confirmed: 'confirmed',
  accepted: 'accepted',
  picked_up: 'picked_up',
  handover: 'handover',
  delivered: 'delivered',
  canceled: 'canceled',
  refunded: 'refunded',
  refund_requested: 'refund_requested',
  refund_request_canceled: 'refund_request_canceled',
};

/** Whether a text a server sent is one of the statuses the kit knows. */
export function isOrderStatus(value: string): value is OrderStatusName {
  return Object.hasOwn(STATUS_KEYS, value);
}

/**
 * A status's name in the active language. A status another backend invents is shown as sent
 * rather than hidden: the shopper still learns something.
 */
export function orderStatusLabel(status: string, t: Translator): string {
  return isOrderStatus(status) ? t(STATUS_KEYS[status]) : status;
}

/** The tone of a status's badge; an unknown status reads as settled, never as good news. */
export function orderStatusTone(status: string): OrderStatusTone {
  if (!isOrderStatus(status)) return 'settled';
  switch (status) {
    case 'pending':
    case 'refund_requested':
      return 'waiting';
    case 'confirmed':
    case 'accepted':
    case 'processing':
    case 'handover':
    case 'picked_up':
      return 'progress';
    case 'delivered':
      return 'success';
    case 'failed':
    case 'canceled':
      return 'danger';
    case 'refunded':
    case 'refund_request_canceled':
      return 'settled';
    default:
      return status satisfies never;
  }
}
