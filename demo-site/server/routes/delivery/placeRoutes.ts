import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { stores, zones } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { localized, requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { searchText } from '../catalog/inputSchemas';
import { nameContains } from '../catalog/nameMatch';
import type { RouteContext } from '../context';

/** How many places a search suggests, as Google's autocomplete does. */
const PREDICTIONS_LIMIT = 5;

const autocompleteQuery = v.object({ search_text: searchText });
/** A place id of this server: a zone or a store, by its row id. */
const detailsQuery = v.object({
  placeid: v.pipe(v.string(), v.regex(/^(zone|store)-\d{1,9}$/)),
});

/** A place as the search suggests it and its details describe it. */
interface Place {
  placeId: string;
  name: string;
  /** The zone a store lies in; empty for a zone itself. */
  area: string;
  lat: number;
  lng: number;
}

/** Zones and stores whose name (or a store's address) holds the text, zones first. */
async function placesNamed(db: Database, text: string, language: Locale): Promise<Place[]> {
  const zoneRows = await db
    .select()
    .from(zones)
    .where(nameContains({ en: zones.nameEn, ar: zones.nameAr }, text))
    .orderBy(asc(zones.id))
    .limit(PREDICTIONS_LIMIT);
  const storeRows = await db
    .select({ store: stores, zone: zones })
    .from(stores)
    .innerJoin(zones, eq(stores.zoneId, zones.id))
    .where(nameContains({ en: stores.addressEn, ar: stores.addressAr }, text))
    .orderBy(asc(stores.id))
    .limit(PREDICTIONS_LIMIT);
  return [
    ...zoneRows.map((zone) => zonePlace(zone, language)),
    ...storeRows.map(({ store, zone }) => ({
      placeId: `store-${store.id}`,
      name: localized(language, store.addressEn, store.addressAr),
      area: localized(language, zone.nameEn, zone.nameAr),
      lat: store.latitude,
      lng: store.longitude,
    })),
  ].slice(0, PREDICTIONS_LIMIT);
}

function zonePlace(zone: typeof zones.$inferSelect, language: Locale): Place {
  return {
    placeId: `zone-${zone.id}`,
    name: localized(language, zone.nameEn, zone.nameAr),
    area: '',
    lat: zone.latitude,
    lng: zone.longitude,
  };
}

/** One place by its id, or null. */
async function placeById(db: Database, placeId: string, language: Locale): Promise<Place | null> {
  const [kind, digits] = placeId.split('-');
  const id = Number(digits);
  if (kind === 'zone') {
    const [zone] = await db.select().from(zones).where(eq(zones.id, id)).limit(1);
    return zone ? zonePlace(zone, language) : null;
  }
  const [row] = await db
    .select({ store: stores, zone: zones })
    .from(stores)
    .innerJoin(zones, eq(stores.zoneId, zones.id))
    .where(eq(stores.id, id))
    .limit(1);
  if (!row) return null;
  return {
    placeId,
    name: localized(language, row.store.addressEn, row.store.addressAr),
    area: localized(language, row.zone.nameEn, row.zone.nameAr),
    lat: row.store.latitude,
    lng: row.store.longitude,
  };
}

/** A place's whole address in the request's language (Arabic has its own comma). */
const addressOf = (place: Place, language: Locale) =>
  place.area === '' ? place.name : `${place.name}${language === 'ar' ? '، ' : ', '}${place.area}`;

/**
 * The place search of 6amMart's maps proxy (config/place-api-autocomplete and
 * config/place-api-details), in Google's shapes. With no provider behind the demo, the places
 * are the seeded zones and the stores' addresses.
 */
export const placeRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/config/place-api-autocomplete', async (request) => {
    const { search_text: text } = parseInput(autocompleteQuery, request.query);
    const language = requestLanguage(request);
    const places = await placesNamed(db, text, language);
    return {
      predictions: places.map((place) => ({
        place_id: place.placeId,
        description: addressOf(place, language),
        structured_formatting: { main_text: place.name, secondary_text: place.area },
      })),
      status: places.length === 0 ? 'ZERO_RESULTS' : 'OK',
    };
  });

  app.get('/config/place-api-details', async (request) => {
    const { placeid: placeId } = parseInput(detailsQuery, request.query);
    const language = requestLanguage(request);
    const place = await placeById(db, placeId, language);
    if (place === null) throw notFound('placeid', 'Place not found');
    return {
      result: {
        place_id: place.placeId,
        formatted_address: addressOf(place, language),
        geometry: { location: { lat: place.lat, lng: place.lng } },
      },
      status: 'OK',
    };
  });
};
