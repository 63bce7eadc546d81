/*
 * The shop's content pages (about us, terms, privacy and the policies) as structured blocks:
 * headings, paragraphs and lists whose text may carry links. The server stores and sends them as
 * data, never as HTML, so a page renders them with its own elements and trusts no markup.
 */
import * as v from 'valibot';
import type { Config } from '../api/wire';
import { featureOn } from '../shop/features';

/** A run of text, or a link when it has an `href` (see `isSafeHref`). */
export interface ContentText {
  text: string;
  href?: string;
}

/** A heading inside the page (the page's own title is its h1). */
export interface HeadingBlock {
  type: 'heading';
  level: 2 | 3;
  text: string;
}

/** A paragraph of runs. */
export interface ParagraphBlock {
  type: 'paragraph';
  content: ContentText[];
}

/** A bulleted or numbered list; each item is a line of runs. */
export interface ListBlock {
  type: 'list';
  ordered: boolean;
  items: ContentText[][];
}

/** One block of a content page. */
export type ContentBlock = HeadingBlock | ParagraphBlock | ListBlock;

/** The names of the content pages, as the storefront's routes spell them. */
export const CONTENT_PAGE_NAMES = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'refund-policy',
  'cancellation-policy',
  'shipping-policy',
] as const;

/** A content page's name. */
export type ContentPageName = (typeof CONTENT_PAGE_NAMES)[number];

/** The config flag that switches a policy page on (spec §3: 0 hides it). */
export type ContentPageFlag = 'refund_policy' | 'cancelation_policy' | 'shipping_policy';

/** Where a page is kept and asked for, and the flag that governs it. */
export interface ContentPageEntry {
  /** 6amMart's setting name, the key of the stored page. */
  key: string;
  /** The 6amMart v1 path under /api/v1 (it spells the cancellation page `cancelation`). */
  apiPath: string;
  /** The config flag that must not be 0 for the page to exist; null: always there. */
  flag: ContentPageFlag | null;
}

/** Every content page: its stored key, its API path and its flag. */
export const CONTENT_PAGES: Readonly<Record<ContentPageName, ContentPageEntry>> = {
  'about-us': { key: 'about_us', apiPath: 'about-us', flag: null },
  'terms-and-conditions': {
    key: 'terms_and_conditions',
    apiPath: 'terms-and-conditions',
    flag: null,
  },
  'privacy-policy': { key: 'privacy_policy', apiPath: 'privacy-policy', flag: null },
  'refund-policy': { key: 'refund_policy', apiPath: 'refund-policy', flag: 'refund_policy' },
  'cancellation-policy': {
    key: 'cancellation_policy',
    apiPath: 'cancelation',
    flag: 'cancelation_policy',
  },
  'shipping-policy': {
    key: 'shipping_policy',
    apiPath: 'shipping-policy',
    flag: 'shipping_policy',
  },
};

/** A content page as the API sends it, in the request's language. */
export interface ContentPage {
  key: string;
  title: string;
  blocks: ContentBlock[];
  /** ISO instant of the last change, for "last updated" lines. */
  updated_at: string;
}

/** Longest text of one run or heading, and most blocks, items and runs a page may hold. */
export const CONTENT_LIMITS = { text: 4000, blocks: 200, items: 100, runs: 50 } as const;

/** Where a link may go: the shop's own paths, https pages, mail and phone. */
const SAFE_HREF =
  /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d-]+)$/;

/**
 * Whether a link target is one a page may render as it is: a path of the shop (not `//host`),
 * an https URL, an e-mail or a phone number. `javascript:`, `data:` and the like never are.
 */
export function isSafeHref(href: string): boolean {
  return href.length <= 2048 && SAFE_HREF.test(href);
}

const text = v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.text));
const run = v.object({
  text,
  href: v.exactOptional(v.pipe(v.string(), v.check(isSafeHref))),
});
const line = v.pipe(v.array(run), v.maxLength(CONTENT_LIMITS.runs));

/** The shape of one block, for whoever stores or reads pages. */
export const contentBlockSchema = v.variant('type', [
  v.object({ type: v.literal('heading'), level: v.picklist([2, 3]), text }),
  v.object({ type: v.literal('paragraph'), content: line }),
  v.object({
    type: v.literal('list'),
    ordered: v.boolean(),
    items: v.pipe(v.array(line), v.maxLength(CONTENT_LIMITS.items)),
  }),
]);

/** The blocks of a page. */
export const contentBlocksSchema = v.pipe(
  v.array(contentBlockSchema),
  v.maxLength(CONTENT_LIMITS.blocks),
);

const contentPageSchema = v.object({
  key: v.string(),
  title: text,
  blocks: contentBlocksSchema,
  updated_at: v.string(),
});

/**
 * A reply read as a content page, or null when it is not one (an HTML string from another
 * backend, a link to `javascript:` …): a page shows nothing rather than something unchecked.
 */
export function readContentPage(body: unknown): ContentPage | null {
  const parsed = v.safeParse(contentPageSchema, body);
  return parsed.success ? parsed.output : null;
}

/** Whether the shop shows a page: the policies only while their flag is not 0. */
export function contentPageShown(name: ContentPageName, config: Partial<Config> | null): boolean {
  const { flag } = CONTENT_PAGES[name];
  return flag === null || featureOn(config?.[flag]);
}

/** The plain text of a page's blocks, one line each (for a meta description or a search index). */
export function contentPlainText(blocks: readonly ContentBlock[]): string {
  const lineText = (runs: readonly ContentText[]) => runs.map((part) => part.text).join('');
  return blocks
    .flatMap((block) => {
      switch (block.type) {
        case 'heading':
          return [block.text];
        case 'paragraph':
          return [lineText(block.content)];
        case 'list':
          return block.items.map(lineText);
        default:
          return block satisfies never;
      }
    })
    .join('\n');
}
