import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { CountrySwitcher } from './CountrySwitcher';

/**
 * `<souq-country-switcher>`: the shopper's country and the list of the shop's countries; choosing
 * another one asks first, then saves it and reloads the storefront's /home. Attribute `theme`
 * (`light` | `dark` | `system`) pins the colour scheme; the shopper's choice otherwise.
 */
export const CountrySwitcherElement = souqElement(CountrySwitcher, {});
/** The `CountrySwitcherElement` instance type: the element with its attributes as typed properties. */
export type CountrySwitcherElement = InstanceType<typeof CountrySwitcherElement>;

defineOnce('souq-country-switcher', CountrySwitcherElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-country-switcher': CountrySwitcherElement;
  }
}
