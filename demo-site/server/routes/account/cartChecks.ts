import type { CartItem, CartModel } from '../../../../src/core/api/wire';
import { addToCart, type CartMessageKey, quantityChangeRefusal } from '../../../../src/core/cart';
import type { StoredVariation } from '../../db/schema';
import { type ApiFailure, fail } from '../../http/ApiFailure';
import { type ItemWithStore, itemFlashSaleWire, pricedItem } from '../../serializers/item';
import { namesVariation } from '../../serializers/variation';
import type { CartLineRow } from './cartLines';
import { currentVariation } from './cartRowWire';

/*
 * What the server checks before a cart line changes. The stock, cap and duplicate rules are the
 * shared core's (`src/core/cart`), so the server refuses exactly what the client would.
 */

/**
 * A variation as a request names it: by its code (the same in every language), or by its type in
 * either language; price and stock it sends are ignored.
 */
export interface RequestedVariation {
  type: string;
  code?: string | undefined;
}

/** The model a line of this item is stored under: campaign items carry a start date. */
export const modelOf = (item: Pick<ItemWithStore, 'availableDateStarts'>): CartModel =>
  item.availableDateStarts ? 'ItemCampaign' : 'Item';

/**
 * Finds the chosen variation on the item itself. Several entries name one combination, joined
 * by '-' as the core's `variationKey` does ("Large" + "Red" is "Large-Red"); codes when every
 * entry has one, otherwise types, in either language.
 */
export function resolveVariation(
  item: Pick<ItemWithStore, 'variations' | 'choiceOptions'>,
  requested: readonly RequestedVariation[],
): StoredVariation | null {
  const byCode = requested.length > 0 && requested.every((variation) => variation.code);
  const name = requested.map((variation) => (byCode ? variation.code : variation.type)).join('-');
  if (item.variations.length === 0) {
    if (name === '') return null;
    throw fail(422, 'variation', 'This variation does not exist');
  }
  if (name === '') throw fail(422, 'variation', 'Choose a variation of this item');
  const offered = item.variations.find((variation) =>
    byCode ? variation.type === name : namesVariation(name, variation, item.choiceOptions),
  );
  if (!offered) throw fail(422, 'variation', 'This variation does not exist');
  return offered;
}

/** Refuses an item that cannot be bought today: its store is closed or its campaign not begun. */
export function assertPurchasable(
  item: Pick<ItemWithStore, 'storeActive' | 'availableDateStarts'>,
  now = new Date(),
): void {
  if (!item.storeActive) throw fail(403, 'store', 'Store/Restaurant is closed');
  const today = now.toISOString().slice(0, 10);
  if (item.availableDateStarts !== null && item.availableDateStarts > today) {
    throw fail(403, 'item_id', 'This item is not available yet');
  }
}

/** Refuses a `model` that contradicts the item (ItemCampaign exactly when it is a campaign item). */
export function assertModel(item: Pick<ItemWithStore, 'availableDateStarts'>, model?: CartModel) {
  if (model !== undefined && model !== modelOf(item)) {
    throw fail(422, 'model', '{field} is invalid', { field: 'model' });
  }
}

/**
 * The item as the core cart rules see it, at a quantity and with the chosen variation, priced
 * with the same terms its cart row is (a running flash sale's when it is on one, with what that
 * sale has left).
 */
export function asCartItem(
  item: ItemWithStore,
  variation: StoredVariation | null,
  quantity: number,
): CartItem {
  return {
    id: item.id,
    name: item.nameEn,
    image: item.image,
    ...pricedItem(item),
    stock: item.stock,
    maximum_cart_quantity: item.maximumCartQuantity,
    flash_sale: itemFlashSaleWire(item),
    selectedOption: variation ? [variation] : [],
    quantity,
  };
}

/**
 * Why the core cart rules refuse `quantity` of the item (in `variation`) beside the lines a cart
 * already `holds`: its lines of the same item share its cap and its flash sale's stock. Null
 * when the line may be added.
 */
export function addRefusal(
  holds: readonly CartLineRow[],
  item: ItemWithStore,
  variation: StoredVariation | null,
  quantity: number,
): CartMessageKey | null {
  const sameItem = holds
    .filter((line) => line.itemId === item.id)
    .map((line) => asCartItem(item, currentVariation(item, line)[0] ?? null, line.quantity));
  const added = addToCart(sameItem, asCartItem(item, variation, quantity));
  return added.ok ? null : added.error;
}

/**
 * Why the core cart rules refuse changing `line` to `quantity` of the item in `variation`, beside
 * the cart's lines (`holds`, with or without the line itself): another line of the item already
 * in that variation, or the cap and the flash sale's stock the item's lines share. A line that
 * keeps its variation may always come down; one moving to another is checked afresh. Null when
 * the change may be made.
 */
export function changeRefusal(
  holds: readonly CartLineRow[],
  line: CartLineRow,
  item: ItemWithStore,
  variation: StoredVariation | null,
  quantity: number,
): CartMessageKey | null {
  const variationKey = variation?.type ?? '';
  const others = holds.filter((held) => held.itemId === item.id && held.id !== line.id);
  if (others.some((held) => held.variationKey === variationKey)) return 'Item already in cart';
  const held = variationKey === line.variationKey ? line.quantity : 0;
  return quantityChangeRefusal(
    asCartItem(item, variation, held),
    quantity,
    others.map((other) =>
      asCartItem(item, currentVariation(item, other)[0] ?? null, other.quantity),
    ),
  );
}

/**
 * The HTTP refusal of a core cart message: a duplicate line is a conflict (409), a line that is
 * not the caller's is absent (404), stock and cap refusals are forbidden (403).
 */
export function cartRefusal(message: CartMessageKey): ApiFailure {
  switch (message) {
    case 'Item already in cart':
      return fail(409, 'cart', message);
    case 'Item_not_in_cart':
      return fail(404, 'cart_id', message);
    case 'Out of stock':
    case 'Out of Stock':
    case 'Out of Limits':
      return fail(403, 'quantity', message);
    default:
      return message satisfies never;
  }
}
