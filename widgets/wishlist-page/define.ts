import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { WishlistPage } from './WishlistPage';

/**
 * <souq-wishlist-page>: the signed-in shopper's wishlist as a page (route `/wishlist`);
 * attributes `tab` (`items`, the default, or `stores`) and `theme` (light, dark or system; the
 * shopper's choice by default). A visitor is asked to sign in. Fires `souq:item-add` when the
 * shopper adds a wished item to the cart, and `souq:navigate` from its links.
 */
export const WishlistPageElement = souqElement(WishlistPage, { tab: 'string' });
/** The `WishlistPageElement` instance type: the element with its attributes as typed properties. */
export type WishlistPageElement = InstanceType<typeof WishlistPageElement>;
defineOnce('souq-wishlist-page', WishlistPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-wishlist-page': WishlistPageElement;
  }
}
