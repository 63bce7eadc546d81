import { defineOnce } from '../../src/elements/defineOnce';
import { souqElement } from '../../src/elements/defineSouqElement';
import { MegaMenu } from './MegaMenu';

/**
 * `<souq-mega-menu>`: the Categories button and its panel of parent and child categories.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 */
export const MegaMenuElement = souqElement(MegaMenu, {});

defineOnce('souq-mega-menu', MegaMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-mega-menu': HTMLElement;
  }
}
