/*
 * The fake shop's lists around one item or store and its recommended items, chosen and ordered
 * by the demo server's rules over the fixture catalog, with its refusals.
 */
import { type Item, RECOMMENDED_FILTERS, type RecommendedFilter } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { type FakeRequest, MAX_ROW_ID, oneOf, recordKey, refuse, wholeNumber } from './fakeHttp';
import { fixtureStores } from './storefrontFixtures';

/** How many items the related lists and a store's popular items hold, as on the demo server. */
export const FAKE_RELATED_LIMIT = 10;

const ITEM_TYPES = ['all', 'veg', 'non_veg'] as const;

type Catalog = (language: Locale) => readonly Item[];
type Answer = (request: FakeRequest, params: readonly string[]) => unknown;
type Paged = <T>(
  all: readonly T[],
  query: FakeRequest['query'],
) => { total_size: number; limit: string; offset: string; page: T[] };

/** Sorts by `key`, largest first, keeping catalog order between equals (the server's id order). */
const largestFirst =
  (key: (item: Item) => number) =>
  (a: Item, b: Item): number =>
    key(b) - key(a);

/**
 * The order of each recommended filter. The fixtures carry no dates, so a later id stands for a
 * newer item, and counts they leave out count as none.
 */
const RECOMMENDED_ORDERS: Record<RecommendedFilter, (a: Item, b: Item) => number> = {
  all: (a, b) =>
    largestFirst((item) => item.avg_rating ?? 0)(a, b) ||
    largestFirst((item) => item.rating_count ?? 0)(a, b),
  top_rated: (a, b) =>
    largestFirst((item) => item.rating_count ?? 0)(a, b) ||
    largestFirst((item) => item.avg_rating ?? 0)(a, b),
  best_selling: largestFirst((item) => item.order_count ?? 0),
  new_arrival: largestFirst((item) => item.id),
};

const bestSellingFirst = largestFirst((item) => item.order_count ?? 0);

/** The fake shop's answers to the related items, a store's popular items and the recommended items. */
export function fakeItemLists(catalog: Catalog, paged: Paged) {
  const itemById = (language: Locale, key: string): Item => {
    const id = wholeNumber(key, 'id', 1, MAX_ROW_ID);
    return (
      catalog(language).find((item) => item.id === id) ?? refuse(404, 'item_id', 'Item not found')
    );
  };

  // Others of the item's category first, then of its store, as the demo server lists them.
  const relatedItems: Answer = ({ language }, [key = '']) => {
    const item = itemById(language, key);
    const sameCategory = (other: Item) =>
      item.category_id !== undefined && other.category_id === item.category_id;
    return catalog(language)
      .filter((other) => other.id !== item.id)
      .filter((other) => sameCategory(other) || other.store_id === item.store_id)
      .sort((a, b) => Number(sameCategory(b)) - Number(sameCategory(a)) || bestSellingFirst(a, b))
      .slice(0, FAKE_RELATED_LIMIT);
  };

  const relatedStoreItems: Answer = ({ language }, [key = '']) => {
    const item = itemById(language, key);
    return catalog(language)
      .filter((other) => other.id !== item.id && other.store_id === item.store_id)
      .sort(bestSellingFirst)
      .slice(0, FAKE_RELATED_LIMIT);
  };

  // The rated items in stock, as the demo server recommends them; `items` is 6amMart's key here.
  const recommendedItems: Answer = ({ language, query }) => {
    const filter = oneOf(query.filter, 'filter', RECOMMENDED_FILTERS, 'all');
    const type = oneOf(query.type, 'type', ITEM_TYPES, 'all');
    const chosen = catalog(language)
      .filter((item) => (item.avg_rating ?? 0) > 0 && (item.stock ?? 0) > 0)
      .filter((item) => type === 'all' || (item.veg === 1) === (type === 'veg'))
      .sort(RECOMMENDED_ORDERS[filter]);
    const { page, ...rest } = paged(chosen, query);
    return { ...rest, items: page };
  };

  // A store named by id or slug, as on the demo server; its best sellers, unpaged.
  const storePopularItems: Answer = ({ language }, [key = '']) => {
    const store =
      fixtureStores(language).find(recordKey(key)) ?? refuse(404, 'store_id', 'Store not found');
    return catalog(language)
      .filter((item) => item.store_id === store.id)
      .sort(bestSellingFirst)
      .slice(0, FAKE_RELATED_LIMIT);
  };

  return { relatedItems, relatedStoreItems, recommendedItems, storePopularItems };
}
