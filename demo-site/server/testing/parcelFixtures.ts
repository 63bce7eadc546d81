import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { modules, parcelCategories, stores } from '../db/schema';

/*
 * What a parcel order needs besides zones: the parcel module, a courier (a store of that module)
 * in a zone, and categories with their own rates and with the zone's.
 */

/** Ids of the parcel fixtures. */
export interface ParcelFixtures {
  moduleId: number;
  courierId: number;
}

/** The parcel module's id, added (after the highest id) when the shop has none. */
async function parcelModule(db: Database): Promise<number> {
  const [existing] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.moduleType, 'parcel'))
    .limit(1);
  if (existing) return existing.id;
  const [highest] = await db
    .select({ id: sql<number>`coalesce(max(${modules.id}), 0)` })
    .from(modules);
  const id = Number(highest?.id ?? 0) + 1;
  await db
    .insert(modules)
    .values({ id, nameEn: 'Parcel', nameAr: 'الطرود', moduleType: 'parcel', icon: 'parcel.png' });
  return id;
}

/** Inserts the parcel module (unless there is one) and a courier in the zone at that point. */
export async function insertParcelCourier(
  db: Database,
  place: { zoneId: number; latitude: number; longitude: number },
): Promise<ParcelFixtures> {
  const moduleId = await parcelModule(db);
  const [courier] = await db
    .insert(stores)
    .values({
      moduleId,
      zoneId: place.zoneId,
      slug: 'swift-courier',
      nameEn: 'Swift Courier',
      nameAr: 'سويفت للتوصيل',
      addressEn: 'Ramses Street',
      addressAr: 'شارع رمسيس',
      logo: 'swift-courier.png',
      coverPhoto: 'swift-courier-cover.png',
      latitude: place.latitude,
      longitude: place.longitude,
      deliveryTime: '45-60 min',
    })
    .returning({ id: stores.id });
  if (!courier) throw new Error('the courier was not inserted');
  return { moduleId, courierId: courier.id };
}

/** Ids of the parcel categories the order tests send parcels as. */
export interface ParcelCategoryFixtures {
  /** 4 a km, at least 20. */
  documents: number;
  /** The zone's rates (null). */
  gifts: number;
}

/** Inserts a category with its own rates and one that takes the zone's. */
export async function insertParcelCategories(db: Database): Promise<ParcelCategoryFixtures> {
  const category = (
    nameEn: string,
    nameAr: string,
    perKm: number | null,
    minimum: number | null,
  ) => ({
    nameEn,
    nameAr,
    descriptionEn: nameEn,
    descriptionAr: nameAr,
    image: `${nameEn.toLowerCase()}.png`,
    parcelPerKmShippingCharge: perKm,
    parcelMinimumShippingCharge: minimum,
  });
  const [documents, gifts] = await db
    .insert(parcelCategories)
    .values([category('Documents', 'مستندات', 4, 20), category('Gifts', 'هدايا', null, null)])
    .returning({ id: parcelCategories.id });
  if (!documents || !gifts) throw new Error('the parcel categories were not inserted');
  return { documents: documents.id, gifts: gifts.id };
}
