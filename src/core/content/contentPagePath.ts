import { CONTENT_PAGE_NAMES, type ContentPageName } from './contentPage';

/** Whether `text` names a content page (an element's `page` attribute, a route's segment). */
export function isContentPageName(text: string): text is ContentPageName {
  return (CONTENT_PAGE_NAMES as readonly string[]).includes(text);
}

/** The storefront route of a content page: `/about-us`, `/refund-policy` … */
export function contentPagePath(name: ContentPageName): string {
  return `/${name}`;
}

/** The content page a storefront path shows, if it is one (`/shipping-policy`). */
export function contentPageOfPath(path: string): ContentPageName | undefined {
  const name = path.startsWith('/') ? path.slice(1) : '';
  return isContentPageName(name) ? name : undefined;
}
