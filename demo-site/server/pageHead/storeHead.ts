import { eq } from 'drizzle-orm';
import { catalogImageSrc } from '../../../src/core/catalog/itemImage';
import { HOME_PATH, storePath } from '../../../src/core/catalog/storefrontRoutes';
import type { Database } from '../db/database';
import { stores } from '../db/schema';
import { localized, translate } from '../http/language';
import type { PageHead } from './headTags';
import { openingHoursSpecification } from './openingHours';
import { absoluteUrl, type PageContext, pageHead } from './pageBase';
import type { ShopFacts } from './shopFacts';
import { aggregateRating, breadcrumbList, SCHEMA_CONTEXT } from './structuredData';

/** A store row as its page's head reads it. */
export type StoreRecord = typeof stores.$inferSelect;

/**
 * Reads the store of a numeric id (one indexed read); null when there is none. Store pages are
 * addressed by id only, never by slug (see `storePath`), so only digits name one.
 */
export async function readStore(db: Database, id: number): Promise<StoreRecord | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row ?? null;
}

function postalAddress(street: string, shop: ShopFacts): object {
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    ...(shop.country === null ? {} : { addressCountry: shop.country }),
  };
}

/** The head of a store page: its name, cover, address, rating and weekly hours. */
export function storeHead(context: PageContext, store: StoreRecord): PageHead {
  const { shop } = context;
  const { language } = shop;
  const name = localized(language, store.nameEn, store.nameAr);
  const address = localized(language, store.addressEn, store.addressAr);
  const path = storePath(store);
  const url = absoluteUrl(shop, path);
  const cover = catalogImageSrc(store.coverPhoto, shop.baseUrls, 'store_image_url');
  const logo = catalogImageSrc(store.logo, shop.baseUrls, 'store_image_url');
  const images = [cover, logo].filter((image): image is string => image !== null);
  const rating = aggregateRating(store.avgRating, store.ratingCount);
  const hours = openingHoursSpecification(store.schedules);
  const business = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Store',
    name,
    url,
    ...(images.length === 0 ? {} : { image: images }),
    ...(logo === null ? {} : { logo }),
    address: postalAddress(address, shop),
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    ...(rating === undefined ? {} : { aggregateRating: rating }),
    ...(hours.length === 0 ? {} : { openingHoursSpecification: hours }),
  };
  return pageHead(context, {
    path,
    name,
    description: translate(language, 'Order from {name}: {address}', { name, address }),
    image: cover ?? logo,
    openGraphType: 'business.business',
    jsonLd: [
      business,
      breadcrumbList([
        { name: translate(language, 'Home'), url: absoluteUrl(shop, HOME_PATH) },
        { name, url },
      ]),
    ],
  });
}
