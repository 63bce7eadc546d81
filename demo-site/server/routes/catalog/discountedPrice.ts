import { type SQL, sql } from 'drizzle-orm';
import { items } from '../../db/schema';
import {
  pricingTermColumns,
  type RunningSaleTerms,
  runningSaleTerms,
} from '../../serializers/saleTerms';

/*
 * The unit price after discounts, in SQL, so lists can filter and sort by what a shopper pays.
 * It reads the terms an item is priced with (a running flash sale's replace the item's and the
 * store's) and follows `unitPrice` of src/core/pricing step by step: minor units, a store
 * discount above 0 overriding the item's, half-away rounding (PostgreSQL's numeric round), never
 * below 0.
 */

/** What a shopper pays at one moment, in SQL; every query using it left-joins `sale` on items.id. */
export interface CatalogPricing {
  now: Date;
  /** The flash sales running at `now`, to left-join on items.id. */
  sale: RunningSaleTerms;
  /** Price after the sale, store or item discount, as the `discounted_price` of `itemWire`. */
  discountedPrice: SQL<number>;
  /** Whether a shopper pays less than the list price (a sale, store or item discount applies). */
  isDiscounted: SQL<boolean>;
}

/** The SQL prices of the catalog as of `now`. */
export function catalogPricing(now: Date): CatalogPricing {
  const sale = runningSaleTerms(now);
  const terms = pricingTermColumns(sale);
  const baseMinor = sql`round(${items.price}::numeric * 100)`;
  const storeDiscount = sql`${terms.storeDiscount}::numeric`;
  const itemDiscount = sql`greatest(${terms.discount}::numeric, 0)`;
  return {
    now,
    sale,
    discountedPrice: sql<number>`(greatest(0, ${baseMinor} - CASE
  WHEN ${storeDiscount} > 0 THEN round(${baseMinor} * ${storeDiscount} / 100)
  WHEN ${terms.discountType} = 'percent' THEN round(${baseMinor} * ${itemDiscount} / 100)
  ELSE round(${itemDiscount} * 100)
END) / 100)`.mapWith(Number),
    isDiscounted: sql<boolean>`(${terms.storeDiscount} > 0 OR ${terms.discount} > 0)`,
  };
}
