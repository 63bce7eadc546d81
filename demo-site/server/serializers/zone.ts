import type { Zone } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import type { zones } from '../db/schema';
import { localized } from '../http/language';

/** A delivery zone with every fee field of spec §3 and the radius it covers. */
export interface ZoneWire extends Zone {
  latitude: number;
  longitude: number;
  radius_km: number;
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number;
  increased_delivery_fee: number;
  increased_delivery_fee_status: 0 | 1;
}

/** Serialises a zone row in the request's language. */
export function zoneWire(row: typeof zones.$inferSelect, language: Locale): ZoneWire {
  return {
    id: row.id,
    name: localized(language, row.nameEn, row.nameAr),
    default_zone: row.isDefault ? 1 : 0,
    latitude: row.latitude,
    longitude: row.longitude,
    radius_km: row.radiusKm,
    per_km_shipping_charge: row.perKmShippingCharge,
    minimum_shipping_charge: row.minimumShippingCharge,
    maximum_shipping_charge: row.maximumShippingCharge,
    increased_delivery_fee: row.increasedDeliveryFee,
    increased_delivery_fee_status: row.increasedDeliveryFeeStatus === 1 ? 1 : 0,
  };
}
