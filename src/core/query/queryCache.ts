import { type ReadonlySignal, type Signal, signal } from '@preact/signals-core';

/** How long server reads stay fresh (spec §7, §9): categories 480 000 ms, everything else 300 000 ms. */
export const CACHE_TIME = { default: 300_000, categories: 480_000 } as const;

/** Identifies a server read, e.g. `['categories']` or `['items', 'details', 42]`. */
export type QueryKey = readonly (string | number | boolean | null)[];

/** What the UI can know of a server read. */
export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | {
      status: 'success';
      data: T;
      updatedAt: number;
      /** Set when the data came from another reply (`prime`), e.g. an item from a list. */
      primed?: true;
    }
  | { status: 'error'; error: unknown };

interface Entry {
  state: Signal<QueryState<unknown>>;
  inFlight?: Promise<unknown>;
  generation: number;
}

/** How `QueryCache.fetch` judges the data it holds. */
export interface FetchOptions {
  /** How long a reply stays fresh; `CACHE_TIME.default` by default. */
  staleTime?: number;
  /** Whether data primed from another reply is asked for again (it may lack fields). */
  refreshPrimed?: boolean;
}

/** A cache of server reads: fresh replies are reused, concurrent asks share one request. */
export interface QueryCache {
  /**
   * The cached data while fresh, else the fetcher's reply (one request for concurrent callers).
   * With `refreshPrimed`, primed data counts as stale: it stays shown while the fetcher runs, and
   * stays too if the fetcher fails (the caller still gets the failure).
   */
  fetch<T>(key: QueryKey, fetcher: () => Promise<T>, options?: FetchOptions): Promise<T>;
  /** A signal of the read's state, for rendering. */
  state<T>(key: QueryKey): ReadonlySignal<QueryState<T>>;
  /** Forgets every read whose key starts with `prefix`; the next fetch asks the server again. */
  invalidate(prefix: QueryKey): void;
  /**
   * Stores data another reply already brought (an item from a list, for its details), unless the
   * key holds fresher data or is being fetched.
   */
  prime<T>(key: QueryKey, data: T): void;
}

const serialise = (key: QueryKey) => JSON.stringify(key);

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => key[index] === part);

/** Creates an empty query cache; `now` is injectable for tests. */
export function createQueryCache(now: () => number = Date.now): QueryCache {
  const entries = new Map<string, { key: QueryKey; entry: Entry }>();

  const entryOf = (key: QueryKey): Entry => {
    const id = serialise(key);
    let found = entries.get(id);
    if (!found) {
      found = {
        key,
        entry: { state: signal<QueryState<unknown>>({ status: 'idle' }), generation: 0 },
      };
      entries.set(id, found);
    }
    return found.entry;
  };

  return {
    fetch<T>(key: QueryKey, fetcher: () => Promise<T>, options: FetchOptions = {}) {
      const entry = entryOf(key);
      const staleTime = options.staleTime ?? CACHE_TIME.default;
      const current = entry.state.value;
      const keepPrimed = current.status === 'success' && current.primed === true;
      if (
        current.status === 'success' &&
        now() - current.updatedAt < staleTime &&
        !(keepPrimed && options.refreshPrimed)
      ) {
        return Promise.resolve(current.data as T);
      }
      if (entry.inFlight) return entry.inFlight as Promise<T>;

      const generation = entry.generation;
      if (current.status !== 'success') entry.state.value = { status: 'loading' };
      const settle = () => {
        if (entry.inFlight === request) delete entry.inFlight;
      };
      const request: Promise<T> = fetcher().then(
        (data) => {
          settle();
          // An invalidation during the request makes this reply stale: hand it to the caller,
          // but do not cache it.
          if (entry.generation === generation) {
            entry.state.value = { status: 'success', data, updatedAt: now() };
          }
          return data;
        },
        (error: unknown) => {
          settle();
          // A failed refresh of primed data leaves it shown: it is still what the list said.
          if (entry.generation === generation && !(keepPrimed && options.refreshPrimed)) {
            entry.state.value = { status: 'error', error };
          }
          throw error;
        },
      );
      entry.inFlight = request;
      return request;
    },
    state: <T>(key: QueryKey) => entryOf(key).state as ReadonlySignal<QueryState<T>>,
    prime(key, data) {
      const entry = entryOf(key);
      if (entry.inFlight || entry.state.value.status === 'success') return;
      entry.state.value = { status: 'success', data, updatedAt: now(), primed: true };
    },
    invalidate(prefix) {
      for (const { key, entry } of entries.values()) {
        if (!startsWith(key, prefix)) continue;
        entry.generation += 1;
        delete entry.inFlight;
        entry.state.value = { status: 'idle' };
      }
    },
  };
}
