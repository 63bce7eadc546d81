/*
 * Contract rows of the maps proxy's place calls the delivery step makes beyond the zone search
 * (compatibilityRows.ts): reverse geocoding of a point, and the stores' addresses as places.
 * Both backends have a Cairo zone and a store on Tahrir Square in it.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { GeocodeReply } from '../../../src/core/api/placeWire';
import type { ContractIds } from '../contractBackend';
import { type ContractRow, get, inArabic, readsInArabic, refusal, row } from '../contractRow';
import { placeDetailsShape, placePredictionsShape } from '../contentShapes';
import { configShape } from '../replyShapes';

const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const point = v.object({ lat: v.number(), lng: v.number() });

/** GET /api/v1/config/geocode-api, in Google's shape: no result outside every zone. */
const geocodeShape = v.object({
  results: v.array(
    v.object({
      formatted_address: filled,
      address_components: v.pipe(
        v.array(v.object({ long_name: filled, short_name: filled, types: v.array(filled) })),
        v.minLength(1),
      ),
      geometry: v.object({ location: point, location_type: filled }),
      place_id: filled,
      types: v.array(filled),
    }),
  ),
  status: v.picklist(['OK', 'ZERO_RESULTS']),
}) satisfies v.GenericSchema<unknown, GeocodeReply>;

/** A point inside the Cairo zone of both backends. */
const inCairo = (ids: ContractIds) =>
  `lat=${ids.applicationPlace.latitude}&lng=${ids.applicationPlace.longitude}`;

/** Riyadh, far from every zone of both backends. */
const OUTSIDE_EVERY_ZONE = 'lat=24.7136&lng=46.6753';

/** The name of the zone with this id in a config reply. */
const zoneName = (config: unknown, id: number) =>
  v.parse(configShape, config).zones.find((zone) => zone.id === id)?.name ?? '';

/** Reverse geocoding, and the stores' addresses among the places. */
export const placeRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/config/geocode-api',
    when: 'the shopper’s browser gives a point inside a zone',
    as: 'nobody',
    given: () => [get('/config')],
    request: (ids) => get(`/config/geocode-api?${inCairo(ids)}`),
    status: 200,
    reply: geocodeShape,
    holds: (reply, ids, [config]) => {
      const zone = zoneName(config, ids.applicationPlace.zoneId);
      expect(reply.status).toBe('OK');
      const [result] = reply.results;
      expect(result?.place_id).toBe(`zone-${ids.applicationPlace.zoneId}`);
      expect(result?.geometry.location).toEqual({
        lat: ids.applicationPlace.latitude,
        lng: ids.applicationPlace.longitude,
      });
      expect(result?.formatted_address.endsWith(zone)).toBe(true);
      expect(result?.address_components.at(-1)).toEqual({
        long_name: zone,
        short_name: zone,
        types: ['administrative_area_level_1', 'political'],
      });
    },
  }),
  row({
    endpoint: 'GET /api/v1/config/geocode-api',
    when: 'the point is named in Arabic',
    as: 'nobody',
    request: (ids) => inArabic(get(`/config/geocode-api?${inCairo(ids)}`)),
    status: 200,
    reply: geocodeShape,
    holds: (reply) => {
      expect(readsInArabic(reply.results[0]?.formatted_address ?? '')).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/config/geocode-api',
    when: 'the point lies outside every zone',
    as: 'nobody',
    request: () => get(`/config/geocode-api?${OUTSIDE_EVERY_ZONE}`),
    status: 200,
    reply: geocodeShape,
    holds: (reply) => expect(reply).toEqual({ results: [], status: 'ZERO_RESULTS' }),
  }),
  refusal({
    endpoint: 'GET /api/v1/config/geocode-api',
    when: 'the latitude is not a number',
    as: 'nobody',
    request: () => get('/config/geocode-api?lat=north&lng=31.2'),
    status: 422,
    code: 'lat',
    message: '{field} is invalid',
    values: { field: 'lat' },
  }),
  refusal({
    endpoint: 'GET /api/v1/config/geocode-api',
    when: 'the longitude is left out',
    as: 'nobody',
    request: () => get('/config/geocode-api?lat=30.04'),
    status: 422,
    code: 'lng',
    message: '{field} is required',
    values: { field: 'lng' },
  }),
  row({
    endpoint: 'GET /api/v1/config/place-api-autocomplete',
    when: 'a shopper types a street a store stands on',
    as: 'nobody',
    given: () => [get('/config')],
    request: () => get('/config/place-api-autocomplete?search_text=tahrir'),
    status: 200,
    reply: placePredictionsShape,
    holds: (reply, ids, [config]) => {
      const zone = zoneName(config, ids.applicationPlace.zoneId);
      const stores = reply.predictions.filter((place) => place.place_id.startsWith('store-'));
      expect(stores.length).toBeGreaterThan(0);
      for (const store of stores) {
        expect(store.structured_formatting.main_text.toLowerCase()).toContain('tahrir');
        expect(store.structured_formatting.secondary_text).toBe(zone);
        expect(store.description).toBe(`${store.structured_formatting.main_text}, ${zone}`);
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/config/place-api-autocomplete',
    when: 'a shopper types the street in Arabic',
    as: 'nobody',
    request: () =>
      inArabic(get(`/config/place-api-autocomplete?search_text=${encodeURIComponent('التحرير')}`)),
    status: 200,
    reply: placePredictionsShape,
    holds: (reply) => {
      expect(reply.predictions.length).toBeGreaterThan(0);
      for (const place of reply.predictions) {
        expect(readsInArabic(place.description)).toBe(true);
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/config/place-api-details',
    when: 'a shopper picks a store’s street',
    as: 'nobody',
    given: () => [get('/config/place-api-autocomplete?search_text=tahrir')],
    request: (_ids, [search]) => {
      const store = v
        .parse(placePredictionsShape, search)
        .predictions.find((place) => place.place_id.startsWith('store-'));
      return get(`/config/place-api-details?placeid=${store?.place_id ?? 'store-0'}`);
    },
    status: 200,
    reply: placeDetailsShape,
    holds: (reply, _ids, [search]) => {
      const store = v
        .parse(placePredictionsShape, search)
        .predictions.find((place) => place.place_id === reply.result.place_id);
      expect(reply.result.formatted_address).toBe(store?.description);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/config/place-api-details',
    when: 'no place is named',
    as: 'nobody',
    request: () => get('/config/place-api-details'),
    status: 422,
    code: 'placeid',
    message: '{field} is required',
    values: { field: 'placeid' },
  }),
];
