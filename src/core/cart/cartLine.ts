import type { CartItem } from '../api/wire';

/** Enough of a cart item to find its line: the item id and the chosen variations. */
export type CartLineRef = Pick<CartItem, 'id' | 'selectedOption'>;

/** The variation type of a line: the chosen variations' types joined by '-' ('' when none). */
export function variationType(item: Pick<CartItem, 'selectedOption'>): string {
  return (item.selectedOption ?? []).map((variation) => variation.type).join('-');
}

/** A stable key of a cart line (item id plus variation type), e.g. for rendering lists. */
export function cartLineKey(item: CartLineRef): string {
  return `${item.id}:${variationType(item)}`;
}

/** Whether two items occupy the same cart line: same item id and same variation type. */
export function isSameLine(a: CartLineRef, b: CartLineRef): boolean {
  return a.id === b.id && variationType(a) === variationType(b);
}
