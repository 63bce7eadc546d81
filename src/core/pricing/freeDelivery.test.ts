import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeDeliveryProgress } from './freeDelivery';

describe('freeDeliveryProgress', () => {
  describe('given a subtotal below the threshold', () => {
    it('reports the rounded percent and the amount still missing', () => {
      expect(freeDeliveryProgress(50, 200)).toEqual({ percent: 25, remaining: 150 });
    });

    it('rounds the percent to a whole number', () => {
      expect(freeDeliveryProgress(1, 3).percent).toBe(33);
      expect(freeDeliveryProgress(2, 3).percent).toBe(67);
    });

    it('shows the remaining amount without float noise', () => {
      expect(freeDeliveryProgress(33.3, 100).remaining).toBe(66.7);
    });
  });

  describe('given a subtotal that reaches the threshold', () => {
    it('is full with nothing remaining', () => {
      expect(freeDeliveryProgress(200, 200)).toEqual({ percent: 100, remaining: 0 });
    });

    it('stays at 100 above it', () => {
      expect(freeDeliveryProgress(500, 200)).toEqual({ percent: 100, remaining: 0 });
    });
  });

  describe('given a negative subtotal', () => {
    it('stays at 0 percent', () => {
      expect(freeDeliveryProgress(-20, 200)).toEqual({ percent: 0, remaining: 200 });
    });
  });

  describe('given no threshold (0)', () => {
    it('counts as reached', () => {
      expect(freeDeliveryProgress(10, 0)).toEqual({ percent: 100, remaining: 0 });
    });
  });

  describe('for any subtotal and threshold', () => {
    const cents = fc.integer({ min: -100_000, max: 10_000_000 }).map((value) => value / 100);

    it('keeps the percent a whole number in 0..100', () => {
      fc.assert(
        fc.property(cents, cents, (subtotal, threshold) => {
          const { percent } = freeDeliveryProgress(subtotal, threshold);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        }),
      );
    });

    it('has nothing remaining exactly when the threshold is reached', () => {
      fc.assert(
        fc.property(cents, cents, (subtotal, threshold) => {
          const { remaining } = freeDeliveryProgress(subtotal, threshold);
          expect(remaining === 0).toBe(threshold <= 0 || subtotal >= threshold);
          expect(remaining).toBeGreaterThanOrEqual(0);
        }),
      );
    });
  });
});
