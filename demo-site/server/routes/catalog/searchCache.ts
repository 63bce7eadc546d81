import type { Database } from '../../db/database';
import { onCatalogChange } from './catalogChanges';
import { nextSaleChange } from './saleChanges';

/*
 * Search pages the SQL wrote, kept in memory while the search engine (searchEngine.ts) has not
 * read the catalog yet, or could not. Shoppers ask the same few searches over and over (a typed
 * term with the default sort, the same filters), and each one asked of PGlite costs milliseconds
 * of its one connection. An answer holds until the catalog changes (onCatalogChange), a flash sale
 * starts or ends (prices move with no write), or it grows old: the last bounds what a write
 * nobody signals (a review's new rating) can leave stale.
 */

/** How many answers are kept; the least recently asked goes first. */
export const CACHED_SEARCHES = 2_000;

/** The longest an answer is kept, whatever is signalled. */
export const SEARCH_MAX_AGE_MS = 30_000;

/** Answers by key, computed once however many ask at the same moment. */
export interface SearchCache {
  /** The answer kept for `key`, else the one `compute` gives (a refusal is never kept). */
  get(key: string, compute: () => Promise<string>): Promise<string>;
  /** Forgets every answer. */
  clear(): void;
}

interface Kept {
  answer: Promise<string>;
  at: number;
}

/** A cache of answers over `db`'s catalog, emptied on its changes; `clock` tells sale times by. */
export function createSearchCache(db: Database, clock: () => Date = () => new Date()): SearchCache {
  let kept = new Map<string, Kept>();
  // When the next flash sale starts or ends, asked once per generation of answers.
  let pricesUntil: Promise<Date | null> | undefined;

  const clear = () => {
    kept = new Map();
    pricesUntil = undefined;
  };
  onCatalogChange(db, clear);

  const pricesHold = async (now: Date): Promise<boolean> => {
    pricesUntil ??= nextSaleChange(db, now);
    const until = await pricesUntil;
    return until === null || now.getTime() < until.getTime();
  };

  return {
    async get(key, compute) {
      const now = clock();
      if (!(await pricesHold(now))) clear();
      const map = kept;
      const found = map.get(key);
      if (found && now.getTime() - found.at < SEARCH_MAX_AGE_MS) {
        // Asked again: it moves to the far end of the eviction order.
        map.delete(key);
        map.set(key, found);
        return found.answer;
      }
      const answer = compute();
      map.delete(key);
      if (map.size >= CACHED_SEARCHES) {
        const oldest = map.keys().next();
        if (!oldest.done) map.delete(oldest.value);
      }
      map.set(key, { answer, at: now.getTime() });
      answer.catch(() => {
        if (map.get(key)?.answer === answer) map.delete(key);
      });
      return answer;
    },
    clear,
  };
}
