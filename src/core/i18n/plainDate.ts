/*
 * The medium date style, the one a review or an order shows, written by hand as `Intl` writes it
 * for `en` ("Nov 27, 2026") and `ar-u-nu-latn` ("27‏/11‏/2026", right-to-left marks after the day
 * and the month). The first `Intl.DateTimeFormat` of a page loads the calendar data: tens of
 * milliseconds on a phone, inside the render of the first date. Anything else goes through `Intl`.
 */
import type { Locale } from './locale';

/** English's abbreviated month names, as the medium style writes them. */
const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The right-to-left mark Arabic's numeric date writes before each slash. */
const RLM = '\u200f';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `date` in the local time zone as `Intl.DateTimeFormat(locale, { dateStyle: 'medium' })` writes
 * it; null for other options, or a date outside the years 1000 to 9999 (not a date included).
 */
export function plainDate(
  date: Date | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions | undefined,
): string | null {
  if (options?.dateStyle !== 'medium' || Object.keys(options).length !== 1) return null;
  const at = new Date(date);
  const year = at.getFullYear();
  if (!(year >= 1000 && year <= 9999)) return null;
  const day = at.getDate();
  const month = at.getMonth();
  return locale === 'ar'
    ? `${twoDigits(day)}${RLM}/${twoDigits(month + 1)}${RLM}/${year}`
    : `${ENGLISH_MONTHS[month]} ${day}, ${year}`;
}
