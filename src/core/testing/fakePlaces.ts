/*
 * The fake shop's maps proxy: the place search, a place's details and reverse geocoding, as the
 * demo server answers them (demo-site/server/routes/delivery/placeRoutes.ts, locationRoutes.ts
 * and maps/demoMaps.ts): places are the shop's zones and its stores' addresses, named in the
 * request's language, in Google's shapes.
 */
import type { GeocodeReply, PlaceDetailsReply, PlacePredictionsReply } from '../api/placeWire';
import type { Config, LatLng } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { greatCircleKm } from '../pricing';
import { type FakeRequest, refuse } from './fakeHttp';
import { fixtureStores } from './storefrontFixtures';
import { zoneCentre, zoneOfPoint } from './fakeZones';

type Answer = (request: FakeRequest) => unknown;

/** A route of the fake shop. */
interface PlaceRoute {
  method: string;
  path: RegExp;
  answer: Answer;
}

/** How many places a search suggests, as Google's autocomplete (and the server) does. */
const PREDICTIONS_LIMIT = 5;
/** The longest search text the server takes. */
const MAX_SEARCH_LENGTH = 100;
/** A store's address names the area of a point when the store is at most this far, in km. */
const AREA_RADIUS_KM = 3;

/**
 * Where the fixture stores stand: Fresh Market in Cairo as the server's fixture stores, the
 * others in their own cities, which lie outside the fake's one zone.
 */
const STORE_POINTS: Readonly<Record<number, LatLng>> = {
  1: { lat: 30.05, lng: 31.24 },
  2: { lat: 31.2001, lng: 29.9187 },
  3: { lat: 30.7865, lng: 31.0004 },
};

/** A place as the search suggests it and its details describe it. */
interface Place {
  placeId: string;
  name: string;
  /** The zone a store lies in; empty for a zone itself. */
  area: string;
  point: LatLng;
}

/** A place, its names in both languages (the search matches either) and its zone. */
interface NamedPlace {
  place: Place;
  names: readonly string[];
  zoneId: number;
}

/** A place's whole address in the request's language (Arabic has its own comma). */
const addressOf = (place: Place, language: Locale) =>
  place.area === '' ? place.name : `${place.name}${language === 'ar' ? '، ' : ', '}${place.area}`;

/** The zones and the stores as places, each with its names in both languages for the search. */
function placesOf(
  configFor: (language: Locale) => Config,
  language: Locale,
): { zonePlaces: NamedPlace[]; storePlaces: NamedPlace[] } {
  const zones = configFor(language).zones;
  const zoneNames = (id: number) =>
    (['en', 'ar'] as const).map(
      (named) => configFor(named).zones.find((zone) => zone.id === id)?.name ?? '',
    );
  const storeAddresses = (id: number) =>
    (['en', 'ar'] as const).map(
      (named) => fixtureStores(named).find((store) => store.id === id)?.address ?? '',
    );
  const zonePlaces = zones.map(
    (zone): NamedPlace => ({
      place: { placeId: `zone-${zone.id}`, name: zone.name, area: '', point: zoneCentre(zone) },
      names: zoneNames(zone.id),
      zoneId: zone.id,
    }),
  );
  // A store belongs to the zone its point lies in; a store outside every zone is no place.
  const storePlaces = fixtureStores(language).flatMap((store): NamedPlace[] => {
    const point = STORE_POINTS[store.id];
    const zone = point && zoneOfPoint(zones, point);
    if (!point || !zone) return [];
    const place: Place = {
      placeId: `store-${store.id}`,
      name: store.address ?? '',
      area: zone.name,
      point,
    };
    return [{ place, names: storeAddresses(store.id), zoneId: zone.id }];
  });
  return { zonePlaces, storePlaces };
}

/** The search text, refused as the server's `searchText` refuses it. */
function searchText(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') refuse(422, 'search_text', '{field} is required', { field: 'search_text' });
  if (text.length > MAX_SEARCH_LENGTH || text.includes('\u0000')) {
    refuse(422, 'search_text', '{field} is invalid', { field: 'search_text' });
  }
  return text;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A coordinate of the query within ±`limit`, refused as the server's numberField refuses it. */
function coordinate(value: string | undefined, field: string, limit: number): number {
  const number = value !== undefined && DECIMAL.test(value) ? Number(value) : Number.NaN;
  if (Number.isFinite(number) && Math.abs(number) <= limit) return number;
  const missing = value === undefined || value === '';
  return refuse(422, field, missing ? '{field} is required' : '{field} is invalid', { field });
}

/** The place search, details and reverse geocoding over the shop's zones and stores. */
export function fakePlaceRoutes(configFor: (language: Locale) => Config): PlaceRoute[] {
  const route = (path: string, answer: Answer): PlaceRoute => ({
    method: 'GET',
    path: new RegExp(`^/api/v1/config/${path}$`),
    answer,
  });

  const autocomplete = ({ language, query }: FakeRequest): PlacePredictionsReply => {
    const term = searchText(query.search_text).toLowerCase();
    const named = (names: readonly string[]) =>
      names.some((name) => name.toLowerCase().includes(term));
    const { zonePlaces, storePlaces } = placesOf(configFor, language);
    // Zones first, then stores, each up to the limit, as the server's two queries.
    const found = [
      ...zonePlaces.filter(({ names }) => named(names)).slice(0, PREDICTIONS_LIMIT),
      ...storePlaces.filter(({ names }) => named(names)).slice(0, PREDICTIONS_LIMIT),
    ]
      .slice(0, PREDICTIONS_LIMIT)
      .map(({ place }) => place);
    return {
      predictions: found.map((place) => ({
        place_id: place.placeId,
        description: addressOf(place, language),
        structured_formatting: { main_text: place.name, secondary_text: place.area },
      })),
      status: found.length === 0 ? 'ZERO_RESULTS' : 'OK',
    };
  };

  const details = ({ language, query }: FakeRequest): PlaceDetailsReply => {
    const placeId = query.placeid ?? '';
    if (!/^(zone|store)-\d{1,9}$/.test(placeId)) {
      const key = placeId === '' ? '{field} is required' : '{field} is invalid';
      refuse(422, 'placeid', key, { field: 'placeid' });
    }
    const { zonePlaces, storePlaces } = placesOf(configFor, language);
    const place =
      [...zonePlaces, ...storePlaces].find((entry) => entry.place.placeId === placeId)?.place ??
      refuse(404, 'placeid', 'Place not found');
    return {
      result: {
        place_id: place.placeId,
        formatted_address: addressOf(place, language),
        geometry: { location: place.point },
      },
      status: 'OK',
    };
  };

  // As the demo's maps service: the zone of the point, and the nearest store of that zone within
  // reach names its area.
  const geocode = ({ language, query }: FakeRequest): GeocodeReply => {
    const point = { lat: coordinate(query.lat, 'lat', 90), lng: coordinate(query.lng, 'lng', 180) };
    const zone = zoneOfPoint(configFor(language).zones, point);
    if (!zone) return { results: [], status: 'ZERO_RESULTS' };
    const nearby = placesOf(configFor, language)
      .storePlaces.filter((store) => store.zoneId === zone.id)
      .map(({ place }) => ({ place, km: greatCircleKm(point, place.point) }))
      .filter(({ km }) => km <= AREA_RADIUS_KM)
      .sort((a, b) => a.km - b.km)[0];
    const area = nearby?.place.name ?? null;
    const component = (name: string, types: string[]) => ({
      long_name: name,
      short_name: name,
      types,
    });
    return {
      results: [
        {
          formatted_address:
            area === null ? zone.name : `${area}${language === 'ar' ? '، ' : ', '}${zone.name}`,
          address_components: [
            ...(area === null ? [] : [component(area, ['sublocality', 'political'])]),
            component(zone.name, ['administrative_area_level_1', 'political']),
          ],
          geometry: { location: point, location_type: 'APPROXIMATE' },
          place_id: `zone-${zone.id}`,
          types: [area === null ? 'administrative_area_level_1' : 'sublocality'],
        },
      ],
      status: 'OK',
    };
  };

  return [
    route('place-api-autocomplete', autocomplete),
    route('place-api-details', details),
    route('geocode-api', geocode),
  ];
}
