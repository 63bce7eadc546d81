import { type MouseEvent, type ReactNode, useId } from 'react';
import { useT } from '../../src/ui/souq';
import * as css from './ContentPage.css';
import { headingId, type OutlineEntry } from './contentOutline';

/** Props of `TableOfContents`. */
export interface TableOfContentsProps {
  entries: readonly OutlineEntry[];
  /** The prefix the page's heading ids were made with. */
  idPrefix: string;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Moves to a section: scrolls its heading into view and focuses it, so reading and tabbing go on
 * from there. Done here rather than by the browser, which looks for a fragment's target in the
 * document and never inside the element's shadow root.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  // The document, or the element's shadow root: both find an element by its id.
  const root = event.currentTarget.getRootNode() as Node &
    Partial<Pick<DocumentFragment, 'getElementById'>>;
  const target = root.getElementById?.(id) ?? null;
  if (target === null) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}

/** The page's sections as in-page links, in a navigation region named "On this page". */
export function TableOfContents({ entries, idPrefix }: TableOfContentsProps): ReactNode {
  const t = useT();
  const labelId = useId();
  return (
    <nav className={css.contents} aria-labelledby={labelId}>
      <p id={labelId} className={css.contentsTitle}>
        {t('On this page')}
      </p>
      <ol className={css.contentsList}>
        {entries.map(({ index, text }) => {
          const id = headingId(idPrefix, index);
          return (
            <li key={id}>
              <a className={css.link} href={`#${id}`} onClick={(event) => jumpTo(event, id)}>
                {text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
