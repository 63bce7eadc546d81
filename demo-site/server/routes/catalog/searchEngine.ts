import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { atBackgroundPriority } from '../../db/queryPriority';
import { onCatalogChange } from './catalogChanges';
import { type ItemSearch, searchKey } from './itemSearchQuery';
import { memorySearchPage } from './memorySearch';
import { SEARCH_MAX_AGE_MS } from './searchCache';
import {
  loadSearchCatalog,
  refreshSearchCatalog,
  refreshSearchItems,
  type SearchCatalog,
} from './searchCatalog';
import { isoDay } from './today';
import { createSearchTurns } from './searchTurns';

/*
 * items/search answered from memory. PGlite runs one statement at a time, so every distinct
 * search asked of it waits behind the others (and holds the cart reads back); the catalog is
 * read-mostly and a few thousand rows, so it is read once and each search is a pass over it.
 *
 * When memory answers: the first question starts the load and is answered by the SQL (a
 * shopper never waits for the whole catalog to be read); once a load has finished, memory
 * answers. A change of the catalog (onCatalogChange: this process's writes and, through
 * LISTEN/NOTIFY, everyone's) drops it, and the next question waits for the catalog read again
 * — one read for every question waiting — so no answer is older than the last change. Prices
 * also move with no write when a flash sale starts or ends: the first question past that moment
 * reads again too.
 */

/** Search pages answered from the catalog in memory. */
export interface SearchEngine {
  /**
   * One page of items/search as JSON, or undefined while memory cannot answer (the catalog is
   * being read for the first time, or could not be read): the SQL answers then. Throws the
   * 404 of an unknown category or store as the SQL does.
   */
  answer(search: ItemSearch, language: Locale): Promise<string | undefined>;
  /** Reads the catalog now unless it is held already; resolves once memory can answer. */
  warm(): Promise<void>;
  /** Whether the catalog has been read once: from then on memory answers. */
  hasRead(): boolean;
}

/**
 * How much text of written pages a catalog keeps (a page of 100 items is some 150,000
 * characters); the oldest written goes first.
 */
const WRITTEN_CHARACTERS = 10_000_000;

/** Pages written from one catalog, by search key, oldest first. */
interface WrittenPages {
  byKey: Map<string, string>;
  characters: number;
}

function keep(pages: WrittenPages, key: string, page: string): void {
  pages.byKey.set(key, page);
  pages.characters += page.length;
  for (const [oldKey, old] of pages.byKey) {
    if (pages.characters <= WRITTEN_CHARACTERS) return;
    pages.byKey.delete(oldKey);
    pages.characters -= old.length;
  }
}

interface Load {
  catalog: Promise<SearchCatalog>;
  /** The catalog once read. */
  done?: SearchCatalog;
  /** What answers while this read runs, when it was started by age alone (nothing said). */
  stale?: SearchCatalog;
}

const pricesHold = (catalog: SearchCatalog, now: Date) =>
  catalog.pricesUntil === null || now.getTime() < catalog.pricesUntil.getTime();

/**
 * An engine over `db`'s catalog, dropped on its changes; nothing is read until the first
 * question. `clock` tells the time sales start and end and the day 'available' compares with.
 */
export function createSearchEngine(
  db: Database,
  clock: () => Date = () => new Date(),
): SearchEngine {
  let current: Load | undefined;
  // The last catalog read: a change reads again only the rows written since.
  let latest: SearchCatalog | undefined;
  // The items the changes since the last read began have named; null once one named none.
  let named: Set<number> | null = new Set();

  /** The read that brings `base` up to `now`: the named items' rows when only they changed. */
  const refresh = (base: SearchCatalog, now: Date, items: Set<number> | null, stale: boolean) =>
    items && items.size > 0 && !stale && pricesHold(base, now)
      ? refreshSearchItems(db, base, items, now)
      : refreshSearchCatalog(db, base, now);

  // The last read started: a read of named items builds on it, since it may hold changes the
  // catalog read before it lacks.
  let newest: Load | undefined;

  /** The catalog the read after `previous` builds on, and whether it holds every change. */
  const baseAfter = async (previous: Load | undefined) => {
    if (!previous) return { base: latest, whole: true };
    return previous.catalog.then(
      (base) => ({ base, whole: true }),
      () => ({ base: latest, whole: false }),
    );
  };

  const start = (now: Date, stale?: SearchCatalog): Load => {
    const previous = newest;
    const items = named;
    named = new Set();
    // A long read: cart and config reads go first (queryScheduler.ts).
    const load: Load = {
      catalog: atBackgroundPriority(async () => {
        const { base, whole } = await baseAfter(previous);
        if (!base) return loadSearchCatalog(db, now);
        return refresh(base, now, whole ? items : null, stale !== undefined);
      }),
      ...(stale ? { stale } : {}),
    };
    newest = load;
    load.catalog.then(
      (catalog) => {
        load.done = catalog;
        if (!latest || latest.pricedAt.getTime() <= catalog.pricedAt.getTime()) latest = catalog;
      },
      () => {
        if (current === load) current = undefined;
        // What this read was to bring in is read by the next one, found by the versions.
        named = null;
      },
    );
    current = load;
    return load;
  };

  /** The catalog to answer from as of `now`, or undefined when the SQL must answer. */
  const catalogAt = async (now: Date): Promise<SearchCatalog | undefined> => {
    let load = current ?? start(now);
    if (load.done && !pricesHold(load.done, now)) load = start(now);
    else if (load.done && now.getTime() - load.done.pricedAt.getTime() >= SEARCH_MAX_AGE_MS) {
      // A write nobody said (a lost notification) is read within this age; the versions
      // make it cheap, and nothing known to be stale waits for it.
      load = start(now, load.done);
    }
    if (load.done) return load.done;
    if (load.stale) return load.stale;
    if (!latest) return undefined;
    try {
      const catalog = await load.catalog;
      // Read before a sale moved the prices: once more (once for all who wait), priced from now.
      if (pricesHold(catalog, clock())) return catalog;
      const again = current && current !== load ? current : start(clock());
      return await again.catalog;
    } catch {
      return undefined;
    }
  };

  onCatalogChange(db, (change) => {
    current = undefined;
    if (change.scope === 'catalog') named = null;
    else for (const id of change.ids) named?.add(id);
  });

  // Pages already written from each catalog, by search: shoppers ask the same few over and over.
  const written = new WeakMap<SearchCatalog, WrittenPages>();
  const takeTurn = createSearchTurns();

  return {
    async answer(search, language) {
      const now = clock();
      const catalog = await catalogAt(now);
      if (!catalog) return undefined;
      const pages = written.get(catalog) ?? { byKey: new Map<string, string>(), characters: 0 };
      written.set(catalog, pages);
      const key = searchKey(search, language, now);
      const known = pages.byKey.get(key);
      if (known !== undefined) return known;
      await takeTurn();
      const page = memorySearchPage(catalog, search, search.category_id, language, isoDay(now));
      keep(pages, key, page);
      return page;
    },
    async warm() {
      await (current ?? start(clock())).catalog;
    },
    hasRead() {
      return latest !== undefined;
    },
  };
}

const engines = new WeakMap<Database, SearchEngine>();

/** The one engine of `db` in this process, which items/search answers from. */
export function searchEngineOf(db: Database): SearchEngine {
  const found = engines.get(db);
  if (found) return found;
  const engine = createSearchEngine(db);
  engines.set(db, engine);
  return engine;
}
