/*
 * One item's details through the shared query cache, so the widgets of a page that show the same
 * item (an add-to-cart button, a wishlist heart) ask the server once.
 */
import type { ApiClient } from '../api';
import type { Item } from '../api/wire';
import type { Locale } from '../i18n';
import type { QueryCache, QueryKey } from '../query';

/** The cache key of an item's details; the reply is named in the request's language. */
export function itemQueryKey(itemId: number, language: Locale): QueryKey {
  return ['items', 'details', itemId, language];
}

/**
 * Stores each listed item as its details: the list already carries them, so the cards' wishlist
 * and add-to-cart buttons, and the item's page opened from a card, need not ask the server again.
 */
export function primeItems(cache: QueryCache, items: readonly Item[], language: Locale): void {
  for (const item of items) cache.prime(itemQueryKey(item.id, language), item);
}

/**
 * The item's details, fresh from the cache or from the server. The call is silent: the caller
 * says what went wrong where the shopper is looking.
 */
export function loadItem(
  core: { cache: QueryCache; api: Pick<ApiClient, 'getItem'> },
  itemId: number,
  language: Locale,
): Promise<Item> {
  return core.cache.fetch(itemQueryKey(itemId, language), () =>
    core.api.getItem(itemId, { silent: true }),
  );
}

/** Whether a value can be an item id: a whole number above 0 (an element attribute may be absent). */
export function isItemId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
