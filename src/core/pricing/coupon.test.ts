import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponRules,
  couponDiscount,
  couponMinimum,
  couponOffer,
  couponTargetIds,
} from './coupon';

function coupon(overrides: Partial<CouponRules> = {}): CouponRules {
  return {
    coupon_type: 'default',
    discount_type: 'percent',
    discount: 10,
    max_discount: 0,
    min_purchase: 0,
    ...overrides,
  };
}

describe('couponDiscount', () => {
  describe('given a minimum purchase', () => {
    it('refuses below it and says which amount is needed', () => {
      expect(couponDiscount(coupon({ min_purchase: 100 }), { itemsTotal: 99.99 })).toEqual({
        ok: false,
        error: 'To apply this coupon, total item amount should be minimum',
        minPurchase: 100,
      });
    });

    it('applies once the items total reaches it', () => {
      expect(couponDiscount(coupon({ min_purchase: 100 }), { itemsTotal: 100 })).toEqual({
        ok: true,
        discount: 10,
        freeDelivery: false,
      });
    });

    it('also guards free-delivery coupons', () => {
      const result = couponDiscount(coupon({ coupon_type: 'free_delivery', min_purchase: 50 }), {
        itemsTotal: 20,
      });
      expect(result.ok).toBe(false);
    });
  });

  describe('given a zone-wise coupon', () => {
    it('applies when its zone matches', () => {
      const result = couponDiscount(coupon({ coupon_type: 'zone_wise', zoneId: 3 }), {
        itemsTotal: 100,
        zoneId: 3,
      });
      expect(result).toEqual({ ok: true, discount: 10, freeDelivery: false });
    });

    it('applies when its data lists the zone', () => {
      const result = couponDiscount(coupon({ coupon_type: 'zone_wise', data: '[1,3]' }), {
        itemsTotal: 100,
        zoneId: 3,
      });
      expect(result.ok).toBe(true);
    });

    it('is refused in another zone', () => {
      const result = couponDiscount(coupon({ coupon_type: 'zone_wise', zoneId: 3 }), {
        itemsTotal: 100,
        zoneId: 4,
      });
      expect(result).toEqual({ ok: false, error: 'This coupon is not valid for your zone' });
    });

    it('is refused when no zone is known', () => {
      const result = couponDiscount(coupon({ coupon_type: 'zone_wise', zoneId: 3 }), {
        itemsTotal: 100,
      });
      expect(result.ok).toBe(false);
    });
  });

  describe('given a store-wise coupon', () => {
    it('applies for one of its stores', () => {
      const result = couponDiscount(coupon({ coupon_type: 'store_wise', data: '["7","9"]' }), {
        itemsTotal: 100,
        storeId: 9,
      });
      expect(result.ok).toBe(true);
    });

    it('is refused for another store', () => {
      const result = couponDiscount(coupon({ coupon_type: 'store_wise', data: [7, 9] }), {
        itemsTotal: 100,
        storeId: 8,
      });
      expect(result).toEqual({ ok: false, error: 'This coupon is not valid for this store' });
    });
  });

  describe('given a free-delivery coupon', () => {
    it('gives no discount but free delivery', () => {
      const result = couponDiscount(coupon({ coupon_type: 'free_delivery', discount: 30 }), {
        itemsTotal: 100,
      });
      expect(result).toEqual({ ok: true, discount: 0, freeDelivery: true });
    });
  });

  describe('given a percent coupon', () => {
    it('takes itemsTotal × discount / 100 off', () => {
      const result = couponDiscount(coupon({ discount: 15 }), { itemsTotal: 80 });
      expect(result).toEqual({ ok: true, discount: 12, freeDelivery: false });
    });

    it('is capped by max_discount when above 0', () => {
      const result = couponDiscount(coupon({ discount: 50, max_discount: 20 }), {
        itemsTotal: 100,
      });
      expect(result).toEqual({ ok: true, discount: 20, freeDelivery: false });
    });

    it('is not capped when max_discount is 0', () => {
      const result = couponDiscount(coupon({ discount: 50, max_discount: 0 }), { itemsTotal: 100 });
      expect(result).toEqual({ ok: true, discount: 50, freeDelivery: false });
    });

    it('never discounts more than the items total', () => {
      const result = couponDiscount(coupon({ discount: 150 }), { itemsTotal: 40 });
      expect(result).toEqual({ ok: true, discount: 40, freeDelivery: false });
    });

    it('rounds to the configured decimals', () => {
      const result = couponDiscount(coupon({ discount: 7 }), { itemsTotal: 10.99 });
      expect(result).toEqual({ ok: true, discount: 0.77, freeDelivery: false });
    });
  });

  describe('given an amount coupon', () => {
    it('takes the amount off when the items total exceeds it', () => {
      const result = couponDiscount(coupon({ discount_type: 'amount', discount: 25 }), {
        itemsTotal: 25.01,
      });
      expect(result).toEqual({ ok: true, discount: 25, freeDelivery: false });
    });

    it('is refused when the items total only equals it', () => {
      const result = couponDiscount(coupon({ discount_type: 'amount', discount: 25 }), {
        itemsTotal: 25,
      });
      expect(result).toEqual({ ok: false, error: 'More products need to apply the coupon' });
    });

    it('ignores max_discount', () => {
      const result = couponDiscount(
        coupon({ discount_type: 'amount', discount: 25, max_discount: 5 }),
        { itemsTotal: 100 },
      );
      expect(result).toEqual({ ok: true, discount: 25, freeDelivery: false });
    });
  });

  describe('for any coupon and items total', () => {
    it('never discounts less than 0 or more than the items total', () => {
      fc.assert(
        fc.property(
          fc.record({
            coupon_type: fc.constantFrom(
              'zone_wise' as const,
              'store_wise' as const,
              'free_delivery' as const,
              'default' as const,
            ),
            discount_type: fc.constantFrom('percent' as const, 'amount' as const),
            discount: fc.double({ min: -10, max: 1000, noNaN: true }),
            max_discount: fc.double({ min: -10, max: 500, noNaN: true }),
            min_purchase: fc.double({ min: -10, max: 500, noNaN: true }),
            data: fc.constant('[1]'),
            zoneId: fc.constant(1),
          }),
          fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
          (rules, itemsTotal) => {
            const result = couponDiscount(rules, { itemsTotal, zoneId: 1, storeId: 1 });
            if (result.ok) {
              expect(result.discount).toBeGreaterThanOrEqual(0);
              expect(result.discount).toBeLessThanOrEqual(itemsTotal);
            }
          },
        ),
      );
    });
  });
});

describe('couponTargetIds', () => {
  it('reads ids from JSON text, numeric strings included', () => {
    expect(couponTargetIds('[1,"2"]')).toEqual([1, 2]);
  });

  it('reads ids from an array', () => {
    expect(couponTargetIds([4, 5])).toEqual([4, 5]);
  });

  it('reads nothing from missing or unreadable data', () => {
    expect(couponTargetIds(null)).toEqual([]);
    expect(couponTargetIds('not json')).toEqual([]);
    expect(couponTargetIds('{"a":1}')).toEqual([]);
    expect(couponTargetIds('[null,"",true]')).toEqual([]);
  });
});

describe('couponOffer', () => {
  it('offers free delivery for a free-delivery coupon, whatever its discount', () => {
    expect(couponOffer(coupon({ coupon_type: 'free_delivery', discount: 20 }))).toEqual({
      kind: 'free_delivery',
    });
  });

  it('offers a percent with its cap when max_discount is above 0', () => {
    expect(couponOffer(coupon({ discount: 15, max_discount: 50 }))).toEqual({
      kind: 'percent',
      percent: 15,
      cap: 50,
    });
  });

  it('offers an uncapped percent when max_discount is 0, as checkout applies it', () => {
    expect(couponOffer(coupon({ discount: 15, max_discount: 0 }))).toEqual({
      kind: 'percent',
      percent: 15,
      cap: null,
    });
    expect(couponDiscount(coupon({ discount: 15 }), { itemsTotal: 1000 })).toMatchObject({
      discount: 150,
    });
  });

  it('offers an amount rounded to the shop decimals', () => {
    expect(couponOffer(coupon({ discount_type: 'amount', discount: 12.345 }), 2)).toEqual({
      kind: 'amount',
      amount: 12.35,
    });
  });
});

describe('couponMinimum', () => {
  it('is the minimum purchase, or null when the coupon asks none', () => {
    expect(couponMinimum(coupon({ min_purchase: 200 }))).toBe(200);
    expect(couponMinimum(coupon({ min_purchase: 0 }))).toBeNull();
  });
});
