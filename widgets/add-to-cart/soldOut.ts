import type { Item } from '../../src/core/api/wire';
import { hasChoices, inStock } from '../../src/core/cart';

/**
 * Whether nothing of the item can be added (spec §5 "Add to cart"): its stock is 0 or less, or it
 * is chosen through variations and none of them is in stock.
 */
export function isSoldOut(item: Pick<Item, 'stock' | 'choice_options' | 'variations'>): boolean {
  const { stock } = item;
  if (typeof stock === 'number' && Number.isFinite(stock) && stock <= 0) return true;
  return hasChoices(item) && !(item.variations ?? []).some(inStock);
}
