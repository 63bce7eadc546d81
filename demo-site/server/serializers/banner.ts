import type { Locale } from '../../../src/core/i18n';
import type { banners } from '../db/schema';
import { localized } from '../http/language';

/** A home banner: where it leads (`type` with `item_id` or `store_id`) and its picture. */
export interface BannerWire {
  id: number;
  title: string;
  type: 'item_wise' | 'store_wise' | 'default';
  image: string;
  item_id: number | null;
  store_id: number | null;
  zone_id: number | null;
  module_id: number;
}

/** Serialises a banner row in the request's language. */
export function bannerWire(row: typeof banners.$inferSelect, language: Locale): BannerWire {
  return {
    id: row.id,
    title: localized(language, row.titleEn, row.titleAr),
    type: row.type,
    image: row.image,
    item_id: row.itemId,
    store_id: row.storeId,
    zone_id: row.zoneId,
    module_id: row.moduleId,
  };
}
