import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { flashSaleItems, flashSales } from '../../db/schema';

/*
 * When prices move by themselves: an item's price changes, with no write to the database, the
 * moment a flash sale it is on starts or ends. Whatever keeps priced items in memory asks these.
 */

/** The first moment after `now` at which a flash sale starts or ends; null when none will. */
export async function nextSaleChange(db: Database, now: Date): Promise<Date | null> {
  const [next] = await db
    .select({
      at: sql<Date | null>`least(
        min(${flashSales.startAt}) filter (where ${gt(flashSales.startAt, now)}),
        min(${flashSales.endAt}) filter (where ${gt(flashSales.endAt, now)})
      )`.mapWith(flashSales.endAt),
    })
    .from(flashSales);
  return next?.at ?? null;
}

/**
 * The ids of the items on a flash sale that ran at some moment after `from` and up to `to`:
 * every item whose price may differ at `to` from what it was at `from` (and a few that do not).
 */
export function itemsOnSalesBetween(db: Database, from: Date, to: Date) {
  return db
    .selectDistinct({ id: flashSaleItems.itemId })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSaleItems.flashSaleId, flashSales.id))
    .where(and(lte(flashSales.startAt, to), gt(flashSales.endAt, from)));
}
