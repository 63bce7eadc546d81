/*
 * An order's history as its status instants tell it: 6amMart stamps the order with the moment it
 * reached each status (`pending`, `confirmed`, …), null until then.
 */
import type { Order } from '../api/wire';

/** The statuses an order carries an instant of, in the order an order usually passes them. */
export const TIMED_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
  'canceled',
  'refund_requested',
  'refunded',
  'failed',
] as const satisfies readonly (keyof Order)[];

/** A status an order carries an instant of. */
export type TimedStatus = (typeof TIMED_STATUSES)[number];

/** One reached status and when. */
export interface TimelineStep {
  status: TimedStatus;
  /** The instant as the server sent it (ISO 8601). */
  at: string;
  /** The same instant in milliseconds since the epoch. */
  time: number;
}

/**
 * Every status the order has reached, oldest first. Instants that tie keep the usual order of
 * the statuses (an order confirmed and cooked in one go reads confirmed, then processing); an
 * instant that is not a date is left out rather than guessed at.
 */
export function orderTimeline(order: Pick<Order, TimedStatus>): TimelineStep[] {
  return TIMED_STATUSES.flatMap((status, rank) => {
    const at = order[status];
    const time = at === null ? Number.NaN : Date.parse(at);
    return Number.isNaN(time) || at === null ? [] : [{ status, at, time, rank }];
  })
    .sort((a, b) => a.time - b.time || a.rank - b.rank)
    .map(({ status, at, time }) => ({ status, at, time }));
}
