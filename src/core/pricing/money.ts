/*
 * Money arithmetic in integer minor units (cents, piastres, halalas).
 * Every public pricing function takes and returns amounts in major units, converts them here,
 * does its sums on integers and rounds once, so nothing ever shows float noise.
 */

/** Decimals used when the shop configuration does not say (6amMart's default). */
export const DEFAULT_DIGITS = 2;

/** Most decimals honoured; more would push minor units of large totals past 2^53. */
export const MAX_DIGITS = 6;

/** Turns a configured `digit_after_decimal_point` into a usable precision (whole, 0..MAX_DIGITS). */
export function precision(digits: number = DEFAULT_DIGITS): number {
  if (!Number.isFinite(digits)) return DEFAULT_DIGITS;
  return Math.min(MAX_DIGITS, Math.max(0, Math.trunc(digits)));
}

/** Rounds half away from zero, so a refund mirrors a charge, and never returns -0. */
export function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** Converts a major-unit amount to whole minor units; non-finite amounts count as 0. */
export function toMinor(amount: number, digits: number): number {
  if (!Number.isFinite(amount)) return 0;
  const scaled = amount * 10 ** digits;
  // Binary noise can only flip the rounding of a value that lands next to a half; anything
  // further away than a few units in the last place rounds correctly as it is (the fast path).
  const fromHalf = Math.abs(Math.abs(scaled % 1) - 0.5);
  if (fromHalf > 8 * Number.EPSILON * Math.max(1, Math.abs(scaled))) return roundHalfAway(scaled);
  // Near a half, shift the decimal point in the number's shortest text form instead: 1.005 * 100
  // is 100.49999… in binary, but '1.005e2' is exactly 100.5, which rounds as a person expects.
  const [mantissa = '0', exponent = '0'] = String(amount).split('e');
  return roundHalfAway(Number(`${mantissa}e${Number(exponent) + digits}`));
}

/** Converts whole minor units back to the nearest major-unit number (prints without noise). */
export function fromMinor(minor: number, digits: number): number {
  return minor === 0 ? 0 : minor / 10 ** digits;
}

/** `percent` % of a minor-unit amount, rounded to a whole minor unit. */
export function percentOf(minor: number, percent: number): number {
  return roundHalfAway((minor * percent) / 100);
}

/** Treats negative, NaN and infinite inputs as 0, for amounts that can only be positive. */
export function nonNegative(value: number | null | undefined): number {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}
