/*
 * Where an order stands on the four tracking steps of spec §4 (order placed, packaging, on the
 * road, delivered). Several statuses fall on one step; an order that stopped short of delivery, or
 * went back after it, leaves the steps for a state of its own.
 */
import type { Order, OrderStatusName } from '../../src/core/api/wire';
import type { MessageKey } from '../../src/core/i18n';

/** The tracking steps, in order. */
export const TRACKING_STEPS = ['placed', 'packaging', 'onTheRoad', 'delivered'] as const;

/** A tracking step. */
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** The statuses that take an order off the steps. */
export type EndedStatus = 'canceled' | 'failed' | 'refunded' | 'refund_requested';

/** An order on its way (the step it is at), or ended short of the steps. */
export type OrderProgress =
  | { kind: 'steps'; step: TrackingStep }
  | { kind: 'ended'; status: EndedStatus };

/** Each step's name, a key of the messages. */
export const STEP_LABELS: Readonly<Record<TrackingStep, MessageKey>> = {
  placed: 'Order placed',
  packaging: 'Packaging',
  onTheRoad: 'On the road',
  delivered: 'Delivered',
};

/** Where an order with this status stands. */
export function orderProgress(status: OrderStatusName): OrderProgress {
  switch (status) {
    case 'pending':
    case 'confirmed':
    case 'accepted':
      return { kind: 'steps', step: 'placed' };
    case 'processing':
      return { kind: 'steps', step: 'packaging' };
    case 'handover':
    case 'picked_up':
      return { kind: 'steps', step: 'onTheRoad' };
    // A refund asked for and then withdrawn leaves the order as it was: delivered.
    case 'delivered':
    case 'refund_request_canceled':
      return { kind: 'steps', step: 'delivered' };
    case 'canceled':
    case 'failed':
    case 'refunded':
    case 'refund_requested':
      return { kind: 'ended', status };
    default:
      return status satisfies never;
  }
}

/** What to announce of a progress, the same for every status of one step. */
export function progressKey(progress: OrderProgress): string {
  return progress.kind === 'steps' ? progress.step : progress.status;
}

/**
 * When the order reached `step`, as the server stamped it; null before, or when the server kept
 * no time (6amMart stamps no 'accepted'). On the road starts when the store hands it over.
 */
export function stepReachedAt(order: Order, step: TrackingStep): string | null {
  switch (step) {
    case 'placed':
      return order.pending ?? order.created_at;
    case 'packaging':
      return order.processing;
    case 'onTheRoad':
      return order.handover ?? order.picked_up;
    case 'delivered':
      return order.delivered;
    default:
      return step satisfies never;
  }
}
