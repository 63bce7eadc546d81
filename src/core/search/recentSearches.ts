import { computed, type ReadonlySignal, type Signal } from '@preact/signals-core';

/** How many recent searches the dropdown lists (spec §9). */
export const RECENT_SEARCHES_SHOWN = 6;

/** How many recent searches are stored by default. */
export const RECENT_SEARCHES_MAX = 20;

/** Options for the recent-searches model. */
export interface RecentSearchesOptions {
  /** How many terms to keep stored; a positive whole number. */
  readonly max?: number;
}

/** The search history: unique terms, newest first. */
export interface RecentSearches {
  /** The newest RECENT_SEARCHES_SHOWN terms, for the dropdown. */
  readonly shown: ReadonlySignal<readonly string[]>;
  /** Records a submitted search; a term already there moves to the front. */
  add(term: string): void;
  /** Deletes one term, matched the way add matches it. */
  remove(term: string): void;
  /** Deletes every term ("Clear All"). */
  clear(): void;
}

/** Wraps a persisted list of terms; the caller's signal stays the single source of truth. */
export function createRecentSearches(
  list: Signal<readonly string[]>,
  options: RecentSearchesOptions = {},
): RecentSearches {
  const max = options.max ?? RECENT_SEARCHES_MAX;
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`Recent searches need a positive whole max, got ${max}`);
  }
  return {
    shown: computed(() => uniqueTerms(list.value).slice(0, RECENT_SEARCHES_SHOWN)),
    add(term) {
      list.value = withRecentSearch(list.value, term, max);
    },
    remove(term) {
      const key = termKey(term);
      const kept = list.value.filter((existing) => termKey(existing) !== key);
      if (kept.length !== list.value.length) list.value = kept;
    },
    clear() {
      if (list.value.length > 0) list.value = [];
    },
  };
}

/** The list after searching for term: trimmed, first, without an older spelling, capped at max. */
export function withRecentSearch(
  list: readonly string[],
  term: string,
  max: number,
): readonly string[] {
  const trimmed = term.trim();
  if (trimmed === '') return list;
  return uniqueTerms([trimmed, ...list]).slice(0, max);
}

// Searches differing only by case or surrounding spaces are the same search; Arabic has no case,
// so folding never merges two different Arabic terms.
function termKey(term: string): string {
  return term.trim().toLowerCase();
}

// Keeps the first spelling of each term and drops blanks; the persisted list may come from an
// older version of the kit or another tab, so it is not trusted to be clean already.
function uniqueTerms(terms: readonly string[]): readonly string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = termKey(term);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
