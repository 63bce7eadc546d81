import { describe, expect, it } from 'vitest';
import { intlLocale } from './intlLocale';
import { LOCALES } from './locale';
import { plainDate } from './plainDate';

const DAY_MS = 86_400_000;
/** Every day of a leap year, and the first of January in years from 1000 to 9999. */
const DATES = [
  ...Array.from({ length: 366 }, (_, day) => new Date(2024, 0, 1).getTime() + day * DAY_MS),
  ...[1000, 1999, 2000, 2038, 9999].map((year) => new Date(year, 0, 1).getTime()),
];

describe.each(LOCALES)('given the %s medium date style', (locale) => {
  const intl = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });

  it('writes every day as Intl does', () => {
    for (const date of DATES)
      expect(plainDate(date, locale, { dateStyle: 'medium' })).toBe(intl.format(date));
  });

  it('leaves other styles and far years to Intl', () => {
    expect(plainDate(DATES[0] ?? 0, locale, { dateStyle: 'long' })).toBeNull();
    expect(plainDate(DATES[0] ?? 0, locale, { dateStyle: 'medium', timeZone: 'UTC' })).toBeNull();
    expect(plainDate(DATES[0] ?? 0, locale, undefined)).toBeNull();
    expect(plainDate(new Date(999, 0, 1), locale, { dateStyle: 'medium' })).toBeNull();
    expect(plainDate(Number.NaN, locale, { dateStyle: 'medium' })).toBeNull();
  });
});
