import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a list as a loader gives it: its rows and how many the whole list holds. */
export interface ListPage<T> {
  rows: readonly T[];
  total: number;
}

/** Loads the 1-based page `page` of a list; `signal` aborts it once the list has moved on. */
export type PageLoader<T> = (page: number, signal: AbortSignal) => Promise<ListPage<T>>;

/** A list read page by page: what has arrived, and how the next page is going. */
export interface PagedList<T> {
  /** The first page: loading (skeletons), failed (Try again) or there. */
  status: 'loading' | 'error' | 'success';
  /** The rows of every page so far, in order. */
  rows: readonly T[];
  /** How many rows the whole list holds (0 until the first page is there). */
  total: number;
  /** The page after the last one: not asked, on its way, or failed. */
  more: 'idle' | 'loading' | 'error';
  /** Whether the list holds more rows than have arrived. */
  hasMore: boolean;
  /** Asks for the next page, unless one is on its way or there is none. */
  loadMore: () => void;
  /** Asks again for the page that failed. */
  retry: () => void;
}

interface Loaded<T> {
  status: PagedList<T>['status'];
  rows: readonly T[];
  total: number;
  pages: number;
  more: PagedList<T>['more'];
}

const FIRST: Loaded<never> = { status: 'loading', rows: [], total: 0, pages: 0, more: 'idle' };

/**
 * A list read ten (or the loader's size) at a time, started afresh whenever `key` changes (a new
 * search, filter, sort or tab). Latest wins: a reply to an older key, or to a page asked before
 * the list started over, is dropped and its request aborted, so it never overwrites a newer one.
 */
export function usePagedList<T>(key: string, load: PageLoader<T>): PagedList<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(FIRST);
  // Bumped whenever the list starts over; a reply carries the generation it was asked in.
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const current = useRef(loaded);
  current.current = loaded;

  const fetchPage = useCallback((page: number) => {
    const asked = generation.current;
    const abort = new AbortController();
    controller.current = abort;
    loader.current(page, abort.signal).then(
      (reply) => {
        if (asked !== generation.current) return;
        setLoaded((before) => ({
          status: 'success',
          rows: page === 1 ? reply.rows : [...before.rows, ...reply.rows],
          total: reply.total,
          pages: page,
          more: 'idle',
        }));
      },
      () => {
        if (asked !== generation.current) return;
        setLoaded((before) =>
          page === 1 ? { ...FIRST, status: 'error' } : { ...before, more: 'error' },
        );
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what starts the list over; the loader is read at request time
  useEffect(() => {
    generation.current += 1;
    setLoaded(FIRST);
    fetchPage(1);
    return () => {
      generation.current += 1;
      controller.current?.abort();
    };
  }, [key, fetchPage]);

  const hasMore = loaded.status === 'success' && loaded.rows.length < loaded.total;

  const loadMore = useCallback(() => {
    const now = current.current;
    if (now.status !== 'success' || now.more === 'loading' || now.rows.length >= now.total) return;
    // Marked at once: the button and the scroll trigger may both ask before the next render.
    current.current = { ...now, more: 'loading' };
    setLoaded(current.current);
    fetchPage(now.pages + 1);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const now = current.current;
    if (now.status === 'error') {
      setLoaded(FIRST);
      fetchPage(1);
    } else if (now.more === 'error') {
      current.current = { ...now, more: 'loading' };
      setLoaded(current.current);
      fetchPage(now.pages + 1);
    }
  }, [fetchPage]);

  return {
    status: loaded.status,
    rows: loaded.rows,
    total: loaded.total,
    more: loaded.more,
    hasMore,
    loadMore,
    retry,
  };
}
