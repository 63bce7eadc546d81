import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { ModuleSwitcher } from './ModuleSwitcher';

/**
 * `<souq-module-switcher>`: the shop's business modules with their icons, the current one
 * marked; choosing one loads the storefront again in it (parcel opens /parcel). Shows nothing
 * where the shop has a single module.
 * - `layout` (`strip` | `bar` | `list`): tiles (default), a row of small pills, or one a line.
 * - `theme` (`light` | `dark` | `system`): pins this element's own colour scheme.
 */
export const ModuleSwitcherElement = souqElement(ModuleSwitcher, { layout: 'string' });
/** The `ModuleSwitcherElement` instance type: the element with its attributes as typed properties. */
export type ModuleSwitcherElement = InstanceType<typeof ModuleSwitcherElement>;

defineOnce('souq-module-switcher', ModuleSwitcherElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-module-switcher': ModuleSwitcherElement;
  }
}
