/*
 * "Order again": each line of a past order becomes a cart line of the item as it is sold today,
 * by the cart's own rules (src/core/cart). A line whose item or option is gone, or that the cart
 * rules refuse, is not added, and says why.
 */
import type { CartItem, Item, OrderDetail } from '../api/wire';
import { addToCart, type Cart, hasChoices, quantityRoom } from '../cart';

/** Why a line of the order could not go back into the cart. */
export type ReorderRefusal =
  /** The item, or the option it was bought in, is no longer sold. */
  | 'gone'
  /** Nothing of it is left. */
  | 'sold_out'
  /** The cart already holds that item in that option. */
  | 'in_cart'
  /** The cart holds as many of the item as one order may. */
  | 'limit';

/** What becomes of one line of the order. */
export type ReorderOutcome =
  | {
      kind: 'add';
      /** The cart line to add. */
      line: CartItem;
      /** Fewer than were ordered: only this many are left, or allowed. */
      fewer: boolean;
    }
  | { kind: 'refused'; reason: ReorderRefusal };

/** The option of today's item that the line was bought in; undefined when it is no longer sold. */
function sameOption(item: Item, sold: OrderDetail['variation']) {
  const bought = sold.map((variation) => variation.type).join('-');
  // Bought plain, but now sold only in options: which one the shopper wants is theirs to say.
  if (bought === '') return hasChoices(item) ? undefined : { chosen: [] };
  const option = (item.variations ?? []).find((variation) => variation.type === bought);
  return option ? { chosen: [option] } : undefined;
}

/**
 * How the order's line goes back into `cart`: the item as sold today (`null` when the shop no
 * longer has it), read in the same language as the line, in the same option and quantity, or
 * as many as are left when fewer are.
 */
export function reorderLine(
  sold: Pick<OrderDetail, 'quantity' | 'variation'>,
  item: Item | null,
  cart: Cart,
): ReorderOutcome {
  if (item === null) return { kind: 'refused', reason: 'gone' };
  const option = sameOption(item, sold.variation);
  if (!option) return { kind: 'refused', reason: 'gone' };
  const wanted = Math.max(1, Math.trunc(sold.quantity) || 1);
  const line: CartItem = { ...item, quantity: wanted, selectedOption: option.chosen };
  const whole = addToCart(cart, line);
  if (whole.ok) return { kind: 'add', line, fewer: false };
  switch (whole.error) {
    case 'Out of stock':
      return { kind: 'refused', reason: 'sold_out' };
    case 'Item already in cart':
      return { kind: 'refused', reason: 'in_cart' };
    default: {
      // Too many for the stock or the cap: as many as the rules still let in.
      const room = quantityRoom(line, cart);
      if (room < 1) {
        return { kind: 'refused', reason: whole.error === 'Out of Limits' ? 'limit' : 'sold_out' };
      }
      const fewer = { ...line, quantity: Math.min(wanted, room) };
      return addToCart(cart, fewer).ok
        ? { kind: 'add', line: fewer, fewer: true }
        : { kind: 'refused', reason: 'sold_out' };
    }
  }
}
