import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { flashSaleItems, flashSales, items, stores } from '../db/schema';

/*
 * The one place that says how a running flash sale prices an item: while the sale runs
 * (start_at <= now < end_at) its discount and type replace the item's, and the store's discount
 * no longer applies. Every item query left-joins `runningSaleTerms` and reads the item's terms
 * through `pricingTermColumns`, so item replies, cart lines and the SQL price lists filter and
 * sort by all agree, and src/core/pricing gives the sale price from the fields as sent.
 */

const subqueries = new QueryBuilder();

/**
 * The items on a flash sale running at `now`, with that sale's terms; left-join it on
 * `items.id`. An item on two running sales takes the one ending first, the one /flash-sales shows.
 */
export function runningSaleTerms(now: Date) {
  return subqueries
    .selectDistinctOn([flashSaleItems.itemId], {
      itemId: flashSaleItems.itemId,
      saleId: flashSaleItems.flashSaleId,
      endAt: flashSales.endAt,
      discount: flashSaleItems.discount,
      discountType: flashSaleItems.discountType,
      availableStock: sql<number>`greatest(0, ${flashSaleItems.stock} - ${flashSaleItems.sold})`.as(
        'available_stock',
      ),
    })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSaleItems.flashSaleId, flashSales.id))
    .where(and(lte(flashSales.startAt, now), gt(flashSales.endAt, now)))
    .orderBy(flashSaleItems.itemId, asc(flashSales.endAt), asc(flashSales.id))
    .as('running_sale');
}

/** The running-sale subquery of one moment, as `runningSaleTerms` builds it. */
export type RunningSaleTerms = ReturnType<typeof runningSaleTerms>;

/** The discount terms an item is priced with: the running sale's if it is on one, else its own. */
export function pricingTermColumns(sale: RunningSaleTerms) {
  return {
    discount: sql<number>`coalesce(${sale.discount}, ${items.discount})`.mapWith(Number),
    discountType: sql<'percent' | 'amount'>`coalesce(${sale.discountType}, ${items.discountType})`,
    storeDiscount:
      sql<number>`(CASE WHEN ${sale.itemId} IS NULL THEN ${stores.discount} ELSE 0 END)`.mapWith(
        Number,
      ),
  };
}

/** Which running sale an item is priced by (null columns when it is on none). */
export function runningSaleColumns(sale: RunningSaleTerms) {
  return {
    saleId: sale.saleId,
    saleEndAt: sale.endAt,
    // A computed column of a left-joined subquery: Drizzle cannot tell it may be null.
    saleAvailableStock: sql<number | null>`${sale.availableStock}`,
  };
}

/**
 * A sale's terms as src/core/pricing reads them: its discount, with no store discount on top.
 * The same rule `pricingTermColumns` applies in SQL, for a sale that need not run now.
 */
export function saleDiscountTerms(sale: { discount: number; discountType: 'percent' | 'amount' }) {
  return { discount: sale.discount, discount_type: sale.discountType, store_discount: 0 };
}
