import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { items, stores } from '../../db/schema';
import { type ItemWithStore, selectItemsWithStore } from '../../serializers/item';
import type { CatalogChange } from './catalogChanges';
import type { ModuleScope } from './requestModule';
import { itemsOnSalesBetween, nextSaleChange } from './saleChanges';
import { SUGGESTED_ITEMS, SUGGESTED_STORES } from './suggestionLimits';

type StoreRow = typeof stores.$inferSelect;

/** One searchable name pair, kept lowered the way the SQL search lowers it. */
interface Entry<T> {
  en: string;
  ar: string;
  row: T;
}

/** What the search box's dropdown lists for a typed text. */
export interface Suggestions {
  items: ItemWithStore[];
  stores: StoreRow[];
}

/**
 * Suggestions answered from memory. The search box asks on every pause in typing, from every
 * shopper at once; PGlite runs one query at a time, so asking the database for each would queue
 * them. The catalog is read-mostly: it is loaded on the first question and again after a change
 * of the catalog (`changed`), or only the rows of the items a change names when their names and
 * their standing are as they were (an order taking stock). Prices also move with no write when a
 * flash sale starts or ends: the first question after that moment reads again the items of the
 * sales concerned, and no other question reads anything.
 */
export interface SuggestionIndex {
  /**
   * The best items and stores for a term, of one module or of all (`scope` null). The same term
   * in the same scope answers with the same object for as long as the catalog and its prices
   * stay as they are, so callers may key work on it.
   */
  suggest(term: string, scope?: ModuleScope): Promise<Suggestions>;
  /** Reads again what `change` touched, before the next question is answered. */
  changed(change: CatalogChange): void;
}

/** Shortest term made of whole trigrams; shorter ones match at word starts only, as in SQL. */
const WHOLE_TERM_LENGTH = 3;

/** A typed text prepared once per question rather than once per name. */
interface Query {
  term: string;
  wordStart: string;
  matchesInside: boolean;
}

const queryOf = (typed: string): Query => {
  const term = typed.toLowerCase();
  return { term, wordStart: ` ${term}`, matchesInside: [...term].length >= WHOLE_TERM_LENGTH };
};

/** 0 when a name starts with the term, 1 when one of its words does, 2 when it is inside a word. */
function rankOf(entry: Entry<unknown>, query: Query): 0 | 1 | 2 | null {
  if (entry.en.startsWith(query.term) || entry.ar.startsWith(query.term)) return 0;
  if (entry.en.includes(query.wordStart) || entry.ar.includes(query.wordStart)) return 1;
  if (!query.matchesInside) return null;
  return entry.en.includes(query.term) || entry.ar.includes(query.term) ? 2 : null;
}

/**
 * Where each trigram and each word start occurs: a question reads only the names that can match
 * (the same idea as the database's trigram index) instead of scanning them all.
 */
interface Postings {
  trigrams: Map<string, number[]>;
  /** Short prefixes (1–2 characters) of whole names: the rank-0 matches of a short term. */
  nameStarts: Map<string, number[]>;
  /** Short prefixes of every word, the first included. */
  wordStarts: Map<string, number[]>;
}

function add(postings: Map<string, number[]>, key: string, position: number): void {
  const list = postings.get(key);
  if (!list) postings.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
}

function postingsOf(entries: readonly Entry<unknown>[]): Postings {
  const postings: Postings = { trigrams: new Map(), nameStarts: new Map(), wordStarts: new Map() };
  entries.forEach((entry, position) => {
    for (const name of [entry.en, entry.ar]) {
      const characters = [...name];
      for (let start = 0; start + WHOLE_TERM_LENGTH <= characters.length; start += 1) {
        add(
          postings.trigrams,
          characters.slice(start, start + WHOLE_TERM_LENGTH).join(''),
          position,
        );
      }
      for (let length = 1; length < WHOLE_TERM_LENGTH && length <= characters.length; length += 1) {
        add(postings.nameStarts, characters.slice(0, length).join(''), position);
      }
      for (const word of name.split(' ')) {
        const letters = [...word];
        for (let length = 1; length < WHOLE_TERM_LENGTH && length <= letters.length; length += 1) {
          add(postings.wordStarts, letters.slice(0, length).join(''), position);
        }
      }
    }
  });
  return postings;
}

/**
 * Positions of the names that may match, best first within each rank. A short term (under three
 * characters) lists its name starts (rank 0) before its word starts; a longer one, the names that
 * hold every trigram of it.
 */
function candidatesOf(postings: Postings, query: Query): ReadonlyArray<readonly number[]> {
  if (!query.matchesInside) {
    return [postings.nameStarts.get(query.term) ?? [], postings.wordStarts.get(query.term) ?? []];
  }
  const characters = [...query.term];
  const lists: number[][] = [];
  for (let start = 0; start + WHOLE_TERM_LENGTH <= characters.length; start += 1) {
    const list = postings.trigrams.get(characters.slice(start, start + WHOLE_TERM_LENGTH).join(''));
    if (!list) return [];
    lists.push(list);
  }
  lists.sort((a, b) => a.length - b.length);
  const [shortest = [], ...others] = lists;
  const sets = others.map((list) => new Set(list));
  return [shortest.filter((position) => sets.every((set) => set.has(position)))];
}

/** A searchable list: its names, best first (ties between equal ranks), and their postings. */
interface Searchable<T> {
  entries: readonly Entry<T>[];
  postings: Postings;
}

function searchable<T extends { nameEn: string; nameAr: string }>(
  rows: readonly T[],
  tieBreak: (a: T, b: T) => number,
): Searchable<T> {
  // Sorted once here, every posting list is in best-first order and no question sorts.
  const entries = [...rows].sort(tieBreak).map(entryOf);
  return { entries, postings: postingsOf(entries) };
}

/**
 * The `limit` best matches among the rows `keeps` keeps: by rank, and within a rank in the
 * entries' best-first order.
 */
function best<T>(
  list: Searchable<T>,
  query: Query,
  limit: number,
  keeps: (row: T) => boolean,
): T[] {
  const byRank: [T[], T[], T[]] = [[], [], []];
  const taken = new Set<number>();
  for (const candidates of candidatesOf(list.postings, query)) {
    for (const position of candidates) {
      // Ten names starting with the term: nothing later can rank before them.
      if (byRank[0].length === limit) return byRank[0];
      const entry = list.entries[position];
      if (!entry || taken.has(position) || !keeps(entry.row)) continue;
      const rank = rankOf(entry, query);
      if (rank === null) continue;
      const bucket = byRank[rank];
      if (bucket.length < limit) {
        bucket.push(entry.row);
        taken.add(position);
      }
      // A short term's rank-0 names come first; once enough of rank 1 follow, the rest cannot win.
      if (!query.matchesInside && byRank[0].length + byRank[1].length >= limit) {
        return byRank.flat().slice(0, limit);
      }
    }
  }
  return byRank.flat().slice(0, limit);
}

const entryOf = <T extends { nameEn: string; nameAr: string }>(row: T): Entry<T> => ({
  en: row.nameEn.toLowerCase(),
  ar: row.nameAr,
  row,
});

/** The same list with some rows read again; their names are unchanged, so the postings hold. */
function withFreshRows(
  list: Searchable<ItemWithStore>,
  fresh: readonly ItemWithStore[],
): Searchable<ItemWithStore> {
  if (fresh.length === 0) return list;
  const byId = new Map(fresh.map((row) => [row.id, row]));
  const entries = list.entries.map((entry) => {
    const row = byId.get(entry.row.id);
    return row ? { ...entry, row } : entry;
  });
  return { ...list, entries };
}

/**
 * Whether rows read again of the items `ids` may take their old rows' places: each is still
 * there, with the names the postings were made of and the order count the list is sorted by.
 */
function takesPlaces(
  list: Searchable<ItemWithStore>,
  ids: readonly number[],
  fresh: readonly ItemWithStore[],
): boolean {
  const held = new Map(list.entries.map((entry) => [entry.row.id, entry.row]));
  const found = new Map(fresh.map((row) => [row.id, row]));
  return ids.every((id) => {
    const before = held.get(id);
    const after = found.get(id);
    if (!before || !after) return before === after;
    return (
      before.nameEn === after.nameEn &&
      before.nameAr === after.nameAr &&
      before.orderCount === after.orderCount
    );
  });
}

/** What the index holds: the catalog priced as of `pricedAt`. */
interface Catalog {
  items: Searchable<ItemWithStore>;
  stores: Searchable<StoreRow>;
  pricedAt: Date;
  /** When a flash sale next starts or ends, moving some prices; null when none will. */
  pricesUntil: Date | null;
  /** Answers already given from this catalog, by scope and typed term (a new one starts empty). */
  answers: Map<string, Suggestions>;
}

/**
 * How many answers a catalog keeps. Shoppers type the same few prefixes ("mi", "mil", "milk")
 * over and over; the oldest answer goes when a new term would pass the limit.
 */
const REMEMBERED_ANSWERS = 2_000;

function remember(answers: Map<string, Suggestions>, term: string, answer: Suggestions): void {
  if (answers.size >= REMEMBERED_ANSWERS) {
    const oldest = answers.keys().next();
    if (!oldest.done) answers.delete(oldest.value);
  }
  answers.set(term, answer);
}

/**
 * Creates an index over a database's items and stores; nothing is read until the first question.
 * `clock` tells the time sales start and end by.
 */
export function createSuggestionIndex(
  db: Database,
  clock: () => Date = () => new Date(),
): SuggestionIndex {
  let loading: Promise<Catalog> | undefined;
  const load = async (now: Date): Promise<Catalog> => ({
    items: searchable(
      await selectItemsWithStore(db, now),
      (a, b) => b.orderCount - a.orderCount || a.id - b.id,
    ),
    stores: searchable(
      await db.select().from(stores),
      (a, b) => b.avgRating - a.avgRating || a.id - b.id,
    ),
    pricedAt: now,
    pricesUntil: await nextSaleChange(db, now),
    answers: new Map(),
  });
  const reprice = async (catalog: Catalog, now: Date): Promise<Catalog> => {
    const fresh = await selectItemsWithStore(db, now).where(
      inArray(items.id, itemsOnSalesBetween(db, catalog.pricedAt, now)),
    );
    return {
      ...catalog,
      items: withFreshRows(catalog.items, fresh),
      pricedAt: now,
      pricesUntil: await nextSaleChange(db, now),
      answers: new Map(),
    };
  };
  /** The catalog with the rows of `ids` read again, or read whole when they moved in the list. */
  const refresh = async (catalog: Catalog, ids: readonly number[]): Promise<Catalog> => {
    const now = clock();
    const fresh = await selectItemsWithStore(db, now).where(inArray(items.id, [...ids]));
    if (!takesPlaces(catalog.items, ids, fresh)) return load(now);
    return { ...catalog, items: withFreshRows(catalog.items, fresh), answers: new Map() };
  };
  const current = async (): Promise<Catalog> => {
    loading ??= load(clock());
    const held = loading;
    const catalog = await held;
    const now = clock();
    if (catalog.pricesUntil === null || now.getTime() < catalog.pricesUntil.getTime()) {
      return catalog;
    }
    // The first question past the moment reprices; the questions asked meanwhile wait for it.
    if (loading === held) loading = reprice(catalog, now);
    return current();
  };
  return {
    async suggest(term, scope = null) {
      const catalog = await current();
      const query = queryOf(term);
      // The scope's digits, then the term: no two scopes' terms can share a key.
      const key = `${scope ?? 0}\n${query.term}`;
      const known = catalog.answers.get(key);
      if (known) return known;
      const inScope = (row: { moduleId: number }) => scope === null || row.moduleId === scope;
      const answer = {
        items: best(catalog.items, query, SUGGESTED_ITEMS, inScope),
        stores: best(catalog.stores, query, SUGGESTED_STORES, inScope),
      };
      remember(catalog.answers, key, answer);
      return answer;
    },
    changed(change) {
      const held = loading;
      if (change.scope === 'catalog' || !held) {
        loading = undefined;
        return;
      }
      // A failed read is not kept: the next question loads the catalog afresh.
      const refreshing = held.then((catalog) => refresh(catalog, change.ids));
      refreshing.catch(() => {
        if (loading === refreshing) loading = undefined;
      });
      loading = refreshing;
    },
  };
}
