import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { MegaMenu } from './MegaMenu';

/**
 * `<souq-mega-menu>`: the Categories button and its panel of parent and child categories.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 */
export const MegaMenuElement = souqElement(MegaMenu, {});
/** The `MegaMenuElement` instance type: the element with its attributes as typed properties. */
export type MegaMenuElement = InstanceType<typeof MegaMenuElement>;

defineOnce('souq-mega-menu', MegaMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-mega-menu': MegaMenuElement;
  }
}
