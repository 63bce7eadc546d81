import type { ReactNode } from 'react';
import * as css from './ContentPage.css';

type Line = keyof typeof css.bone;

/** A stand-in paragraph: lines of ragged length, as text wraps. */
function BoneParagraph({ lines }: { lines: readonly Line[] }): ReactNode {
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the stand-in's lines never move
    <span key={index} className={css.bone[line]} />
  ));
}

/**
 * The page's text while it loads, at about the size a page takes: a paragraph, then two sections
 * of lines. Hidden from screen readers, which hear the page is busy instead.
 */
export function ContentPageSkeleton(): ReactNode {
  return (
    <div className={css.skeleton} aria-hidden="true">
      <BoneParagraph lines={['full', 'long', 'short']} />
      <span className={css.boneHeading} />
      <BoneParagraph lines={['full', 'most', 'long', 'full', 'short']} />
      <span className={css.boneHeading} />
      <BoneParagraph lines={['long', 'full', 'most', 'short']} />
    </div>
  );
}
