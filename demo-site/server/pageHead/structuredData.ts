/*
 * schema.org structured data (JSON-LD) shared by the page kinds. Each builder returns a plain
 * object; `jsonScriptText` writes it into the page.
 */

const SCHEMA = 'https://schema.org';

/** One step of a breadcrumb trail: its name and absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** A BreadcrumbList of the trail from the home page to the page itself. */
export function breadcrumbList(crumbs: readonly Crumb[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The highest rating a shopper can give (spec: 1 to 5 stars). */
const BEST_RATING = 5;

/** An AggregateRating, or undefined when nobody has rated yet (an empty one is invalid). */
export function aggregateRating(average: number, count: number): object | undefined {
  if (count <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    // One decimal, as the storefront shows a rating.
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: BEST_RATING,
    worstRating: 1,
  };
}

/** A schema.org availability URL for the stock left. */
export function availability(stock: number): string {
  return `${SCHEMA}/${stock > 0 ? 'InStock' : 'OutOfStock'}`;
}

/** The `@context` every top-level JSON-LD object carries. */
export const SCHEMA_CONTEXT = SCHEMA;
