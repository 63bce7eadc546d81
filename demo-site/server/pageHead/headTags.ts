import type { Locale } from '../../../src/core/i18n';
import { escapeHtml, jsonScriptText } from './escape';

/** One `<meta>` of the head: Open Graph ones are named by `property`, the others by `name`. */
export interface MetaTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** Another language's version of a page, for `<link rel="alternate" hreflang>`. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** What the server writes into a storefront page before any script runs. */
export interface PageHead {
  language: Locale;
  /** 404 when the address names no product, store or category. */
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's one absolute address; null for a page that is not there. */
  canonical: string | null;
  alternates: readonly Alternate[];
  /** The robots directive, or null to let crawlers index and follow as they do by default. */
  robots: string | null;
  meta: readonly MetaTag[];
  /** Structured data, each written as its own JSON-LD script. */
  jsonLd: readonly object[];
  /**
   * The picture the page paints largest on a phone (a product's main picture), preloaded at high
   * priority so it downloads alongside the scripts instead of after them; null for none.
   */
  leadImage: string | null;
}

/** The head's tags as HTML, every value escaped; the title and description come first. */
export function headTagsHtml(head: PageHead): string {
  const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta${attribute('name', 'description')}${attribute('content', head.description)}>`,
  ];
  if (head.robots !== null) {
    tags.push(`<meta${attribute('name', 'robots')}${attribute('content', head.robots)}>`);
  }
  if (head.canonical !== null) {
    tags.push(`<link${attribute('rel', 'canonical')}${attribute('href', head.canonical)}>`);
  }
  for (const alternate of head.alternates) {
    tags.push(
      `<link${attribute('rel', 'alternate')}${attribute('hreflang', alternate.hreflang)}${attribute('href', alternate.href)}>`,
    );
  }
  if (head.leadImage !== null) {
    tags.push(
      `<link${attribute('rel', 'preload')}${attribute('as', 'image')}${attribute('href', head.leadImage)}${attribute('fetchpriority', 'high')}>`,
    );
  }
  for (const meta of head.meta) {
    tags.push(`<meta${attribute(meta.attribute, meta.key)}${attribute('content', meta.content)}>`);
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonScriptText(data)}</script>`);
  }
  return tags.map((tag) => `    ${tag}\n`).join('');
}
