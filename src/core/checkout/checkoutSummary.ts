/*
 * The checkout's summary, priced exactly as the demo server prices the order it is sent
 * (demo-site/server/routes/order/orderPricing.ts `priceOrder`): the core's `orderTotals` over
 * the store's lines, the coupon and the delivery fee, then the delivery man's tip on top. The
 * total shown is the `order_amount` sent, which the server refuses (409) when it differs.
 */
import type { LatLng, Zone } from '../api/wire';
import {
  type CouponOutcome,
  type CouponRules,
  type DeliveryZone,
  type FreeDeliveryProgress,
  fromMinor,
  freeDeliveryProgress,
  greatCircleKm,
  type OrderTotals,
  orderTotals,
  type PricedLine,
  toMinor,
} from '../pricing';
import type { CheckoutSettings } from './checkoutSettings';

/** Where an order is delivered, as its fee is priced: the zone's rules and the distance. */
export interface DeliveryPricing {
  zoneId: number;
  zone: DeliveryZone;
  distanceKm: number;
}

/**
 * The delivery of an order from a store to a point in a zone: the great-circle distance from the
 * store, as the server measures it. A backend that sends no position for the store (the in-memory
 * fake shop) measures from the zone's centre, so the fee is measured from there too.
 */
export function deliveryPricing(
  zone: Zone,
  point: LatLng,
  storePoint: LatLng | null,
): DeliveryPricing {
  const from = storePoint ?? { lat: Number(zone.latitude), lng: Number(zone.longitude) };
  return { zoneId: zone.id, zone, distanceKm: greatCircleKm(from, point) };
}

/** Everything the summary depends on; amounts in the shop's currency. */
export interface CheckoutSummaryInput {
  /** The lines of the store ordered now. */
  lines: readonly PricedLine[];
  storeId: number;
  /** The coupon the server accepted, if any; the same rule decides again here. */
  coupon: CouponRules | null;
  /** The delivery, once the shopper has said where; null until then. */
  delivery: DeliveryPricing | null;
  /** The zone a zone-wise coupon is checked in before the delivery is known. */
  zoneId: number | null;
  settings: CheckoutSettings;
  /** The delivery man's tip; 0 for none. */
  tip: number;
  /** What the wallet may pay (its balance when the shopper uses it, else 0). */
  wallet: number;
}

/** The summary: the core's totals, the tip, what is charged and how it is split. */
export interface CheckoutSummary {
  totals: OrderTotals;
  /** The coupon's verdict over these lines; null without a coupon. */
  coupon: CouponOutcome | null;
  tip: number;
  /** `totals.total` plus the tip: the order's `order_amount`. */
  charged: number;
  /** What the wallet pays of `charged`. */
  walletPaid: number;
  /** What is left to pay by the chosen method. */
  due: number;
  /** Whether the delivery fee waits for the address (it is 0 in `totals` until then). */
  deliveryPending: boolean;
  /** How far the items are from free delivery; null when the shop offers none. */
  freeDelivery: FreeDeliveryProgress | null;
}

/** Prices the checkout as the server will price the order. */
export function checkoutSummary(input: CheckoutSummaryInput): CheckoutSummary {
  const { settings, delivery } = input;
  const digits = settings.digits;
  const totals = orderTotals({
    items: input.lines,
    coupon: input.coupon,
    zoneId: delivery?.zoneId ?? input.zoneId,
    storeId: input.storeId,
    delivery: delivery && { distanceKm: delivery.distanceKm, zone: delivery.zone },
    freeDeliveryOver: settings.freeDeliveryOver,
    taxPercent: settings.taxPercent,
    taxIncluded: settings.taxIncluded,
    digits,
  });
  const tipMinor = toMinor(Math.max(0, input.tip), digits);
  const chargedMinor = toMinor(totals.total, digits) + tipMinor;
  const walletMinor = Math.min(chargedMinor, toMinor(Math.max(0, input.wallet), digits));
  return {
    totals,
    coupon: totals.coupon,
    tip: fromMinor(tipMinor, digits),
    charged: fromMinor(chargedMinor, digits),
    walletPaid: fromMinor(walletMinor, digits),
    due: fromMinor(chargedMinor - walletMinor, digits),
    deliveryPending: delivery === null,
    freeDelivery:
      settings.freeDeliveryOver === null
        ? null
        : freeDeliveryProgress(totals.itemsTotal, settings.freeDeliveryOver, digits),
  };
}
