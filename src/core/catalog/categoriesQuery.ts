/*
 * The category tree through the shared query cache, kept 480 000 ms (spec §7, §9), so the
 * mega-menu, the mobile drawer and the home page ask the server once between them.
 */
import type { ApiClient } from '../api';
import type { Category } from '../api/wire';
import type { Locale } from '../i18n';
import { CACHE_TIME, type QueryCache, type QueryKey } from '../query';

/** The cache key of the category tree; its names are in the request's language. */
export function categoriesQueryKey(language: Locale): QueryKey {
  return ['categories', language];
}

/** The parent categories with their children, fresh from the cache or from the server. */
export function loadCategories(
  core: { cache: QueryCache; api: Pick<ApiClient, 'getCategories'> },
  language: Locale,
): Promise<Category[]> {
  return core.cache.fetch(
    categoriesQueryKey(language),
    () => core.api.getCategories(undefined, { silent: true }),
    { staleTime: CACHE_TIME.categories },
  );
}
