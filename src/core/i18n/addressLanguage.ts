import { isLocale, type Locale } from './locale';

/**
 * The query parameter that names a page's language in its address (`/product/red-apple?lang=en`).
 * The server renders the page's head in it and the storefront opens in it, so a link shared in one
 * language, and each `hreflang` alternate, opens in that language whatever the visitor's cookies say.
 */
export const LANGUAGE_PARAMETER = 'lang';

/** The language an address's query string asks for (`?lang=en`), or undefined when it names none. */
export function languageInAddress(search: string): Locale | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAMETER)?.trim().toLowerCase();
  return isLocale(value) ? value : undefined;
}

/** A storefront path with its language named in the address, other parameters kept. */
export function addressInLanguage(path: string, language: Locale): string {
  const [pathname = '', search = ''] = path.split('?', 2);
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAMETER, language);
  // URLSearchParams writes a space as '+'; the storefront writes its paths with %20.
  return `${pathname}?${params.toString().replaceAll('+', '%20')}`;
}
