/*
 * Writes a seed plan into the database: batched multi-row inserts in dependency order, then each
 * id sequence moved past the explicit ids so later inserts do not collide.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database';
import {
  banners,
  campaigns,
  categories,
  coupons,
  customers,
  flashSaleItems,
  flashSales,
  items,
  modules,
  reviews,
  settings,
  stores,
  zones,
} from '../db/schema';
import type { SeedPlan } from './plan/types';
import { insertContentSeed } from './content/contentSeed';

/** Rows per INSERT statement: fast, and far below PostgreSQL's 65,535 parameters (items have 23 columns). */
export const BATCH_SIZE = 1000;

async function inBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await insert(rows.slice(start, start + BATCH_SIZE));
  }
}

async function advanceSequence(
  tx: Transaction,
  table: PgTable,
  rows: readonly { id: number }[],
): Promise<void> {
  const highest = rows.reduce((max, row) => Math.max(max, row.id), 0);
  if (highest === 0) return;
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), ${highest})`,
  );
}

/** Inserts every row of the plan inside the given transaction. */
export async function insertPlan(tx: Transaction, plan: SeedPlan): Promise<void> {
  await inBatches(plan.modules, (batch) => tx.insert(modules).values(batch));
  await inBatches(plan.zones, (batch) => tx.insert(zones).values(batch));
  await inBatches(plan.categories, (batch) => tx.insert(categories).values(batch));
  await inBatches(plan.campaigns, (batch) => tx.insert(campaigns).values(batch));
  await inBatches(plan.stores, (batch) => tx.insert(stores).values(batch));
  await inBatches(plan.items, (batch) => tx.insert(items).values(batch));
  await inBatches(plan.banners, (batch) => tx.insert(banners).values(batch));
  await inBatches(plan.flashSales, (batch) => tx.insert(flashSales).values(batch));
  await inBatches(plan.flashSaleItems, (batch) => tx.insert(flashSaleItems).values(batch));
  await inBatches(plan.coupons, (batch) => tx.insert(coupons).values(batch));
  await inBatches(plan.customers, (batch) => tx.insert(customers).values(batch));
  await inBatches(plan.reviews, (batch) => tx.insert(reviews).values(batch));
  await tx.insert(settings).values([
    { key: 'config', value: plan.settings.config },
    { key: 'landing', value: { ...plan.settings.landing, ...plan.content.landingSections } },
    { key: 'other_banners', value: plan.settings.otherBanners },
  ]);
  await insertContentSeed(tx, plan.content);
  await advanceSequence(tx, modules, plan.modules);
  await advanceSequence(tx, zones, plan.zones);
  await advanceSequence(tx, categories, plan.categories);
  await advanceSequence(tx, campaigns, plan.campaigns);
  await advanceSequence(tx, stores, plan.stores);
  await advanceSequence(tx, items, plan.items);
  await advanceSequence(tx, banners, plan.banners);
  await advanceSequence(tx, flashSales, plan.flashSales);
  await advanceSequence(tx, coupons, plan.coupons);
  await advanceSequence(tx, customers, plan.customers);
  await advanceSequence(tx, reviews, plan.reviews);
}
