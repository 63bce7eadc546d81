import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { reflectOpen } from '../../src/elements/host/reflectOpen';
import { CartDrawer } from './CartDrawer';

/**
 * `<souq-cart-drawer>`: the cart button and its drawer.
 * - `open` (boolean): present opens the drawer, removed (or `"false"`) closes it. It follows the
 *   shopper: set while the drawer is open, removed when they close it, so a page opens the drawer
 *   again by setting it (as `Souq.openCart()` does). The `open` property sets the same attribute.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 * Fires `souq:item-remove` for each line the shopper takes out and a cancelable `souq:checkout`
 * when they go to checkout (cancelled, the link is not followed).
 */
export const CartDrawerElement = souqElement(reflectOpen(CartDrawer), { open: 'boolean' });
/** The `CartDrawerElement` instance type: the element with its attributes as typed properties. */
export type CartDrawerElement = InstanceType<typeof CartDrawerElement>;

defineOnce('souq-cart-drawer', CartDrawerElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-cart-drawer': CartDrawerElement;
  }
}
