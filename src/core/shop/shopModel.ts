/*
 * The shop as views see it: read-only signals computed from the configuration slice, named for
 * what they mean (a price format, whether guests may check out) rather than for the server's
 * field names, so a view never reaches into `configData` and never writes a slice.
 */
import { computed, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { BaseUrls, Config, Country, SocialMedia, Zone } from '../api/wire';
import { type SupportContacts, supportContacts } from '../content/supportContacts';
import type { MessageKey } from '../i18n';
import type { PriceFormat } from '../pricing';
import type { ConfigState } from '../store/slices';
import { featureOn, type ShopFeatures } from './features';
import { type ProfileSection, profileSections } from './profileSections';
import { type RewardRates, rewardRates } from './rewardRates';

/** How prices look until the configuration has loaded: two decimals, no symbol. */
export const UNCONFIGURED_PRICE_FORMAT: PriceFormat = {
  currency_symbol: '',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
};

/** A policy page the shop links: its label and storefront route. */
export interface PolicyPage {
  label: MessageKey;
  path: string;
}

/** The apps the shop offers, by the configuration's own links (empty when it has none). */
export interface AppUrls {
  android: string;
  ios: string;
}

/** The shop's configuration as read-only signals for views. */
export interface ShopModel {
  /** Whether the configuration has arrived (every other signal has its fallback until then). */
  configured: ReadonlySignal<boolean>;
  /** The shop's name, or null when it has none (views show the kit's name then). */
  name: ReadonlySignal<string | null>;
  /** The logo's file name, read from `imageBaseUrls.business_logo_url`. */
  logo: ReadonlySignal<string | null>;
  /** Currency symbol, its side and the decimals every price is written with. */
  priceFormat: ReadonlySignal<PriceFormat>;
  /** The folders pictures are read from; empty before the configuration has loaded. */
  imageBaseUrls: ReadonlySignal<Partial<BaseUrls>>;
  /** Whether a visitor may check out without an account (spec §5 "Checkout"). */
  guestCheckoutAllowed: ReadonlySignal<boolean>;
  /** The subtotal from which delivery is free, or null when the shop has no such offer. */
  freeDeliveryOver: ReadonlySignal<number | null>;
  /** Wallet, loyalty points and referrals: each on while its flag is not 0, off until configured. */
  features: ReadonlySignal<ShopFeatures>;
  /** What loyalty points are worth and what a referral earns, as the shop set them. */
  rewards: ReadonlySignal<RewardRates>;
  /** The profile sections the features leave on, in the spec's order. */
  profileSections: ReadonlySignal<readonly ProfileSection[]>;
  /** The policy pages always linked, then those whose flag is on (spec §2 "Routes"). */
  policyPages: ReadonlySignal<readonly PolicyPage[]>;
  footerText: ReadonlySignal<string | null>;
  socialMedia: ReadonlySignal<readonly SocialMedia[]>;
  appUrls: ReadonlySignal<AppUrls>;
  zones: ReadonlySignal<readonly Zone[]>;
  countries: ReadonlySignal<readonly Country[]>;
  maintenance: ReadonlySignal<boolean>;
  /** How to reach the shop (phone, e-mail, office), each null when it gives none. */
  contacts: ReadonlySignal<SupportContacts>;
  /** Whether a customer's phone must be verified with a code (`customer_verification` 1). */
  phoneVerificationRequired: ReadonlySignal<boolean>;
}

const ALWAYS_LINKED: readonly PolicyPage[] = [
  { label: 'Terms & Conditions', path: '/terms-and-conditions' },
  { label: 'Privacy Policy', path: '/privacy-policy' },
];

type PolicyFlag = 'refund_policy' | 'cancelation_policy' | 'shipping_policy';

const FLAGGED: readonly (PolicyPage & { flag: PolicyFlag })[] = [
  { flag: 'refund_policy', label: 'Refund Policy', path: '/refund-policy' },
  { flag: 'cancelation_policy', label: 'Cancellation Policy', path: '/cancellation-policy' },
  { flag: 'shipping_policy', label: 'Shipping Policy', path: '/shipping-policy' },
];

const NO_ZONES: readonly Zone[] = [];
const NO_COUNTRIES: readonly Country[] = [];
const NO_SOCIAL_MEDIA: readonly SocialMedia[] = [];

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** Builds the shop model over the store's configuration slice. */
export function createShopModel(config: Signal<ConfigState>): ShopModel {
  const data = computed<Config | null>(() => config.value.configData);
  const pick = <T>(read: (config: Config | null) => T) => computed(() => read(data.value));
  const features = pick<ShopFeatures>((shop) => ({
    wallet: featureOn(shop?.customer_wallet_status),
    loyaltyPoints: featureOn(shop?.loyalty_point_status),
    referral: featureOn(shop?.ref_earning_status),
  }));
  return {
    configured: pick((shop) => shop !== null),
    name: pick((shop) => text(shop?.business_name)),
    logo: pick((shop) => text(shop?.logo)),
    priceFormat: computed(() => {
      const shop = data.value;
      if (!shop) return UNCONFIGURED_PRICE_FORMAT;
      const { currency_symbol, currency_symbol_direction, digit_after_decimal_point } = shop;
      return { currency_symbol, currency_symbol_direction, digit_after_decimal_point };
    }),
    imageBaseUrls: pick((shop) => shop?.base_urls ?? {}),
    guestCheckoutAllowed: pick((shop) => Number(shop?.guest_checkout_status) === 1),
    freeDeliveryOver: pick((shop) => {
      const over = Number(shop?.free_delivery_over);
      return shop?.free_delivery_over != null && Number.isFinite(over) && over > 0 ? over : null;
    }),
    features,
    rewards: pick(rewardRates),
    profileSections: computed(() => profileSections(features.value)),
    policyPages: pick((shop) => [
      ...ALWAYS_LINKED,
      ...FLAGGED.filter(({ flag }) => featureOn(shop?.[flag])).map(({ label, path }) => ({
        label,
        path,
      })),
    ]),
    footerText: pick((shop) => text(shop?.footer_text)),
    socialMedia: pick((shop) => shop?.social_media ?? NO_SOCIAL_MEDIA),
    appUrls: pick((shop) => ({
      android: shop?.app_url_android?.trim() ?? '',
      ios: shop?.app_url_ios?.trim() ?? '',
    })),
    zones: pick((shop) => shop?.zones ?? NO_ZONES),
    countries: pick((shop) => shop?.countries ?? NO_COUNTRIES),
    maintenance: pick((shop) => featureOn(shop?.maintenance_mode)),
    contacts: pick((shop) => supportContacts(shop)),
    phoneVerificationRequired: pick((shop) => Number(shop?.customer_verification) === 1),
  };
}
