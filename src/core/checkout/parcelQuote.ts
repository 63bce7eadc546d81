import type { LatLng } from '../api/wire';
import {
  greatCircleKm,
  type ParcelCharge,
  type ParcelRates,
  type ParcelZone,
  parcelCharge,
} from '../pricing';
import type { CheckoutSettings } from './checkoutSettings';

/** What a parcel's price is worked out from, as the page knows it before sending. */
export interface ParcelQuoteInput {
  /** The sender's point, where the courier picks the parcel up. */
  from: LatLng;
  /** The receiver's point. */
  to: LatLng;
  category: ParcelRates;
  /** The sender's zone, whose rates a category without its own falls back on. */
  zone: ParcelZone;
  settings: Pick<CheckoutSettings, 'taxPercent' | 'taxIncluded' | 'digits'>;
}

/** A parcel's price and the distance it was worked out for. */
export interface ParcelQuote extends ParcelCharge {
  /** Sender to receiver in a straight line over the globe, in km. */
  distanceKm: number;
}

/**
 * What sending a parcel costs, exactly as the demo server prices it when the order is placed:
 * the great-circle distance between the two points (the server measures no road distance) and
 * the core's `parcelCharge`, with no tip.
 */
export function parcelQuote({ from, to, category, zone, settings }: ParcelQuoteInput): ParcelQuote {
  const distanceKm = greatCircleKm(from, to);
  const charge = parcelCharge({
    distanceKm,
    category,
    zone,
    taxPercent: settings.taxPercent,
    taxIncluded: settings.taxIncluded,
    dmTips: 0,
    digits: settings.digits,
  });
  return { ...charge, distanceKm };
}
