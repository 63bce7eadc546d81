/*
 * The parts of the page around every route load as chunks of their own: a phone never fetches the
 * desktop header nor a desktop the mobile navigation, and the footer, below the fold, comes after
 * the page. The entry asks for the navigation the screen's width calls for before React renders,
 * alongside the page's module, so it is at hand by the time the layout renders.
 */
import { preloadableLazy } from '../../../src/ui/hooks/preloadableLazy';

/** The desktop header (from 1024 px). */
export const header = preloadableLazy(() =>
  import('../../../widgets/header/Header').then((m) => m.Header),
);

/** The mobile header and bottom bar (below 1024 px). */
export const mobileNav = preloadableLazy(() =>
  import('../../../widgets/mobile-nav/MobileNav').then((m) => m.MobileNav),
);

/** The footer. */
export const footer = preloadableLazy(() =>
  import('../../../widgets/footer/Footer').then((m) => m.Footer),
);

/**
 * Starts loading the navigation of a screen as wide as the desktop's (`desktop`) or narrower;
 * settles once it is at hand.
 */
export async function preloadNavigation(desktop: boolean): Promise<void> {
  await (desktop ? header.load() : mobileNav.load());
}
