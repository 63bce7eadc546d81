/** Separates a page's own name from the shop's in the document title. */
export const TITLE_SEPARATOR = ' | ';

/**
 * The document title of a storefront page: "{page} | {shop}", the page named by its main heading
 * with its whitespace collapsed; the shop's name alone for a page with no name of its own or one
 * named as the shop. The server writes it into the HTML it sends and the storefront sets the same
 * when it navigates, so a tab, a bookmark and a search result read alike.
 */
export function documentTitle(pageName: string | null, shopName: string): string {
  const page = (pageName ?? '').replace(/\s+/g, ' ').trim();
  return page === '' || page === shopName ? shopName : `${page}${TITLE_SEPARATOR}${shopName}`;
}
