import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { reflectOpen } from '../../src/elements/host/reflectOpen';
import { WishlistDrawer } from './WishlistDrawer';

/**
 * <souq-wishlist-drawer>: attributes `open` (boolean: present opens the sheet, removed or
 * `"false"` closes it; set while the sheet is open and removed when the shopper closes it, so a
 * page opens it again by setting it) and `theme` (light, dark or system; the shopper's choice by
 * default). Fires `souq:item-add` when the shopper adds a wished item to the cart.
 */
export const WishlistDrawerElement = souqElement(reflectOpen(WishlistDrawer), { open: 'boolean' });
/** The `WishlistDrawerElement` instance type: the element with its attributes as typed properties. */
export type WishlistDrawerElement = InstanceType<typeof WishlistDrawerElement>;
defineOnce('souq-wishlist-drawer', WishlistDrawerElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-wishlist-drawer': WishlistDrawerElement;
  }
}
