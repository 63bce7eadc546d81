import type { Item } from '../../../src/core/api/wire';
import { fromMinor, precision, toMinor, unitPrice } from '../../../src/core/pricing';

/** What a product card's discount badge says: a percent off, or an amount off. */
export type DiscountBadge =
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; amount: number };

/** The pricing fields the badge reads. */
export type DiscountedItem = Pick<Item, 'price' | 'discount' | 'discount_type' | 'store_discount'>;

/**
 * The badge of the discount that prices the item (spec §9: a store discount, always a percent,
 * overrides the item's own percent or amount), or null when the shopper saves nothing at the
 * shop's decimals. The saving is measured with `unitPrice`, so the badge never promises more than
 * the price shows (an amount above the price says the whole price).
 */
export function discountBadge(item: DiscountedItem, digits?: number): DiscountBadge | null {
  const places = precision(digits);
  const savedMinor =
    toMinor(unitPrice({ price: item.price }, places), places) -
    toMinor(unitPrice(item, places), places);
  if (savedMinor <= 0) return null;
  const storeDiscount = item.store_discount ?? 0;
  if (storeDiscount > 0) return { kind: 'percent', percent: storeDiscount };
  // A missing type is 6amMart's column default, a percent, as `unitPrice` reads it.
  const type = item.discount_type ?? 'percent';
  switch (type) {
    case 'percent':
      return { kind: 'percent', percent: item.discount ?? 0 };
    case 'amount':
      return { kind: 'amount', amount: fromMinor(savedMinor, places) };
    default:
      return type satisfies never;
  }
}
