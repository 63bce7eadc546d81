/*
 * The wishlist as the widgets use it (spec §4 "Wishlist", §5): only a signed-in shopper may wish
 * items, and the local list changes only after the server replied. A visitor's heart sends them
 * to sign-in and back, and the item they wished is added once they have signed in.
 */
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/createApiClient';
import type { Item, Store } from '../api/wire';
import { createInFlight, settleCall } from '../cart/cartServiceCall';
import { signInPath } from '../catalog/storefrontRoutes';
import type { Translate } from '../session/deps';
import type { SouqStore } from '../store/createStore';
import type { ToastSink } from '../toast/toast';

/** The wishlist calls of the API client the service makes. */
export type WishlistApi = Pick<
  ApiClient,
  'getWishList' | 'addToWishList' | 'removeFromWishList' | 'removeStoreFromWishList'
>;

/** What the wishlist service needs; the same store, client, toasts, `t` and navigation the session uses. */
export interface WishlistServiceDeps {
  store: SouqStore;
  api: WishlistApi;
  toasts: ToastSink;
  t: Translate;
  /** Client-side navigation, to send a guest to sign-in. */
  navigate(path: string): void;
  /** The storefront route the shopper is on, which sign-in brings them back to. */
  currentPath?: (() => string) | undefined;
}

/** The shopper's wished items as signals and the actions that change them. */
export interface WishlistService {
  /** The wished items (store.wishList.item). */
  items: ReadonlySignal<readonly Item[]>;
  /** The wished stores (store.wishList.store), which the wishlist page lists. */
  stores: ReadonlySignal<readonly Store[]>;
  /** How many items are wished. */
  count: ReadonlySignal<number>;
  /** Whether an item is wished; reading it in a render subscribes to the list. */
  has(itemId: number): boolean;
  /** Ids of the items with a call in flight; actions on them are ignored. */
  pending: ReadonlySignal<ReadonlySet<number>>;
  /**
   * Replaces the local list with the server's; does nothing for a guest. True once the server
   * answered, so a page can say a failed read in place.
   */
  refresh(): Promise<boolean>;
  /** Wishes an item; a guest is told to sign in and sent there. True once the server has it. */
  add(item: Item): Promise<boolean>;
  /** Unwishes an item; true once the server removed it. */
  remove(itemId: number): Promise<boolean>;
  /** Ids of the stores with a removal in flight; a second press on one is ignored. */
  pendingStores: ReadonlySignal<ReadonlySet<number>>;
  /** Unwishes a store (the wishlist page's Stores tab); true once the server removed it. */
  removeStore(storeId: number): Promise<boolean>;
  /** Adds the item when it is not wished, removes it when it is. */
  toggle(item: Item): Promise<boolean>;
  /**
   * Once signed in, adds the item a visitor pressed the heart of before signing in (on this page
   * load), and forgets it; true when there was none or the server has it.
   */
  addWishedBeforeSignIn(): Promise<boolean>;
}

/** Creates the wishlist service over the store's wishList slice. */
export function createWishlistService({
  store,
  api,
  toasts,
  t,
  navigate,
  currentPath,
}: WishlistServiceDeps): WishlistService {
  const items = computed<readonly Item[]>(() => store.wishList.value.item);
  const wishedIds = computed(() => new Set(items.value.map((item) => item.id)));
  const { pending, exclusive } = createInFlight<number>();
  const storeCalls = createInFlight<number>();

  // Counts the changes applied, so a read that set out before a newer change landed (a slow
  // first load finishing after a heart click) cannot put the older list back.
  let applied = 0;
  const setItems = (next: Item[]) => {
    applied += 1;
    store.wishList.value = { ...store.wishList.value, item: next };
  };

  // The item a visitor wished: sign-in comes first, then it is added.
  let wishedBeforeSignIn: Item | null = null;

  // Spec §4, §5: a wishlist click by a guest is refused and goes to sign-in, and back.
  const signedIn = (): boolean => {
    if (store.token.value !== null) return true;
    toasts.error(t('You are not logged in'));
    navigate(signInPath(currentPath?.()));
    return false;
  };

  const has = (itemId: number) => wishedIds.value.has(itemId);

  const add = (item: Item) => {
    if (!signedIn()) {
      wishedBeforeSignIn = item;
      return Promise.resolve(false);
    }
    return exclusive(item.id, async () => {
      if (has(item.id)) return true;
      const settled = await settleCall(store, () => api.addToWishList(item.id));
      if (!settled.ok) return false;
      if (!has(item.id)) setItems([...items.value, item]);
      toasts.success(t('Added to wishlist'));
      return true;
    });
  };

  const remove = (itemId: number) => {
    if (!signedIn()) return Promise.resolve(false);
    return exclusive(itemId, async () => {
      const settled = await settleCall(store, () => api.removeFromWishList(itemId));
      if (!settled.ok) return false;
      setItems(items.value.filter((item) => item.id !== itemId));
      toasts.success(t('Removed from wishlist'));
      return true;
    });
  };

  const removeStore = (storeId: number) => {
    if (!signedIn()) return Promise.resolve(false);
    return storeCalls.exclusive(storeId, async () => {
      const settled = await settleCall(store, () => api.removeStoreFromWishList(storeId));
      if (!settled.ok) return false;
      applied += 1;
      const stores = store.wishList.value.store.filter((wished) => wished.id !== storeId);
      store.wishList.value = { ...store.wishList.value, store: stores };
      toasts.success(t('Removed from wishlist'));
      return true;
    });
  };

  return {
    items,
    stores: computed<readonly Store[]>(() => store.wishList.value.store),
    count: computed(() => items.value.length),
    has,
    pending,
    refresh: async () => {
      if (store.token.value === null) return false;
      const before = applied;
      const settled = await settleCall(store, () => api.getWishList());
      if (settled.ok && applied === before) {
        applied += 1;
        store.wishList.value = { item: settled.reply.item ?? [], store: settled.reply.store ?? [] };
      }
      return settled.ok;
    },
    add,
    remove,
    pendingStores: storeCalls.pending,
    removeStore,
    toggle: (item) => (has(item.id) ? remove(item.id) : add(item)),
    addWishedBeforeSignIn: () => {
      const item = wishedBeforeSignIn;
      if (item === null || store.token.value === null) return Promise.resolve(true);
      wishedBeforeSignIn = null;
      return add(item);
    },
  };
}
