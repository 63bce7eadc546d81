/*
 * Which module each storefront route renders, by source path: the app loads them (pageModules.ts,
 * shellModules.ts) and the server announces their chunks in the page's head, so both read the
 * same table. No imports here: the server reads it without the app's code.
 */

/** The width from which the desktop header replaces the mobile navigation. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** The widths below it, where the mobile navigation shows. */
export const PHONE_QUERY = '(max-width: 1023.98px)';

/** Where the storefront's build starts (Vite's root): the manifest names sources from here. */
export const APP_ROOT = 'demo-site/app';

/**
 * The storefront itself: React and the layout, imported by the entry once the core is made, so
 * the browser evaluates the two in separate tasks. Every route's page head fetches it at once.
 */
export const STOREFRONT_MODULE = 'demo-site/app/mountStorefront.tsx';

/**
 * The page modules, by the route prefixes that render them. The pages only the browser renders
 * (`browserOnly`) show the shopper's own orders, account or wishlist, which the server does not
 * know, so a page it wrote would be someone else's (a form asking to sign in, an order without its
 * details) until the browser replaced it; the phone's verification goes on from a sign-in the
 * browser keeps; their chunks are still announced in the head. The checkout is written
 * by the server as its skeleton, which the browser fills with the shopper's cart.
 */
export const PAGE_ROUTES = [
  { pattern: /^\/home$/, module: 'widgets/home-page/HomePage.tsx' },
  { pattern: /^\/search$/, module: 'widgets/search-page/SearchPage.tsx' },
  { pattern: /^\/categor(y\/[^/]+|ies)$/, module: 'widgets/category-page/CategoryPage.tsx' },
  { pattern: /^\/product\/[^/]+$/, module: 'widgets/product-page/ProductPage.tsx' },
  { pattern: /^\/store\/\d+$/, module: 'widgets/store-page/StorePage.tsx' },
  { pattern: /^\/stores$/, module: 'widgets/stores-page/StoresPage.tsx' },
  { pattern: /^\/flash-sales$/, module: 'widgets/flash-sales-page/FlashSalesPage.tsx' },
  { pattern: /^\/item-campaigns$/, module: 'widgets/campaigns-page/CampaignsPage.tsx' },
  { pattern: /^\/coupons$/, module: 'widgets/coupons-page/CouponsPage.tsx' },
  { pattern: /^\/checkout$/, module: 'widgets/checkout/Checkout.tsx' },
  { pattern: /^\/order-placed$/, module: 'widgets/checkout/Checkout.tsx', browserOnly: true },
  {
    pattern: /^\/track-order$/,
    module: 'widgets/order-tracking/OrderTracking.tsx',
    browserOnly: true,
  },
  { pattern: /^\/profile$/, module: 'widgets/profile/Profile.tsx', browserOnly: true },
  { pattern: /^\/order$/, module: 'widgets/order-details/OrderDetails.tsx', browserOnly: true },
  { pattern: /^\/auth\/sign-in$/, module: 'widgets/sign-in/SignIn.tsx' },
  { pattern: /^\/auth\/sign-up$/, module: 'widgets/sign-up/SignUp.tsx' },
  { pattern: /^\/auth\/verify$/, module: 'widgets/otp/Otp.tsx', browserOnly: true },
  { pattern: /^\/auth\/forgot-password$/, module: 'widgets/password-reset/PasswordReset.tsx' },
  {
    pattern: /^\/wishlist$/,
    module: 'widgets/wishlist-page/WishlistPage.tsx',
    browserOnly: true,
  },
  { pattern: /^\/inbox$/, module: 'widgets/inbox/Inbox.tsx', browserOnly: true },
  {
    pattern:
      /^\/(about-us|terms-and-conditions|privacy-policy|refund-policy|cancellation-policy|shipping-policy)$/,
    module: 'widgets/content-page/ContentPage.tsx',
  },
  { pattern: /^\/help-and-support$/, module: 'widgets/help/Help.tsx' },
  { pattern: /^\/gifts$/, module: 'widgets/gift-spin/GiftSpin.tsx', browserOnly: true },
  { pattern: /^\/parcel$/, module: 'widgets/parcel/Parcel.tsx', browserOnly: true },
  {
    pattern: /^\/prescription$/,
    module: 'widgets/prescription-order/PrescriptionOrder.tsx',
    browserOnly: true,
  },
  { pattern: /^\/store\/apply$/, module: 'widgets/store-application/StoreApplication.tsx' },
  {
    pattern: /^\/delivery-man\/apply$/,
    module: 'widgets/delivery-man-application/DeliveryManApplication.tsx',
  },
] as const;

/** A page module's source path. */
export type PageModule = (typeof PAGE_ROUTES)[number]['module'];

const routeOf = (path: string) => PAGE_ROUTES.find(({ pattern }) => pattern.test(path));

/** The page module of `path`, if a page renders it. */
export function pageModuleOf(path: string): PageModule | undefined {
  return routeOf(path)?.module;
}

/** Whether the server writes the page of `path` for a first visit (a page widget that is not the shopper's own). */
export function rendersOnServer(path: string): boolean {
  const route = routeOf(path);
  return route !== undefined && !('browserOnly' in route);
}

/** The navigation modules, by the kind of screen and the widths they show at. */
export const NAVIGATION_MODULES = [
  { screen: 'desktop', media: DESKTOP_QUERY, module: 'widgets/header/Header.tsx' },
  { screen: 'phone', media: PHONE_QUERY, module: 'widgets/mobile-nav/MobileNav.tsx' },
] as const;
