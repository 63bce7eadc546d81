import type { ParcelCategory } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import type { parcelCategories } from '../db/schema';
import { localized } from '../http/language';

/**
 * Serialises a parcel category (6amMart's fields), named in the request's language; `folder` is
 * the absolute URL of the category pictures, `moduleId` the parcel module's id.
 */
export function parcelCategoryWire(
  row: typeof parcelCategories.$inferSelect,
  language: Locale,
  folder: string,
  moduleId: number,
): ParcelCategory {
  return {
    id: row.id,
    name: localized(language, row.nameEn, row.nameAr),
    description: localized(language, row.descriptionEn, row.descriptionAr),
    image: row.image,
    image_full_url: `${folder}/${row.image}`,
    parcel_per_km_shipping_charge: row.parcelPerKmShippingCharge,
    parcel_minimum_shipping_charge: row.parcelMinimumShippingCharge,
    module_id: moduleId,
    status: 1,
  };
}
