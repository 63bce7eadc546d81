import type { Store } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import type { stores } from '../db/schema';
import { localized } from '../http/language';
import { deliveryMinutes } from './deliveryTime';

/** A store as the API sends it (6amMart shape), named in the request's language. */
export interface StoreWire extends Store {
  slug: string;
  address: string;
  logo: string;
  cover_photo: string;
  latitude: number;
  longitude: number;
  active: boolean;
  discount: number;
  minimum_order: number;
  delivery_time: string;
  avg_rating: number;
  rating_count: number;
  featured: 0 | 1;
  zone_id: number;
  module_id: number;
}

/** Serialises a store row; pictures stay file names under `base_urls.store_image_url`. */
export function storeWire(row: typeof stores.$inferSelect, language: Locale): StoreWire {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(language, row.nameEn, row.nameAr),
    address: localized(language, row.addressEn, row.addressAr),
    logo: row.logo,
    cover_photo: row.coverPhoto,
    latitude: row.latitude,
    longitude: row.longitude,
    active: row.active,
    discount: row.discount,
    minimum_order: row.minimumOrder,
    delivery_time: row.deliveryTime,
    // The minutes as well, for a client to write in its shopper's language.
    ...deliveryMinutes(row.deliveryTime),
    avg_rating: row.avgRating,
    rating_count: row.ratingCount,
    featured: row.featured ? 1 : 0,
    zone_id: row.zoneId,
    module_id: row.moduleId,
  };
}
