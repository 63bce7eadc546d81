import type { CartItem } from '../api/wire';
import { chosenVariation } from '../pricing';
import { type CartLineRef, isSameLine } from './cartLine';
import type { CartMessageKey } from './cartMessages';

/** The shopper's cart: one line per item and variation type. Never mutated by these rules. */
export type Cart<T extends CartItem = CartItem> = readonly T[];

/** Outcome of a cart action: the new cart, or the message key of the refusal. */
export type CartResult<T extends CartItem = CartItem> =
  | { ok: true; cart: Cart<T> }
  | { ok: false; error: CartMessageKey };

type StockedItem = Pick<
  CartItem,
  'id' | 'stock' | 'selectedOption' | 'maximum_cart_quantity' | 'flash_sale'
>;

function isTracked(stock: number | undefined): stock is number {
  return typeof stock === 'number' && Number.isFinite(stock);
}

/**
 * Stock that bounds a line's quantity: the chosen variation's when it has one, else the item's.
 * Undefined means the stock is not tracked (e.g. cooked food) and does not limit the quantity.
 */
export function stockLimit(
  item: Pick<StockedItem, 'stock' | 'selectedOption'>,
): number | undefined {
  const variationStock = chosenVariation(item)?.stock;
  if (isTracked(variationStock)) return variationStock;
  return isTracked(item.stock) ? item.stock : undefined;
}

/**
 * Units of the item its running flash sale still sells at the sale price, all variations
 * together; undefined when it is on no sale. The cart is priced at the sale price, so it holds no
 * more than this.
 */
export function saleStockLimit(item: Pick<StockedItem, 'flash_sale'>): number | undefined {
  const left = item.flash_sale?.available_stock;
  return isTracked(left) ? left : undefined;
}

/** The per-order cap of an item; null, absent or 0 means no cap. */
export function cartQuantityLimit(
  item: Pick<StockedItem, 'maximum_cart_quantity'>,
): number | undefined {
  const max = item.maximum_cart_quantity;
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : undefined;
}

/** Units of one item across all its lines (every variation) of a cart. */
export function itemQuantity(cart: Cart, itemId: number): number {
  return cart.reduce((sum, line) => (line.id === itemId ? sum + line.quantity : sum), 0);
}

/**
 * Why a line could not hold `quantity` units beside `others`, the cart's other lines: 'Out of
 * Stock' above its own stock or, with the item's other lines, above what its flash sale has left;
 * 'Out of Limits' when the item's lines together pass maximum_cart_quantity (the cap is per item,
 * not per variation). Null when it can. The rule behind adding, incrementing and setting a
 * quantity, on the client and on the server.
 */
export function quantityRefusal(
  item: StockedItem,
  quantity: number,
  others: Cart = [],
): CartMessageKey | null {
  const stock = stockLimit(item);
  if (stock !== undefined && quantity > stock) return 'Out of Stock';
  const itemTotal = quantity + itemQuantity(others, item.id);
  const saleStock = saleStockLimit(item);
  if (saleStock !== undefined && itemTotal > saleStock) return 'Out of Stock';
  const max = cartQuantityLimit(item);
  if (max !== undefined && itemTotal > max) return 'Out of Limits';
  return null;
}

/**
 * Why a line holding `line.quantity` could not be set to `quantity` beside `others`: raising it
 * is refused as `quantityRefusal` refuses; keeping or lowering it never is, so a cart that a
 * lowered cap or a selling sale has left above its bounds can always be stepped back down (as
 * `decrementQuantity` steps it).
 */
export function quantityChangeRefusal(
  line: StockedItem & Pick<CartItem, 'quantity'>,
  quantity: number,
  others: Cart = [],
): CartMessageKey | null {
  return quantity <= line.quantity ? null : quantityRefusal(line, quantity, others);
}

/**
 * The most units a line of `item` may hold beside `others` (the cart's other lines): its own
 * stock, and what the item's other lines leave of its flash sale's stock and of its cap; 0 when
 * nothing is left, Infinity when nothing bounds it. The quantity `quantityRefusal` last accepts.
 */
export function quantityRoom(item: StockedItem, others: Cart = []): number {
  const held = itemQuantity(others, item.id);
  const itemBounds = [saleStockLimit(item), cartQuantityLimit(item)].flatMap((bound) =>
    bound === undefined ? [] : [bound - held],
  );
  return Math.max(0, Math.min(stockLimit(item) ?? Infinity, ...itemBounds));
}

function isOutOfStock(item: StockedItem): boolean {
  const variationStock = chosenVariation(item)?.stock;
  const saleStock = saleStockLimit(item);
  return (
    (isTracked(variationStock) && variationStock <= 0) ||
    (isTracked(item.stock) && item.stock <= 0) ||
    (saleStock !== undefined && saleStock <= 0)
  );
}

/**
 * Adds an item as a new line. Refused with 'Out of stock' when the chosen variation's stock, the
 * item's stock or its flash sale's stock is 0 or less, and with 'Item already in cart' when its
 * line exists. The quantity (at least 1) must also respect the bounds of `quantityRefusal`,
 * counting the item's lines of other variations.
 */
export function addToCart<T extends CartItem>(cart: Cart<T>, item: T): CartResult<T> {
  if (isOutOfStock(item)) return { ok: false, error: 'Out of stock' };
  if (cart.some((line) => isSameLine(line, item)))
    return { ok: false, error: 'Item already in cart' };
  const quantity = Math.max(1, Math.trunc(item.quantity) || 1);
  const refusal = quantityRefusal(item, quantity, cart);
  if (refusal) return { ok: false, error: refusal };
  return { ok: true, cart: [...cart, { ...item, quantity }] };
}

/**
 * Adds one to a line's quantity. Refused with 'Item_not_in_cart' when the line is absent, and
 * otherwise as `quantityRefusal` refuses the new quantity beside the cart's other lines ('Out of
 * Stock', 'Out of Limits'). Stock, sale stock and cap are read from the line in the cart.
 */
export function incrementQuantity<T extends CartItem>(
  cart: Cart<T>,
  item: CartLineRef,
): CartResult<T> {
  const line = cart.find((candidate) => isSameLine(candidate, item));
  if (!line) return { ok: false, error: 'Item_not_in_cart' };
  const quantity = line.quantity + 1;
  const others = cart.filter((entry) => entry !== line);
  const refusal = quantityRefusal(line, quantity, others);
  if (refusal) return { ok: false, error: refusal };
  return { ok: true, cart: cart.map((entry) => (entry === line ? { ...entry, quantity } : entry)) };
}

/** Takes one off a line's quantity; a line at quantity 1 is removed. 'Item_not_in_cart' when absent. */
export function decrementQuantity<T extends CartItem>(
  cart: Cart<T>,
  item: CartLineRef,
): CartResult<T> {
  const line = cart.find((candidate) => isSameLine(candidate, item));
  if (!line) return { ok: false, error: 'Item_not_in_cart' };
  if (line.quantity <= 1) return { ok: true, cart: removeFromCart(cart, item) };
  const quantity = line.quantity - 1;
  return { ok: true, cart: cart.map((entry) => (entry === line ? { ...entry, quantity } : entry)) };
}

/** Removes an item's line; removing an absent line leaves the cart as it was. */
export function removeFromCart<T extends CartItem>(cart: Cart<T>, item: CartLineRef): Cart<T> {
  return cart.filter((line) => !isSameLine(line, item));
}

/** An empty cart. */
export function clearCart<T extends CartItem = CartItem>(): Cart<T> {
  return [];
}
