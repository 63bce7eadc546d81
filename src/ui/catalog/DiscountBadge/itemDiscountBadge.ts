import type { Item } from '../../../core/api/wire';
import { effectiveDiscount, fromMinor, precision, toMinor, unitPrice } from '../../../core/pricing';

/** What a discount badge says: a percent off, or an amount off. */
export type DiscountBadgeData =
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; amount: number };

/** The pricing fields the badge reads. */
export type DiscountedItem = Pick<Item, 'price' | 'discount' | 'discount_type' | 'store_discount'>;

/**
 * The badge of the discount that prices the item (`effectiveDiscount`), or null when the shopper
 * saves nothing at the shop's decimals. The saving is measured with `unitPrice`, so the badge never promises more than
 * the price shows (an amount above the price says the whole price).
 */
export function discountBadge(item: DiscountedItem, digits?: number): DiscountBadgeData | null {
  const places = precision(digits);
  const savedMinor =
    toMinor(unitPrice({ price: item.price }, places), places) -
    toMinor(unitPrice(item, places), places);
  const discount = effectiveDiscount(item);
  if (savedMinor <= 0 || discount === null) return null;
  switch (discount.type) {
    case 'percent':
      return { kind: 'percent', percent: discount.value };
    case 'amount':
      return { kind: 'amount', amount: fromMinor(savedMinor, places) };
    default:
      return discount.type satisfies never;
  }
}
