/*
 * What a stored value must look like before it may leave the browser as a request header (or as
 * the guest_id of a cart call). One bad value sent raw (Arabic text, a NUL, 200 KB) makes fetch
 * throw or the server answer 431 on every call, so the storefront goes blank; the store checks
 * its keys with these rules on read, and the header builder checks again before it sends.
 */
import { isLocale, type Locale } from '../i18n/locale';

/** Longest bearer token the kit sends; longer ones are corrupt (JWTs run to a few hundred). */
export const MAX_TOKEN_LENGTH = 4096;
/** Most zones one zoneid header names. */
export const MAX_ZONES = 50;

/** A bearer token: printable ASCII without spaces (RFC 6750's b64token is a subset). */
const TOKEN = new RegExp(`^[\\x21-\\x7E]{1,${MAX_TOKEN_LENGTH}}$`);
/** A guest id as 6amMart (a number) or the demo server (a UUID) issues it. */
const GUEST_ID = /^[A-Za-z0-9._~-]{1,128}$/;
/** 6amMart's zoneid: a JSON array of zone ids, such as "[1]" or "[2,3]". */
const ZONE_ID = new RegExp(`^\\[\\d{1,10}(?:, ?\\d{1,10}){0,${MAX_ZONES - 1}}\\]$`);
/** An ISO 3166 alpha-2 country code. */
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
/** A software id the host names itself by. */
const SOFTWARE_ID = /^[\x21-\x7E]{1,128}$/;
/** A header value browsers send and servers take: printable ASCII, no edge spaces. */
const FIELD_VALUE = /^(?:[\x21-\x7E](?:[\x20-\x7E]{0,8190}[\x21-\x7E])?)?$/;

const matches =
  (pattern: RegExp) =>
  (value: unknown): value is string =>
    typeof value === 'string' && pattern.test(value);

/** Whether a value can be sent as a bearer token. */
export const isTokenValue = matches(TOKEN);
/** Whether a value can be sent as a guest id. */
export const isGuestIdValue = matches(GUEST_ID);
/** Whether a value can be sent as the zoneid header. */
export const isZoneIdValue = matches(ZONE_ID);
/** Whether a value is a country code (any case). */
export const isCountryCode = matches(COUNTRY_CODE);
/** Whether a value can be sent as the software-id header. */
export const isSoftwareId = matches(SOFTWARE_ID);
/** Whether a string is a valid header value at all (the last guard before a header is sent). */
export const isHeaderValue = matches(FIELD_VALUE);

/** Whether a value is a module id the kit can send: a positive whole number. */
export function isModuleId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Whether a position is a real place on Earth. */
export function isLatLng(value: unknown): value is { lat: number; lng: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** The language to send: the given one when supported, else the default. */
export function sendableLocale(value: unknown, fallback: Locale): Locale {
  return isLocale(value) ? value : fallback;
}
