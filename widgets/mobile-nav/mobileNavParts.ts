/*
 * The parts of the mobile navigation that show only when the shopper asks for them (the menu,
 * the cart and wishlist drawers, the search box), each a chunk of its own: the first paint of
 * a page does not pay for them, nor for the floating-ui code of their sheets and dropdowns.
 */
import { type PreloadableLazy, preloadableLazy } from '../../src/ui/hooks/preloadableLazy';
import type { CartDrawerProps } from '../cart-drawer';
import type { WishlistDrawerProps } from '../wishlist-drawer';

/** The menu drawer. */
export const menuDrawer = preloadableLazy(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

/** The cart drawer, opened by the bottom bar. */
export const cartDrawer: PreloadableLazy<CartDrawerProps> = preloadableLazy(() =>
  import('../cart-drawer/CartDrawer').then((m) => m.CartDrawer),
);

/** The wishlist drawer, opened by the bottom bar. */
export const wishlistDrawer: PreloadableLazy<WishlistDrawerProps> = preloadableLazy(() =>
  import('../wishlist-drawer/WishlistDrawer').then((m) => m.WishlistDrawer),
);

/** The search box revealed under the header. */
export const searchPanel = preloadableLazy(() =>
  import('./SearchPanel').then((m) => m.SearchPanel),
);
