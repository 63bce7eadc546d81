import { defineOnce } from '../../src/elements/defineOnce';
import { souqElement } from '../../src/elements/defineSouqElement';
import { WishlistDrawer } from './WishlistDrawer';

/**
 * <souq-wishlist-drawer>: attributes `open` ("true" opens the sheet, "false" closes it; a bare
 * `open` is read as nothing, as for every boolean attribute of the kit's elements) and `theme`
 * (light, dark or system; the shopper's choice by default).
 */
export const WishlistDrawerElement = souqElement(WishlistDrawer, { open: 'boolean' });
defineOnce('souq-wishlist-drawer', WishlistDrawerElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-wishlist-drawer': HTMLElement;
  }
}
