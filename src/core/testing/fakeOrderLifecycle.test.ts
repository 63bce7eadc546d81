import { describe, expect, it } from 'vitest';
import { fakeOrder } from './fakeOrderFixtures';
import { movingFakeOrder } from './fakeOrderLifecycle';

describe('given a moving fake order', () => {
  it('moves one status per step along the lifecycle, stamping each, until delivered', () => {
    const moving = movingFakeOrder(fakeOrder({ id: 7 }));
    const at = new Date('2026-11-01T10:05:00.000Z');
    expect(moving.advance(at)).toBe('confirmed');
    expect(moving.order.order('en').confirmed).toBe(at.toISOString());
    expect(['processing', 'handover', 'picked_up', 'delivered']).toEqual([
      moving.advance(),
      moving.advance(),
      moving.advance(),
      moving.advance(),
    ]);
    expect(moving.advance()).toBe('delivered');
    expect(moving.order.order('ar').payment_status).toBe('paid');
  });

  it('stays where it is put, in every language', () => {
    const moving = movingFakeOrder(fakeOrder({ id: 7, status: 'processing' }));
    moving.moveTo('canceled');
    expect(moving.advance()).toBe('canceled');
    expect(moving.order.order('ar').order_status).toBe('canceled');
    expect(moving.order.order('en').canceled).not.toBeNull();
  });
});
