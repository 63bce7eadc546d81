import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveDiscount, type PricedItem, unitPrice } from './itemPrice';

describe('unitPrice', () => {
  describe('given an item without discount', () => {
    it('is the item price', () => {
      expect(unitPrice({ price: 25 })).toBe(25);
    });
  });

  describe('given a percent discount', () => {
    it('takes price × discount / 100 off', () => {
      expect(unitPrice({ price: 200, discount: 10, discount_type: 'percent' })).toBe(180);
    });

    it('rounds the discount once, to the configured decimals', () => {
      // 15 % of 10.99 is 1.6485: 1.65 at two decimals, 1.649 at three.
      expect(unitPrice({ price: 10.99, discount: 15, discount_type: 'percent' })).toBe(9.34);
      expect(unitPrice({ price: 10.99, discount: 15, discount_type: 'percent' }, 3)).toBe(9.341);
    });

    it('treats a missing discount type as percent', () => {
      expect(unitPrice({ price: 50, discount: 20 })).toBe(40);
    });
  });

  describe('given an amount discount', () => {
    it('takes the amount off', () => {
      expect(unitPrice({ price: 100, discount: 15, discount_type: 'amount' })).toBe(85);
    });

    it('never goes below 0', () => {
      expect(unitPrice({ price: 100, discount: 150, discount_type: 'amount' })).toBe(0);
    });
  });

  describe('given a store discount', () => {
    it('overrides the item discount when above 0', () => {
      expect(
        unitPrice({ price: 100, discount: 50, discount_type: 'amount', store_discount: 20 }),
      ).toBe(80);
    });

    it('leaves the item discount in force when 0', () => {
      expect(
        unitPrice({ price: 100, discount: 50, discount_type: 'amount', store_discount: 0 }),
      ).toBe(50);
    });

    it('never goes below 0', () => {
      expect(unitPrice({ price: 100, store_discount: 120 })).toBe(0);
    });
  });

  describe('given a chosen variation', () => {
    it('discounts the variation price instead of the item price', () => {
      const item: PricedItem = {
        price: 100,
        discount: 10,
        discount_type: 'percent',
        selectedOption: [{ type: 'Large', price: 120, stock: 4 }],
      };
      expect(unitPrice(item)).toBe(108);
    });

    it('uses the item price when the selection is empty', () => {
      expect(unitPrice({ price: 100, selectedOption: [] })).toBe(100);
    });
  });

  describe('for any item', () => {
    it('lies between 0 and the undiscounted price', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
          fc.double({ min: -50, max: 500, noNaN: true }),
          fc.constantFrom('percent' as const, 'amount' as const),
          fc.double({ min: -50, max: 150, noNaN: true }),
          (price, discount, type, storeDiscount) => {
            const result = unitPrice({
              price,
              discount,
              discount_type: type,
              store_discount: storeDiscount,
            });
            expect(result).toBeGreaterThanOrEqual(0);
            expect(result).toBeLessThanOrEqual(price);
          },
        ),
      );
    });
  });
});

describe('effectiveDiscount', () => {
  it('takes a store discount over the item’s own, as a percent', () => {
    expect(
      effectiveDiscount({ discount: 30, discount_type: 'amount', store_discount: 15 }),
    ).toEqual({ type: 'percent', value: 15 });
  });

  it('reads the item’s own discount, a percent when no type is given', () => {
    expect(effectiveDiscount({ discount: 25, discount_type: 'amount' })).toEqual({
      type: 'amount',
      value: 25,
    });
    expect(effectiveDiscount({ discount: 10 })).toEqual({ type: 'percent', value: 10 });
  });

  it('is null when nothing is taken off', () => {
    expect(effectiveDiscount({ discount: 0, store_discount: 0 })).toBeNull();
    expect(effectiveDiscount({})).toBeNull();
  });
});
