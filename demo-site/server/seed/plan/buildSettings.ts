/*
 * The 'config', 'landing' and 'other_banners' settings values (spec §3). base_urls are paths; the server turns
 * them into absolute URLs per request. Bilingual texts are listed in LOCALIZED_CONFIG_FIELDS.
 */
import type { BaseUrls } from '../../../../src/core/api/wire';
import { LOYALTY_POINT_TRANSFER_MINIMUM } from '../../../../src/core/validation';
import { DEFAULT_ORDER_RATES } from '../../orders/orderSettings';
import { SHOP_ADDRESS, SHOP_LOCATION, SUPPORT_EMAIL, SUPPORT_PHONE } from '../content/shopContacts';
import type { StoredConfig, StoredLanding } from '../localized';
import { TINTS } from '../vocabulary/palette';
import type { Tint } from '../vocabulary/types';
import type { ImageRegistry } from './imageRegistry';
import type { StoredOtherBanners, ZoneRow } from './types';

/** Where the server serves each folder of pictures. */
export const BASE_URL_PATHS: BaseUrls = {
  item_image_url: '/images/product',
  item_image_thumbnail_url: '/images/product',
  category_image_url: '/images/category',
  store_image_url: '/images/store',
  business_logo_url: '/images/business',
  campaign_image_url: '/images/campaign',
  customer_image_url: '/images/profile',
  banner_image_url: '/images/banner',
};

const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.souq.demo';
const APP_STORE_URL = 'https://apps.apple.com/eg/app/souq-demo/id6450000001';

/** Builds the stored config from the zone rows. */
export function buildConfig(zones: readonly ZoneRow[]): StoredConfig {
  const defaultZone = zones.find((zone) => zone.isDefault) ?? zones[0];
  return {
    business_name: { en: 'Souq', ar: 'سوق' },
    maintenance_mode: false,
    guest_checkout_status: 1,
    refund_policy: 1,
    cancelation_policy: 1,
    shipping_policy: 1,
    footer_text: {
      en: 'Souq — a demo storefront. All rights reserved.',
      ar: 'سوق — متجر تجريبي. جميع الحقوق محفوظة.',
    },
    free_delivery_over: 500,
    customer_wallet_status: 1,
    loyalty_point_status: 1,
    ref_earning_status: 1,
    // Off, as a fresh 6amMart install ships it: the demo's shoppers sign up and shop at once; a
    // shop that sends real SMS turns it on (README, "Settings").
    customer_verification: 0,
    loyalty_point_item_purchase_point: DEFAULT_ORDER_RATES.loyalty_point_item_purchase_point,
    loyalty_point_exchange_rate: DEFAULT_ORDER_RATES.loyalty_point_exchange_rate,
    loyalty_point_minimum_point: LOYALTY_POINT_TRANSFER_MINIMUM,
    ref_earning_exchange_rate: DEFAULT_ORDER_RATES.ref_earning_exchange_rate,
    social_media: [
      { name: 'facebook', link: 'https://www.facebook.com/souqdemo' },
      { name: 'instagram', link: 'https://www.instagram.com/souqdemo' },
      { name: 'x', link: 'https://x.com/souqdemo' },
      { name: 'youtube', link: 'https://www.youtube.com/@souqdemo' },
      { name: 'linkedin', link: 'https://www.linkedin.com/company/souqdemo' },
    ],
    app_url_android: PLAY_STORE_URL,
    app_url_ios: APP_STORE_URL,
    base_urls: BASE_URL_PATHS,
    logo: 'logo.svg',
    fav_icon: 'favicon.svg',
    currency_symbol: { en: 'EGP', ar: 'ج.م' },
    currency_symbol_direction: 'right',
    digit_after_decimal_point: 2,
    tax: 14,
    tax_included: 0,
    cod_max_order_amount: 1000,
    per_km_shipping_charge: defaultZone?.perKmShippingCharge ?? 0,
    countries: [
      { code: 'eg', isActive: true },
      { code: 'sa', isActive: false },
      { code: 'in', isActive: false },
    ],
    // The help-and-support page's contacts (6amMart's fields).
    email: SUPPORT_EMAIL,
    phone: SUPPORT_PHONE,
    address: SHOP_ADDRESS,
    default_location: SHOP_LOCATION,
  };
}

/** Builds the stored landing data. */
export function buildLanding(): StoredLanding {
  return {
    fixed_footer_description: {
      en: 'Groceries, meals, medicines and parcels from stores near you, delivered in minutes.',
      ar: 'البقالة والوجبات والأدوية والطرود من أقرب المحلات إليك، مع توصيل في دقائق.',
    },
    download_user_app_links: {
      playstore_url: PLAY_STORE_URL,
      playstore_url_status: 1,
      apple_store_url: APP_STORE_URL,
      apple_store_url_status: 1,
    },
  };
}

/** Builds the home sections' promotional pictures (6amMart's other-banners), in the banner folder. */
export function buildOtherBanners(images: ImageRegistry): StoredOtherBanners {
  const picture = (name: string, icons: readonly string[], tint: Tint) =>
    images.add({ folder: 'banner', name, shape: 'banner', icons, tint });
  return {
    promotional_banner_url: '/images/banner',
    best_reviewed_section_banner: picture(
      'promo-best-reviewed.svg',
      ['strawberry', 'mango', 'grapes'],
      TINTS.pink,
    ),
    new_arrival_section_banner: picture(
      'promo-new-arrivals.svg',
      ['shopping-bags', 'package'],
      TINTS.indigo,
    ),
    bottom_section_banner: picture(
      'promo-bottom.svg',
      ['delivery-truck', 'shopping-cart'],
      TINTS.cyan,
    ),
  };
}
