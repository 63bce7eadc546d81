import type { Config, ParcelCategory, Zone } from '../api/wire';
import { fromMinor, nonNegative, precision, roundHalfAway, toMinor } from './money';
import { taxOnMinor } from './tax';

/** A parcel category's own rates; null takes the zone's. */
export type ParcelRates = Pick<
  ParcelCategory,
  'parcel_per_km_shipping_charge' | 'parcel_minimum_shipping_charge'
>;

/** The zone's fee rules a parcel falls back on and is capped by. */
export type ParcelZone = Pick<
  Zone,
  'per_km_shipping_charge' | 'minimum_shipping_charge' | 'maximum_shipping_charge'
>;

/** What a parcel's price depends on; amounts in major units. */
export interface ParcelChargeInput {
  /** Sender to receiver, in km. */
  distanceKm: number;
  category: ParcelRates;
  zone: ParcelZone;
  taxPercent: number;
  taxIncluded: Config['tax_included'];
  /** The delivery man's tip, added on top. */
  dmTips: number;
  /** Decimals of the shop currency (`digit_after_decimal_point`, default 2). */
  digits?: number | undefined;
}

/** What a parcel costs, in major units. */
export interface ParcelCharge {
  /** Distance × rate, floored by the minimum, capped by the zone's maximum. */
  deliveryCharge: number;
  tax: number;
  dmTips: number;
  /** What the payer is charged: the charge, the tax when it is added, and the tip. */
  total: number;
}

/**
 * A parcel's price: the sender-to-receiver distance × the category's per-km charge (the zone's
 * when the category has none), raised to the category's minimum (or the zone's), lowered to the
 * zone's maximum when it sets one (above 0); tax on that charge as the shop's config says
 * (extracted when included, added otherwise); the tip on top.
 */
export function parcelCharge(input: ParcelChargeInput): ParcelCharge {
  const digits = precision(input.digits);
  const { category, zone } = input;
  const perKm = category.parcel_per_km_shipping_charge ?? zone.per_km_shipping_charge;
  const minimum = category.parcel_minimum_shipping_charge ?? zone.minimum_shipping_charge;
  // Kept unrounded until the bounds are applied, so the charge is rounded exactly once.
  let charge = nonNegative(input.distanceKm) * nonNegative(perKm) * 10 ** digits;
  const floor = toMinor(nonNegative(minimum), digits);
  const cap = toMinor(nonNegative(zone.maximum_shipping_charge), digits);
  if (charge < floor) charge = floor;
  if (cap > 0 && charge > cap) charge = cap;
  const deliveryCharge = roundHalfAway(charge);
  const taxed = taxOnMinor(deliveryCharge, input.taxPercent, input.taxIncluded);
  const tips = toMinor(nonNegative(input.dmTips), digits);
  return {
    deliveryCharge: fromMinor(deliveryCharge, digits),
    tax: fromMinor(taxed.tax, digits),
    dmTips: fromMinor(tips, digits),
    total: fromMinor(taxed.total + tips, digits),
  };
}
