/*
 * The cardinal plural category of a whole number, by CLDR's rules for the kit's two languages.
 * A count is what almost every plural message receives, and choosing its form by hand spares the
 * first `Intl.PluralRules`, whose construction (the first Intl object of a page loads the locale
 * data) lands inside the render of the first count. Anything else goes through `Intl`.
 */
import type { Locale } from './locale';

/** Arabic: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many (by the last two digits), else other. */
function arabicCategory(count: number): Intl.LDMLPluralRule {
  if (count === 0) return 'zero';
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}

/**
 * The cardinal plural category of a non-negative whole number in `locale`, as
 * `Intl.PluralRules(locale).select` answers it; null for any other number, left to `Intl`.
 */
export function wholePlural(locale: Locale, count: number): Intl.LDMLPluralRule | null {
  if (!Number.isSafeInteger(count) || count < 0) return null;
  if (locale === 'ar') return arabicCategory(count);
  return count === 1 ? 'one' : 'other';
}
