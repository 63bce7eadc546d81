import { type ReactNode, useEffect } from 'react';
import { Button } from '../../Button';
import { useNearViewport } from '../../hooks/useNearViewport';
import type { PagedList } from '../../hooks/usePagedList';
import { useT } from '../../souq';
import * as css from './LoadMore.css';

/** An empty box that calls `onNear` once it comes near the viewport. */
function NearTrigger({ onNear }: { onNear: () => void }): ReactNode {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);
  return <div ref={ref} className={css.trigger} />;
}

/** Props of `LoadMore`. */
export interface LoadMoreProps {
  /** The list the button pages through. */
  list: Pick<PagedList<unknown>, 'rows' | 'more' | 'hasMore' | 'loadMore' | 'retry'>;
}

/**
 * The end of a paged list: a Show more button, and the next page asked by itself as the shopper
 * scrolls near the end; when a page fails, what went wrong and Try again. Nothing once the whole
 * list is there.
 */
export function LoadMore({ list }: LoadMoreProps): ReactNode {
  const t = useT();
  if (list.more === 'error') {
    return (
      <div className={css.footer} role="alert">
        <p className={css.failureText}>{t('More could not be loaded.')}</p>
        <Button variant="secondary" size="sm" onClick={list.retry}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
  if (!list.hasMore) return null;
  return (
    <div className={css.footer}>
      {/* A new trigger per page: it watches afresh for the end of the longer list. */}
      {list.more === 'idle' ? <NearTrigger key={list.rows.length} onNear={list.loadMore} /> : null}
      <Button variant="secondary" loading={list.more === 'loading'} onClick={list.loadMore}>
        {t('Show more')}
      </Button>
    </div>
  );
}
