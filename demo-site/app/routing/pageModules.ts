/*
 * The storefront's pages load as separate chunks, so the first page does not carry the code of
 * every other one (the 404 page is small and also serves the first load, so it stays in the
 * main chunk). Asking for a page's module again returns the same promise.
 */
import { effect } from '@preact/signals-core';
import { HOME_PATH, productKeyOfPath } from '../../../src/core/catalog';
import { contentPageOfPath } from '../../../src/core/content';
import type { SouqCore } from '../../../src/core/createSouqCore';
import { SEARCH_PAGE_PATH } from '../../../src/core/search';
import { preloadableLazy } from '../../../src/ui/hooks/preloadableLazy';
import { loadContentPage } from '../../../widgets/content-page/contentPageRead';
import { prefetchHome } from '../../../widgets/home-page/homeReads';
import { prefetchProductPage } from '../../../widgets/product-page/prefetchProductPage';
import { prefetchSearchPage } from '../../../widgets/search-page/itemResults';
import { type PageModule, pageModuleOf } from '../../shared/routeModules';
import type { StorefrontLocation } from './historyNavigation';

/** /home. */
export const homePage = preloadableLazy(() =>
  import('../../../widgets/home-page/HomePage').then((m) => m.HomePage),
);

/** /search. */
export const searchPage = preloadableLazy(() =>
  import('../../../widgets/search-page/SearchPage').then((m) => m.SearchPage),
);

/** /categories and /category/{id}. */
export const categoryPage = preloadableLazy(() =>
  import('../../../widgets/category-page/CategoryPage').then((m) => m.CategoryPage),
);

/** /product/{id}. */
export const productPage = preloadableLazy(() =>
  import('../../../widgets/product-page/ProductPage').then((m) => m.ProductPage),
);

/** /store/{id}. */
export const storePage = preloadableLazy(() =>
  import('../../../widgets/store-page/StorePage').then((m) => m.StorePage),
);

/** /stores. */
export const storesPage = preloadableLazy(() =>
  import('../../../widgets/stores-page/StoresPage').then((m) => m.StoresPage),
);

/** /flash-sales. */
export const flashSalesPage = preloadableLazy(() =>
  import('../../../widgets/flash-sales-page/FlashSalesPage').then((m) => m.FlashSalesPage),
);

/** /item-campaigns. */
export const campaignsPage = preloadableLazy(() =>
  import('../../../widgets/campaigns-page/CampaignsPage').then((m) => m.CampaignsPage),
);

/** /coupons. */
export const couponsPage = preloadableLazy(() =>
  import('../../../widgets/coupons-page/CouponsPage').then((m) => m.CouponsPage),
);

/** /checkout?page=cart and /order-placed?id=…. */
export const checkoutPage = preloadableLazy(() =>
  import('../../../widgets/checkout/Checkout').then((m) => m.Checkout),
);

/** /order?id=…. */
export const orderDetailsPage = preloadableLazy(() =>
  import('../../../widgets/order-details/OrderDetails').then((m) => m.OrderDetails),
);

/** /track-order. */
export const orderTrackingPage = preloadableLazy(() =>
  import('../../../widgets/order-tracking/OrderTracking').then((m) => m.OrderTracking),
);

/** /auth/sign-in?from=…. */
export const signInPage = preloadableLazy(() =>
  import('../../../widgets/sign-in/SignIn').then((m) => m.SignIn),
);

/** /auth/sign-up. */
export const signUpPage = preloadableLazy(() =>
  import('../../../widgets/sign-up/SignUp').then((m) => m.SignUp),
);

/** /auth/verify?phone=…. */
export const otpPage = preloadableLazy(() => import('../../../widgets/otp/Otp').then((m) => m.Otp));

/** /auth/forgot-password. */
export const passwordResetPage = preloadableLazy(() =>
  import('../../../widgets/password-reset/PasswordReset').then((m) => m.PasswordReset),
);

/** /profile?page=…: the profile's sections, my orders among them. */
export const profilePage = preloadableLazy(() =>
  import('../../../widgets/profile/Profile').then((m) => m.Profile),
);

/** /wishlist. */
export const wishlistPage = preloadableLazy(() =>
  import('../../../widgets/wishlist-page/WishlistPage').then((m) => m.WishlistPage),
);

/** /inbox: the customer's conversation with support. */
export const inboxPage = preloadableLazy(() =>
  import('../../../widgets/inbox/Inbox').then((m) => m.Inbox),
);

/** /parcel: sending a parcel. */
export const parcelPage = preloadableLazy(() =>
  import('../../../widgets/parcel/Parcel').then((m) => m.Parcel),
);

/** /gifts: the gift packets and the customer's spins. */
export const giftSpinPage = preloadableLazy(() =>
  import('../../../widgets/gift-spin/GiftSpin').then((m) => m.GiftSpin),
);

/** /prescription: an order by prescription, sent to a pharmacy. */
export const prescriptionOrderPage = preloadableLazy(() =>
  import('../../../widgets/prescription-order/PrescriptionOrder').then((m) => m.PrescriptionOrder),
);

/** /about-us, /terms-and-conditions, /privacy-policy and the three policies. */
export const contentPage = preloadableLazy(() =>
  import('../../../widgets/content-page/ContentPage').then((m) => m.ContentPage),
);

/** /help-and-support. */
export const helpPage = preloadableLazy(() =>
  import('../../../widgets/help/Help').then((m) => m.Help),
);

/** /store/apply: the store-owner application. */
export const storeApplicationPage = preloadableLazy(() =>
  import('../../../widgets/store-application/StoreApplication').then((m) => m.StoreApplication),
);

/** /delivery-man/apply: the delivery-man registration. */
export const deliveryManApplicationPage = preloadableLazy(() =>
  import('../../../widgets/delivery-man-application/DeliveryManApplication').then(
    (m) => m.DeliveryManApplication,
  ),
);

/** The loader of each page module of the route table. */
const LOADERS: Record<PageModule, () => Promise<unknown>> = {
  'widgets/home-page/HomePage.tsx': homePage.load,
  'widgets/search-page/SearchPage.tsx': searchPage.load,
  'widgets/category-page/CategoryPage.tsx': categoryPage.load,
  'widgets/product-page/ProductPage.tsx': productPage.load,
  'widgets/store-page/StorePage.tsx': storePage.load,
  'widgets/stores-page/StoresPage.tsx': storesPage.load,
  'widgets/flash-sales-page/FlashSalesPage.tsx': flashSalesPage.load,
  'widgets/campaigns-page/CampaignsPage.tsx': campaignsPage.load,
  'widgets/coupons-page/CouponsPage.tsx': couponsPage.load,
  'widgets/checkout/Checkout.tsx': checkoutPage.load,
  'widgets/order-tracking/OrderTracking.tsx': orderTrackingPage.load,
  'widgets/profile/Profile.tsx': profilePage.load,
  'widgets/order-details/OrderDetails.tsx': orderDetailsPage.load,
  'widgets/sign-in/SignIn.tsx': signInPage.load,
  'widgets/sign-up/SignUp.tsx': signUpPage.load,
  'widgets/otp/Otp.tsx': otpPage.load,
  'widgets/password-reset/PasswordReset.tsx': passwordResetPage.load,
  'widgets/wishlist-page/WishlistPage.tsx': wishlistPage.load,
  'widgets/inbox/Inbox.tsx': inboxPage.load,
  'widgets/content-page/ContentPage.tsx': contentPage.load,
  'widgets/help/Help.tsx': helpPage.load,
  'widgets/gift-spin/GiftSpin.tsx': giftSpinPage.load,
  'widgets/parcel/Parcel.tsx': parcelPage.load,
  'widgets/prescription-order/PrescriptionOrder.tsx': prescriptionOrderPage.load,
  'widgets/store-application/StoreApplication.tsx': storeApplicationPage.load,
  'widgets/delivery-man-application/DeliveryManApplication.tsx': deliveryManApplicationPage.load,
};

/** Starts loading the page of `path` early; settles once its module is at hand. */
export async function preloadPage(path: string): Promise<void> {
  const module = pageModuleOf(path);
  if (module) await LOADERS[module]();
}

/**
 * Starts the server reads of the first screen of the page at `path` (with its query string
 * `search`), once the first load has what they need (the zone and the module), while the layout
 * and the page are still to render. Settles once they are in the cache, and fails when one
 * fails (the page says so itself).
 */
export async function prefetchPageData(
  { path, search }: StorefrontLocation,
  core: SouqCore,
): Promise<void> {
  if (path === HOME_PATH) await prefetchHome(core);
  if (path === SEARCH_PAGE_PATH) await prefetchSearchPage(core, search);
  const product = productKeyOfPath(path);
  if (product !== undefined) await prefetchProductPage(core, product);
  const content = contentPageOfPath(path);
  if (content !== undefined) await loadContentPage(core, content);
}

/** For reads started early whose failures the page shows where the shopper looks. */
const failuresShowOnThePage = () => undefined;

/** `prefetchPageData` for whoever does not wait for the reads. */
export function startPageData(location: StorefrontLocation, core: SouqCore): void {
  prefetchPageData(location, core).catch(failuresShowOnThePage);
}

/**
 * Starts the first screen's reads of `location` as soon as the first load has settled the zone
 * and the module they are asked in (at once for a returning shopper), without waiting for the
 * rest of it: a new visitor's guest id is one more round trip the banner need not wait for.
 */
export function prefetchPageDataOnceZoned(location: StorefrontLocation, core: SouqCore): void {
  let started = false;
  const stop = effect(() => {
    if (started || !core.session.located.value) return;
    started = true;
    // The effect's own first run may be this one, before `stop` is assigned.
    queueMicrotask(() => stop());
    startPageData(location, core);
  });
}
