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

type StockedItem = Pick<CartItem, 'stock' | 'selectedOption' | 'maximum_cart_quantity'>;

function isTracked(stock: number | undefined): stock is number {
  return typeof stock === 'number' && Number.isFinite(stock);
}

/**
 * Stock that bounds a line's quantity: the chosen variation's when it has one, else the item's.
 * Undefined means the stock is not tracked (e.g. cooked food) and does not limit the quantity.
 */
export function stockLimit(item: StockedItem): number | undefined {
  const variationStock = chosenVariation(item)?.stock;
  if (isTracked(variationStock)) return variationStock;
  return isTracked(item.stock) ? item.stock : undefined;
}

/** The per-order cap of an item; null, absent or 0 means no cap. */
export function cartQuantityLimit(item: StockedItem): number | undefined {
  const max = item.maximum_cart_quantity;
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : undefined;
}

/**
 * Why a line could not hold `quantity` units: 'Out of Stock' above its stock, 'Out of Limits'
 * above maximum_cart_quantity; null when it can. The rule behind adding and incrementing, for a
 * quantity chosen before the item is added.
 */
export function quantityRefusal(item: StockedItem, quantity: number): CartMessageKey | null {
  const stock = stockLimit(item);
  if (stock !== undefined && quantity > stock) return 'Out of Stock';
  const max = cartQuantityLimit(item);
  if (max !== undefined && quantity > max) return 'Out of Limits';
  return null;
}

function isOutOfStock(item: StockedItem): boolean {
  const variationStock = chosenVariation(item)?.stock;
  return (
    (isTracked(variationStock) && variationStock <= 0) || (isTracked(item.stock) && item.stock <= 0)
  );
}

/**
 * Adds an item as a new line. Refused with 'Out of stock' when the chosen variation's stock or
 * the item's stock is 0 or less, and with 'Item already in cart' when its line exists. The
 * quantity (at least 1) must also respect stock ('Out of Stock') and maximum_cart_quantity
 * ('Out of Limits'), the same bounds `incrementQuantity` keeps.
 */
export function addToCart<T extends CartItem>(cart: Cart<T>, item: T): CartResult<T> {
  if (isOutOfStock(item)) return { ok: false, error: 'Out of stock' };
  if (cart.some((line) => isSameLine(line, item)))
    return { ok: false, error: 'Item already in cart' };
  const quantity = Math.max(1, Math.trunc(item.quantity) || 1);
  const refusal = quantityRefusal(item, quantity);
  if (refusal) return { ok: false, error: refusal };
  return { ok: true, cart: [...cart, { ...item, quantity }] };
}

/**
 * Adds one to a line's quantity. Refused with 'Item_not_in_cart' when the line is absent,
 * 'Out of Stock' when the new quantity would exceed the stock, and 'Out of Limits' when it would
 * exceed maximum_cart_quantity. Stock and cap are read from the line in the cart.
 */
export function incrementQuantity<T extends CartItem>(
  cart: Cart<T>,
  item: CartLineRef,
): CartResult<T> {
  const line = cart.find((candidate) => isSameLine(candidate, item));
  if (!line) return { ok: false, error: 'Item_not_in_cart' };
  const quantity = line.quantity + 1;
  const refusal = quantityRefusal(line, quantity);
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
