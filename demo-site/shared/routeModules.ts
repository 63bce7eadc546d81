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

/** The page modules, by the route prefixes that render them. */
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
  { pattern: /^\/(checkout|order-placed)$/, module: 'widgets/checkout/Checkout.tsx' },
  { pattern: /^\/track-order$/, module: 'widgets/order-tracking/OrderTracking.tsx' },
  { pattern: /^\/profile$/, module: 'widgets/order-list/OrderList.tsx' },
  { pattern: /^\/order$/, module: 'widgets/order-details/OrderDetails.tsx' },
] as const;

/**
 * The pages only the browser renders: they show the shopper's own cart, account or orders, which
 * the server does not know, so a page it wrote would be someone else's (an empty cart, a form
 * asking to sign in) until the browser replaced it. Their chunks are still announced in the head.
 */
const BROWSER_ONLY_PAGES: ReadonlySet<PageModule> = new Set([
  'widgets/checkout/Checkout.tsx',
  'widgets/order-tracking/OrderTracking.tsx',
  'widgets/order-list/OrderList.tsx',
  'widgets/order-details/OrderDetails.tsx',
]);

/** A page module's source path. */
export type PageModule = (typeof PAGE_ROUTES)[number]['module'];

/** The page module of `path`, if a page renders it. */
export function pageModuleOf(path: string): PageModule | undefined {
  return PAGE_ROUTES.find(({ pattern }) => pattern.test(path))?.module;
}

/** Whether the server writes the page of `path` for a first visit (a page widget that is not the shopper's own). */
export function rendersOnServer(path: string): boolean {
  const module = pageModuleOf(path);
  return module !== undefined && !BROWSER_ONLY_PAGES.has(module);
}

/** The navigation modules, by the kind of screen and the widths they show at. */
export const NAVIGATION_MODULES = [
  { screen: 'desktop', media: DESKTOP_QUERY, module: 'widgets/header/Header.tsx' },
  { screen: 'phone', media: PHONE_QUERY, module: 'widgets/mobile-nav/MobileNav.tsx' },
] as const;
