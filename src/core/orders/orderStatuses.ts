import type { OrderStatusName } from '../api/wire';

/**
 * Every order status of spec §4, in the order the spec lists them: the statuses the server stores
 * (demo-site's orders table) and the order pages name.
 */
export const ORDER_STATUSES = [
  'failed',
  'pending',
  'processing',
  'confirmed',
  'accepted',
  'picked_up',
  'handover',
  'delivered',
  'canceled',
  'refunded',
  'refund_requested',
  'refund_request_canceled',
] as const satisfies readonly OrderStatusName[];
