import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { HomePage } from './HomePage';

/**
 * `<souq-home-page>`: the storefront's home page (banners, categories, the running flash sale,
 * item and store lists), each section loading as the shopper scrolls near it.
 * - `theme` (`light` | `dark` | `system`): pins this element's own colour scheme.
 */
export const HomePageElement = souqElement(HomePage, {});
/** The `HomePageElement` instance type: the element with its attributes as typed properties. */
export type HomePageElement = InstanceType<typeof HomePageElement>;

defineOnce('souq-home-page', HomePageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-home-page': HomePageElement;
  }
}
