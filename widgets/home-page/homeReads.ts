/*
 * The server reads of the home page's first screen, shared by its sections and by the router,
 * which starts them as soon as the first load has the shop's zone and module: before the layout
 * and the page have rendered, so the banner (the page's largest paint) is not kept waiting for
 * that render. The sections read the same keys through the same cache, which answers them from
 * the request already in flight.
 */
import type { BannersReply } from '../../src/core/api/wire';
import { loadCategories } from '../../src/core/catalog';
import type { SouqCore } from '../../src/core/createSouqCore';
import type { QueryKey } from '../../src/core/query';

/** The cache key and loader of a home section's read. */
export interface HomeRead<T> {
  key: QueryKey;
  load: () => Promise<T>;
}

type HomeCore = Pick<SouqCore, 'api' | 'cache' | 'locale' | 'modules'>;

/** The banners and campaigns at the top of the page, in the shopper's language. */
export function bannersRead({ api, cache, locale }: HomeCore): HomeRead<BannersReply> {
  const key = ['banners', locale.language.value];
  return { key, load: () => cache.fetch(key, () => api.getBanners({ silent: true })) };
}

/**
 * Starts the reads of the home page's first screen: the banners, the category tree and the shop's
 * modules (the strip above the categories); settles once all are in the cache, and fails when
 * one does (the sections say so themselves).
 */
export async function prefetchHome(core: HomeCore): Promise<void> {
  await Promise.all([
    bannersRead(core).load(),
    loadCategories(core, core.locale.language.value),
    core.modules.load(),
  ]);
}
