import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useSouq } from '../souq';

/** What focus goes to when the last line is gone (the sheet's close button, the tab). */
export type RemovalFallback = () => HTMLElement | null | undefined;

/**
 * Unwishes an item of a list of `WishlistLine`s, keeping a keyboard user's place: the removed
 * line took its focused button along, so the next line's remove button (or the last one, or
 * `fallback` once the list is empty) takes the focus.
 */
export function useWishlistRemoval(
  list: RefObject<HTMLElement | null>,
  fallback: RemovalFallback,
): (itemId: number, index: number) => Promise<void> {
  const { wishlist } = useSouq();
  return useRemovalKeepingPlace(list, fallback, wishlist.remove);
}

/** Unwishes a store of the wishlist page's Stores tab, keeping the keyboard user's place as above. */
export function useStoreRemoval(
  list: RefObject<HTMLElement | null>,
  fallback: RemovalFallback,
): (storeId: number, index: number) => Promise<void> {
  const { wishlist } = useSouq();
  return useRemovalKeepingPlace(list, fallback, wishlist.removeStore);
}

/**
 * Runs `removeOne`, then moves the focus to the remove button (`data-wishlist-remove`) now at the
 * removed one's place, the last one, or `fallback`.
 */
function useRemovalKeepingPlace(
  list: RefObject<HTMLElement | null>,
  fallback: RemovalFallback,
  removeOne: (id: number) => Promise<boolean>,
): (id: number, index: number) => Promise<void> {
  const [refocus, setRefocus] = useState<number | null>(null);
  const fallbackNow = useRef(fallback);
  fallbackNow.current = fallback;

  useLayoutEffect(() => {
    if (refocus === null) return;
    setRefocus(null);
    const removers = list.current?.querySelectorAll<HTMLElement>('[data-wishlist-remove]') ?? [];
    const next = removers[Math.min(refocus, removers.length - 1)];
    (next ?? fallbackNow.current())?.focus();
  }, [refocus, list]);

  return async (id, index) => {
    if (await removeOne(id)) setRefocus(index);
  };
}
