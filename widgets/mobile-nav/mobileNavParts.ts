/*
 * The parts of the mobile navigation that show only when the shopper asks for them (the menu,
 * the cart and wishlist drawers, the search box), each a chunk of its own: the first paint of
 * a page does not pay for them, nor for the floating-ui code of their sheets and dropdowns.
 */
import { preloadableLazy } from '../../src/ui/hooks/preloadableLazy';

/** The menu drawer. */
export const menuDrawer = preloadableLazy(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

/** The cart drawer, opened by the bottom bar. */
export const cartDrawer = preloadableLazy(() =>
  import('../cart-drawer/CartDrawer').then((m) => m.CartDrawer),
);

/** The wishlist drawer, opened by the bottom bar. */
export const wishlistDrawer = preloadableLazy(() =>
  import('../wishlist-drawer/WishlistDrawer').then((m) => m.WishlistDrawer),
);

/** The search box revealed under the header. */
export const searchPanel = preloadableLazy(() =>
  import('./SearchPanel').then((m) => m.SearchPanel),
);
