import {
  formatNumber,
  LOCALES,
  type Locale,
  type MessageKey,
  NAMESPACE,
  SPEC_MESSAGES,
} from '../src/core/i18n';
import { resources } from '../src/core/i18n/resources';

/** Every message key of the bundles, in file order. */
export const ALL_MESSAGE_KEYS: readonly MessageKey[] = Object.keys(resources.en[NAMESPACE]).filter(
  (key): key is MessageKey => key in resources.en[NAMESPACE],
);

/** Counts that reach each of the six Arabic plural forms: zero, one, two, few, many, other. */
export const SAMPLE_COUNTS = [0, 1, 2, 3, 11, 100] as const;

/** Whether a key's message varies with a count, in either language. */
export function isPluralKey(key: MessageKey): boolean {
  return LOCALES.some((locale) => resources[locale][NAMESPACE][key].includes('plural,'));
}

/** Keys whose message carries a plural. */
export const PLURAL_MESSAGE_KEYS: readonly MessageKey[] = ALL_MESSAGE_KEYS.filter(isPluralKey);

/** The messages of spec §8's error catalogue. */
export const ERROR_MESSAGE_KEYS: readonly MessageKey[] = SPEC_MESSAGES;

/** Made-up values for the placeholders of the bundles, so a reviewer reads whole sentences. */
export function sampleValues(locale: Locale): Record<string, string | number> {
  return {
    country: locale === 'ar' ? 'مصر' : 'Egypt',
    amount: formatNumber(150, locale, { style: 'currency', currency: 'EGP' }),
    min: formatNumber(1, locale),
    max: formatNumber(3, locale),
    word: locale === 'ar' ? 'حذف' : 'DELETE',
  };
}
