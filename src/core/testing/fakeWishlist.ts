/*
 * The fake shop's wishlist: the demo server's wishlist routes (demo-site/server/routes/account/
 * wishlistRoutes.ts) for items and stores, over in-memory lists of their ids. A call names an
 * item or a store, never both.
 */
import type { MessageReply, Store, WishList } from '../api/wire';
import type { Locale } from '../i18n/locale';
import type { CatalogOf } from './fakeCart';
import { type FakeRequest, MAX_ROW_ID, refuse, translate, wholeNumber } from './fakeHttp';

/** The wishlist as a test or story sees and sets it. */
export interface FakeShopWishlist {
  /** The wished item ids, oldest first. */
  itemIds(): number[];
  /** The wished store ids, oldest first. */
  storeIds(): number[];
  /** Wishes an item without a request. */
  put(itemId: number): void;
  /** Wishes a store without a request. */
  putStore(storeId: number): void;
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

/** The shop's stores in a language, as its store lists answer them. */
export type StoresOf = (language: Locale) => readonly Store[];

/** What a wishlist call is about: an item or a store, named in the query (exactly one). */
type WishTarget = { itemId: number } | { storeId: number };

function wishTarget({ query }: FakeRequest): WishTarget {
  const { item_id, store_id } = query;
  if (item_id !== undefined && store_id !== undefined) {
    return refuse(422, 'store_id', '{field} is invalid', { field: 'store_id' });
  }
  if (store_id !== undefined) return { storeId: wholeNumber(store_id, 'store_id', 1, MAX_ROW_ID) };
  return { itemId: wholeNumber(item_id, 'item_id', 1, MAX_ROW_ID) };
}

/** Creates an empty wishlist over the catalog and the stores. */
export function createFakeWishlist(catalog: CatalogOf, storesOf: StoresOf): FakeWishlistBackend {
  let itemIds: number[] = [];
  let storeIds: number[] = [];

  const sells = (itemId: number) => catalog('en').some((item) => item.id === itemId);
  const hasStore = (storeId: number) => storesOf('en').some((store) => store.id === storeId);
  const inOrder = <T extends { id: number }>(rows: readonly T[], ids: readonly number[]) =>
    rows
      .filter((row) => ids.includes(row.id))
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));

  return {
    view: {
      itemIds: () => [...itemIds],
      storeIds: () => [...storeIds],
      put: (itemId) => {
        if (!sells(itemId)) throw new Error(`the fake shop sells no item ${itemId}`);
        if (!itemIds.includes(itemId)) itemIds.push(itemId);
      },
      putStore: (storeId) => {
        if (!hasStore(storeId)) throw new Error(`the fake shop has no store ${storeId}`);
        if (!storeIds.includes(storeId)) storeIds.push(storeId);
      },
      clear: () => {
        itemIds = [];
        storeIds = [];
      },
    },
    list: ({ language }) => ({
      item: inOrder(catalog(language), itemIds),
      store: inOrder(storesOf(language), storeIds),
    }),
    add: (request) => {
      const target = wishTarget(request);
      if ('itemId' in target) {
        if (!sells(target.itemId)) refuse(404, 'item_id', 'Item not found');
        if (itemIds.includes(target.itemId)) refuse(409, 'wishlist', 'Already in your wishlist');
        itemIds.push(target.itemId);
      } else {
        if (!hasStore(target.storeId)) refuse(404, 'store_id', 'Store not found');
        if (storeIds.includes(target.storeId)) refuse(409, 'wishlist', 'Already in your wishlist');
        storeIds.push(target.storeId);
      }
      return { message: translate(request.language, 'Added to wishlist') };
    },
    remove: (request) => {
      const target = wishTarget(request);
      if ('itemId' in target) itemIds = itemIds.filter((id) => id !== target.itemId);
      else storeIds = storeIds.filter((id) => id !== target.storeId);
      return { message: translate(request.language, 'Removed from wishlist') };
    },
  };
}
