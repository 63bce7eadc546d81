import type { CartItem, DiscountType, Item, ItemVariation } from '../api/wire';
import { fromMinor, nonNegative, percentOf, precision, toMinor } from './money';

/** What pricing needs to know about an item: its price, its discounts and the chosen variation. */
export type PricedItem = Pick<Item, 'price' | 'discount' | 'discount_type' | 'store_discount'> &
  Pick<CartItem, 'selectedOption'>;

/**
 * The variation the shopper chose. 6amMart's grocery model stores one chosen combination
 * (e.g. "Large-Red") per cart line, so the first entry carries the price and stock.
 */
export function chosenVariation(item: Pick<CartItem, 'selectedOption'>): ItemVariation | undefined {
  return item.selectedOption?.[0];
}

/** Undiscounted unit price in minor units: the chosen variation's price replaces the item's. */
export function basePriceMinor(item: PricedItem, digits: number): number {
  return toMinor(nonNegative(chosenVariation(item)?.price ?? item.price), digits);
}

/** Discounted unit price in minor units, given the base price; see `unitPrice` for the rule. */
export function unitPriceMinor(
  item: PricedItem,
  digits: number,
  base: number = basePriceMinor(item, digits),
): number {
  return Math.max(0, base - unitDiscountMinor(item, base, digits));
}

/** The discount that prices an item: the kind and its size (a percent, or an amount off). */
export interface EffectiveDiscount {
  type: DiscountType;
  value: number;
}

/**
 * The discount in effect (spec §9): a store discount above 0, always a percent, overrides the
 * item's own percent or amount. Null when neither takes anything off.
 */
export function effectiveDiscount(
  item: Pick<Item, 'discount' | 'discount_type' | 'store_discount'>,
): EffectiveDiscount | null {
  const storeDiscount = nonNegative(item.store_discount);
  if (storeDiscount > 0) return { type: 'percent', value: storeDiscount };
  const discount = nonNegative(item.discount);
  if (discount === 0) return null;
  // 6amMart stores 'percent' as the column default, so a missing type means percent.
  return { type: item.discount_type ?? 'percent', value: discount };
}

function unitDiscountMinor(item: PricedItem, base: number, digits: number): number {
  const discount = effectiveDiscount(item);
  if (discount === null) return 0;
  switch (discount.type) {
    case 'percent':
      return percentOf(base, discount.value);
    case 'amount':
      return toMinor(discount.value, digits);
    default:
      return discount.type satisfies never;
  }
}

/**
 * Unit price after discounts, in major units rounded to `digits` decimals. A store discount
 * (a percent) above 0 overrides the item's own; otherwise a percent or amount discount applies.
 * Never below 0.
 */
export function unitPrice(item: PricedItem, digits?: number): number {
  const places = precision(digits);
  return fromMinor(unitPriceMinor(item, places), places);
}
