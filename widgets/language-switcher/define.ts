import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * `<souq-language-switcher>`: Arabic and English as a radio group; choosing one switches every
 * Souq element of the page. Attribute `theme` (`light` | `dark` | `system`) pins the colour
 * scheme; the shopper's choice otherwise.
 */
export const LanguageSwitcherElement = souqElement(LanguageSwitcher, {});
/** The `LanguageSwitcherElement` instance type: the element with its attributes as typed properties. */
export type LanguageSwitcherElement = InstanceType<typeof LanguageSwitcherElement>;

defineOnce('souq-language-switcher', LanguageSwitcherElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-language-switcher': LanguageSwitcherElement;
  }
}
