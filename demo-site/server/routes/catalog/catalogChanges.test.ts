// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StopListening } from '../../db/notifications';
import { items, settings } from '../../db/schema';
import { insertFlashSale } from '../../testing/insertFlashSale';
import { insertOrderFixtures, type OrderFixtures } from '../../testing/orderFixtures';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { CATALOG_CHANNEL, onCatalogChange, relayCatalogChanges } from './catalogChanges';

let database: TestDatabase;
let ids: OrderFixtures;
let stopRelaying: StopListening;
const heard = vi.fn();

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
