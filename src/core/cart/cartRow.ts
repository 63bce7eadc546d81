import type { CartItem, ServerCartRow } from '../api/wire';

/**
 * The cart line of a server cart row. `price` is the item's undiscounted price, because the
 * pricing rules apply the discounts themselves (`row.price` is already discounted and would be
 * discounted twice); the chosen variation's own price lives in `selectedOption`.
 */
export function cartItemFromRow(row: ServerCartRow): CartItem {
  return {
    ...row.item,
    cartItemId: row.id,
    quantity: row.quantity,
    selectedOption: row.variation,
    item_type: row.item_type,
  };
}
