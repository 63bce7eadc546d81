import type { Locale } from './locale';

/** Lifetime of the language cookies: 365 days, in seconds (spec §9). */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Anything with a writable `cookie`, such as `document`. */
export interface CookieTarget {
  cookie: string;
}

/** The `x-lang` (read by the shell) and `NEXT_LOCALE` (read on locale change) cookies for a locale. */
export function languageCookies(locale: Locale): string[] {
  const attributes = `path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
  return [`x-lang=${locale}; ${attributes}`, `NEXT_LOCALE=${locale}; ${attributes}`];
}

/** Stores the locale in both language cookies of a document. */
export function writeLanguageCookies(locale: Locale, doc: CookieTarget): void {
  for (const cookie of languageCookies(locale)) {
    // Each assignment to `document.cookie` sets one cookie; it does not replace the others.
    doc.cookie = cookie;
  }
}
