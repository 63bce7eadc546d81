import type { ContentBlock } from '../../src/core/content';

/** A section heading of a page, for its table of contents: where it is and what it says. */
export interface OutlineEntry {
  /** The block's index in the page, which its heading's id is made from. */
  index: number;
  text: string;
}

/** How many sections a page needs before a table of contents helps more than it clutters. */
export const OUTLINE_MIN_SECTIONS = 3;

/** The id of the heading at `index` among the page's blocks, unique under `prefix`. */
export function headingId(prefix: string, index: number): string {
  return `${prefix}-section-${index}`;
}

/**
 * The page's sections (its h2 headings with text) in reading order, or none when there are fewer
 * than `OUTLINE_MIN_SECTIONS`: a short page reads at a glance.
 */
export function contentOutline(blocks: readonly ContentBlock[]): OutlineEntry[] {
  const sections = blocks.flatMap((block, index) =>
    block.type === 'heading' && block.level === 2 && block.text.trim() !== ''
      ? [{ index, text: block.text }]
      : [],
  );
  return sections.length >= OUTLINE_MIN_SECTIONS ? sections : [];
}
