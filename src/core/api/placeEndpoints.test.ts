import { describe, expect, it } from 'vitest';
import { createPlaceEndpoints } from './placeEndpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

function placeClient(reply: unknown = {}) {
  const client = clientWith({ fetch: fakeFetch(() => jsonReply(200, reply)) });
  return { ...client, places: createPlaceEndpoints(client.api.request) };
}

describe('given the place calls of the maps proxy', () => {
  it('searches places by the typed text and answers the predictions as sent', async () => {
    const reply = {
      predictions: [
        {
          place_id: 'store-1',
          description: '1 Nile Street, Cairo',
          structured_formatting: { main_text: '1 Nile Street', secondary_text: 'Cairo' },
        },
      ],
      status: 'OK',
    };
    const { places, fetch } = placeClient(reply);
    await expect(places.searchPlaces('Nile & Sons')).resolves.toEqual(reply);
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('GET');
    expect(sent.url.pathname).toBe('/api/v1/config/place-api-autocomplete');
    expect(sent.url.searchParams.get('search_text')).toBe('Nile & Sons');
  });

  it('asks a place’s details by its id', async () => {
    const { places, fetch } = placeClient();
    await places.getPlaceDetails('zone-1');
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/config/place-api-details');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ placeid: 'zone-1' });
  });

  it('names a point by its latitude and longitude', async () => {
    const { places, fetch } = placeClient({ results: [], status: 'ZERO_RESULTS' });
    await expect(places.reverseGeocode({ lat: 30.0444, lng: -31.5 })).resolves.toEqual({
      results: [],
      status: 'ZERO_RESULTS',
    });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/config/geocode-api');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ lat: '30.0444', lng: '-31.5' });
  });
});
