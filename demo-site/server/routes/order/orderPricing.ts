import {
  type CouponRules,
  deliveryFee,
  fromMinor,
  greatCircleKm,
  type OrderTotals,
  orderTotals,
  precision,
  toMinor,
} from '../../../../src/core/pricing';
import type { CheckoutSettings } from './checkoutSettings';
import type { ZoneRow } from './deliveryPlace';
import type { OrderLine, StoreRow } from './orderLines';

/** What an order costs: the core's totals, the tip on top, and what the shopper is charged. */
export interface OrderPrice {
  totals: OrderTotals;
  distanceKm: number;
  /** The delivery fee before a free-delivery coupon or threshold zeroed it. */
  originalDeliveryFee: number;
  dmTips: number;
  /** `totals.total` plus the tip: the order's `order_amount`. */
  charged: number;
}

/** Everything an order's price depends on. */
export interface OrderPriceInput {
  lines: readonly OrderLine[];
  store: StoreRow;
  /** The zone whose fee rules apply, and the point delivered to; null for take-away. */
  delivery: { zone: ZoneRow; point: { lat: number; lng: number } } | null;
  /** The coupon accepted by `checkCoupon`, with its code. */
  coupon: { code: string; rules: CouponRules } | null;
  settings: CheckoutSettings;
  dmTips: number;
}

/**
 * Prices an order with `orderTotals` of src/core/pricing, the one rule the storefront shows:
 * item, store and flash-sale discounts, coupon, tax included or added, delivery fee from the
 * great-circle distance and the zone's rates; the delivery man's tip is added on top.
 */
export function priceOrder(input: OrderPriceInput): OrderPrice {
  const { settings, store, delivery } = input;
  const digits = precision(settings.digits);
  const distanceKm = delivery
    ? greatCircleKm({ lat: store.latitude, lng: store.longitude }, delivery.point)
    : 0;
  const zone =
    delivery &&
    ({
      per_km_shipping_charge: delivery.zone.perKmShippingCharge,
      minimum_shipping_charge: delivery.zone.minimumShippingCharge,
      maximum_shipping_charge: delivery.zone.maximumShippingCharge,
      increased_delivery_fee: delivery.zone.increasedDeliveryFee,
      increased_delivery_fee_status: delivery.zone.increasedDeliveryFeeStatus === 1 ? 1 : 0,
    } as const);
  const totals = orderTotals({
    items: input.lines.map(({ priced }) => priced),
    coupon: input.coupon?.rules ?? null,
    zoneId: delivery?.zone.id ?? store.zoneId,
    storeId: store.id,
    delivery: zone && { distanceKm, zone },
    freeDeliveryOver: settings.freeDeliveryOver,
    taxPercent: settings.taxPercent,
    taxIncluded: settings.taxIncluded,
    digits,
  });
  const dmTips = fromMinor(toMinor(input.dmTips, digits), digits);
  return {
    totals,
    distanceKm,
    originalDeliveryFee: zone ? deliveryFee({ distanceKm, zone, digits }) : 0,
    dmTips,
    charged: fromMinor(toMinor(totals.total, digits) + toMinor(dmTips, digits), digits),
  };
}
