import { describe, expect, it } from 'vitest';
import { parcelQuote } from './parcelQuote';

const ZONE = {
  per_km_shipping_charge: 5,
  minimum_shipping_charge: 10,
  maximum_shipping_charge: 50,
};
const DOCUMENTS = { parcel_per_km_shipping_charge: 4, parcel_minimum_shipping_charge: 20 };
const TAX_ADDED = { taxPercent: 14, taxIncluded: 0, digits: 2 } as const;
const GARDEN_CITY = { lat: 30.06, lng: 31.25 };

describe('parcelQuote', () => {
  it("charges the straight-line distance at the category's rate, with the tax added", () => {
    expect(
      parcelQuote({
        from: GARDEN_CITY,
        to: { lat: 30.1, lng: 31.28 },
        category: DOCUMENTS,
        zone: ZONE,
        settings: TAX_ADDED,
      }),
    ).toEqual({
      distanceKm: expect.closeTo(5.3024, 4),
      deliveryCharge: 21.21,
      tax: 2.97,
      dmTips: 0,
      total: 24.18,
    });
  });

  it("raises a short trip to the category's minimum", () => {
    const quote = parcelQuote({
      from: GARDEN_CITY,
      to: { lat: 30.061, lng: 31.25 },
      category: DOCUMENTS,
      zone: ZONE,
      settings: TAX_ADDED,
    });
    expect(quote.deliveryCharge).toBe(20);
    expect(quote.total).toBe(22.8);
  });

  it("takes the zone's rate when the category has none, and its cap, with the tax included", () => {
    const quote = parcelQuote({
      from: GARDEN_CITY,
      to: { lat: 30.3, lng: 31.5 },
      category: { parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null },
      zone: ZONE,
      settings: { ...TAX_ADDED, taxIncluded: 1 },
    });
    expect(quote.distanceKm).toBeCloseTo(35.91, 2);
    expect(quote).toMatchObject({ deliveryCharge: 50, tax: 6.14, total: 50 });
  });
});
