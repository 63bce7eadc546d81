import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, gt, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { isOpenAt } from '../src/core/catalog/openingHours';
import { type DatabaseLocation, openDatabase } from '../demo-site/server/db/database';
import { flashSaleItems, items, stores } from '../demo-site/server/db/schema';
import { seedDatabase } from '../demo-site/server/seed/seedDatabase';
import { insertShoppers, type ShopperCounts } from '../demo-site/server/testing/burstShoppers';
import type { OrderShopper } from '../demo-site/server/testing/orderFixtures';
import type { ServerProcess } from '../demo-site/server/testing/serverProcess';
import { createThrowawayDatabase } from '../demo-site/server/testing/throwawayDatabase';
import { pinning, pinSelf } from './demoServer';
import type { BenchFigure } from './figure';

/*
 * Shoppers who order for real, for the suites that load the API with orders (orders, mixedLoad):
 * a freshly seeded small catalog, the items anyone can order now stocked plenty, and shoppers
 * (guests and customers) who call the API as the kit does.
 */

/** Plenty, so no order of the run is refused for stock and every request places one. */
export const BENCH_STOCK = 1_000_000;

/** Where a shopper's order goes: the centre of the seeded Cairo zone. */
export const ADDRESS = {
  address: '1 Tahrir Square',
  latitude: '30.0444',
  longitude: '31.2357',
  contact_person_name: 'Bench Shopper',
  contact_person_number: '+201055500000',
  address_type: 'home',
};

/** A shopper of a bench run and the orderable items it buys in turn. */
export interface BenchShopper extends OrderShopper {
  /** The items this shopper orders, one at a time, in turn. */
  itemIds: number[];
  placed: number;
}

/**
 * Seeds a fresh small catalog and the shoppers asked for, and gives each shopper the items anyone can order
 * now (no variation to pick, in no flash sale, from a store open now), stocked plenty.
 */
export async function prepareShoppers(
  location: DatabaseLocation,
  imagesDir: string,
  counts: ShopperCounts,
): Promise<BenchShopper[]> {
  const { db, close } = await openDatabase(location);
  try {
    await seedDatabase(db, { imagesDir, scale: 'small' });
    const now = new Date();
    const onSale = db.select({ id: flashSaleItems.itemId }).from(flashSaleItems);
    const candidates = await db
      .select({ id: items.id, schedules: stores.schedules })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(
        and(
          eq(stores.active, true),
          isNull(items.availableDateStarts),
          sql`${items.variations} = '[]'::jsonb`,
          gt(items.stock, 0),
          // Under the cash-on-delivery cap of 1000 with tax and the delivery fee.
          lte(items.price, 700),
          notInArray(items.id, onSale),
        ),
      );
    const orderable = candidates
      .filter((item) => isOpenAt(item.schedules, now))
      .map((item) => item.id);
    if (orderable.length === 0) throw new Error('no item of the catalog can be ordered now');
    await db.update(items).set({ stock: BENCH_STOCK }).where(inArray(items.id, orderable));
    const shoppers = await insertShoppers(db, counts);
    return shoppers.map(
      (shopper, index): BenchShopper => ({
        ...shopper,
        // Each starts elsewhere in the list, so shoppers seldom take the same item's row at once.
        itemIds: [
          ...orderable.slice(index % orderable.length),
          ...orderable.slice(0, index % orderable.length),
        ],
        placed: 0,
      }),
    );
  } finally {
    await close();
  }
}

/** The shopper's guest id, or null for a customer. */
export const guestOf = (shopper: OrderShopper) =>
  'guestId' in shopper.owner ? shopper.owner.guestId : null;

/** A call as the shopper: a guest names itself by guest_id (in the body, or the query of a read). */
export function send(
  server: ServerProcess,
  shopper: OrderShopper,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
): Promise<Response> {
  const guestId = guestOf(shopper);
  const asGuest = guestId === null ? {} : { guest_id: guestId };
  const query =
    body === undefined && guestId !== null
      ? `${path.includes('?') ? '&' : '?'}guest_id=${guestId}`
      : '';
  return fetch(`${server.origin}/api/v1/${path}${query}`, {
    method,
    headers: {
      'x-localization': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify({ ...body, ...asGuest }) }),
  });
}

/** The server on the core of its own when the machine has two, the load on the other. */
export function pinServer(server: ServerProcess): void {
  if (pinning) {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', '0', String(server.pid)], {
      stdio: 'ignore',
    });
    pinSelf('1');
  }
}

/** One measurement of a suite on one database: its label, where it is, the server's environment. */
export type DatabaseMeasure = (
  label: string,
  location: DatabaseLocation,
  env: Record<string, string>,
) => Promise<BenchFigure[]>;

/**
 * Runs `measure` on a fresh PGlite in `dir`, then on a database of its own on the PostgreSQL
 * server SOUQ_BENCH_DATABASE_URL names (made for the run and dropped after it), when it names one.
 */
export async function onEachDatabase(
  suite: string,
  dir: string,
  measure: DatabaseMeasure,
): Promise<BenchFigure[]> {
  // A fresh catalog each run, so every run starts from the same stock and no earlier orders.
  rmSync(dir, { recursive: true, force: true });
  const dataDir = resolve(dir, 'pglite');
  const figures = await measure('PGlite', { dataDir }, { SOUQ_DATA_DIR: dataDir });
  const serverUrl = process.env.SOUQ_BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log(`${suite}: SOUQ_BENCH_DATABASE_URL is not set, so PostgreSQL is not measured`);
    return figures;
  }
  const database = await createThrowawayDatabase(serverUrl);
  try {
    figures.push(
      ...(await measure('PostgreSQL', { url: database.url }, { DATABASE_URL: database.url })),
    );
  } finally {
    await database.drop();
  }
  return figures;
}
