import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { MobileNav } from './MobileNav';

/**
 * `<souq-mobile-nav>`: the mobile header, its menu drawer and the bottom bar.
 * - `current-path` (string): the page's path, which marks Home as current on `/home`; the
 *   location's path by default.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 * The element sticks to the top of the page; the page pads its content's block end by
 * `MOBILE_NAV_CLEARANCE` so the bottom bar covers nothing.
 */
export const MobileNavElement = souqElement(MobileNav, { currentPath: 'string' });
/** The `MobileNavElement` instance type: the element with its attributes as typed properties. */
export type MobileNavElement = InstanceType<typeof MobileNavElement>;

defineOnce('souq-mobile-nav', MobileNavElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-mobile-nav': MobileNavElement;
  }
}
