/** The languages the kit ships, Arabic first because it is the default. */
export const LOCALES = ['ar', 'en'] as const;

/** A supported language code. */
export type Locale = (typeof LOCALES)[number];

/** The language used when nothing else was chosen or detected. */
export const DEFAULT_LOCALE: Locale = 'ar';

/** The language whose text stands in for a key missing in the active one. */
export const FALLBACK_LOCALE: Locale = 'en';

/** Narrows any string to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Writing direction of a locale: Arabic runs right to left. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
