import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressPercent } from './progressPercent';

describe('progressPercent', () => {
  describe('given a value inside 0..100', () => {
    it('rounds it to a whole percent', () => {
      expect(progressPercent(62.5)).toBe(63);
      expect(progressPercent(33.333333333333336)).toBe(33);
    });
  });

  describe('given a value outside 0..100', () => {
    it('clamps it', () => {
      expect(progressPercent(-20)).toBe(0);
      expect(progressPercent(140)).toBe(100);
      expect(progressPercent(Number.POSITIVE_INFINITY)).toBe(100);
    });
  });

  describe('given NaN', () => {
    it('reads it as no progress', () => {
      expect(progressPercent(Number.NaN)).toBe(0);
    });
  });

  describe('for any number', () => {
    it('is a whole percent from 0 to 100 that never moves against the value', () => {
      fc.assert(
        fc.property(fc.double(), fc.double(), (a, b) => {
          const [low, high] = [Math.min(a, b), Math.max(a, b)];
          const percent = progressPercent(a);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          if (!Number.isNaN(low) && !Number.isNaN(high)) {
            expect(progressPercent(low)).toBeLessThanOrEqual(progressPercent(high));
          }
        }),
      );
    });
  });
});
