import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '../../../demo-site/server/routes/order/orderPricing';
import type { CartItem, Config, Zone } from '../api/wire';
import type { CouponRules } from '../pricing';
import { checkoutSettings, DEFAULT_COD_MAX_ORDER_AMOUNT } from './checkoutSettings';
import { checkoutSummary, type DeliveryPricing, deliveryPricing } from './checkoutSummary';

const ZONE: Zone = {
  id: 1,
  name: 'Cairo',
  default_zone: 1,
  latitude: '30.0444',
  longitude: '31.2357',
  per_km_shipping_charge: 5,
  minimum_shipping_charge: 20,
  maximum_shipping_charge: 60,
  increased_delivery_fee: 0,
  increased_delivery_fee_status: 0,
};

const STORE_POINT = { lat: 30.05, lng: 31.24 };
/** About 4.4 km from the store: a fee of 22.x at 5 a km. */
const ADDRESS_POINT = { lat: 30.09, lng: 31.24 };

const line = (price: number, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  name: 'Red apples',
  image: 'apples.svg',
  price,
  quantity,
  ...extra,
});

const settingsOf = (config: Partial<Config>) =>
  checkoutSettings({
    digit_after_decimal_point: 2,
    tax: 0,
    tax_included: 1,
    free_delivery_over: null,
    guest_checkout_status: 1,
    customer_wallet_status: 1,
    ...config,
  } as Config);

const delivery = (): DeliveryPricing => deliveryPricing(ZONE, ADDRESS_POINT, STORE_POINT);

describe('checkoutSettings', () => {
  it('reads the config as the server does: text numbers count, the COD cap defaults to 1000', () => {
    const settings = settingsOf({ tax: '14' as unknown as number, free_delivery_over: 0 });
    expect(settings).toMatchObject({
      taxPercent: 14,
      taxIncluded: 1,
      freeDeliveryOver: null,
      codMaxOrderAmount: DEFAULT_COD_MAX_ORDER_AMOUNT,
      guestCheckout: true,
      wallet: true,
    });
  });

  it('knows nothing is allowed before the configuration has come', () => {
    expect(checkoutSettings(null)).toMatchObject({ guestCheckout: false, wallet: false });
  });
});

describe('checkoutSummary', () => {
  describe('given tax included at 14%', () => {
    it('shows the tax inside the prices and adds nothing for it', () => {
      const summary = checkoutSummary({
        lines: [line(57, 2)],
        storeId: 1,
        coupon: null,
        delivery: null,
        zoneId: 1,
        settings: settingsOf({ tax: 14, tax_included: 1 }),
        tip: 0,
        wallet: 0,
      });
      expect(summary.totals).toMatchObject({ itemsTotal: 114, tax: 14, taxIncluded: true });
      expect(summary.charged).toBe(114);
    });
  });

  describe('given tax added at 14%', () => {
    it('adds the tax on the items after the coupon, and the fee untaxed', () => {
      const coupon: CouponRules = {
        coupon_type: 'default',
        discount_type: 'amount',
        discount: 14,
        max_discount: 0,
        min_purchase: 0,
      };
      const summary = checkoutSummary({
        lines: [line(57, 2)],
        storeId: 1,
        coupon,
        delivery: delivery(),
        zoneId: null,
        settings: settingsOf({ tax: 14, tax_included: 0 }),
        tip: 10,
        wallet: 0,
      });
      const fee = summary.totals.deliveryFee;
      expect(fee).toBeGreaterThan(20);
      expect(summary.totals).toMatchObject({ couponDiscount: 14, tax: 14, taxIncluded: false });
      expect(summary.totals.total).toBeCloseTo(114 - 14 + 14 + fee, 2);
      expect(summary.charged).toBeCloseTo(summary.totals.total + 10, 2);
    });
  });

  describe('given free delivery over 500', () => {
    const at = (price: number) =>
      checkoutSummary({
        lines: [line(price, 1)],
        storeId: 1,
        coupon: null,
        delivery: delivery(),
        zoneId: null,
        settings: settingsOf({ free_delivery_over: 500 }),
        tip: 0,
        wallet: 0,
      });

    it('charges no delivery fee once the items reach 500 exactly, with a full bar', () => {
      const summary = at(500);
      expect(summary.totals.deliveryFee).toBe(0);
      expect(summary.freeDelivery).toEqual({ percent: 100, remaining: 0 });
    });

    it('charges the fee a hundredth below, and says a hundredth is missing', () => {
      const summary = at(499.99);
      expect(summary.totals.deliveryFee).toBeGreaterThan(0);
      expect(summary.freeDelivery?.remaining).toBe(0.01);
    });
  });

  it('leaves the fee out while the address is unknown, and says so', () => {
    const summary = checkoutSummary({
      lines: [line(45, 1)],
      storeId: 1,
      coupon: null,
      delivery: null,
      zoneId: null,
      settings: settingsOf({}),
      tip: 0,
      wallet: 0,
    });
    expect(summary).toMatchObject({ deliveryPending: true, charged: 45, freeDelivery: null });
  });

  it('lets the wallet pay what it holds and leaves the rest due', () => {
    const summary = checkoutSummary({
      lines: [line(45, 3)],
      storeId: 1,
      coupon: null,
      delivery: null,
      zoneId: null,
      settings: settingsOf({}),
      tip: 5.5,
      wallet: 125.5,
    });
    expect(summary).toMatchObject({ charged: 140.5, walletPaid: 125.5, due: 15 });
  });

  it('measures from the zone centre when the store sends no position', () => {
    const fromCentre = deliveryPricing(ZONE, ADDRESS_POINT, null);
    const centre = deliveryPricing(ZONE, { lat: 30.0444, lng: 31.2357 }, null);
    expect(centre.distanceKm).toBe(0);
    expect(fromCentre.distanceKm).toBeGreaterThan(0);
  });
});

// ─── The total shown is the total charged ──────────────────────────────────────────────────

const money = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((cents) => Math.round(cents) / 100);

const lineArbitrary = fc.record({
  price: money(400).filter((price) => price > 0),
  quantity: fc.integer({ min: 1, max: 6 }),
  discount: fc.integer({ min: 0, max: 40 }),
  discount_type: fc.constantFrom('percent' as const, 'amount' as const),
});

const couponArbitrary = fc.option(
  fc.record({
    coupon_type: fc.constantFrom('default' as const, 'free_delivery' as const),
    discount_type: fc.constantFrom('percent' as const, 'amount' as const),
    discount: fc.integer({ min: 1, max: 30 }),
    max_discount: fc.constantFrom(0, 25),
    min_purchase: fc.constantFrom(0, 100, 300),
  }),
  { nil: null },
);

const scenario = fc.record({
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
  coupon: couponArbitrary,
  tax: fc.constantFrom(0, 5, 14),
  taxIncluded: fc.constantFrom(0 as const, 1 as const),
  freeDeliveryOver: fc.constantFrom(null, 300, 500),
  tip: money(50),
  point: fc.record({
    lat: fc.double({ min: 29.9, max: 30.2, noNaN: true }),
    lng: fc.double({ min: 31.1, max: 31.4, noNaN: true }),
  }),
  increased: fc.constantFrom(0 as const, 1 as const),
});

describe('the summary against the server’s pricing', () => {
  it('charges exactly what demo-site/server prices the same order at', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const zone: Zone = {
          ...ZONE,
          increased_delivery_fee: 10,
          increased_delivery_fee_status: input.increased,
        };
        const lines = input.lines.map((spec, index) =>
          line(spec.price, spec.quantity, { ...spec, id: index + 1 }),
        );
        const settings = settingsOf({
          tax: input.tax,
          tax_included: input.taxIncluded,
          free_delivery_over: input.freeDeliveryOver,
        });
        const shown = checkoutSummary({
          lines,
          storeId: 7,
          coupon: input.coupon,
          delivery: deliveryPricing(zone, input.point, STORE_POINT),
          zoneId: null,
          settings,
          tip: input.tip,
          wallet: 0,
        });
        // The server's rows, with only the fields its pricing reads.
        const charged = priceOrder({
          lines: lines.map((priced) => ({ priced })),
          store: { id: 7, zoneId: 1, latitude: STORE_POINT.lat, longitude: STORE_POINT.lng },
          delivery: {
            zone: {
              id: 1,
              perKmShippingCharge: 5,
              minimumShippingCharge: 20,
              maximumShippingCharge: 60,
              increasedDeliveryFee: 10,
              increasedDeliveryFeeStatus: input.increased,
            },
            point: input.point,
          },
          coupon: input.coupon && { code: 'ANY', rules: input.coupon },
          settings: {
            guestCheckout: true,
            taxPercent: input.tax,
            taxIncluded: input.taxIncluded,
            freeDeliveryOver: input.freeDeliveryOver,
            digits: 2,
            codMaxOrderAmount: 1000,
          },
          dmTips: input.tip,
        } as unknown as Parameters<typeof priceOrder>[0]).charged;
        expect(shown.charged).toBe(charged);
        expect(shown.walletPaid + shown.due).toBeCloseTo(shown.charged, 2);
      }),
      { numRuns: 300 },
    );
  });

  it('makes delivery free exactly when the items reach the threshold', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }), (specs) => {
        const summary = checkoutSummary({
          lines: specs.map((spec, index) =>
            line(spec.price, spec.quantity, { ...spec, id: index + 1 }),
          ),
          storeId: 1,
          coupon: null,
          delivery: delivery(),
          zoneId: null,
          settings: settingsOf({ free_delivery_over: 300 }),
          tip: 0,
          wallet: 0,
        });
        const reached = summary.totals.itemsTotal >= 300;
        expect(summary.totals.deliveryFee === 0).toBe(reached);
        expect(summary.freeDelivery?.remaining === 0).toBe(reached);
      }),
      { numRuns: 200 },
    );
  });
});
