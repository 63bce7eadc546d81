import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ParcelChargeInput, parcelCharge } from './parcelCharge';

const zone = {
  per_km_shipping_charge: 5,
  minimum_shipping_charge: 10,
  maximum_shipping_charge: 60,
};
const documents = { parcel_per_km_shipping_charge: 4, parcel_minimum_shipping_charge: 20 };
const zoneRated = { parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null };

const input = (fields: Partial<ParcelChargeInput>): ParcelChargeInput => ({
  distanceKm: 8,
  category: documents,
  zone,
  taxPercent: 0,
  taxIncluded: 0,
  dmTips: 0,
  ...fields,
});

describe('parcelCharge', () => {
  describe('given a category with its own rates', () => {
    it("charges the distance at the category's per-km rate", () => {
      expect(parcelCharge(input({ distanceKm: 8 })).deliveryCharge).toBe(32);
    });

    it("raises a short trip to the category's minimum, not the zone's", () => {
      expect(parcelCharge(input({ distanceKm: 1 })).deliveryCharge).toBe(20);
    });

    it("caps a long trip at the zone's maximum", () => {
      expect(parcelCharge(input({ distanceKm: 100 })).deliveryCharge).toBe(60);
    });
  });

  describe('given a category whose rates are null', () => {
    it("charges the zone's per-km rate and minimum", () => {
      expect(parcelCharge(input({ category: zoneRated, distanceKm: 8 })).deliveryCharge).toBe(40);
      expect(parcelCharge(input({ category: zoneRated, distanceKm: 1 })).deliveryCharge).toBe(10);
    });
  });

  describe('given a zone with no maximum', () => {
    it('leaves a long trip uncapped', () => {
      const open = { ...zone, maximum_shipping_charge: 0 };
      expect(parcelCharge(input({ zone: open, distanceKm: 100 })).deliveryCharge).toBe(400);
    });
  });

  describe('given tax and a tip', () => {
    it('adds excluded tax on the charge, then the tip', () => {
      const charge = parcelCharge(input({ distanceKm: 8, taxPercent: 10, dmTips: 5 }));
      expect(charge).toEqual({ deliveryCharge: 32, tax: 3.2, dmTips: 5, total: 40.2 });
    });

    it('extracts included tax from the charge without raising the total', () => {
      const charge = parcelCharge(input({ distanceKm: 8, taxPercent: 10, taxIncluded: 1 }));
      expect(charge.tax).toBe(2.91);
      expect(charge.total).toBe(32);
    });
  });

  describe('given a distance that lands on a fraction of a minor unit', () => {
    it('rounds the charge once, half away from zero', () => {
      // 8.3335 km × 4 = 33.334
      expect(parcelCharge(input({ distanceKm: 8.3335 })).deliveryCharge).toBe(33.33);
    });
  });

  describe('given any distance, rates and tip', () => {
    it('stays within the bounds and adds up in minor units', () => {
      fc.assert(
        fc.property(
          fc.double({ min: 0, max: 500, noNaN: true }),
          fc.integer({ min: 0, max: 2000 }),
          fc.integer({ min: 0, max: 5000 }),
          fc.integer({ min: 0, max: 50 }),
          (distanceKm, perKmCents, tipCents, taxPercent) => {
            const category = {
              parcel_per_km_shipping_charge: perKmCents / 100,
              parcel_minimum_shipping_charge: 20,
            };
            const charge = parcelCharge(
              input({ distanceKm, category, dmTips: tipCents / 100, taxPercent }),
            );
            expect(charge.deliveryCharge).toBeGreaterThanOrEqual(20);
            expect(charge.deliveryCharge).toBeLessThanOrEqual(60);
            const cents = (amount: number) => Math.round(amount * 100);
            expect(cents(charge.total)).toBe(
              cents(charge.deliveryCharge) + cents(charge.tax) + tipCents,
            );
          },
        ),
      );
    });
  });
});
