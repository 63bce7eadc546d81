import type {
  ContentBlock,
  ContentText,
  HeadingBlock,
  ListBlock,
  ParagraphBlock,
} from '../../../../src/core/content';

/*
 * Small builders the seeded pages are written with, so their text reads as text rather than as
 * nested objects.
 */

/** A run of text, or a link to `href`. */
export const run = (text: string, href?: string): ContentText =>
  href === undefined ? { text } : { text, href };

/** A section heading. */
export const heading = (text: string, level: 2 | 3 = 2): HeadingBlock => ({
  type: 'heading',
  level,
  text,
});

/** A paragraph of runs; plain strings are runs without a link. */
export const paragraph = (...parts: Array<string | ContentText>): ParagraphBlock => ({
  type: 'paragraph',
  content: parts.map((part) => (typeof part === 'string' ? run(part) : part)),
});

/** A bulleted list of one-run items. */
export const bullets = (...items: string[]): ListBlock => ({
  type: 'list',
  ordered: false,
  items: items.map((item) => [run(item)]),
});

/** A numbered list of one-run items. */
export const steps = (...items: string[]): ListBlock => ({
  type: 'list',
  ordered: true,
  items: items.map((item) => [run(item)]),
});

/** A page in both languages, keyed by 6amMart's setting name. */
export interface SeededPage {
  key: string;
  title: { en: string; ar: string };
  body: { en: ContentBlock[]; ar: ContentBlock[] };
}
