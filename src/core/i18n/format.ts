import { intlLocale } from './intlLocale';
import { signedLatinNumber } from './latinNumber';
import { plainDate } from './plainDate';
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

/**
 * How `signedLatinNumber` writes a number for `options`, or null when `Intl` must: the options name no
 * more than fraction digits (equal minimum and maximum), integer digits and grouping, and a
 * number without fraction digits named is whole.
 */
function plainLayout(value: number | bigint, options: Intl.NumberFormatOptions | undefined) {
  if (typeof value !== 'number') return null;
  const {
    minimumFractionDigits,
    maximumFractionDigits,
    minimumIntegerDigits,
    useGrouping,
    ...others
  } = options ?? {};
  const digits = minimumFractionDigits ?? (Number.isInteger(value) ? 0 : undefined);
  const plain =
    Object.keys(others).length === 0 &&
    minimumFractionDigits === maximumFractionDigits &&
    digits !== undefined &&
    (useGrouping === undefined || typeof useGrouping === 'boolean');
  return plain ? { digits, layout: { minimumIntegerDigits, useGrouping } } : null;
}

/** Formats a number for the active locale; Arabic shows Latin digits unless `numberingSystem` says otherwise. */
export function formatNumber(
  value: number | bigint,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  const plain = plainLayout(value, options);
  const written =
    plain === null ? null : signedLatinNumber(Number(value), plain.digits, locale, plain.layout);
  if (written !== null) return written;
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
  const written = plainDate(date, locale, options);
  if (written !== null) return written;
  return cachedFormat(
    dateFormats,
    locale,
    options,
    () => new Intl.DateTimeFormat(intlLocale(locale), options),
  ).format(date);
}

/**
 * The span between two dates for the active locale, the parts they share said once ("November
 * 3 – 9, 2026", "3 نوفمبر – 9 ديسمبر 2026"); a reversed span is read the right way round.
 */
export function formatDateRange(
  start: Date | number,
  end: Date | number,
  locale: Locale,
  options?: Intl.DateTimeFormatOptions,
): string {
  const format = cachedFormat(
    dateFormats,
    locale,
    options,
    () => new Intl.DateTimeFormat(intlLocale(locale), options),
  );
  const [from, to] = Number(start) <= Number(end) ? [start, end] : [end, start];
  return format.formatRange(from, to);
}

/**
 * A store's delivery time from its minutes, with the unit in the active language: "25–35 minutes",
 * "25–35 دقيقة", or "30 minutes" when both ends are the same. `Intl` picks the unit's plural form
 * (Arabic has six) and the range's dash; a reversed range is read the right way round.
 */
export function formatDeliveryTime(minMinutes: number, maxMinutes: number, locale: Locale): string {
  const options: Intl.NumberFormatOptions = {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  };
  const format = cachedFormat(
    numberFormats,
    locale,
    options,
    () => new Intl.NumberFormat(intlLocale(locale), options),
  );
  const [low, high] =
    minMinutes <= maxMinutes ? [minMinutes, maxMinutes] : [maxMinutes, minMinutes];
  return low === high ? format.format(low) : format.formatRange(low, high);
}
