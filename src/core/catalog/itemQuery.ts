/*
 * One item's details through the shared query cache, so the widgets of a page that show the same
 * item (an add-to-cart button, a wishlist heart) ask the server once.
 */
import type { ApiClient } from '../api';
import type { Item } from '../api/wire';
import type { Locale } from '../i18n';
import type { QueryCache, QueryKey } from '../query';

/**
 * The cache key of an item's details, by numeric id or by slug (the product page's address names
 * either); the reply is named in the request's language.
 */
export function itemQueryKey(idOrSlug: number | string, language: Locale): QueryKey {
  return ['items', 'details', idOrSlug, language];
}

/** Primes an item under its id and, when it has one, its slug. */
function primeItem(cache: QueryCache, item: Item, language: Locale): void {
  cache.prime(itemQueryKey(item.id, language), item);
  if (item.slug) cache.prime(itemQueryKey(item.slug, language), item);
}

/**
 * Stores each listed item as its details: the list already carries them, so the cards' wishlist
 * and add-to-cart buttons, and the item's page opened from a card, need not ask the server again.
 */
export function primeItems(cache: QueryCache, items: readonly Item[], language: Locale): void {
  for (const item of items) primeItem(cache, item, language);
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

/**
 * The whole details of an item for its page, by numeric id or slug. A list's copy primed into the
 * cache shows at once, while the details reply (description and all) is asked for all the same;
 * once it lands, the item's other key (slug or id) gets it too. Silent, as `loadItem`.
 */
export async function loadItemDetails(
  core: { cache: QueryCache; api: Pick<ApiClient, 'getItem'> },
  idOrSlug: number | string,
  language: Locale,
): Promise<Item> {
  const item = await core.cache.fetch(
    itemQueryKey(idOrSlug, language),
    () => core.api.getItem(idOrSlug, { silent: true }),
    { refreshPrimed: true },
  );
  primeItem(core.cache, item, language);
  return item;
}

/**
 * An item's address as the product page reads it (spec §2): a whole number above 0 is the numeric
 * id, any other non-blank text the slug; undefined when it is neither.
 */
export function itemKeyOf(value: number | string | null | undefined): number | string | undefined {
  if (typeof value === 'number') return isItemId(value) ? value : undefined;
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) && isItemId(Number(text)) ? Number(text) : text;
}

/** Whether a value can be an item id: a whole number above 0 (an element attribute may be absent). */
export function isItemId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
