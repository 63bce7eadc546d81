/*
 * The kit's calls of the maps proxy (6amMart's config/place-api-* and config/geocode-api): the
 * browser never asks a map provider itself, so no third party learns where a shopper is.
 */
import type { GeocodeReply, PlaceDetailsReply, PlacePredictionsReply } from './placeWire';
import type { CallOptions, Requester } from './requestOptions';
import type { LatLng } from './wire';

/** The place search and reverse geocoding of the address forms. */
export interface PlaceEndpoints {
  /** GET config/place-api-autocomplete?search_text=…: places whose name holds the text. */
  searchPlaces(text: string, call?: CallOptions): Promise<PlacePredictionsReply>;
  /** GET config/place-api-details?placeid=…: a suggested place's point and whole address. */
  getPlaceDetails(placeId: string, call?: CallOptions): Promise<PlaceDetailsReply>;
  /** GET config/geocode-api?lat=…&lng=…: the address a point is known by. */
  reverseGeocode(point: LatLng, call?: CallOptions): Promise<GeocodeReply>;
}

/** Builds the place calls on top of the client's requester. */
export function createPlaceEndpoints(request: Requester): PlaceEndpoints {
  return {
    searchPlaces: (text, call) =>
      request<PlacePredictionsReply>('/api/v1/config/place-api-autocomplete', {
        ...call,
        query: { search_text: text },
      }),
    getPlaceDetails: (placeId, call) =>
      request<PlaceDetailsReply>('/api/v1/config/place-api-details', {
        ...call,
        query: { placeid: placeId },
      }),
    reverseGeocode: ({ lat, lng }, call) =>
      request<GeocodeReply>('/api/v1/config/geocode-api', { ...call, query: { lat, lng } }),
  };
}
