import type { ReactNode } from 'react';
import type { ContentBlock, ContentText } from '../../src/core/content';
import { ContentLink } from './ContentLink';
import * as css from './ContentPage.css';
import { headingId } from './contentOutline';

/** Props of `ContentBlocks`. */
export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /** Makes the headings' ids unique on the page (the table of contents links to them). */
  idPrefix: string;
}

/** A line of runs: text, and links where a run has a target. */
function ContentLine({ runs }: { runs: readonly ContentText[] }): ReactNode {
  return runs.map((run, index) =>
    run.href === undefined ? (
      run.text
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a line's runs never move
      <ContentLink key={index} href={run.href}>
        {run.text}
      </ContentLink>
    ),
  );
}

/**
 * A content page's blocks as the page's own elements, never as markup from the server: headings
 * as h2 and h3 under the page's h1 (each with an id the contents link to, and focusable for the
 * jump), paragraphs, and bulleted or numbered lists.
 */
export function ContentBlocks({ blocks, idPrefix }: ContentBlocksProps): ReactNode {
  return blocks.map((block, index) => {
    const key = `${block.type}-${index}`;
    switch (block.type) {
      case 'heading': {
        const Heading = block.level === 2 ? 'h2' : 'h3';
        return (
          <Heading
            key={key}
            id={headingId(idPrefix, index)}
            tabIndex={-1}
            className={block.level === 2 ? css.sectionHeading : css.subHeading}
          >
            {block.text}
          </Heading>
        );
      }
      case 'paragraph':
        return (
          <p key={key} className={css.paragraph}>
            <ContentLine runs={block.content} />
          </p>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={key} className={css.list}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list's items never move
              <li key={itemIndex}>
                <ContentLine runs={item} />
              </li>
            ))}
          </List>
        );
      }
      default:
        return block satisfies never;
    }
  });
}
