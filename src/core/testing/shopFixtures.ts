/*
 * The fake shop's configuration, landing data, module list and customer: complete replies in the
 * shapes of wire.ts, named in the request's language like the demo server's.
 */
import { FIXED_MODULE } from '../api/requestHeaders';
import type { Config, CustomerProfile, LandingData, Module } from '../api/wire';
import type { Locale } from '../i18n/locale';

const inLanguage = (language: Locale, en: string, ar: string) => (language === 'ar' ? ar : en);

/** A complete shop configuration: Egyptian pounds on the right, tax included at 0, one zone. */
export function fakeShopConfig(language: Locale, overrides: Partial<Config> = {}): Config {
  return {
    business_name: inLanguage(language, 'Souq', 'سوق'),
    maintenance_mode: 0,
    guest_checkout_status: 1,
    refund_policy: 1,
    cancelation_policy: 1,
    shipping_policy: 1,
    footer_text: inLanguage(language, 'Souq — a demo storefront.', 'سوق — متجر تجريبي.'),
    free_delivery_over: 500,
    customer_wallet_status: 1,
    loyalty_point_status: 1,
    ref_earning_status: 1,
    // The demo server's default rates: 10 points make 1, 200 at least, 50 for a referral.
    loyalty_point_exchange_rate: 10,
    loyalty_point_minimum_point: 200,
    ref_earning_exchange_rate: 50,
    social_media: [
      { name: 'facebook', link: 'https://www.facebook.com/souqdemo' },
      { name: 'instagram', link: 'https://www.instagram.com/souqdemo' },
    ],
    app_url_android: 'https://play.google.com/store/apps/details?id=com.souq.demo',
    app_url_ios: 'https://apps.apple.com/eg/app/souq-demo/id6450000001',
    base_urls: {
      item_image_url: '/images/product',
      item_image_thumbnail_url: '/images/product',
      category_image_url: '/images/category',
      store_image_url: '/images/store',
      business_logo_url: '/images/business',
      campaign_image_url: '/images/campaign',
      customer_image_url: '/images/profile',
      banner_image_url: '/images/banner',
    },
    logo: 'logo.svg',
    fav_icon: 'favicon.svg',
    currency_symbol: 'ج.م',
    currency_symbol_direction: 'right',
    digit_after_decimal_point: 2,
    tax: 0,
    tax_included: 1,
    per_km_shipping_charge: 5,
    zones: [
      {
        id: 1,
        name: inLanguage(language, 'Cairo', 'القاهرة'),
        default_zone: 1,
        latitude: '30.0444',
        longitude: '31.2357',
        per_km_shipping_charge: 5,
        minimum_shipping_charge: 20,
        maximum_shipping_charge: 60,
        increased_delivery_fee: 0,
        increased_delivery_fee_status: 0,
      },
    ],
    countries: [
      { code: 'eg', isActive: true },
      { code: 'sa', isActive: false },
      { code: 'in', isActive: false },
    ],
    // The help-and-support page's contacts (6amMart's fields).
    email: 'support@souq.example',
    phone: '+20 2 2345 6789',
    address: inLanguage(
      language,
      '12 Talaat Harb Street, Downtown, Cairo',
      '12 شارع طلعت حرب، وسط البلد، القاهرة',
    ),
    default_location: { lat: 30.0478, lng: 31.2394 },
    ...overrides,
  };
}

/** The landing data: footer description and app links. */
export function fakeLandingData(language: Locale): LandingData {
  return {
    fixed_footer_description: inLanguage(
      language,
      'Groceries and more from stores near you, delivered in minutes.',
      'البقالة وغيرها من أقرب المحلات إليك، مع توصيل في دقائق.',
    ),
    download_user_app_links: {
      playstore_url: 'https://play.google.com/store/apps/details?id=com.souq.demo',
      playstore_url_status: 1,
      apple_store_url: 'https://apps.apple.com/eg/app/souq-demo/id6450000001',
      apple_store_url_status: 1,
    },
  };
}

/** The one business module the kit serves. */
export function fakeModules(language: Locale): Module[] {
  return [{ ...FIXED_MODULE, module_name: inLanguage(language, 'Shop', 'المتجر') }];
}

/**
 * The modules of a shop that runs them all, as the demo server's seed lists them: the all-in-one
 * Shop (id 1), grocery, food, pharmacy and parcel, each with its icon under `business_logo_url`.
 * Pass them as `createFakeShop({ modules: fakeShopModules })`.
 */
export function fakeShopModules(language: Locale): Array<Module & { icon: string }> {
  const module = (id: number, type: string, en: string, ar: string) => ({
    id,
    module_type: type,
    module_name: inLanguage(language, en, ar),
    icon: `module-${type}.svg`,
  });
  return [
    module(1, 'ecommerce', 'Shop', 'تسوق'),
    module(2, 'grocery', 'Grocery', 'بقالة'),
    module(3, 'food', 'Food', 'طعام'),
    module(4, 'pharmacy', 'Pharmacy', 'صيدلية'),
    module(5, 'parcel', 'Parcel', 'طرود'),
  ];
}

/** The fake shop's one customer. */
export function fakeCustomer(language: Locale): CustomerProfile {
  return {
    id: 1,
    f_name: inLanguage(language, 'Sara', 'سارة'),
    l_name: inLanguage(language, 'Adel', 'عادل'),
    email: 'sara@example.com',
    phone: '+201001234567',
    image: 'sara.png',
    order_count: 4,
    wallet_balance: 125.5,
    member_since_days: 210,
    loyalty_point: 320,
    ref_code: 'SARA2024',
  };
}
