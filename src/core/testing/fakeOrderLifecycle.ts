/*
 * A fake order that moves on when a test or story says so, as the demo server's lifecycle
 * (demo-site/server/orders/lifecycle.ts) moves a placed order one status per pace: the status
 * changes, the time of the status reached is stamped, and a delivered order is paid. Put it into
 * the shop with `shop.orders.put(moving.order)`; tracking, the lists and the details then read it
 * as it stands at each request.
 */
import type { Order, OrderStatusName } from '../api/wire';
import type { FakeOrder } from './fakeAfterOrder';

/** The status each status moves on to, as on the demo server; the others stay. */
export const FAKE_NEXT_STATUS: Readonly<Partial<Record<OrderStatusName, OrderStatusName>>> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'handover',
  handover: 'picked_up',
  picked_up: 'delivered',
};

/** The time field an order stamps when it reaches a status (6amMart has none for 'accepted'). */
const STAMPED: Readonly<Partial<Record<OrderStatusName, keyof Order>>> = {
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  handover: 'handover',
  picked_up: 'picked_up',
  delivered: 'delivered',
  canceled: 'canceled',
  failed: 'failed',
  refund_requested: 'refund_requested',
  refunded: 'refunded',
};

/** An order of the fake shop whose status a test moves. */
export interface MovingFakeOrder {
  /** The order to put into the shop. */
  order: FakeOrder;
  /** Its status now. */
  status(): OrderStatusName;
  /** Moves it on one status of the lifecycle (none once it is settled); answers the status now. */
  advance(at?: Date): OrderStatusName;
  /** Puts it at `status` (a store's cancelation, a failed payment …), stamped at `at`. */
  moveTo(status: OrderStatusName, at?: Date): void;
}

/** Wraps a fake order so that its status can move; it starts where `start` stands. */
export function movingFakeOrder(start: FakeOrder): MovingFakeOrder {
  let changes: Partial<Order> = {};
  const status = () => changes.order_status ?? start.order('en').order_status;
  const moveTo = (next: OrderStatusName, at = new Date()) => {
    const stamp = STAMPED[next];
    changes = {
      ...changes,
      order_status: next,
      updated_at: at.toISOString(),
      ...(stamp ? { [stamp]: at.toISOString() } : {}),
      // Cash changes hands at the door: a delivered order is a paid one, as on the server.
      ...(next === 'delivered' ? { payment_status: 'paid' as const } : {}),
    };
  };
  return {
    order: {
      ...start,
      order: (language) => ({ ...start.order(language), ...changes }),
    },
    status,
    advance: (at) => {
      const next = FAKE_NEXT_STATUS[status()];
      if (next) moveTo(next, at);
      return status();
    },
    moveTo,
  };
}
