import { documentTitle } from '../../../src/core/catalog/documentTitle';
import { addressInLanguage, LOCALES, type Locale } from '../../../src/core/i18n';
import type { Alternate, MetaTag, PageHead } from './headTags';
import type { ShopFacts } from './shopFacts';

/** What a page's head is built from beyond its own record. */
export interface PageContext {
  shop: ShopFacts;
  /** Whether the address named the language (`?lang=`): the canonical address then names it too. */
  languageNamed: boolean;
}

/** The Open Graph locale of each language: the shop's Arabic is Egypt's. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { ar: 'ar_EG', en: 'en_US' };

/** A storefront path as an absolute URL at the shop's origin. */
export function absoluteUrl(shop: ShopFacts, path: string): string {
  return `${shop.origin}${path}`;
}

/** The canonical address of a path and its alternates: one per language, and x-default. */
export function pageLinks(
  context: PageContext,
  path: string,
): { canonical: string; alternates: Alternate[] } {
  const { shop } = context;
  const canonical = absoluteUrl(
    shop,
    context.languageNamed ? addressInLanguage(path, shop.language) : path,
  );
  return {
    canonical,
    alternates: [
      ...LOCALES.map((language) => ({
        hreflang: language,
        href: absoluteUrl(shop, addressInLanguage(path, language)),
      })),
      // Without a named language a visitor gets the language they chose before, else Arabic.
      { hreflang: 'x-default', href: absoluteUrl(shop, path) },
    ],
  };
}

/** What a page says of itself; the rest of its head follows from it. */
export interface PageSummary {
  /** The storefront path of the page (its canonical address without the origin). */
  path: string;
  /** The page's own name; the title adds the shop's. */
  name: string | null;
  description: string;
  /** Absolute address of its picture, or null to show the shop's logo. */
  image: string | null;
  openGraphType: 'website' | 'product' | 'business.business';
  robots?: string;
  meta?: readonly MetaTag[];
  jsonLd?: readonly object[];
  /** The picture the page paints largest, to preload (`PageHead.leadImage`). */
  leadImage?: string | null;
}

const property = (key: string, content: string): MetaTag => ({
  attribute: 'property',
  key,
  content,
});

/** A found page's whole head: title, description, links, Open Graph and its structured data. */
export function pageHead(context: PageContext, page: PageSummary): PageHead {
  const { shop } = context;
  const { canonical, alternates } = pageLinks(context, page.path);
  const title = documentTitle(page.name, shop.name);
  const image = page.image ?? shop.logo;
  const otherLocales = LOCALES.filter((language) => language !== shop.language);
  return {
    language: shop.language,
    status: 200,
    title,
    description: page.description,
    canonical,
    alternates,
    robots: page.robots ?? null,
    meta: [
      property('og:site_name', shop.name),
      property('og:type', page.openGraphType),
      property('og:title', page.name ?? title),
      property('og:description', page.description),
      property('og:url', canonical),
      property('og:locale', OPEN_GRAPH_LOCALES[shop.language]),
      ...otherLocales.map((language) =>
        property('og:locale:alternate', OPEN_GRAPH_LOCALES[language]),
      ),
      ...(image === null ? [] : [property('og:image', image)]),
      {
        attribute: 'name',
        key: 'twitter:card',
        content: image ? 'summary_large_image' : 'summary',
      },
      ...(page.meta ?? []),
    ],
    jsonLd: page.jsonLd ?? [],
    leadImage: page.leadImage ?? null,
  };
}
