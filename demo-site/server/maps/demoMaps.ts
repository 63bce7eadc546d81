import { eq } from 'drizzle-orm';
import type { LatLng } from '../../../src/core/api/wire';
import { greatCircleKm } from '../../../src/core/pricing';
import type { Database } from '../db/database';
import { stores } from '../db/schema';
import { localized } from '../http/language';
import { zoneOfPoint } from '../location/zoneOfPoint';
import type { MapsService } from './mapsService';

/** The speed a courier is assumed to keep in town, for a route's duration, in km/h. */
export const AVERAGE_COURIER_SPEED_KMH = 25;

/** A store's address names the area of a point when the store is at most this far, in km. */
const AREA_RADIUS_KM = 3;

/**
 * The demo's maps service, with no provider behind it: a route is the great-circle distance (the
 * spec's fallback when a real service finds no route) at the assumed courier speed, and a place
 * is named by the seeded zone it lies in and the nearest store's address in that zone.
 */
export function demoMaps(db: Database): MapsService {
  return {
    distance: async (origin: LatLng, destination: LatLng) => {
      const km = greatCircleKm(origin, destination);
      return {
        metres: Math.round(km * 1000),
        seconds: Math.round((km / AVERAGE_COURIER_SPEED_KMH) * 3600),
      };
    },
    geocode: async (point, language) => {
      const zone = await zoneOfPoint(db, point);
      if (!zone) return null;
      const zoneName = localized(language, zone.nameEn, zone.nameAr);
      const nearby = (
        await db
          .select({
            latitude: stores.latitude,
            longitude: stores.longitude,
            addressEn: stores.addressEn,
            addressAr: stores.addressAr,
          })
          .from(stores)
          .where(eq(stores.zoneId, zone.id))
      )
        .map((store) => ({
          store,
          km: greatCircleKm(point, { lat: store.latitude, lng: store.longitude }),
        }))
        .filter(({ km }) => km <= AREA_RADIUS_KM)
        .sort((a, b) => a.km - b.km)[0];
      const area = nearby
        ? localized(language, nearby.store.addressEn, nearby.store.addressAr)
        : null;
      return {
        // Arabic separates the parts of an address with its own comma.
        formattedAddress: area ? `${area}${language === 'ar' ? '، ' : ', '}${zoneName}` : zoneName,
        area,
        zone: zoneName,
        zoneId: zone.id,
      };
    },
  };
}
