/*
 * The parts of the page around every route load as chunks of their own: a phone never fetches the
 * desktop header nor a desktop the mobile navigation, and the footer, below the fold, comes after
 * the page. The entry asks for the navigation the screen's width calls for before React renders,
 * alongside the page's module, so it is at hand by the time the layout renders.
 */
import { cachedLoad } from '../routing/cachedLoad';

/** The desktop header (from 1024 px). */
export const loadHeader = cachedLoad(() =>
  import('../../../widgets/header/Header').then((m) => ({ default: m.Header })),
);

/** The mobile header and bottom bar (below 1024 px). */
export const loadMobileNav = cachedLoad(() =>
  import('../../../widgets/mobile-nav/MobileNav').then((m) => ({ default: m.MobileNav })),
);

/** The footer. */
export const loadFooter = cachedLoad(() =>
  import('../../../widgets/footer/Footer').then((m) => ({ default: m.Footer })),
);

/** Starts loading the navigation of a screen as wide as the desktop's (`desktop`) or narrower. */
export function preloadNavigation(desktop: boolean): void {
  void (desktop ? loadHeader() : loadMobileNav());
}
