import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Footer } from './Footer';

/**
 * `<souq-footer>`: the shop's footer.
 * - `landmark` (boolean, on unless written `landmark="false"`): makes the footer the page's
 *   contentinfo landmark; turn it off when the page's own `<footer>` wraps the element.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 */
export const FooterElement = souqElement(Footer, { landmark: 'boolean' });
/** The `FooterElement` instance type: the element with its attributes as typed properties. */
export type FooterElement = InstanceType<typeof FooterElement>;

defineOnce('souq-footer', FooterElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-footer': FooterElement;
  }
}
