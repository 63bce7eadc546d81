import type { Locale } from '../../../../src/core/i18n';
import {
  checkStoreAddress,
  checkStoreName,
  type RuleResult,
} from '../../../../src/core/validation';

/** A store's name and address in both languages, as an application sends them. */
export interface StoreTexts {
  name: Record<Locale, string>;
  address: Record<Locale, string>;
}

/** One entry of 6amMart's `translations` list. */
interface Translation {
  locale: string;
  key: string;
  value: string;
}

const LANGUAGES: readonly Locale[] = ['ar', 'en'];

/** The value of `key` in `locale`, trimmed; empty when the list has none. */
function translatedValue(
  translations: readonly Translation[],
  locale: Locale,
  key: string,
): string {
  return (
    translations.find((entry) => entry.locale === locale && entry.key === key)?.value.trim() ?? ''
  );
}

/** The store's texts of a `translations` list. */
export function storeTextsOf(translations: readonly Translation[]): StoreTexts {
  const inEach = (key: string) =>
    Object.fromEntries(
      LANGUAGES.map((locale) => [locale, translatedValue(translations, locale, key)]),
    ) as Record<Locale, string>;
  return { name: inEach('name'), address: inEach('address') };
}

/** The rules of the texts, by field (`name.ar`, `address.en` …): both are asked in both languages. */
export function storeTextResults(texts: StoreTexts): Record<string, RuleResult> {
  return Object.fromEntries(
    LANGUAGES.flatMap((locale) => [
      [`name.${locale}`, checkStoreName(texts.name[locale])],
      [`address.${locale}`, checkStoreAddress(texts.address[locale])],
    ]),
  );
}
