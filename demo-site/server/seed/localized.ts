/*
 * The stored forms of the config and landing settings. Texts the shop shows in the reader's
 * language are kept as { en, ar } and resolved per request from the X-localization header.
 */
import type { Config, LandingData, Zone } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n/locale';

/** A text in both languages, as stored in a settings value. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/** Config fields stored in both languages. */
export const LOCALIZED_CONFIG_FIELDS = ['business_name', 'footer_text', 'currency_symbol'] as const;

type LocalizedConfigField = (typeof LOCALIZED_CONFIG_FIELDS)[number];

/** A zone summary of the config, with its name in both languages. */
export type StoredConfigZone = Omit<Zone, 'name'> & { name: LocalizedText };

/** The 'config' settings value: Config with bilingual texts, base_urls as paths. */
export type StoredConfig = Omit<Config, LocalizedConfigField | 'zones'> &
  Record<LocalizedConfigField, LocalizedText> & { zones: StoredConfigZone[] };

/** The 'landing' settings value: LandingData with a bilingual footer description. */
export type StoredLanding = Omit<LandingData, 'fixed_footer_description'> & {
  fixed_footer_description: LocalizedText;
};

/** The text in the given language. */
export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale];
}

/** The config as the shop receives it in one language (base_urls still relative paths). */
export function localizeConfig(stored: StoredConfig, locale: Locale): Config {
  return {
    ...stored,
    business_name: localize(stored.business_name, locale),
    footer_text: localize(stored.footer_text, locale),
    currency_symbol: localize(stored.currency_symbol, locale),
    zones: stored.zones.map((zone) => ({ ...zone, name: localize(zone.name, locale) })),
  };
}

/** The landing data in one language. */
export function localizeLanding(stored: StoredLanding, locale: Locale): LandingData {
  return {
    ...stored,
    fixed_footer_description: localize(stored.fixed_footer_description, locale),
  };
}
