import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from './deliveryFee';
import { toMinor } from './money';
import { type OrderTotalsInput, orderTotals } from './orderTotals';

const zone: DeliveryZone = {
  per_km_shipping_charge: 2,
  minimum_shipping_charge: 5,
  maximum_shipping_charge: 30,
};

function order(overrides: Partial<OrderTotalsInput> = {}): OrderTotalsInput {
  return {
    items: [
      { price: 100, quantity: 2, discount: 10, discount_type: 'percent' },
      { price: 50, quantity: 1 },
    ],
    coupon: {
      coupon_type: 'default',
      discount_type: 'percent',
      discount: 10,
      max_discount: 0,
      min_purchase: 0,
    },
    additionalCharge: 5,
    delivery: { distanceKm: 6, zone },
    taxPercent: 5,
    taxIncluded: 0,
    ...overrides,
  };
}

describe('orderTotals', () => {
  describe('given items, a coupon, an additional charge, delivery and added tax', () => {
    const totals = orderTotals(order());

    it('reports the item totals', () => {
      expect(totals.subtotal).toBe(250);
      expect(totals.itemDiscount).toBe(20);
      expect(totals.itemsTotal).toBe(230);
    });

    it('applies the coupon to the items total', () => {
      expect(totals.couponDiscount).toBe(23);
      expect(totals.coupon).toEqual({ ok: true, discount: 23, freeDelivery: false });
    });

    it('taxes items after discounts and coupon plus the additional charge, not delivery', () => {
      // (230 − 23 + 5) × 5 % = 10.6
      expect(totals.tax).toBe(10.6);
      expect(totals.deliveryFee).toBe(12);
    });

    it('adds tax, charge and delivery to the total', () => {
      expect(totals.total).toBe(234.6);
      expect(totals.due).toBe(234.6);
      expect(totals.walletPaid).toBe(0);
    });
  });

  describe('given tax included in prices', () => {
    const totals = orderTotals(order({ taxIncluded: 1 }));

    it('shows the extracted tax', () => {
      // 5 × 212 / 105 = 10.095…
      expect(totals.tax).toBe(10.1);
      expect(totals.taxIncluded).toBe(true);
    });

    it('does not add it to the total', () => {
      expect(totals.total).toBe(224);
    });
  });

  describe('given a longer delivery', () => {
    it('does not change the tax', () => {
      const near = orderTotals(order());
      const far = orderTotals(order({ delivery: { distanceKm: 12, zone } }));
      expect(far.deliveryFee).toBe(24);
      expect(far.tax).toBe(near.tax);
    });
  });

  describe('given a refused coupon', () => {
    it('discounts nothing and reports why', () => {
      const totals = orderTotals(
        order({
          coupon: {
            coupon_type: 'default',
            discount_type: 'percent',
            discount: 10,
            max_discount: 0,
            min_purchase: 1000,
          },
        }),
      );
      expect(totals.couponDiscount).toBe(0);
      expect(totals.coupon).toEqual({
        ok: false,
        error: 'To apply this coupon, total item amount should be minimum',
        minPurchase: 1000,
      });
    });
  });

  describe('given no coupon', () => {
    it('reports no coupon verdict', () => {
      const totals = orderTotals(order({ coupon: null }));
      expect(totals.coupon).toBeNull();
      expect(totals.couponDiscount).toBe(0);
    });
  });

  describe('given a free-delivery coupon', () => {
    it('charges no delivery', () => {
      const totals = orderTotals(
        order({
          coupon: {
            coupon_type: 'free_delivery',
            discount_type: 'amount',
            discount: 0,
            max_discount: 0,
            min_purchase: 0,
          },
        }),
      );
      expect(totals.deliveryFee).toBe(0);
      expect(totals.couponDiscount).toBe(0);
    });
  });

  describe('given a free-delivery threshold', () => {
    it('charges no delivery once the items total after item discounts reaches it', () => {
      expect(orderTotals(order({ freeDeliveryOver: 230 })).deliveryFee).toBe(0);
    });

    it('charges delivery while the items total is below it', () => {
      expect(orderTotals(order({ freeDeliveryOver: 230.01 })).deliveryFee).toBe(12);
    });
  });

  describe('given take-away (no delivery)', () => {
    it('charges no delivery', () => {
      expect(orderTotals(order({ delivery: null })).deliveryFee).toBe(0);
    });
  });

  describe('given a wallet partial payment', () => {
    it('pays what the wallet holds and leaves the rest due', () => {
      const totals = orderTotals(order({ walletBalance: 30 }));
      expect(totals.walletPaid).toBe(30);
      expect(totals.due).toBe(204.6);
    });

    it('pays everything from a wallet that holds enough', () => {
      const totals = orderTotals(order({ walletBalance: 1000 }));
      expect(totals.walletPaid).toBe(234.6);
      expect(totals.due).toBe(0);
    });
  });

  describe('for any order', () => {
    const money = (max: number) =>
      fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
    const anyOrder = fc.record({
      items: fc.array(
        fc.record({
          price: money(1000),
          quantity: fc.integer({ min: 0, max: 20 }),
          discount: fc.double({ min: 0, max: 120, noNaN: true }),
          discount_type: fc.constantFrom('percent' as const, 'amount' as const),
        }),
        { maxLength: 20 },
      ),
      coupon: fc.record({
        coupon_type: fc.constantFrom('free_delivery' as const, 'default' as const),
        discount_type: fc.constantFrom('percent' as const, 'amount' as const),
        discount: fc.double({ min: 0, max: 200, noNaN: true }),
        max_discount: money(100),
        min_purchase: money(100),
      }),
      additionalCharge: money(20),
      delivery: fc.record({
        distanceKm: fc.double({ min: 0, max: 50, noNaN: true }),
        zone: fc.constant(zone),
      }),
      freeDeliveryOver: fc.option(money(500)),
      taxPercent: fc.double({ min: 0, max: 30, noNaN: true }),
      taxIncluded: fc.constantFrom(0 as const, 1 as const),
      walletBalance: money(500),
    });

    it('is never negative', () => {
      fc.assert(
        fc.property(anyOrder, (input) => {
          const totals = orderTotals(input);
          for (const field of [
            'couponDiscount',
            'deliveryFee',
            'tax',
            'total',
            'walletPaid',
            'due',
          ] as const) {
            expect(totals[field]).toBeGreaterThanOrEqual(0);
          }
        }),
      );
    });

    it('has parts that add up to the total, and a total split into wallet and due', () => {
      fc.assert(
        fc.property(anyOrder, (input) => {
          const totals = orderTotals(input);
          const minor = (value: number) => toMinor(value, 2);
          const addedTax = totals.taxIncluded ? 0 : minor(totals.tax);
          expect(minor(totals.total)).toBe(
            minor(totals.itemsTotal) -
              minor(totals.couponDiscount) +
              minor(totals.additionalCharge) +
              minor(totals.deliveryFee) +
              addedTax,
          );
          expect(minor(totals.walletPaid) + minor(totals.due)).toBe(minor(totals.total));
        }),
      );
    });
  });
});
