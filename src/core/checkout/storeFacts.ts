import type { LatLng, StoreDetails } from '../api/wire';

/** What checkout needs of the store ordered from. */
export interface StoreFacts {
  /** Where the store is, which the delivery is measured from; null when the reply has no position. */
  point: LatLng | null;
  /** The store's zone, where a zone-wise coupon is checked before the address is known. */
  zoneId: number | null;
  /** False when the store takes no orders now. */
  open: boolean;
}

/** A store's details as the demo server sends them: its position and zone beside spec §3's. */
export type LocatedStore = StoreDetails & {
  latitude?: number | string;
  longitude?: number | string;
  zone_id?: number;
};

const coordinate = (value: number | string | undefined): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** Reads the facts of a store's details reply. */
export function storeFacts(details: LocatedStore): StoreFacts {
  const lat = coordinate(details.latitude);
  const lng = coordinate(details.longitude);
  return {
    point: lat === null || lng === null ? null : { lat, lng },
    zoneId: typeof details.zone_id === 'number' ? details.zone_id : null,
    open: details.open !== 0,
  };
}
