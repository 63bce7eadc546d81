import { defineOnce } from '../../src/elements/defineOnce';
import { souqElement } from '../../src/elements/defineSouqElement';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * `<souq-language-switcher>`: Arabic and English as a radio group; choosing one switches every
 * Souq element of the page. Attribute `theme` (`light` | `dark` | `system`) pins the colour
 * scheme; the shopper's choice otherwise.
 */
export const LanguageSwitcherElement = souqElement(LanguageSwitcher, {});

defineOnce('souq-language-switcher', LanguageSwitcherElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-language-switcher': HTMLElement;
  }
}
