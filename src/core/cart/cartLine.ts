import type { CartItem } from '../api/wire';

/** Enough of a cart item to find its line: the item id and the chosen variations. */
export type CartLineRef = Pick<CartItem, 'id' | 'selectedOption'>;

/**
 * How the line's variation reads: the chosen variations' types joined by '-' ('' when none), in
 * the language the item was last fetched in.
 */
export function variationType(item: Pick<CartItem, 'selectedOption'>): string {
  return (item.selectedOption ?? []).map((variation) => variation.type).join('-');
}

/**
 * Which variation the line holds, the same in every language: the chosen variations' codes (their
 * types where the shop sends none) joined by '-' ('' when none).
 */
export function variationKey(item: Pick<CartItem, 'selectedOption'>): string {
  return (item.selectedOption ?? []).map((variation) => variation.code ?? variation.type).join('-');
}

/** A stable key of a cart line (item id plus variation key), e.g. for rendering lists. */
export function cartLineKey(item: CartLineRef): string {
  return `${item.id}:${variationKey(item)}`;
}

/**
 * Whether two items occupy the same cart line: same item id and same variation, whichever
 * language each was read in.
 */
export function isSameLine(a: CartLineRef, b: CartLineRef): boolean {
  return a.id === b.id && variationKey(a) === variationKey(b);
}
