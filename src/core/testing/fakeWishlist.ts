/*
 * The fake shop's wishlist: the demo server's wishlist routes (demo-site/server/routes/account/
 * wishlistRoutes.ts) for items, over an in-memory list of item ids.
 */
import type { MessageReply, WishList } from '../api/wire';
import type { CatalogOf } from './fakeCart';
import { type FakeRequest, MAX_ROW_ID, refuse, translate, wholeNumber } from './fakeHttp';

/** The wishlist as a test or story sees and sets it. */
export interface FakeShopWishlist {
  /** The wished item ids, oldest first. */
  itemIds(): number[];
  /** Wishes an item without a request. */
  put(itemId: number): void;
  /** Empties the wishlist. */
  clear(): void;
}

/** The wishlist routes' handlers and the test-side view of the same list. */
export interface FakeWishlistBackend {
  view: FakeShopWishlist;
  list(request: FakeRequest): WishList;
  add(request: FakeRequest): MessageReply;
  remove(request: FakeRequest): MessageReply;
}

const itemIdOf = ({ query }: FakeRequest): number =>
  wholeNumber(query.item_id, 'item_id', 1, MAX_ROW_ID);

/** Creates an empty wishlist over the catalog. */
export function createFakeWishlist(catalog: CatalogOf): FakeWishlistBackend {
  let itemIds: number[] = [];

  const sells = (itemId: number) => catalog('en').some((item) => item.id === itemId);

  return {
    view: {
      itemIds: () => [...itemIds],
      put: (itemId) => {
        if (!sells(itemId)) throw new Error(`the fake shop sells no item ${itemId}`);
        if (!itemIds.includes(itemId)) itemIds.push(itemId);
      },
      clear: () => {
        itemIds = [];
      },
    },
    list: ({ language }) => ({
      item: catalog(language)
        .filter((item) => itemIds.includes(item.id))
        .sort((a, b) => itemIds.indexOf(a.id) - itemIds.indexOf(b.id)),
      store: [],
    }),
    add: (request) => {
      const itemId = itemIdOf(request);
      if (!sells(itemId)) refuse(404, 'item_id', 'Item not found');
      if (itemIds.includes(itemId)) refuse(409, 'wishlist', 'Already in your wishlist');
      itemIds.push(itemId);
      return { message: translate(request.language, 'Added to wishlist') };
    },
    remove: (request) => {
      const itemId = itemIdOf(request);
      itemIds = itemIds.filter((id) => id !== itemId);
      return { message: translate(request.language, 'Removed from wishlist') };
    },
  };
}
