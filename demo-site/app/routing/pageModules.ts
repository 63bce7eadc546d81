/*
 * The storefront's pages load as separate chunks, so the first page does not carry the code of
 * every other one (the 404 page is small and also serves the first load, so it stays in the
 * main chunk). Asking for a page's module again returns the same promise.
 */
import type { ComponentType } from 'react';
import { HOME_PATH } from '../../../src/core/catalog';
import type { SouqCore } from '../../../src/core/createSouqCore';
import { prefetchHome } from '../../../widgets/home-page/homeReads';

type PageModule = () => Promise<{ default: ComponentType }>;

const cached = (load: PageModule): PageModule => {
  let promise: ReturnType<PageModule> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
};

/** /home. */
export const loadHomePage = cached(() =>
  import('../../../widgets/home-page/HomePage').then((module) => ({ default: module.HomePage })),
);

/** Starts loading the page of `path` early, alongside the shop's configuration. */
export function preloadPage(path: string): void {
  if (path === HOME_PATH) void loadHomePage();
}

/**
 * Starts the server reads of the first screen of `path`'s page, once the first load has what
 * they need (the zone and the module), while the layout and the page are still to render.
 */
export function prefetchPageData(path: string, core: SouqCore): void {
  if (path === HOME_PATH) prefetchHome(core);
}
