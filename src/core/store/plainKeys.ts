import * as v from 'valibot';
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

const text = field(v.nullable(v.pipe(v.string(), v.minLength(1))), null);

/*
 * The spec's plain storage keys (§3 "Other local keys"). Token, guest id, zone id, location and
 * theme are stored as raw strings, as the reference storefront does; the others as JSON.
 */
export const plainKeys = {
  token: { key: 'token', schema: text, fallback: null, format: 'text' },
  guestId: { key: 'guest_id', schema: text, fallback: null, format: 'text' },
  zoneId: { key: 'zoneid', schema: text, fallback: null, format: 'text' },
  location: { key: 'location', schema: text, fallback: null, format: 'text' },
  currentLatLng: {
    key: 'currentLatLng',
    schema: field(
      v.nullable(
        v.object({
          lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
          lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
        }),
      ),
      null,
    ),
    fallback: null,
    format: 'json',
  },
  module: {
    key: 'module',
    schema: field(
      v.nullable(entity<Module>(v.looseObject({ id: v.number(), module_type: v.string() }))),
      null,
    ),
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
