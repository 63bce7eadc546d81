/*
 * Both locales write numbers alike with Latin digits ("1,234.50" in English and in Arabic): the
 * thousands grouped by commas, a point before the decimals. Writing them by hand spares the first
 * `Intl.NumberFormat`, whose construction loads the number data (tens of milliseconds on a phone,
 * inside the render of the first price, rating or count). Anything else goes through `Intl`.
 */
import type { Locale } from './locale';

/** The most decimals written by hand; more go through `Intl`. */
const MOST_DECIMALS = 20;
/** The most digits `Intl` pads a whole part to. */
const MOST_INTEGER_DIGITS = 21;
/** From here a number's shortest form has an exponent. */
const EXPONENT_FROM = 1e21;

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** How `latinNumber` lays out the whole part, as the `Intl.NumberFormat` options of that name. */
export interface LatinNumberLayout {
  /** Zeros pad the whole part to this many digits (1 by default). */
  minimumIntegerDigits?: number | undefined;
  /** Whether thousands are grouped by commas (true by default). */
  useGrouping?: boolean | undefined;
}

/**
 * A non-negative number with exactly `fractionDigits` decimals, in Latin digits with grouped
 * thousands, as `Intl.NumberFormat` writes it for `en` and `ar-u-nu-latn` with that many minimum
 * and maximum fraction digits (and the `layout` options). Like `Intl`, it rounds the number's
 * shortest decimal form (4.35 is "4.35", not the binary 4.34999…) half away from zero. Null for
 * a number it does not write (negative, negative zero, not finite, 10²¹ or more, under 10⁻⁶):
 * the caller formats it with `Intl`.
 */
export function latinNumber(
  value: number,
  fractionDigits: number,
  { minimumIntegerDigits = 1, useGrouping = true }: LatinNumberLayout = {},
): string | null {
  const writable =
    value >= 0 &&
    value < EXPONENT_FROM &&
    !Object.is(value, -0) &&
    Number.isInteger(fractionDigits) &&
    fractionDigits >= 0 &&
    fractionDigits <= MOST_DECIMALS &&
    Number.isInteger(minimumIntegerDigits) &&
    minimumIntegerDigits >= 1 &&
    minimumIntegerDigits <= MOST_INTEGER_DIGITS;
  const shortest = String(value);
  if (!writable || shortest.includes('e')) return null;
  const [whole = '0', decimals = ''] = shortest.split('.');
  const kept = `${whole}${decimals.slice(0, fractionDigits).padEnd(fractionDigits, '0')}`;
  const roundsUp = (decimals[fractionDigits] ?? '0') >= '5';
  const digits = (roundsUp ? String(BigInt(kept) + 1n) : kept).padStart(fractionDigits + 1, '0');
  const padded = digits
    .slice(0, digits.length - fractionDigits)
    .padStart(minimumIntegerDigits, '0');
  const grouped = useGrouping ? padded.replace(GROUPS, ',') : padded;
  return fractionDigits === 0 ? grouped : `${grouped}.${digits.slice(-fractionDigits)}`;
}

/**
 * The minus sign `Intl.NumberFormat` writes before Latin digits: in Arabic a left-to-right mark
 * first, so the sign stays on the digits' left inside right-to-left text.
 */
const MINUS_SIGN: Readonly<Record<Locale, string>> = { en: '-', ar: '\u200e-' };

/**
 * `latinNumber` of either sign, as `Intl.NumberFormat` writes it for `locale` with Latin digits:
 * a negative number (negative zero included) is its magnitude after the locale's minus sign. A
 * discount written as "-5.00" on a page's first render then builds no `Intl` either.
 */
export function signedLatinNumber(
  value: number,
  fractionDigits: number,
  locale: Locale,
  layout: LatinNumberLayout = {},
): string | null {
  if (value > 0 || Object.is(value, 0)) return latinNumber(value, fractionDigits, layout);
  const magnitude = latinNumber(-value, fractionDigits, layout);
  return magnitude === null ? null : `${MINUS_SIGN[locale]}${magnitude}`;
}
