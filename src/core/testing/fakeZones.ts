/*
 * The fake shop's delivery zones: which of the config's zones hold a point, as the demo server's
 * zonesOfPoint measures it (the core's great-circle distance from each zone's centre), and its
 * config/get-zone-id.
 */
import type { Config, LatLng, Zone, ZoneIdReply } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { greatCircleKm } from '../pricing';
import { FAKE_ZONE_RADIUS_KM } from './fakeApplications';
import { type FakeRequest, refuse } from './fakeHttp';

/** A zone's centre as a point. */
export const zoneCentre = (zone: Zone): LatLng => ({
  lat: Number(zone.latitude),
  lng: Number(zone.longitude),
});

/** The zones holding a point, nearest centre first; every fake zone reaches as far. */
export function zonesOfPoint(zones: readonly Zone[], point: LatLng): Zone[] {
  return zones
    .map((zone) => ({ zone, km: greatCircleKm(zoneCentre(zone), point) }))
    .filter(({ km }) => km <= FAKE_ZONE_RADIUS_KM)
    .sort((a, b) => a.km - b.km || a.zone.id - b.zone.id)
    .map(({ zone }) => zone);
}

/** The zone a point is served from, or undefined outside every zone. */
export function zoneOfPoint(zones: readonly Zone[], point: LatLng): Zone | undefined {
  return zonesOfPoint(zones, point)[0];
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A decimal query value within ±`limit`, refused 422 as the server's numberField refuses it. */
function coordinateQuery(value: string | undefined, field: string, limit: number): number {
  const number = value !== undefined && DECIMAL.test(value) ? Number(value) : Number.NaN;
  if (Number.isFinite(number) && Math.abs(number) <= limit) return number;
  const missing = value === undefined || value === '';
  return refuse(422, field, missing ? '{field} is required' : '{field} is invalid', { field });
}

/** GET config/get-zone-id?lat=…&lng=…: the zones holding the point, or 404 outside them all. */
export function zoneIdAnswer(config: (language: Locale) => Config) {
  return ({ language, query }: FakeRequest): ZoneIdReply => {
    const point = {
      lat: coordinateQuery(query.lat, 'lat', 90),
      lng: coordinateQuery(query.lng, 'lng', 180),
    };
    const containing = zonesOfPoint(config(language).zones, point);
    if (containing.length === 0) refuse(404, 'coordinates', 'Zone not found for this location');
    return {
      // As 6amMart: the ids as JSON text, which clients echo in the zoneid header.
      zone_id: JSON.stringify(containing.map((zone) => zone.id)),
      zone_data: containing,
    };
  };
}
