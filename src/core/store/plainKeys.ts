import * as v from 'valibot';
import {
  isGuestIdValue,
  isLatLng,
  isModuleId,
  isTokenValue,
  isZoneIdValue,
} from '../api/headerValues';
import type { Module } from '../api/wire';
import { entity, field } from './schemaHelpers';

/** Theme preference kept under the spec's `theme` key. */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
/** A theme preference: a fixed scheme, or the system's. */
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
/** The theme used until the shopper picks one (spec §4: the shell defaults to light). */
export const DEFAULT_THEME: ThemePreference = 'light';

/** Whether a value names a theme preference (e.g. an element's `theme` attribute). */
export function isThemePreference(value: unknown): value is ThemePreference {
  return (THEME_PREFERENCES as readonly unknown[]).includes(value);
}

/** Longest location text kept; a longer one is corrupt (an address fits in far less). */
const MAX_LOCATION_LENGTH = 1000;

/** A stored string that must pass `rule`; anything else reads as null (nothing stored). */
const checked = (rule: (value: unknown) => value is string) =>
  field(v.nullable(v.custom<string>(rule)), null);

const locationText = field(
  v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_LOCATION_LENGTH))),
  null,
);

/** A module as the kit keeps it: the id it sends as a header must be a positive whole number. */
export const storedModule = entity<Module>(
  v.looseObject({ id: v.custom<number>(isModuleId), module_type: v.string() }),
);

/*
 * The spec's plain storage keys (§3 "Other local keys"). Token, guest id, zone id, location and
 * theme are stored as raw strings, as the reference storefront does; the others as JSON. Every
 * value that becomes a request header (or the cart's guest_id) is checked with the header rules
 * on read, so a corrupt one reads as its default instead of failing every request.
 */
export const plainKeys = {
  token: { key: 'token', schema: checked(isTokenValue), fallback: null, format: 'text' },
  guestId: { key: 'guest_id', schema: checked(isGuestIdValue), fallback: null, format: 'text' },
  zoneId: { key: 'zoneid', schema: checked(isZoneIdValue), fallback: null, format: 'text' },
  location: { key: 'location', schema: locationText, fallback: null, format: 'text' },
  currentLatLng: {
    key: 'currentLatLng',
    schema: field(
      v.nullable(
        v.pipe(
          v.object({ lat: v.number(), lng: v.number() }),
          v.check((position) => isLatLng(position)),
        ),
      ),
      null,
    ),
    fallback: null,
    format: 'json',
  },
  module: {
    key: 'module',
    schema: field(v.nullable(storedModule), null),
    fallback: null,
    format: 'json',
  },
  theme: {
    key: 'theme',
    schema: field(v.picklist(THEME_PREFERENCES), DEFAULT_THEME),
    fallback: DEFAULT_THEME,
    format: 'text',
  },
} as const;

/** Recent searches: unique strings, newest first (spec §3). */
export const recentSearchesSchema = field(v.array(v.string()), []);
