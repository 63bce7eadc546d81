import { inArray } from 'drizzle-orm';
import { type Database, openedAs } from '../../db/database';
import type { Listen, StopListening } from '../../db/notifications';
import { items } from '../../db/schema';
import { type ItemWithStore, selectItemsWithStore } from '../../serializers/item';
import {
  CATALOG_CHANNEL,
  type CatalogChange,
  catalogChangeOf,
  onCatalogChange,
} from '../catalog/catalogChanges';
import { nextSaleChange } from '../catalog/saleChanges';

/*
 * Where the cart reads the items its lines hold. On PGlite every statement takes the one
 * connection, so items are kept in memory: every write to the catalog is heard at once (the
 * embedded database is this process's alone, and its notifications arrive before the write's
 * own answer), and prices that move by themselves when a flash sale starts or ends drop the
 * copy at that moment. On a PostgreSQL server other processes write too and their
 * notifications come late, so the cart reads there every time: its stock checks stay exact.
 */

/** Items by id, each with its store and the flash sale it is priced by now. */
export interface CartItemSource {
  /** True when the items come from memory rather than a read of the database. */
  readonly inMemory: boolean;
  /**
   * The items among `ids` that exist, by id; read through `via` (the request's transaction)
   * when they are not in memory, through the database itself when they are kept.
   */
  byIds(ids: readonly number[], via?: Database): Promise<Map<number, ItemWithStore>>;
  /** Stops hearing of catalog changes. */
  close(): Promise<void>;
}

/** Most items kept at once; past it the copy starts afresh, so memory stays bounded. */
export const KEPT_ITEMS = 20_000;

async function readItems(
  db: Database,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, ItemWithStore>> {
  if (ids.length === 0) return new Map();
  const rows = await selectItemsWithStore(db, now).where(inArray(items.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Reads the items from the database on every call. */
export function itemsFromDatabase(db: Database): CartItemSource {
  return {
    inMemory: false,
    byIds: (ids, via = db) => readItems(via, ids, new Date()),
    close: async () => undefined,
  };
}

/**
 * Items kept in memory by id, dropped whenever `listen` or `onCatalogChange` says the catalog
 * changed (only the items it names, when it names them: an order forgets the items it took
 * stock of) and when a flash sale starts or ends; `clock` tells sale times by.
 */
export async function itemsInMemory(
  db: Database,
  listen: Listen,
  clock: () => Date = () => new Date(),
): Promise<CartItemSource> {
  // An item read, or its read under way; a found item is kept as it is, so most calls never wait.
  let kept = new Map<number, ItemWithStore | null | Promise<ItemWithStore | null>>();
  // When the next flash sale starts or ends, asked once per copy.
  let pricesUntil: Promise<Date | null> | undefined;
  const drop = () => {
    kept = new Map();
    pricesUntil = undefined;
  };
  const forget = (change: CatalogChange) => {
    if (change.scope === 'catalog') drop();
    // A read of these items under way is not kept either: it no longer finds itself in `kept`.
    else for (const id of change.ids) kept.delete(id);
  };
  onCatalogChange(db, forget);
  const stopListening: StopListening = await listen(CATALOG_CHANNEL, (payload) =>
    forget(catalogChangeOf(payload)),
  );

  // Items missed by the requests of one turn of the event loop, read together by one statement:
  // fifty adds of items not yet kept cost one read, not fifty in turn on the one connection.
  let gathering: { ids: Set<number>; read: Promise<Map<number, ItemWithStore>> } | null = null;
  const readSoon = (ids: readonly number[], now: Date) => {
    if (!gathering) {
      const gathered = new Set<number>();
      const read = new Promise((turn) => setImmediate(turn)).then(() => {
        gathering = null;
        return readItems(db, [...gathered], now);
      });
      gathering = { ids: gathered, read };
    }
    for (const id of ids) gathering.ids.add(id);
    return gathering.read;
  };

  const pricesHold = async (now: Date): Promise<boolean> => {
    pricesUntil ??= nextSaleChange(db, now);
    const asking = pricesUntil;
    const until = await asking.catch((error: unknown) => {
      // A failed question is asked again by the next request, not answered by this failure.
      if (pricesUntil === asking) pricesUntil = undefined;
      throw error;
    });
    return until === null || now.getTime() < until.getTime();
  };

  return {
    inMemory: true,
    async byIds(ids) {
      const now = clock();
      if (!(await pricesHold(now))) {
        drop();
        // The new copy holds until the sale change after this moment, asked now: asked by a
        // later request, it would be the change after that one's moment, and miss one between.
        await pricesHold(now);
      }
      if (kept.size + ids.length > KEPT_ITEMS) drop();
      // A change heard from here on empties `kept`, not this copy: this request's reads began
      // before it, later requests read afresh.
      const copy = kept;
      const missing = [...new Set(ids)].filter((id) => !copy.has(id));
      if (missing.length > 0) {
        const loading = readSoon(missing, now);
        for (const id of missing) {
          const one = loading.then((found) => found.get(id) ?? null);
          copy.set(id, one);
          one.then(
            (item) => {
              if (copy.get(id) === one) copy.set(id, item);
            },
            // A failed read is not kept: the next request reads again.
            () => {
              if (copy.get(id) === one) copy.delete(id);
            },
          );
        }
      }
      const found = new Map<number, ItemWithStore>();
      const reads: Promise<void>[] = [];
      for (const id of ids) {
        const item = copy.get(id);
        if (item instanceof Promise) {
          reads.push(
            item.then((read) => {
              if (read) found.set(id, read);
            }),
          );
        } else if (item) found.set(id, item);
      }
      if (reads.length > 0) await Promise.all(reads);
      return found;
    },
    close: stopListening,
  };
}

/** The source fit for `db`: memory on PGlite, the database itself on a PostgreSQL server. */
export async function cartItemSource(db: Database): Promise<CartItemSource> {
  const opened = openedAs(db);
  return opened?.driver === 'pglite' ? itemsInMemory(db, opened.listen) : itemsFromDatabase(db);
}
