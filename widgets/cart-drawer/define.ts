import { defineOnce } from '../../src/elements/defineOnce';
import { souqElement } from '../../src/elements/defineSouqElement';
import { CartDrawer } from './CartDrawer';

/**
 * `<souq-cart-drawer>`: the cart button and its drawer.
 * - `open` (boolean, written `open="true"` or `open="false"`): each change opens or closes the
 *   drawer; the shopper can still open and close it. The `open` property sets the same attribute.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 */
export const CartDrawerElement = souqElement(CartDrawer, { open: 'boolean' });

defineOnce('souq-cart-drawer', CartDrawerElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-cart-drawer': HTMLElement;
  }
}
