/*
 * The stored forms of the config and landing settings. Texts the shop shows in the reader's
 * language are kept as { en, ar } and resolved per request from the X-localization header.
 */
import type { Config, LandingData } from '../../../src/core/api/wire';

/** A text in both languages, as stored in a settings value. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/** Config fields stored in both languages. */
export const LOCALIZED_CONFIG_FIELDS = [
  'business_name',
  'footer_text',
  'currency_symbol',
  'address',
] as const;

type LocalizedConfigField = (typeof LOCALIZED_CONFIG_FIELDS)[number];

/**
 * The 'config' settings value: Config with bilingual texts and base_urls as paths. Zones are not
 * stored here: the server reads them from the zones table, the one place they are kept.
 */
export type StoredConfig = Omit<Config, LocalizedConfigField | 'zones'> &
  Record<LocalizedConfigField, LocalizedText>;

/** The 'landing' settings value: LandingData with a bilingual footer description. */
export type StoredLanding = Omit<LandingData, 'fixed_footer_description'> & {
  fixed_footer_description: LocalizedText;
};
