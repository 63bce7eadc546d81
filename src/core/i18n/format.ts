import { intlLocale } from './intlLocale';
import type { Locale } from './locale';

// Building an Intl formatter costs far more than using one, and a page formats many numbers;
// each one is kept per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat<F>(
  formats: Map<string, F>,
  locale: Locale,
  options: object | undefined,
  create: () => F,
): F {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/** Formats a number for the active locale; Arabic shows Latin digits unless `numberingSystem` says otherwise. */
export function formatNumber(
  value: number | bigint,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return cachedFormat(
    numberFormats,
    locale,
    options,
    () => new Intl.NumberFormat(intlLocale(locale), options),
  ).format(value);
}

/** Formats a date for the active locale; Arabic shows Latin digits unless `numberingSystem` says otherwise. */
export function formatDate(
  date: Date | number,
  locale: Locale,
  options?: Intl.DateTimeFormatOptions,
): string {
  return cachedFormat(
    dateFormats,
    locale,
    options,
    () => new Intl.DateTimeFormat(intlLocale(locale), options),
  ).format(date);
}
