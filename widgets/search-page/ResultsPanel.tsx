import { type ComponentType, type ReactNode, useEffect, useId, useRef } from 'react';
import { SEARCH_PAGE_SIZE } from '../../src/core/search';
import { Button } from '../../src/ui/Button';
import { loading as pulsing } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { useNearViewport } from '../../src/ui/hooks/useNearViewport';
import { useT } from '../../src/ui/souq';
import { visuallyHidden } from '../../src/ui/VisuallyHidden/VisuallyHidden.css';
import * as css from './SearchPage.css';
import type { ResultPages } from './useResultPages';

/** Props of `ResultsPanel`. */
export interface ResultsPanelProps<T> {
  /** The panel's h2, for screen readers (the selected tab shows it). */
  title: string;
  results: ResultPages<T>;
  /** The translated count, e.g. "12 items found". */
  countText: (count: number) => string;
  /** What an empty reply says, e.g. 'Items not found!'. */
  emptyText: string;
  /** The class of the result grid. */
  gridClassName: string;
  /** A card's stand-in of its final size, as a list item; a page of them shows while loading. */
  Skeleton: ComponentType<{ className?: string }>;
  /** A result as a list item, given its place in the list (0 for the first). */
  children: (entry: T, index: number) => ReactNode;
}

/**
 * A grid of results, a page at a time: stand-ins of the final size while the first page loads,
 * the count in a polite live region, 'Items not found!' (or the panel's own empty text) when
 * nothing matches, a failure with Try again. The next page loads as the end of the grid comes
 * near the viewport, and with the Show more button, which keyboard and screen-reader users
 * reach without scrolling.
 */
export function ResultsPanel<T>({
  title,
  results,
  countText,
  emptyText,
  gridClassName,
  Skeleton,
  children,
}: ResultsPanelProps<T>): ReactNode {
  const t = useT();
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  // Where the page Show more asked for starts, so the focus can go there once it arrives.
  const focusFrom = useRef<number | null>(null);
  const { status, total, more, hasMore, entries } = results;

  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || entries.length <= first) return;
    focusFrom.current = null;
    focusResult(list.current?.children[first]);
  }, [entries.length]);

  const empty = status === 'success' && total === 0;
  const said = status !== 'success' ? '' : empty ? emptyText : countText(total);

  return (
    <div className={css.results} aria-busy={status === 'loading'}>
      <h2 id={titleId} className={visuallyHidden}>
        {title}
      </h2>
      {/* Always there, so assistive technology hears each new count as it replaces the last. */}
      <p role="status" className={empty ? `${css.notice} ${css.noticeText}` : css.count}>
        {said}
      </p>
      {status === 'loading' ? (
        <ul aria-hidden="true" className={`${gridClassName} ${pulsing}`}>
          {Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
            <Skeleton key={index} className={css.cell} />
          ))}
        </ul>
      ) : null}
      {status === 'error' ? (
        <div className={css.notice}>
          <p role="alert" className={css.noticeText}>
            {t('The results could not be loaded.')}
          </p>
          <Button variant="secondary" size="sm" onClick={results.retry}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}
      {status === 'success' && !empty ? (
        <>
          <ul ref={list} className={gridClassName} aria-labelledby={titleId}>
            {entries.map((entry, index) => children(entry, index))}
          </ul>
          {hasMore && more === 'idle' ? (
            // A new sentinel for each page: it loads the next one once, as it comes near.
            <NearSentinel key={entries.length} onNear={results.loadMore} />
          ) : null}
          {more === 'error' ? (
            <p role="alert" className={css.notice}>
              {t('The results could not be loaded.')}
            </p>
          ) : null}
          {hasMore ? (
            <div className={css.more}>
              <Button
                variant="secondary"
                loading={more === 'loading'}
                onClick={() => {
                  // The button may go with the last page: the keyboard user goes on from the
                  // first new result instead of from the top of the page.
                  focusFrom.current = entries.length;
                  results.loadMore();
                }}
              >
                {more === 'error' ? t('Try again') : t('Show more')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Focuses a result's name link, or the result itself when its name links nowhere. */
function focusResult(result: Element | undefined): void {
  if (!(result instanceof HTMLElement)) return;
  const control = result.querySelector<HTMLElement>(':is(h2, h3, h4) a[href]');
  if (control) {
    control.focus();
    return;
  }
  result.tabIndex = -1;
  result.focus();
}

function NearSentinel({ onNear }: { onNear: () => void }): ReactNode {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    if (near) latest.current();
  }, [near]);
  return <div ref={ref} className={css.sentinel} />;
}
