import type { LatLng } from '../../../src/core/api/wire';
import { greatCircleKm } from '../../../src/core/pricing';
import type { Database, Transaction } from '../db/database';
import { zones } from '../db/schema';

/** A zone row as stored. */
export type ZoneRow = typeof zones.$inferSelect;

/** Where a zone query runs: the database, or a transaction the caller holds open. */
export type ZoneReader = Database | Transaction;

/**
 * Every zone whose circle (centre and radius) holds the point, nearest centre first. Zones are
 * few, so they are read whole and measured with the core's great-circle distance: the same rule
 * the delivery fee is priced with, rather than a second one in SQL.
 */
export async function zonesOfPoint(db: ZoneReader, point: LatLng): Promise<ZoneRow[]> {
  const rows = await db.select().from(zones);
  return rows
    .map((zone) => ({
      zone,
      km: greatCircleKm({ lat: zone.latitude, lng: zone.longitude }, point),
    }))
    .filter(({ zone, km }) => km <= zone.radiusKm)
    .sort((a, b) => a.km - b.km || a.zone.id - b.zone.id)
    .map(({ zone }) => zone);
}

/** The zone a point is served from (the nearest centre among those holding it), or null. */
export async function zoneOfPoint(db: ZoneReader, point: LatLng): Promise<ZoneRow | null> {
  const [nearest] = await zonesOfPoint(db, point);
  return nearest ?? null;
}
