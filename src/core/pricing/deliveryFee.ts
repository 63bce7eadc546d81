import type { Zone } from '../api/wire';
import { fromMinor, nonNegative, precision, roundHalfAway, toMinor } from './money';

/** The fee rules of a delivery zone (spec §3 Zone). */
export type DeliveryZone = Pick<
  Zone,
  | 'per_km_shipping_charge'
  | 'minimum_shipping_charge'
  | 'maximum_shipping_charge'
  | 'increased_delivery_fee'
  | 'increased_delivery_fee_status'
>;

/** What the delivery fee depends on; amounts in major units. */
export interface DeliveryFeeInput {
  distanceKm: number;
  zone: DeliveryZone;
  /** A flat charge added after the zone's minimum and maximum (e.g. the module's extra charge). */
  extraCharge?: number | undefined;
  /** Config `free_delivery_over`; null, absent or 0 means there is no free-delivery threshold. */
  freeDeliveryOver?: number | null | undefined;
  /** Items total after item discounts, compared with `freeDeliveryOver`. */
  itemsTotal?: number | undefined;
  /** True when an accepted coupon makes delivery free. */
  freeDeliveryCoupon?: boolean | undefined;
  /** Decimals of the shop currency (`digit_after_decimal_point`, default 2). */
  digits?: number | undefined;
}

/** Whether the items total reaches a set free-delivery threshold (both in minor units). */
export function reachesFreeDelivery(itemsTotal: number, freeDeliveryOver: number): boolean {
  return freeDeliveryOver > 0 && itemsTotal >= freeDeliveryOver;
}

/** Delivery fee in minor units; see `deliveryFee`. */
export function deliveryFeeMinor(input: DeliveryFeeInput, digits: number): number {
  const threshold = toMinor(nonNegative(input.freeDeliveryOver), digits);
  const itemsTotal = toMinor(nonNegative(input.itemsTotal), digits);
  if (input.freeDeliveryCoupon === true || reachesFreeDelivery(itemsTotal, threshold)) return 0;

  const { zone } = input;
  // Kept unrounded until the very end, so the fee is rounded exactly once.
  let fee = nonNegative(input.distanceKm) * nonNegative(zone.per_km_shipping_charge) * 10 ** digits;
  const minimum = toMinor(nonNegative(zone.minimum_shipping_charge), digits);
  const maximum = toMinor(nonNegative(zone.maximum_shipping_charge), digits);
  if (fee < minimum) fee = minimum;
  if (maximum > 0 && fee > maximum) fee = maximum;
  fee += toMinor(nonNegative(input.extraCharge), digits);
  if (zone.increased_delivery_fee_status === 1) {
    fee *= 1 + nonNegative(zone.increased_delivery_fee) / 100;
  }
  return roundHalfAway(fee);
}

/**
 * Delivery fee: distance × the zone's per-km rate, raised to the zone minimum, lowered to the
 * zone maximum when one is set (above 0), plus `extraCharge`, then raised by
 * `increased_delivery_fee` percent when `increased_delivery_fee_status` is 1. It is 0 with a
 * free-delivery coupon or once `itemsTotal` reaches `freeDeliveryOver`.
 */
export function deliveryFee(input: DeliveryFeeInput): number {
  const digits = precision(input.digits);
  return fromMinor(deliveryFeeMinor(input, digits), digits);
}
