import type { LatLng } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';

/** How far a route between two points is, and how long it takes. */
export interface RouteEstimate {
  metres: number;
  seconds: number;
}

/** What a place is called: its full address and the parts it is made of, most precise first. */
export interface PlaceName {
  formattedAddress: string;
  /** The area inside the zone (a district), when one is known. */
  area: string | null;
  zone: string;
  zoneId: number;
}

/**
 * The one door to a maps service: the distance-api and geocode-api routes ask it, never a
 * provider directly, so a real service can be plugged in here. Null means the service found
 * nothing (Google's ZERO_RESULTS).
 */
export interface MapsService {
  distance(origin: LatLng, destination: LatLng): Promise<RouteEstimate | null>;
  geocode(point: LatLng, language: Locale): Promise<PlaceName | null>;
}
