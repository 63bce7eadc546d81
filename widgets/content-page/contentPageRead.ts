import type { ContentPage, ContentPageName } from '../../src/core/content';
import type { SouqCore } from '../../src/core/createSouqCore';
import type { QueryKey } from '../../src/core/query';

/** The cache key of a content page in a language (each language is its own page). */
export function contentPageKey(name: ContentPageName, language: string): QueryKey {
  return ['content', 'page', name, language];
}

/**
 * Reads a content page in the shopper's language through the core's cache: null when the reply is
 * not a well-formed page. Silent: the page says what went wrong where the shopper is looking.
 */
export function loadContentPage(
  core: Pick<SouqCore, 'api' | 'cache' | 'locale'>,
  name: ContentPageName,
): Promise<ContentPage | null> {
  return core.cache.fetch(contentPageKey(name, core.locale.language.value), () =>
    core.api.getContentPage(name, { silent: true }),
  );
}
