/*
 * Every Souq element the loader can define, and how to fetch its code. Each importer is a
 * separate chunk in the embed build: a page pays only for the elements it holds.
 */

/** Loads a widget's `define.ts`, which registers its element. */
export type ElementImporter = () => Promise<unknown>;

/** Tag name → the importer of the module that defines it. */
export type ElementRegistry = Readonly<Record<`souq-${string}`, ElementImporter>>;

/** The kit's elements: one entry per widget with a `define.ts`. */
export const elementRegistry: ElementRegistry = {
  'souq-add-to-cart': () => import('../../../widgets/add-to-cart/define'),
  'souq-cart-drawer': () => import('../../../widgets/cart-drawer/define'),
  'souq-country-switcher': () => import('../../../widgets/country-switcher/define'),
  'souq-footer': () => import('../../../widgets/footer/define'),
  'souq-header': () => import('../../../widgets/header/define'),
  'souq-home-page': () => import('../../../widgets/home-page/define'),
  'souq-search-page': () => import('../../../widgets/search-page/define'),
  'souq-category-page': () => import('../../../widgets/category-page/define'),
  'souq-product-page': () => import('../../../widgets/product-page/define'),
  'souq-store-page': () => import('../../../widgets/store-page/define'),
  'souq-stores-page': () => import('../../../widgets/stores-page/define'),
  'souq-flash-sales-page': () => import('../../../widgets/flash-sales-page/define'),
  'souq-campaigns-page': () => import('../../../widgets/campaigns-page/define'),
  'souq-coupons-page': () => import('../../../widgets/coupons-page/define'),
  'souq-checkout': () => import('../../../widgets/checkout/define'),
  'souq-order-tracking': () => import('../../../widgets/order-tracking/define'),
  'souq-order-list': () => import('../../../widgets/order-list/define'),
  'souq-order-details': () => import('../../../widgets/order-details/define'),
  'souq-sign-in': () => import('../../../widgets/sign-in/define'),
  'souq-sign-up': () => import('../../../widgets/sign-up/define'),
  'souq-otp': () => import('../../../widgets/otp/define'),
  'souq-password-reset': () => import('../../../widgets/password-reset/define'),
  'souq-profile': () => import('../../../widgets/profile/define'),
  'souq-addresses': () => import('../../../widgets/addresses/define'),
  'souq-wishlist-page': () => import('../../../widgets/wishlist-page/define'),
  'souq-wallet': () => import('../../../widgets/wallet/define'),
  'souq-loyalty': () => import('../../../widgets/loyalty/define'),
  'souq-referral': () => import('../../../widgets/referral/define'),
  'souq-inbox': () => import('../../../widgets/inbox/define'),
  'souq-maintenance': () => import('../../../widgets/maintenance/define'),
  'souq-gift-spin': () => import('../../../widgets/gift-spin/define'),
  'souq-prescription-order': () => import('../../../widgets/prescription-order/define'),
  'souq-parcel': () => import('../../../widgets/parcel/define'),
  'souq-delivery-man-application': () => import('../../../widgets/delivery-man-application/define'),
  'souq-store-application': () => import('../../../widgets/store-application/define'),
  'souq-help': () => import('../../../widgets/help/define'),
  'souq-content-page': () => import('../../../widgets/content-page/define'),
  'souq-language-switcher': () => import('../../../widgets/language-switcher/define'),
  'souq-mega-menu': () => import('../../../widgets/mega-menu/define'),
  'souq-mobile-nav': () => import('../../../widgets/mobile-nav/define'),
  'souq-module-switcher': () => import('../../../widgets/module-switcher/define'),
  'souq-search-box': () => import('../../../widgets/search-box/define'),
  'souq-theme-switch': () => import('../../../widgets/theme-switch/define'),
  'souq-wishlist-button': () => import('../../../widgets/wishlist-button/define'),
  'souq-wishlist-drawer': () => import('../../../widgets/wishlist-drawer/define'),
};
