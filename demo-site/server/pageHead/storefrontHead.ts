import { documentTitle } from '../../../src/core/catalog/documentTitle';
import type { Locale, MessageKey } from '../../../src/core/i18n';
import type { Database } from '../db/database';
import { translate } from '../http/language';
import { MAX_ROW_ID } from '../routes/catalog/inputSchemas';
import { categoryHead, readCategory } from './categoryHead';
import type { PageHead } from './headTags';
import type { PageContext } from './pageBase';
import { productHead, readProduct } from './productHead';
import { searchHead } from './searchHead';
import { readStore, storeHead } from './storeHead';

/** What the robots meta of a page that is not there says. */
export const NOT_FOUND_ROBOTS = 'noindex';

/**
 * The pages whose head the server writes, read from a path. An id of null is an address of that
 * kind of page that can name no record (out of range, not a number): a page that is not there.
 */
export type HeadedPage =
  | { kind: 'product'; key: string }
  | { kind: 'store'; id: number | null }
  | { kind: 'category'; id: number | null }
  | { kind: 'search' };

function numericId(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Which headed page a path is; null for every other route. `/store/{id}` is a store only for
 * digits: `/store/apply` is the become-a-store-owner page.
 */
export function headedPage(path: string): HeadedPage | null {
  if (path === '/search') return { kind: 'search' };
  const match = /^\/(product|store|category)\/([^/]+)\/?$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  const segment = decodeSegment(match[2]);
  switch (match[1]) {
    case 'product':
      return { kind: 'product', key: segment ?? '' };
    case 'store':
      return /^\d+$/.test(match[2]) ? { kind: 'store', id: numericId(match[2]) } : null;
    default:
      return { kind: 'category', id: segment === null ? null : numericId(segment) };
  }
}

/**
 * The heading each kind of page shows when its record is not there; the title names it, as the
 * storefront's title follows the heading once the page has loaded.
 */
const NOT_FOUND_HEADINGS = {
  product: 'Product not found',
  store: 'Store not found',
  category: 'Category not found',
} as const satisfies Record<Exclude<HeadedPage['kind'], 'search'>, MessageKey>;

/** The head of a page that is not there: the not-found title, kept out of every index. */
export function notFoundHead(
  kind: keyof typeof NOT_FOUND_HEADINGS,
  language: Locale,
  shopName: string,
): PageHead {
  return {
    language,
    status: 404,
    title: documentTitle(translate(language, NOT_FOUND_HEADINGS[kind]), shopName),
    description: translate(language, 'The page you are looking for does not exist or has moved.'),
    canonical: null,
    alternates: [],
    robots: NOT_FOUND_ROBOTS,
    meta: [],
    jsonLd: [],
    leadImage: null,
  };
}

/** The head of a headed page, read from the database (one indexed read past the config). */
export async function readPageHead(
  db: Database,
  page: HeadedPage,
  context: PageContext,
  search: string,
): Promise<PageHead> {
  const missing = (kind: keyof typeof NOT_FOUND_HEADINGS) =>
    notFoundHead(kind, context.shop.language, context.shop.name);
  switch (page.kind) {
    case 'product': {
      const item = await readProduct(db, page.key);
      return item ? productHead(context, item) : missing('product');
    }
    case 'store': {
      const store = page.id === null ? null : await readStore(db, page.id);
      return store ? storeHead(context, store) : missing('store');
    }
    case 'category': {
      const category = page.id === null ? null : await readCategory(db, page.id);
      return category ? categoryHead(context, category) : missing('category');
    }
    case 'search':
      return searchHead(context, search);
    default:
      return page satisfies never;
  }
}
