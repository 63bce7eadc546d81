import type { LatLng } from '../api/wire';
/** Mean Earth radius used by the haversine formula, in km. */
export const EARTH_RADIUS_KM = 6371;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/**
 * Great-circle (haversine) distance between two points in km; the fallback when the maps
 * service finds no route distance (ZERO_RESULTS).
 */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair past 1 for antipodal points, which would make asin return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}
