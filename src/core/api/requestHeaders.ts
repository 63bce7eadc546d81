import { currentToken, type RequestContext } from './requestContext';

/** The position sent when the visitor's own is unknown (spec §7). */
export const DEFAULT_LAT_LNG = { lat: 23.885942, lng: 43.266648 } as const;

/** The one business module the kit serves (spec §7 sends moduleId 1). */
export const FIXED_MODULE = { id: 1, module_type: 'ecommerce' } as const;

/** The software id sent when the host gives none. */
export const DEFAULT_SOFTWARE_ID = 'souq-kit';

/** The country whose X-LANG header is sent empty (spec §7). */
const HOME_COUNTRY = 'sa';

function positionOf(context: RequestContext): { lat: number; lng: number } {
  const position = context.latLng();
  if (position === null || !Number.isFinite(position.lat) || !Number.isFinite(position.lng)) {
    return DEFAULT_LAT_LNG;
  }
  return position;
}

function moduleIdOf(context: RequestContext): number {
  const id = context.moduleId();
  return Number.isInteger(id) && id > 0 ? id : FIXED_MODULE.id;
}

/**
 * The headers of spec §7 for one request, read from the context at call time.
 * `Origin` is not set: browsers forbid scripts from setting it and send it themselves.
 */
export function buildHeaders(
  context: RequestContext,
  softwareId: string = DEFAULT_SOFTWARE_ID,
): Record<string, string> {
  const position = positionOf(context);
  const country = context.countryCode();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    latitude: String(position.lat),
    longitude: String(position.lng),
    moduleId: String(moduleIdOf(context)),
    'X-localization': context.language(),
    'software-id': softwareId,
    'X-LANG': country.toLowerCase() === HOME_COUNTRY ? '' : country,
  };
  const zoneId = context.zoneId();
  if (zoneId !== null) headers.zoneid = zoneId;
  const token = currentToken(context);
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  return headers;
}
