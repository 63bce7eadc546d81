/*
 * Wire shapes of the maps proxy's place calls (config/place-api-autocomplete,
 * config/place-api-details, config/geocode-api): Google's replies, which 6amMart passes through
 * and the demo server answers in the same shapes.
 */
import type { LatLng } from './wire';

/** Whether a place call found anything; an empty list comes with ZERO_RESULTS. */
export type PlaceStatus = 'OK' | 'ZERO_RESULTS';

/** One place the search suggests. */
export interface PlacePrediction {
  /** The id to ask the place's details with. */
  place_id: string;
  /** The whole address, its parts joined as the language joins them. */
  description: string;
  /** The place's own name and the area it lies in (empty for an area itself). */
  structured_formatting: { main_text: string; secondary_text: string };
}

/** Reply of config/place-api-autocomplete. */
export interface PlacePredictionsReply {
  predictions: PlacePrediction[];
  status: PlaceStatus;
}

/** Reply of config/place-api-details: where the place is and its whole address. */
export interface PlaceDetailsReply {
  result: {
    place_id: string;
    formatted_address: string;
    geometry: { location: LatLng };
  };
  status: 'OK';
}

/** One part of a geocoded address (an area, a region), with Google's kinds of part. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** One address a point may be named by, most precise first. */
export interface GeocodeResult {
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: LatLng; location_type: string };
  place_id: string;
  types: string[];
}

/** Reply of config/geocode-api: no result for a point outside every zone. */
export interface GeocodeReply {
  results: GeocodeResult[];
  status: PlaceStatus;
}
