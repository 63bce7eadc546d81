import { defineOnce } from '../../src/elements/defineOnce';
import { souqElement } from '../../src/elements/defineSouqElement';
import { reflectOpen } from '../../src/elements/reflectOpen';
import { WishlistDrawer } from './WishlistDrawer';

/**
 * <souq-wishlist-drawer>: attributes `open` (boolean: present opens the sheet, removed or
 * `"false"` closes it; set while the sheet is open and removed when the shopper closes it, so a
 * page opens it again by setting it) and `theme` (light, dark or system; the shopper's choice by
 * default). Fires `souq:item-add` when the shopper adds a wished item to the cart.
 */
export const WishlistDrawerElement = souqElement(reflectOpen(WishlistDrawer), { open: 'boolean' });
defineOnce('souq-wishlist-drawer', WishlistDrawerElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-wishlist-drawer': HTMLElement;
  }
}
