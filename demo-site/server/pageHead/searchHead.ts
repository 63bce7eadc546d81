import { HOME_PATH, searchPath } from '../../../src/core/catalog/storefrontRoutes';
import { LANGUAGE_PARAMETER } from '../../../src/core/i18n';
import { parseSearchQuery } from '../../../src/core/search/searchPageQuery';
import { translate } from '../http/language';
import type { PageHead } from './headTags';
import { absoluteUrl, type PageContext, pageHead } from './pageBase';
import { breadcrumbList } from './structuredData';

/** What crawlers are told of a search narrowed by filters, a sort or a tab: follow, do not index. */
export const FILTERED_SEARCH_ROBOTS = 'noindex,follow';

/**
 * Whether a search address holds more than the searched text (and the language): a filtered,
 * sorted or tabbed variant, of which only the plain search is worth a place in an index.
 */
function isNarrowed(search: string): boolean {
  const params = new URLSearchParams(search);
  return [...params.keys()].some((key) => key !== 'name' && key !== LANGUAGE_PARAMETER);
}

/**
 * The head of the search page: 'Search results for "{name}"', its canonical address with the
 * searched text alone, and `noindex,follow` for its filtered variants.
 */
export function searchHead(context: PageContext, search: string): PageHead {
  const { shop } = context;
  const { language } = shop;
  const { name: searched } = parseSearchQuery(search);
  const path = searched === '' ? '/search' : searchPath(searched);
  // The search page's own heading, which the storefront's title follows once it has loaded.
  const name =
    searched === ''
      ? translate(language, 'All items')
      : translate(language, 'Search results for "{name}"', { name: searched });
  return pageHead(context, {
    path,
    name,
    description:
      searched === ''
        ? translate(language, 'Search items or stores')
        : translate(language, 'Items and stores matching "{name}"', { name: searched }),
    image: null,
    openGraphType: 'website',
    ...(isNarrowed(search) ? { robots: FILTERED_SEARCH_ROBOTS } : {}),
    jsonLd: [
      breadcrumbList([
        { name: translate(language, 'Home'), url: absoluteUrl(shop, HOME_PATH) },
        { name, url: absoluteUrl(shop, path) },
      ]),
    ],
  });
}
