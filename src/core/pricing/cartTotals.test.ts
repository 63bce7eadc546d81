import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotals, type PricedLine } from './cartTotals';
import { toMinor } from './money';

describe('cartTotals', () => {
  describe('given an empty cart', () => {
    it('is all zeros', () => {
      expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, itemsTotal: 0 });
    });
  });

  describe('given lines with and without discounts', () => {
    const lines: PricedLine[] = [
      { price: 100, quantity: 2, discount: 10, discount_type: 'percent' },
      { price: 30, quantity: 1 },
      { price: 12, quantity: 3, discount: 2, discount_type: 'amount' },
    ];

    it('sums undiscounted line prices into the subtotal', () => {
      expect(cartTotals(lines).subtotal).toBe(266);
    });

    it('reports what the discounts save', () => {
      expect(cartTotals(lines).discount).toBe(26);
    });

    it('reports what remains after item discounts', () => {
      expect(cartTotals(lines).itemsTotal).toBe(240);
    });
  });

  describe('given prices that float arithmetic cannot add exactly', () => {
    it('shows no float noise', () => {
      const totals = cartTotals([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]);
      expect(totals.subtotal).toBe(0.3);
    });
  });

  describe('given a line quantity of 0 or less', () => {
    it('counts the line as empty', () => {
      expect(cartTotals([{ price: 10, quantity: -2 }]).subtotal).toBe(0);
      expect(lineTotals({ price: 10, quantity: 0 }).itemsTotal).toBe(0);
    });
  });

  describe('for any cart', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
      quantity: fc.integer({ min: 0, max: 50 }),
      discount: fc.double({ min: 0, max: 120, noNaN: true }),
      discount_type: fc.constantFrom('percent' as const, 'amount' as const),
      store_discount: fc.constantFrom(0, 5, 12.5),
    });

    it('has line totals that add up to the displayed totals exactly', () => {
      fc.assert(
        fc.property(
          fc.array(line, { maxLength: 30 }),
          fc.integer({ min: 0, max: 3 }),
          (lines, digits) => {
            const totals = cartTotals(lines, digits);
            const sum = (field: 'subtotal' | 'itemsTotal') =>
              lines.reduce(
                (acc, entry) => acc + toMinor(lineTotals(entry, digits)[field], digits),
                0,
              );
            expect(toMinor(totals.subtotal, digits)).toBe(sum('subtotal'));
            expect(toMinor(totals.itemsTotal, digits)).toBe(sum('itemsTotal'));
          },
        ),
      );
    });

    it('is never negative and its discount is subtotal − itemsTotal', () => {
      fc.assert(
        fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
          const totals = cartTotals(lines);
          expect(totals.itemsTotal).toBeGreaterThanOrEqual(0);
          expect(totals.discount).toBeGreaterThanOrEqual(0);
          expect(toMinor(totals.subtotal, 2) - toMinor(totals.itemsTotal, 2)).toBe(
            toMinor(totals.discount, 2),
          );
        }),
      );
    });
  });
});
