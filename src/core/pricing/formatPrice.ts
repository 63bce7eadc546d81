import type { Config } from '../api/wire';
import { signedLatinNumber } from '../i18n/latinNumber';
import { directionOf, type Locale } from '../i18n/locale';
import { fromMinor, precision, toMinor } from './money';

/** The configuration fields that decide how a price is written. */
export type PriceFormat = Pick<
  Config,
  'currency_symbol' | 'currency_symbol_direction' | 'digit_after_decimal_point'
>;

/** Options of `formatPrice`. */
export interface FormatPriceOptions {
  /** Unicode numbering system of the digits, e.g. 'arab' for Arabic-Indic; Latin by default. */
  numberingSystem?: string | undefined;
}

/** Separates symbol and number: one ordinary space, in both locales and on both sides. */
export const SYMBOL_SEPARATOR = ' ';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

const formatters = new Map<string, Intl.NumberFormat>();

// Building an Intl.NumberFormat costs far more than using one: kept for the prices written with
// other digits, which `signedLatinNumber` leaves to it.
function numberFormat(locale: Locale, digits: number, numberingSystem: string): Intl.NumberFormat {
  const key = `${locale}|${digits}|${numberingSystem}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      numberingSystem,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Writes a price: exactly `digit_after_decimal_point` decimals, digits and separators of the
 * locale (Latin digits unless `options.numberingSystem` says otherwise), and the currency symbol
 * on the configured visual side, left or right, whatever the reading direction: in Arabic the
 * symbol therefore follows the number for 'left' and precedes it for 'right'. The symbol is
 * wrapped in a Unicode first-strong isolate so an Arabic symbol cannot reorder Latin digits, and
 * is separated from the number by `SYMBOL_SEPARATOR`.
 */
export function formatPrice(
  amount: number,
  config: PriceFormat,
  locale: Locale,
  options: FormatPriceOptions = {},
): string {
  const digits = precision(config.digit_after_decimal_point);
  const rounded = fromMinor(toMinor(amount, digits), digits);
  const numberingSystem = options.numberingSystem ?? 'latn';
  const number =
    (numberingSystem === 'latn' ? signedLatinNumber(rounded, digits, locale) : null) ??
    numberFormat(locale, digits, numberingSystem).format(rounded);
  if (config.currency_symbol === '') return number;
  const symbol = `${FIRST_STRONG_ISOLATE}${config.currency_symbol}${POP_DIRECTIONAL_ISOLATE}`;
  const symbolFirst =
    (config.currency_symbol_direction === 'left') === (directionOf(locale) === 'ltr');
  return symbolFirst
    ? `${symbol}${SYMBOL_SEPARATOR}${number}`
    : `${number}${SYMBOL_SEPARATOR}${symbol}`;
}
