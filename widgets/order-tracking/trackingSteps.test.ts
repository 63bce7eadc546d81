import { describe, expect, it } from 'vitest';
import type { OrderStatusName } from '../../src/core/api/wire';
import { fakeOrder } from '../../src/core/testing';
import { orderProgress, stepReachedAt } from './trackingSteps';

describe('given an order status', () => {
  it.each<[OrderStatusName, string]>([
    ['pending', 'placed'],
    ['confirmed', 'placed'],
    ['accepted', 'placed'],
    ['processing', 'packaging'],
    ['handover', 'onTheRoad'],
    ['picked_up', 'onTheRoad'],
    ['delivered', 'delivered'],
    ['refund_request_canceled', 'delivered'],
  ])('puts %s on the %s step', (status, step) => {
    expect(orderProgress(status)).toEqual({ kind: 'steps', step });
  });

  it.each<OrderStatusName>(['canceled', 'failed', 'refunded', 'refund_requested'])(
    'takes a %s order off the steps',
    (status) => {
      expect(orderProgress(status)).toEqual({ kind: 'ended', status });
    },
  );
});

describe('given the times an order reached its statuses', () => {
  const order = {
    ...fakeOrder({ id: 1 }).order('en'),
    processing: '2026-11-01T10:20:00.000Z',
    handover: null,
    picked_up: '2026-11-01T10:40:00.000Z',
  };

  it('times each step by the status that opens it, the road by whichever came', () => {
    expect(stepReachedAt(order, 'placed')).toBe(order.pending);
    expect(stepReachedAt(order, 'packaging')).toBe('2026-11-01T10:20:00.000Z');
    expect(stepReachedAt(order, 'onTheRoad')).toBe('2026-11-01T10:40:00.000Z');
    expect(stepReachedAt(order, 'delivered')).toBeNull();
  });
});
