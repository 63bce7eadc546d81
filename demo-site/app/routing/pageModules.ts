/*
 * The storefront's pages load as separate chunks, so the first page does not carry the code of
 * every other one (the 404 page is small and also serves the first load, so it stays in the
 * main chunk). Asking for a page's module again returns the same promise.
 */
import { effect } from '@preact/signals-core';
import { HOME_PATH, productKeyOfPath } from '../../../src/core/catalog';
import type { SouqCore } from '../../../src/core/createSouqCore';
import { SEARCH_PAGE_PATH } from '../../../src/core/search';
import { prefetchHome } from '../../../widgets/home-page/homeReads';
import { prefetchProductPage } from '../../../widgets/product-page/prefetchProductPage';
import { prefetchSearchPage } from '../../../widgets/search-page/itemResults';
import { cachedLoad as cached } from './cachedLoad';
import { type PageModule, pageModuleOf } from '../../shared/routeModules';

/** /home. */
export const loadHomePage = cached(() =>
  import('../../../widgets/home-page/HomePage').then((m) => ({ default: m.HomePage })),
);

/** /search. */
export const loadSearchPage = cached(() =>
  import('../../../widgets/search-page/SearchPage').then((m) => ({ default: m.SearchPage })),
);

/** /categories and /category/{id}. */
export const loadCategoryPage = cached(() =>
  import('../../../widgets/category-page/CategoryPage').then((m) => ({ default: m.CategoryPage })),
);

/** /product/{id}. */
export const loadProductPage = cached(() =>
  import('../../../widgets/product-page/ProductPage').then((m) => ({ default: m.ProductPage })),
);

/** /store/{id}. */
export const loadStorePage = cached(() =>
  import('../../../widgets/store-page/StorePage').then((m) => ({ default: m.StorePage })),
);

/** /stores. */
export const loadStoresPage = cached(() =>
  import('../../../widgets/stores-page/StoresPage').then((m) => ({ default: m.StoresPage })),
);

/** /flash-sales. */
export const loadFlashSalesPage = cached(() =>
  import('../../../widgets/flash-sales-page/FlashSalesPage').then((m) => ({
    default: m.FlashSalesPage,
  })),
);

/** /item-campaigns. */
export const loadCampaignsPage = cached(() =>
  import('../../../widgets/campaigns-page/CampaignsPage').then((m) => ({
    default: m.CampaignsPage,
  })),
);

/** /coupons. */
export const loadCouponsPage = cached(() =>
  import('../../../widgets/coupons-page/CouponsPage').then((m) => ({ default: m.CouponsPage })),
);

/** The loader of each page module of the route table. */
const LOADERS: Record<PageModule, () => Promise<unknown>> = {
  'widgets/home-page/HomePage.tsx': loadHomePage,
  'widgets/search-page/SearchPage.tsx': loadSearchPage,
  'widgets/category-page/CategoryPage.tsx': loadCategoryPage,
  'widgets/product-page/ProductPage.tsx': loadProductPage,
  'widgets/store-page/StorePage.tsx': loadStorePage,
  'widgets/stores-page/StoresPage.tsx': loadStoresPage,
  'widgets/flash-sales-page/FlashSalesPage.tsx': loadFlashSalesPage,
  'widgets/campaigns-page/CampaignsPage.tsx': loadCampaignsPage,
  'widgets/coupons-page/CouponsPage.tsx': loadCouponsPage,
};

/** Starts loading the page of `path` early, alongside the shop's configuration. */
export function preloadPage(path: string): void {
  const module = pageModuleOf(path);
  if (module) void LOADERS[module]();
}

/**
 * Starts the server reads of the first screen of `path`'s page, once the first load has what
 * they need (the zone and the module), while the layout and the page are still to render.
 */
export function prefetchPageData(path: string, core: SouqCore): void {
  if (path === HOME_PATH) prefetchHome(core);
  if (path === SEARCH_PAGE_PATH) prefetchSearchPage(core, window.location.search);
  const product = productKeyOfPath(path);
  if (product !== undefined) prefetchProductPage(core, product);
}

/**
 * Starts the first screen's reads of `path` as soon as the first load has settled the zone and
 * the module they are asked in (at once for a returning shopper), without waiting for the rest
 * of it: a new visitor's guest id is one more round trip the banner need not wait for.
 */
export function prefetchPageDataOnceZoned(path: string, core: SouqCore): void {
  let started = false;
  const stop = effect(() => {
    if (started || !core.session.located.value) return;
    started = true;
    // The effect's own first run may be this one, before `stop` is assigned.
    queueMicrotask(() => stop());
    prefetchPageData(path, core);
  });
}
