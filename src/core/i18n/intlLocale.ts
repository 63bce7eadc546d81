import type { Locale } from './locale';

/**
 * The BCP 47 tag handed to `Intl` for a locale. Arabic asks for Latin digits explicitly because
 * engines disagree on the default numbering system of plain `ar` (some give ١٢٣, some 123).
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}
