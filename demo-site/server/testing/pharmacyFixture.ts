import type { Database } from '../db/database';
import { modules, stores } from '../db/schema';

/** The contract's pharmacy module: its own id, after the catalog fixtures' three. */
const PHARMACY_MODULE_ID = 4;

/**
 * A pharmacy open around the clock in a zone, for prescription orders (the catalog fixtures'
 * night pharmacy is switched off). Its module is off so the module list the other rows read
 * stays the catalog fixtures' own; a prescription order asks only for the store's module type.
 */
export async function insertOpenPharmacy(db: Database, zoneId: number): Promise<number> {
  await db.insert(modules).values({
    id: PHARMACY_MODULE_ID,
    nameEn: 'Pharmacy',
    nameAr: 'الصيدلية',
    moduleType: 'pharmacy',
    icon: 'pharmacy.png',
    status: false,
  });
  const [row] = await db
    .insert(stores)
    .values({
      moduleId: PHARMACY_MODULE_ID,
      zoneId,
      slug: 'day-and-night-pharmacy',
      nameEn: 'Day and Night Pharmacy',
      nameAr: 'صيدلية الليل والنهار',
      addressEn: '5 Nile Street',
      addressAr: '٥ شارع النيل',
      logo: 'day-and-night-pharmacy.png',
      coverPhoto: 'day-and-night-pharmacy-cover.png',
      latitude: 30.05,
      longitude: 31.24,
      deliveryTime: '20-30 min',
      schedules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        day,
        opening_time: '00:00:00',
        closing_time: '00:00:00',
      })),
    })
    .returning({ id: stores.id });
  if (!row) throw new Error('the pharmacy was not inserted');
  return row.id;
}
