/*
 * The page-wide `souq:*` events: the cart, the wishlist and the language belong to the page, not
 * to one element, so they are fired on `document`, once per change whichever widget, tab or
 * server reply made it.
 */
import { effect, untracked } from '@preact/signals-core';
import type { SouqCore } from '../createSouqCore';
import { cartSnapshotOf } from './cartSnapshot';
import { dispatchSouqEvent } from './souqEvents';

/**
 * Calls `fire` with each new value `read` gives, not with the first. A value equal to the last
 * one (a refresh that brought the same cart) is no change.
 */
function onEachChange<T>(read: () => T, fire: (value: T) => void): () => void {
  let last: string | undefined;
  return effect(() => {
    const value = read();
    const seen = JSON.stringify(value);
    const changed = last !== undefined && seen !== last;
    last = seen;
    // A listener reading the kit's state must not subscribe this effect to it.
    if (changed) untracked(() => fire(value));
  });
}

/** Fires `souq:cart-change`, `souq:wishlist-change` and `souq:locale-change` at `target`; returns what stops it. */
export function bindPageEvents(
  core: Pick<SouqCore, 'cart' | 'wishlist' | 'shop' | 'locale'>,
  target: EventTarget,
): () => void {
  const stops = [
    onEachChange(
      () => cartSnapshotOf(core),
      (cart) => dispatchSouqEvent(target, 'souq:cart-change', cart),
    ),
    onEachChange(
      () => core.wishlist.items.value.map((item) => item.id),
      (itemIds) => dispatchSouqEvent(target, 'souq:wishlist-change', { itemIds }),
    ),
    onEachChange(
      () => core.locale.language.value,
      (locale) => dispatchSouqEvent(target, 'souq:locale-change', { locale }),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Fires `souq:error` at `target` for a message the API client reported. */
export function reportPageError(message: string, target: EventTarget): void {
  dispatchSouqEvent(target, 'souq:error', { message });
}
