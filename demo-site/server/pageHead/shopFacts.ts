import type { BaseUrls } from '../../../src/core/api/wire';
import { catalogImageSrc } from '../../../src/core/catalog/itemImage';
import type { Locale } from '../../../src/core/i18n';
import { precision } from '../../../src/core/pricing/money';
import type { Database } from '../db/database';
import { translate } from '../http/language';
import { readSetting } from '../routes/catalog/settingsStore';
import {
  absoluteBaseUrls,
  isJsonObject,
  type JsonObject,
  type JsonValue,
  localizeSetting,
} from '../serializers/settings';

/** The shop's currency when its configuration names none by code: the shop sells in Egypt. */
export const DEFAULT_CURRENCY = 'EGP';

/** What every page's head says of the shop, in the page's language. */
export interface ShopFacts {
  language: Locale;
  /** Scheme and host the shopper reached the shop at, without a trailing slash. */
  origin: string;
  name: string;
  /** The configured picture folders, as absolute URLs. */
  baseUrls: Partial<BaseUrls>;
  /** ISO 4217 code of the prices (`EGP`). */
  currency: string;
  /** Decimals of a price (`digit_after_decimal_point`). */
  digits: number;
  /** The shop's logo, absolute, or null when it has none. */
  logo: string | null;
  /** ISO 3166 code of the country the shop serves (its first active one), or null. */
  country: string | null;
}

/**
 * The ISO code of the configured currency. The config holds only a symbol per language; the
 * English one is the code (`EGP`) when it is three capital letters.
 */
function currencyCode(config: JsonObject): string {
  const symbol = localizeSetting(config.currency_symbol ?? null, 'en');
  return typeof symbol === 'string' && /^[A-Z]{3}$/.test(symbol) ? symbol : DEFAULT_CURRENCY;
}

/** The code of the first active country of the config (`eg` → `EG`), or null. */
function activeCountry(config: JsonObject): string | null {
  const countries = config.countries;
  if (!Array.isArray(countries)) return null;
  for (const country of countries as readonly JsonValue[]) {
    if (isJsonObject(country) && country.isActive === true && typeof country.code === 'string') {
      return country.code.toUpperCase();
    }
  }
  return null;
}

/** The shop's name as its configuration gives it in the page's language, else the kit's. */
export function shopName(configured: unknown, language: Locale): string {
  return typeof configured === 'string' && configured !== ''
    ? configured
    : translate(language, 'Souq');
}

/** Reads the shop's configuration (one indexed read) as a page's head needs it. */
export async function readShopFacts(
  db: Database,
  language: Locale,
  origin: string,
): Promise<ShopFacts> {
  const config = await readSetting(db, 'config');
  const name = localizeSetting(config.business_name ?? null, language);
  const baseUrls: Partial<BaseUrls> = absoluteBaseUrls(config.base_urls, origin);
  const digits = config.digit_after_decimal_point;
  return {
    language,
    origin: origin.replace(/\/+$/, ''),
    name: shopName(name, language),
    baseUrls,
    currency: currencyCode(config),
    digits: precision(typeof digits === 'number' ? digits : undefined),
    logo: catalogImageSrc(
      typeof config.logo === 'string' ? config.logo : null,
      baseUrls,
      'business_logo_url',
    ),
    country: activeCountry(config),
  };
}
