/*
 * Where sign-in returns to (issue #20): the `from` of /auth/sign-in?from=, when it names a page
 * of this storefront. Anything else would let a link lead a shopper who trusts the shop to
 * another site the moment they sign in (an open redirect), so it is refused for the spec's
 * default, the home page.
 */
import { HOME_PATH } from '../catalog/storefrontRoutes';

/** White space or a backslash: browsers drop tabs and newlines inside a URL, and read '\' as '/'. */
const UNSAFE_CHARACTERS = /[\s\\]/;

/** Whether `text` holds a control character (C0 or DEL), which no storefront path has. */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** The auth pages: returning to one would only ask the customer to sign in again. */
const AUTH_PAGES = /^\/auth(?:[/?#]|$)/;

/**
 * `from` when it is a same-origin storefront path ('/product/7?tab=reviews'): a single leading
 * '/', no '//' host, no backslash, no scheme, no white space, not an auth page; else /home.
 */
export function returnTarget(from: string | null | undefined): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return HOME_PATH;
  if (UNSAFE_CHARACTERS.test(from) || hasControlCharacter(from) || AUTH_PAGES.test(from)) {
    return HOME_PATH;
  }
  // The browser's own reading has the last word: the path must stay on the page's origin.
  const base = 'https://storefront.invalid';
  const url = new URL(from, base);
  return url.origin === base ? from : HOME_PATH;
}
