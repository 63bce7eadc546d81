import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Header } from './Header';

/**
 * `<souq-header>`: the desktop header. The element itself sticks to the top of the page.
 * - `hide-on-scroll` (boolean, on unless written `hide-on-scroll="false"`): slides the header out
 *   of view while the page scrolls down past 100 px, back when it scrolls up.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 */
export const HeaderElement = souqElement(Header, { hideOnScroll: 'boolean' });
/** The `HeaderElement` instance type: the element with its attributes as typed properties. */
export type HeaderElement = InstanceType<typeof HeaderElement>;

defineOnce('souq-header', HeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-header': HeaderElement;
  }
}
