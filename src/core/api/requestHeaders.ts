import { DEFAULT_LOCALE } from '../i18n/locale';
import {
  isCountryCode,
  isHeaderValue,
  isLatLng,
  isModuleId,
  isSoftwareId,
  isTokenValue,
  isZoneIdValue,
  sendableLocale,
} from './headerValues';
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
  return isLatLng(position) ? position : DEFAULT_LAT_LNG;
}

function moduleIdOf(context: RequestContext): number {
  const id = context.moduleId();
  return isModuleId(id) ? id : FIXED_MODULE.id;
}

/** X-LANG: the country code, empty for the home country and for anything that is not a code. */
function countryHeader(context: RequestContext): string {
  const country = context.countryCode();
  if (!isCountryCode(country)) return '';
  return country.toLowerCase() === HOME_COUNTRY ? '' : country;
}

/**
 * The headers of spec §7 for one request, read from the context at call time. This is the one
 * place headers are built: each value is checked and an invalid one falls back to its default
 * or is left out, because a single bad stored value would otherwise fail every request.
 * `Origin` is not set: browsers forbid scripts from setting it and send it themselves.
 */
export function buildHeaders(
  context: RequestContext,
  softwareId: string = DEFAULT_SOFTWARE_ID,
): Record<string, string> {
  const position = positionOf(context);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    latitude: String(position.lat),
    longitude: String(position.lng),
    moduleId: String(moduleIdOf(context)),
    'X-localization': sendableLocale(context.language(), DEFAULT_LOCALE),
    'software-id': isSoftwareId(softwareId) ? softwareId : DEFAULT_SOFTWARE_ID,
    'X-LANG': countryHeader(context),
  };
  const zoneId = context.zoneId();
  if (isZoneIdValue(zoneId)) headers.zoneid = zoneId;
  const token = currentToken(context);
  if (isTokenValue(token)) headers.Authorization = `Bearer ${token}`;
  // The last guard: whatever a rule above lets through, no header goes out that fetch would
  // refuse to send.
  for (const [name, value] of Object.entries(headers)) {
    if (!isHeaderValue(value)) delete headers[name];
  }
  return headers;
}
