import { type SQL, sql } from 'drizzle-orm';
import { items, stores } from '../../db/schema';

/*
 * The unit price after discounts, in SQL, so lists can filter and sort by what a shopper pays.
 * It follows `unitPrice` of src/core/pricing step by step: minor units, a store discount above
 * 0 overriding the item's, half-away rounding (PostgreSQL's numeric round), never below 0.
 */
const baseMinor = sql`round(${items.price}::numeric * 100)`;
const storeDiscount = sql`${stores.discount}::numeric`;
const itemDiscount = sql`greatest(${items.discount}::numeric, 0)`;

/** Price after the store or item discount, as the `discounted_price` of `itemWire`. */
export const discountedPrice: SQL<number> = sql<number>`(greatest(0, ${baseMinor} - CASE
  WHEN ${storeDiscount} > 0 THEN round(${baseMinor} * ${storeDiscount} / 100)
  WHEN ${items.discountType} = 'percent' THEN round(${baseMinor} * ${itemDiscount} / 100)
  ELSE round(${itemDiscount} * 100)
END) / 100)`.mapWith(Number);

/** Whether a shopper pays less than the list price (a store or an item discount applies). */
export const isDiscounted: SQL<boolean> = sql<boolean>`(${stores.discount} > 0 OR ${items.discount} > 0)`;
