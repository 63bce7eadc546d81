import { intlLocale } from './intlLocale';
import type { Locale } from './locale';

/** Formats a number for the active locale; Arabic shows Latin digits unless `numberingSystem` says otherwise. */
export function formatNumber(
  value: number | bigint,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** Formats a date for the active locale; Arabic shows Latin digits unless `numberingSystem` says otherwise. */
export function formatDate(
  date: Date | number,
  locale: Locale,
  options?: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(date);
}
