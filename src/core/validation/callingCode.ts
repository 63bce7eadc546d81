/*
 * How many leading digits of an international number are its country calling code (ITU-T
 * E.164). The codes are prefix-free: 1 and 7 are the only one-digit codes, the two-digit ones
 * are listed below, and every other code has three digits. So the split needs no country table.
 */
const ONE_DIGIT_CODES: ReadonlySet<string> = new Set(['1', '7']);

const TWO_DIGIT_CODES: ReadonlySet<string> = new Set([
  ...['20', '27'],
  ...['30', '31', '32', '33', '34', '36', '39'],
  ...['40', '41', '43', '44', '45', '46', '47', '48', '49'],
  ...['51', '52', '53', '54', '55', '56', '57', '58'],
  ...['60', '61', '62', '63', '64', '65', '66'],
  ...['81', '82', '84', '86'],
  ...['90', '91', '92', '93', '94', '95', '98'],
]);

/** The number of digits of the calling code that `digits` (an international number) starts with. */
export function callingCodeLength(digits: string): 1 | 2 | 3 {
  if (ONE_DIGIT_CODES.has(digits.slice(0, 1))) return 1;
  if (TWO_DIGIT_CODES.has(digits.slice(0, 2))) return 2;
  return 3;
}
