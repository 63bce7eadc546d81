import type { AddToCartBody, CartItem } from '../api/wire';
import { chosenVariation } from '../pricing';

/** The fields of a cart item the add-to-cart call sends. */
export type PayloadItem = Pick<
  CartItem,
  'id' | 'price' | 'quantity' | 'selectedOption' | 'available_date_starts'
>;

/**
 * Body of the add-to-cart call (spec §7). `price` is the undiscounted unit price (the chosen
 * variation's when there is one); the server applies discounts with the same pricing rules.
 * `guest_id` is sent only for guests (pass null or nothing when signed in).
 */
export function cartItemPayload(item: PayloadItem, guestId?: string | null): AddToCartBody {
  const body: AddToCartBody = {
    model: item.available_date_starts ? 'ItemCampaign' : 'Item',
    item_id: item.id,
    price: chosenVariation(item)?.price ?? item.price,
    quantity: item.quantity,
    // The code names the variation whatever language its type was read in.
    variation: (item.selectedOption ?? []).map(({ type, code, price }) =>
      code === undefined ? { type, price } : { type, code, price },
    ),
  };
  return guestId ? { guest_id: guestId, ...body } : body;
}
