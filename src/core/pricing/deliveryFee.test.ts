import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DeliveryZone, deliveryFee } from './deliveryFee';

const zone: DeliveryZone = {
  per_km_shipping_charge: 2,
  minimum_shipping_charge: 5,
  maximum_shipping_charge: 30,
  increased_delivery_fee: 10,
  increased_delivery_fee_status: 0,
};

describe('deliveryFee', () => {
  describe('given a distance between the zone minimum and maximum', () => {
    it('is distance × the per-km rate', () => {
      expect(deliveryFee({ distanceKm: 6, zone })).toBe(12);
    });

    it('rounds once, at the end', () => {
      // 3.333 km × 1.5 = 4.9995
      expect(deliveryFee({ distanceKm: 3.333, zone: { per_km_shipping_charge: 1.5 } })).toBe(5);
    });
  });

  describe('given a fee below the zone minimum', () => {
    it('is raised to the minimum', () => {
      expect(deliveryFee({ distanceKm: 1, zone })).toBe(5);
    });
  });

  describe('given a fee above the zone maximum', () => {
    it('is lowered to the maximum', () => {
      expect(deliveryFee({ distanceKm: 20, zone })).toBe(30);
    });

    it('is not capped when the maximum is 0', () => {
      expect(deliveryFee({ distanceKm: 20, zone: { ...zone, maximum_shipping_charge: 0 } })).toBe(
        40,
      );
    });
  });

  describe('given an extra charge', () => {
    it('is added after the minimum and maximum', () => {
      expect(deliveryFee({ distanceKm: 20, zone, extraCharge: 4 })).toBe(34);
      expect(deliveryFee({ distanceKm: 1, zone, extraCharge: 4 })).toBe(9);
    });
  });

  describe('given an increased delivery fee', () => {
    it('raises the fee by its percent when the status is 1', () => {
      const raised = { ...zone, increased_delivery_fee_status: 1 as const };
      expect(deliveryFee({ distanceKm: 6, zone: raised, extraCharge: 3 })).toBe(16.5);
    });

    it('leaves the fee alone when the status is 0', () => {
      expect(deliveryFee({ distanceKm: 6, zone, extraCharge: 3 })).toBe(15);
    });
  });

  describe('given a free-delivery coupon', () => {
    it('is 0', () => {
      expect(deliveryFee({ distanceKm: 6, zone, freeDeliveryCoupon: true })).toBe(0);
    });

    it('is charged without one', () => {
      expect(deliveryFee({ distanceKm: 6, zone, freeDeliveryCoupon: false })).toBe(12);
    });
  });

  describe('given a free-delivery threshold', () => {
    it('is 0 once the items total reaches it', () => {
      expect(deliveryFee({ distanceKm: 6, zone, freeDeliveryOver: 100, itemsTotal: 100 })).toBe(0);
    });

    it('is charged while the items total is below it', () => {
      expect(deliveryFee({ distanceKm: 6, zone, freeDeliveryOver: 100, itemsTotal: 99.99 })).toBe(
        12,
      );
    });

    it('is charged when the threshold is not set', () => {
      expect(deliveryFee({ distanceKm: 6, zone, freeDeliveryOver: null, itemsTotal: 500 })).toBe(
        12,
      );
      expect(deliveryFee({ distanceKm: 6, zone, freeDeliveryOver: 0, itemsTotal: 500 })).toBe(12);
    });
  });

  describe('for any distance and zone', () => {
    it('is never negative', () => {
      fc.assert(
        fc.property(
          fc.double({ min: -10, max: 500, noNaN: true }),
          fc.record({
            per_km_shipping_charge: fc.double({ min: -5, max: 50, noNaN: true }),
            minimum_shipping_charge: fc.double({ min: -5, max: 50, noNaN: true }),
            maximum_shipping_charge: fc.double({ min: -5, max: 500, noNaN: true }),
            increased_delivery_fee: fc.double({ min: -50, max: 100, noNaN: true }),
            increased_delivery_fee_status: fc.constantFrom(0 as const, 1 as const),
          }),
          fc.double({ min: -10, max: 50, noNaN: true }),
          (distanceKm, anyZone, extraCharge) => {
            expect(deliveryFee({ distanceKm, zone: anyZone, extraCharge })).toBeGreaterThanOrEqual(
              0,
            );
          },
        ),
      );
    });
  });
});
