/*
 * The cart as plain data for a page: what `souq:cart-change`, `souq:checkout` and
 * `Souq.getCart()` hand out. Prices come from the same pricing rules the drawer shows.
 */
import type { CartItem } from '../api/wire';
import { variationKey } from '../cart';
import type { SouqCore } from '../createSouqCore';
import { cartTotals, unitPrice } from '../pricing';
import type { CartLineSnapshot, CartSnapshot } from './souqEvents';

/** One cart line as plain data, at the shop's decimals. */
export function lineSnapshot(line: CartItem, digits?: number): CartLineSnapshot {
  return {
    itemId: line.id,
    name: line.name,
    variation: variationKey(line),
    quantity: line.quantity,
    unitPrice: unitPrice(line, digits),
  };
}

/** A cart's lines as plain data, with their count and subtotal after discounts. */
export function cartSnapshot(lines: readonly CartItem[], digits?: number): CartSnapshot {
  return {
    lines: lines.map((line) => lineSnapshot(line, digits)),
    count: lines.length,
    subtotal: cartTotals(lines, digits).itemsTotal,
  };
}

/** The decimals the shop prices in, when its configuration has loaded. */
export function shopDigits(core: Pick<SouqCore, 'shop'>): number | undefined {
  const { configured, priceFormat } = core.shop;
  return configured.value ? priceFormat.value.digit_after_decimal_point : undefined;
}

/** The core's cart as plain data, read now. */
export function cartSnapshotOf(core: Pick<SouqCore, 'cart' | 'shop'>): CartSnapshot {
  return cartSnapshot(core.cart.lines.value, shopDigits(core));
}
