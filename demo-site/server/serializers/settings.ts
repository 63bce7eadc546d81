import type { Locale } from '../../../src/core/i18n';

/** A JSON value as stored in the `settings` table. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** A JSON object (not an array, not null). */
export type JsonObject = { readonly [key: string]: JsonValue };

/** Whether a JSON value is an object rather than an array, text or number. */
export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBilingual(value: JsonObject): value is { en: string; ar: string } {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.en === 'string' && typeof value.ar === 'string';
}

/**
 * Replaces every bilingual text (`{ en, ar }`) inside a stored setting with the text of one
 * language, at any depth; everything else is kept as it is.
 */
export function localizeSetting(value: JsonValue, language: Locale): JsonValue {
  if (Array.isArray(value))
    return value.map((entry: JsonValue) => localizeSetting(entry, language));
  if (!isJsonObject(value)) return value;
  if (isBilingual(value)) return value[language];
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, localizeSetting(entry, language)]),
  );
}

/** `localizeSetting` of a settings row, which is always an object. */
export function localizeSettingObject(value: JsonObject, language: Locale): JsonObject {
  const localized = localizeSetting(value, language);
  return isJsonObject(localized) ? localized : {};
}

/**
 * Makes the seeded image paths of `base_urls` ('/images/product') absolute at the origin the
 * client reached; a URL that already names a host is kept, anything not text is dropped.
 */
export function absoluteBaseUrls(baseUrls: JsonValue | undefined, origin: string) {
  if (!isJsonObject(baseUrls)) return {};
  const absolute: Record<string, string> = {};
  for (const [key, path] of Object.entries(baseUrls)) {
    if (typeof path !== 'string') continue;
    absolute[key] = /^[a-z][a-z\d+.-]*:\/\//i.test(path)
      ? path
      : `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  }
  return absolute;
}
