import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * `<souq-theme-switch>`: light, dark or system as a radio group; the choice re-themes every Souq
 * element of the page that does not pin its own theme.
 * - `compact` (boolean): shows only the icons; the names stay for screen readers.
 * - `theme` (`light` | `dark` | `system`): pins this element's own colour scheme.
 */
export const ThemeSwitchElement = souqElement(ThemeSwitch, { compact: 'boolean' });
/** The `ThemeSwitchElement` instance type: the element with its attributes as typed properties. */
export type ThemeSwitchElement = InstanceType<typeof ThemeSwitchElement>;

defineOnce('souq-theme-switch', ThemeSwitchElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-theme-switch': ThemeSwitchElement;
  }
}
