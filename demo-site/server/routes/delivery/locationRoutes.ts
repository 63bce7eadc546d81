import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { requestLanguage } from '../../http/language';
import { numberField, parseInput } from '../../http/parseInput';
import { demoMaps } from '../../maps/demoMaps';
import type { RouteEstimate } from '../../maps/mapsService';
import type { RouteContext } from '../context';

const latitude = () => numberField(-90, 90);
const longitude = () => numberField(-180, 180);

const distanceQuery = v.object({
  origin_lat: latitude(),
  origin_lng: longitude(),
  destination_lat: latitude(),
  destination_lng: longitude(),
});
const pointQuery = v.object({ lat: latitude(), lng: longitude() });

/** A route as Google's distance matrix words it, which 6amMart passes through. */
function matrixElement(estimate: RouteEstimate | null) {
  if (estimate === null) return { status: 'ZERO_RESULTS' };
  const minutes = Math.max(1, Math.round(estimate.seconds / 60));
  return {
    distance: { text: `${(estimate.metres / 1000).toFixed(1)} km`, value: estimate.metres },
    duration: { text: `${minutes} ${minutes === 1 ? 'min' : 'mins'}`, value: estimate.seconds },
    status: 'OK',
  };
}

/**
 * The maps proxy of 6amMart (config/distance-api and config/geocode-api), answered in Google's
 * shapes by the maps service (`demoMaps`: great-circle routes, places named by the seeded zones).
 */
export const locationRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const maps = demoMaps(db);

  app.get('/config/distance-api', async (request) => {
    const query = parseInput(distanceQuery, request.query);
    const estimate = await maps.distance(
      { lat: query.origin_lat, lng: query.origin_lng },
      { lat: query.destination_lat, lng: query.destination_lng },
    );
    return {
      destination_addresses: [],
      origin_addresses: [],
      rows: [{ elements: [matrixElement(estimate)] }],
      status: 'OK',
    };
  });

  app.get('/config/geocode-api', async (request) => {
    const point = parseInput(pointQuery, request.query);
    const place = await maps.geocode(point, requestLanguage(request));
    if (place === null) return { results: [], status: 'ZERO_RESULTS' };
    const component = (name: string, types: string[]) => ({
      long_name: name,
      short_name: name,
      types,
    });
    return {
      results: [
        {
          formatted_address: place.formattedAddress,
          address_components: [
            ...(place.area === null ? [] : [component(place.area, ['sublocality', 'political'])]),
            component(place.zone, ['administrative_area_level_1', 'political']),
          ],
          geometry: { location: point, location_type: 'APPROXIMATE' },
          place_id: `zone-${place.zoneId}`,
          types: [place.area === null ? 'administrative_area_level_1' : 'sublocality'],
        },
      ],
      status: 'OK',
    };
  });
};
