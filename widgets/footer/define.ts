import { defineOnce } from '../../src/elements/defineOnce';
import { souqElement } from '../../src/elements/defineSouqElement';
import { Footer } from './Footer';

/**
 * `<souq-footer>`: the shop's footer.
 * - `landmark` (boolean, on unless written `landmark="false"`): makes the footer the page's
 *   contentinfo landmark; turn it off when the page's own `<footer>` wraps the element.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 */
export const FooterElement = souqElement(Footer, { landmark: 'boolean' });

defineOnce('souq-footer', FooterElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-footer': HTMLElement;
  }
}
