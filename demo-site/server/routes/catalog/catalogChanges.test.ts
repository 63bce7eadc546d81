// @vitest-environment node
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StopListening } from '../../db/notifications';
import { flashSaleItems, items, settings } from '../../db/schema';
import { insertFlashSale } from '../../testing/insertFlashSale';
import { insertOrderFixtures, type OrderFixtures } from '../../testing/orderFixtures';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import {
  CATALOG_CHANNEL,
  type CatalogChange,
  catalogChangeOf,
  itemsChanged,
  onCatalogChange,
  relayCatalogChanges,
  WHOLE_CATALOG,
} from './catalogChanges';

let database: TestDatabase;
let ids: OrderFixtures;
let stopRelaying: StopListening;
const heard = vi.fn<(change: CatalogChange) => void>();

beforeAll(async () => {
  database = await openTestDatabase();
  ids = await insertOrderFixtures(database.db);
  onCatalogChange(database.db, heard);
  stopRelaying = await relayCatalogChanges(database);
});
afterAll(async () => {
  await stopRelaying();
  await database.close();
});

/** Runs `write`, then waits until the relay has had the time to pass its notification on. */
async function heardAfter(write: () => Promise<unknown>): Promise<number> {
  heard.mockClear();
  await write();
  await new Promise((settle) => setTimeout(settle, 300));
  return heard.mock.calls.length;
}

describe('given a write the routes did not announce, straight into the database', () => {
  it('tells the listeners when an item changes', async () => {
    const calls = await heardAfter(() =>
      database.db.update(items).set({ price: 123 }).where(eq(items.id, ids.item.plain)),
    );
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('tells them when a flash sale starts', async () => {
    const calls = await heardAfter(() =>
      insertFlashSale(database.db, {
        moduleId: 1,
        itemId: ids.item.scarce,
        hours: { from: 0, to: 2 },
        terms: { discount: 20, discountType: 'percent' },
      }),
    );
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('tells them once for a transaction of many statements', async () => {
    const calls = await heardAfter(() =>
      database.db.transaction(async (tx) => {
        for (const price of [1, 2, 3]) {
          await tx.update(items).set({ price }).where(eq(items.id, ids.item.capped));
        }
      }),
    );
    expect(calls).toBe(1);
  });

  it('says nothing of a write outside the catalog', async () => {
    const calls = await heardAfter(() =>
      database.db.update(settings).set({ value: sql`${settings.value}` }),
    );
    expect(calls).toBe(0);
  });
});

describe('what a change names', () => {
  /** The changes the listeners heard of `write`, once they have had the time to arrive. */
  async function changesOf(write: () => Promise<unknown>): Promise<CatalogChange[]> {
    await heardAfter(write);
    return heard.mock.calls.map(([change]) => change);
  }

  it('names the items whose stock an order took, and only them', async () => {
    const { plain, scarce } = ids.item;
    const changes = await changesOf(() =>
      database.db
        .update(items)
        .set({ stock: sql`${items.stock} - 1` })
        .where(inArray(items.id, [plain, scarce])),
    );
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.scope === 'items' && [...change.ids].sort((a, b) => a - b)).toEqual(
      [plain, scarce].sort((a, b) => a - b),
    );
  });

  it('names the items whose flash-sale units were counted as sold', async () => {
    const changes = await changesOf(() =>
      database.db
        .update(flashSaleItems)
        .set({ sold: sql`${flashSaleItems.sold} + 1` })
        .where(eq(flashSaleItems.itemId, ids.item.onSale)),
    );
    expect(changes).toEqual([itemsChanged([ids.item.onSale])]);
  });

  it('says the whole catalog when an item is added', async () => {
    const [template] = await database.db.select().from(items).where(eq(items.id, ids.item.plain));
    if (!template) throw new Error('the fixtures have no plain item');
    const { id: _id, ...copy } = template;
    const changes = await changesOf(() =>
      database.db.insert(items).values({ ...copy, slug: 'plain-copy-1', nameEn: 'Plain copy' }),
    );
    expect(changes).toEqual([WHOLE_CATALOG]);
  });

  it('says nothing of an update that matched no item', async () => {
    const calls = await heardAfter(() =>
      database.db.update(items).set({ stock: 0 }).where(eq(items.id, -1)),
    );
    expect(calls).toBe(0);
  });
});

describe('a notification’s payload', () => {
  it.each([
    ['items:7', itemsChanged([7])],
    ['items:12,3,45', itemsChanged([12, 3, 45])],
  ])('%s names those items', (payload, change) => {
    expect(catalogChangeOf(payload)).toEqual(change);
  });

  it.each([
    ['a table’s name', 'stores'],
    ['the items table’s name alone', 'items'],
    ['no id', 'items:'],
    ['something that is not an id', 'items:1,two'],
    ['no payload at all', undefined],
  ])('with %s means the whole catalog', (_case, payload) => {
    expect(catalogChangeOf(payload)).toEqual(WHOLE_CATALOG);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('given the listening connection is cut', () => {
  it('assumes the worst once it is back, then hears changes again', async () => {
    const admin = new pg.Client({ connectionString: database.url ?? '' });
    await admin.connect();
    try {
      heard.mockClear();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid <> pg_backend_pid() and query = $1`,
        [`LISTEN ${CATALOG_CHANNEL}`],
      );
      await vi.waitFor(() => expect(heard).toHaveBeenCalled(), { timeout: 5_000 });

      const calls = await heardAfter(() =>
        database.db.update(items).set({ price: 77 }).where(eq(items.id, ids.item.plain)),
      );
      expect(calls).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
  });
});
