import type { Locale } from '../i18n/locale';
import { isGuestIdValue, isTokenValue } from './headerValues';

/**
 * Where the client reads the visitor's session and place. Every getter is called at every
 * request, never cached, so a sign-in, a zone change or a language switch applies to the very
 * next call.
 */
export interface RequestContext {
  /** The bearer token, or null for a guest. */
  token(): string | null;
  /** The guest id, or null when none was issued yet. */
  guestId(): string | null;
  /** The zone id(s) exactly as stored; 6amMart sends a JSON array string such as "[1]". */
  zoneId(): string | null;
  /** The interface language, sent as X-localization. */
  language(): Locale;
  /** The chosen country code, e.g. 'sa' or 'eg'. */
  countryCode(): string;
  /** The delivery position, or null when unknown (the shop's default position is sent). */
  latLng(): { lat: number; lng: number } | null;
  /** The business module the shop runs. */
  moduleId(): number;
}

/** The token of the current request, or null; an empty or malformed token counts as none. */
export function currentToken(context: RequestContext): string | null {
  const token = context.token();
  return isTokenValue(token) ? token : null;
}

/**
 * `{ guest_id }` for a guest that has a well-formed id, `{}` once a token exists (spec §4, §7).
 * A malformed id is left out: the server then refuses the call as it would an unknown one, and
 * the client asks for a new id.
 */
export function guestFields(context: RequestContext): { guest_id?: string } {
  if (currentToken(context) !== null) return {};
  const guestId = context.guestId();
  return isGuestIdValue(guestId) ? { guest_id: guestId } : {};
}
