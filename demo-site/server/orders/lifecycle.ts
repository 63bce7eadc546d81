import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { type BackgroundPoll, pollInBackground } from '../background/pollInBackground';
import type { Database } from '../db/database';
import { type OrderStatus, orderPayments, orders } from '../db/orderSchema';
import { rewardDelivery } from './deliveryRewards';
import { readOrderSettings } from './orderSettings';

/*
 * The demo's order lifecycle: nobody runs a store or drives here, so a placed order moves on by
 * itself, one status every pace, until it is delivered. All its state is in `orders`
 * (`next_step_at`), so a restarted server simply goes on, and several servers on one PostgreSQL
 * share the work: each takes the due orders no other holds (FOR UPDATE SKIP LOCKED).
 */

/** The status each status moves on to; the others (delivered, canceled, failed …) stay. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'handover',
  handover: 'picked_up',
  picked_up: 'delivered',
};

/** Orders one step moves at most, so a backlog after a long stop is worked off in short transactions. */
const STEP_BATCH = 50;

/** What one call of the step works with. */
export interface StepOptions {
  /** The clock: orders due at or before it move, and their time columns read it. */
  now?: Date;
  paceSeconds: number;
}

/** Moves every order that is due by one status; answers how many moved. */
export async function stepDueOrders(db: Database, options: StepOptions): Promise<number> {
  const now = options.now ?? new Date();
  const nextAt = new Date(now.getTime() + options.paceSeconds * 1000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: orders.id,
        orderStatus: orders.orderStatus,
        customerId: orders.customerId,
        orderAmount: orders.orderAmount,
      })
      .from(orders)
      .where(and(isNotNull(orders.nextStepAt), lte(orders.nextStepAt, now)))
      .orderBy(asc(orders.nextStepAt))
      .limit(STEP_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const settings = await readOrderSettings(tx);
    for (const order of due) {
      const next = NEXT_STATUS[order.orderStatus];
      const mine = eq(orders.id, order.id);
      if (next === undefined) {
        await tx.update(orders).set({ nextStepAt: null }).where(mine);
        continue;
      }
      const delivered = next === 'delivered';
      await tx
        .update(orders)
        .set({
          orderStatus: next,
          ...stampOf(next, now),
          nextStepAt: delivered ? null : nextAt,
          updatedAt: now,
          // Cash changes hands at the door: a delivered order is a paid one.
          ...(delivered ? { paymentStatus: 'paid' as const } : {}),
        })
        .where(mine);
      if (delivered) {
        await tx
          .update(orderPayments)
          .set({ paymentStatus: 'paid' })
          .where(eq(orderPayments.orderId, order.id));
        await rewardDelivery(tx, order, settings);
      }
    }
    return due.length;
  });
}

/** The time column stamped when an order reaches a status of the lifecycle. */
function stampOf(status: OrderStatus, at: Date): Partial<typeof orders.$inferInsert> {
  switch (status) {
    case 'confirmed':
      return { confirmed: at };
    case 'processing':
      return { processing: at };
    case 'handover':
      return { handover: at };
    case 'picked_up':
      return { pickedUp: at };
    default:
      return { delivered: at };
  }
}

/** A running lifecycle, to stop when the server closes. */
/** The order lifecycle running in the background. */
export type OrderLifecycle = BackgroundPoll;

/** How the scheduler runs. */
export interface LifecycleOptions {
  paceSeconds: number;
  /** How often it looks for due orders; a quarter of the pace, at most a second, by default. */
  pollMs?: number;
  /** Where a failed step is reported; the next poll tries again. */
  onError?: (error: unknown) => void;
}

/** Starts moving due orders in the background. */
export function startOrderLifecycle(db: Database, options: LifecycleOptions): OrderLifecycle {
  const pollMs = options.pollMs ?? Math.max(20, Math.min(1000, options.paceSeconds * 250));
  return pollInBackground(
    () => stepDueOrders(db, { paceSeconds: options.paceSeconds }),
    pollMs,
    options.onError,
  );
}
