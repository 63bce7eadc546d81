import type { Country } from '../api/wire';
import type { MessageKey } from '../i18n/resources';
import type { Translate } from './deps';

const COUNTRY_NAME_KEYS: Readonly<Record<string, MessageKey>> = {
  eg: 'Egypt',
  sa: 'Saudi Arabia',
  in: 'India',
};

/** A country's name in the active language: the kit's own text, else the platform's (Intl). */
export function countryName(code: string, t: Translate, language: string): string {
  const key = COUNTRY_NAME_KEYS[code.toLowerCase()];
  if (key) return t(key);
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The first country a shopper may choose, if any. */
export function firstActiveCountry<C extends Pick<Country, 'isActive'>>(
  countries: readonly C[],
): C | undefined {
  return countries.find((country) => country.isActive);
}
