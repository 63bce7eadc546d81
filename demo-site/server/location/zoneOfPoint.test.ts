// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { zones } from '../db/schema';
import { openTestDatabase } from '../testing/testDatabase';
import { zoneOfPoint, zonesOfPoint } from './zoneOfPoint';

let database: OpenDatabase;
let cairo: number;
let giza: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const fees = { perKmShippingCharge: 5, minimumShippingCharge: 10, maximumShippingCharge: 50 };
  const inserted = await database.db
    .insert(zones)
    .values([
      {
        nameEn: 'Cairo',
        nameAr: 'القاهرة',
        latitude: 30.04,
        longitude: 31.24,
        radiusKm: 20,
        ...fees,
      },
      {
        nameEn: 'Giza',
        nameAr: 'الجيزة',
        latitude: 30.01,
        longitude: 31.21,
        radiusKm: 20,
        ...fees,
      },
    ])
    .returning({ id: zones.id });
  cairo = inserted[0]?.id ?? 0;
  giza = inserted[1]?.id ?? 0;
}, 30_000);
afterAll(() => database.close());

describe('given two overlapping zones', () => {
  it('answers the zone whose centre is nearest to a point both hold', async () => {
    expect((await zoneOfPoint(database.db, { lat: 30.045, lng: 31.245 }))?.id).toBe(cairo);
    expect((await zoneOfPoint(database.db, { lat: 30.005, lng: 31.205 }))?.id).toBe(giza);
  });

  it('lists every zone holding a point, nearest first', async () => {
    const holding = await zonesOfPoint(database.db, { lat: 30.03, lng: 31.23 });
    expect(holding.map((zone) => zone.id)).toEqual([cairo, giza]);
  });

  it('answers null for a point outside every zone', async () => {
    expect(await zoneOfPoint(database.db, { lat: 23.885942, lng: 43.266648 })).toBeNull();
  });

  it('reads the zones inside a transaction too', async () => {
    const found = await database.db.transaction((tx) =>
      zoneOfPoint(tx, { lat: 30.04, lng: 31.24 }),
    );
    expect(found?.nameEn).toBe('Cairo');
  });
});
