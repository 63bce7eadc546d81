import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxOn } from './tax';

describe('taxOn', () => {
  describe('given tax included in prices (tax_included 1)', () => {
    it('extracts the tax and leaves the total unchanged', () => {
      expect(taxOn(115, 15, 1)).toEqual({ tax: 15, total: 115 });
    });

    it('rounds the extracted tax once', () => {
      // 5 × 10 / 105 = 0.476…
      expect(taxOn(10, 5, 1)).toEqual({ tax: 0.48, total: 10 });
    });
  });

  describe('given tax added on top (tax_included 0)', () => {
    it('adds amount × taxPercent / 100', () => {
      expect(taxOn(100, 15, 0)).toEqual({ tax: 15, total: 115 });
    });

    it('rounds the added tax once', () => {
      expect(taxOn(10.1, 7.5, 0)).toEqual({ tax: 0.76, total: 10.86 });
    });
  });

  describe('given a rate of 0', () => {
    it('takes no tax either way', () => {
      expect(taxOn(80, 0, 0)).toEqual({ tax: 0, total: 80 });
      expect(taxOn(80, 0, 1)).toEqual({ tax: 0, total: 80 });
    });
  });

  describe('given a negative amount or rate', () => {
    it('counts it as 0', () => {
      expect(taxOn(-50, 10, 0)).toEqual({ tax: 0, total: 0 });
      expect(taxOn(50, -10, 0)).toEqual({ tax: 0, total: 50 });
    });
  });

  describe('for any amount and rate', () => {
    it('is never negative, and the tax never exceeds the total', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
          fc.double({ min: 0, max: 100, noNaN: true }),
          fc.constantFrom(0 as const, 1 as const),
          (amount, percent, included) => {
            const { tax, total } = taxOn(amount, percent, included);
            expect(tax).toBeGreaterThanOrEqual(0);
            expect(tax).toBeLessThanOrEqual(total);
            expect(total).toBeGreaterThanOrEqual(amount);
          },
        ),
      );
    });
  });
});
