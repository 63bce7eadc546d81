import * as v from 'valibot';
import { integerField } from '../../http/parseInput';
import { rowId } from './requestParts';

/** Most units of one line a request may ask for. */
export const MAX_LINE_QUANTITY = 1000;

/** Most variation entries a request may name (a combination is a handful of choices). */
const MAX_VARIATION_ENTRIES = 20;

const variationList = v.optional(
  v.pipe(
    v.array(
      v.object({
        type: v.pipe(v.string(), v.maxLength(200)),
        code: v.optional(v.pipe(v.string(), v.maxLength(200))),
      }),
    ),
    v.maxLength(MAX_VARIATION_ENTRIES),
  ),
  [],
);

const quantity = integerField(1, MAX_LINE_QUANTITY);

/**
 * Body of POST customer/cart/add. `price` (and a variation's price and stock) are not read: the
 * server prices and stocks lines from the item itself.
 */
export const addToCartInput = v.object({
  item_id: rowId(),
  quantity,
  variation: variationList,
  model: v.optional(v.picklist(['Item', 'ItemCampaign'])),
});

/** Body of POST customer/cart/update; an empty or absent variation keeps the line's own. */
export const updateCartInput = v.object({
  cart_id: rowId(),
  quantity,
  variation: variationList,
});

/** Query of DELETE customer/cart/remove-item. */
export const removeCartItemInput = v.object({ cart_id: rowId() });
