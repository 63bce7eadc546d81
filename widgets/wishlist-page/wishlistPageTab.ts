/** The wishlist page's tabs: the wished items, and the wished stores. */
export const WISHLIST_PAGE_TABS = ['items', 'stores'] as const;

/** One of the wishlist page's tabs. */
export type WishlistPageTab = (typeof WISHLIST_PAGE_TABS)[number];

/** The tab an attribute or prop names; the items when it names none the page has. */
export function wishlistPageTab(value: string | undefined): WishlistPageTab {
  return value === 'stores' ? 'stores' : 'items';
}
