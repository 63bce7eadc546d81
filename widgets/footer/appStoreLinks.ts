/*
 * The app-store buttons of the footer: each store is offered only while its status flag in the
 * landing data is on and some link to it is known.
 */
import type { LandingData } from '../../src/core/api/wire';
import type { AppUrls } from '../../src/core/shop';
import { externalUrl } from './externalUrl';

/** The app stores the shop's customer app is published in. */
export const APP_STORES = ['android', 'ios'] as const;

/** One of `APP_STORES`. */
export type AppStore = (typeof APP_STORES)[number];

/** A store button to show: which store, and where it goes. */
export interface AppStoreLink {
  store: AppStore;
  href: string;
}

function storeEntry(
  store: AppStore,
  links: LandingData['download_user_app_links'],
  appUrls: AppUrls,
): { status: unknown; urls: readonly (string | undefined)[] } {
  switch (store) {
    case 'android':
      return {
        status: links.playstore_url_status,
        urls: [links.playstore_url, appUrls.android],
      };
    case 'ios':
      return {
        status: links.apple_store_url_status,
        urls: [links.apple_store_url, appUrls.ios],
      };
    default:
      return store satisfies never;
  }
}

/**
 * The store buttons to show: none before the landing data has loaded (its flags decide), then
 * each store whose status is on and that has a web link, the landing data's first and the shop's
 * own app link after it.
 */
export function appStoreLinks(landing: LandingData | undefined, appUrls: AppUrls): AppStoreLink[] {
  const links = landing?.download_user_app_links;
  if (!links) return [];
  return APP_STORES.flatMap((store) => {
    const { status, urls } = storeEntry(store, links, appUrls);
    if (Number(status) !== 1) return [];
    const href = urls.map(externalUrl).find((url) => url !== null);
    return href ? [{ store, href }] : [];
  });
}
