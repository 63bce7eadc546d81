import { startTransition, useEffect, useRef, useState } from 'react';
import type { QueryKey } from '../../src/core/query';
import { useSouq } from '../../src/ui/souq';

/** One page of results as a list endpoint answers it. */
export interface ResultPage<T> {
  /** How many results match in all. */
  total: number;
  entries: readonly T[];
}

/** The results loaded so far for one state of the page. */
export interface ResultPages<T> {
  /** The first page: under way, failed, or there. */
  status: 'loading' | 'error' | 'success';
  entries: readonly T[];
  total: number;
  /** The next page: not asked, under way, or failed. */
  more: 'idle' | 'loading' | 'error';
  /** Whether the server holds results not loaded yet. */
  hasMore: boolean;
  /** Asks for the next page (nothing while one is under way or when there is none). */
  loadMore: () => void;
  /** Asks for the first page again after it failed. */
  retry: () => void;
}

interface View<T> {
  id: string;
  pages: (readonly T[])[];
  total: number;
  status: ResultPages<T>['status'];
  more: ResultPages<T>['more'];
}

/**
 * The pages of results for `key`, one page at a time (`fetchPage(1)`, then 2 …), each read
 * through the shared query cache under `[...key, page]` (a state visited again comes back
 * without a request). Latest wins: when the key changes, replies for the old one are dropped,
 * whatever order they arrive in. Put the language and everything the results depend on in `key`.
 */
export function useResultPages<T>(
  key: QueryKey,
  fetchPage: (page: number) => Promise<ResultPage<T>>,
): ResultPages<T> {
  const { cache } = useSouq();
  const id = JSON.stringify(key);
  const liveId = useRef(id);
  const fresh = (): View<T> => {
    // A state already read (Back to an earlier search) shows at once.
    const first = cache.state<ResultPage<T>>([...key, 1]).peek();
    return first.status === 'success'
      ? {
          id,
          pages: [first.data.entries],
          total: first.data.total,
          status: 'success',
          more: 'idle',
        }
      : { id, pages: [], total: 0, status: 'loading', more: 'idle' };
  };
  const [stored, setView] = useState<View<T>>(fresh);
  const view = stored.id === id ? stored : fresh();

  const read = (page: number) => cache.fetch([...key, page], () => fetchPage(page));

  const loadFirst = () => {
    read(1).then(
      (reply) => {
        if (liveId.current !== id) return;
        // A page of cards renders in slices, between which the browser can answer the shopper.
        startTransition(() =>
          setView({
            id,
            pages: [reply.entries],
            total: reply.total,
            status: 'success',
            more: 'idle',
          }),
        );
      },
      () => {
        if (liveId.current !== id) return;
        setView({ id, pages: [], total: 0, status: 'error', more: 'idle' });
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the key; the fetcher is read at request time
  useEffect(() => {
    liveId.current = id;
    setView(fresh());
    loadFirst();
  }, [id]);

  const loaded = view.pages.reduce((count, page) => count + page.length, 0);
  const lastPage = view.pages[view.pages.length - 1];
  const hasMore = view.status === 'success' && loaded < view.total && (lastPage?.length ?? 0) > 0;

  const loadMore = () => {
    if (!hasMore || view.more === 'loading') return;
    const page = view.pages.length + 1;
    setView({ ...view, more: 'loading' });
    read(page).then(
      (reply) => {
        if (liveId.current !== id) return;
        setView((current) =>
          current.id === id && current.pages.length === page - 1
            ? {
                ...current,
                pages: [...current.pages, reply.entries],
                total: reply.total,
                more: 'idle',
              }
            : current,
        );
      },
      () => {
        if (liveId.current !== id) return;
        setView((current) => (current.id === id ? { ...current, more: 'error' } : current));
      },
    );
  };

  const retry = () => {
    setView({ id, pages: [], total: 0, status: 'loading', more: 'idle' });
    loadFirst();
  };

  return {
    status: view.status,
    entries: view.pages.flat(),
    total: view.total,
    more: view.more,
    hasMore,
    loadMore,
    retry,
  };
}
