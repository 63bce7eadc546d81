import { describe, expect, it } from 'vitest';
import type { Order } from '../api/wire';
import { fakeOrder } from '../testing/fakeOrderFixtures';
import { orderTimeline } from './orderTimeline';

const order = (changes: Partial<Order>): Order => ({
  ...fakeOrder({ id: 1 }).order('en'),
  pending: null,
  ...changes,
});

describe('given an order’s status instants', () => {
  it('lists each reached status, oldest first', () => {
    const steps = orderTimeline(
      order({
        pending: '2026-11-01T10:00:00.000Z',
        confirmed: '2026-11-01T10:05:00.000Z',
        canceled: '2026-11-01T10:20:00.000Z',
      }),
    );
    expect(steps.map((step) => step.status)).toEqual(['pending', 'confirmed', 'canceled']);
    expect(steps[2]?.at).toBe('2026-11-01T10:20:00.000Z');
  });

  it('orders by time, not by the usual path: a refund asked before an odd late stamp', () => {
    const steps = orderTimeline(
      order({
        pending: '2026-11-01T10:00:00.000Z',
        delivered: '2026-11-01T11:00:00.000Z',
        refund_requested: '2026-11-02T09:00:00.000Z',
        refunded: '2026-11-03T09:00:00.000Z',
      }),
    );
    expect(steps.map((step) => step.status)).toEqual([
      'pending',
      'delivered',
      'refund_requested',
      'refunded',
    ]);
  });

  it('keeps the usual order of statuses reached at the same instant', () => {
    const at = '2026-11-01T10:00:00.000Z';
    const steps = orderTimeline(order({ processing: at, pending: at, confirmed: at }));
    expect(steps.map((step) => step.status)).toEqual(['pending', 'confirmed', 'processing']);
  });

  it('leaves out an instant that is not a date', () => {
    expect(orderTimeline(order({ pending: 'soon' }))).toEqual([]);
  });
});
