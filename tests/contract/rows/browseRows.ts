/*
 * Contract rows of the lists the product and store pages read: an item's related items and its
 * store's other items, the recommended items, and a store's popular items.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { RECOMMENDED_FILTERS } from '../../../src/core/api/wire';
import {
  type ContractRow,
  get,
  inArabic,
  readsInArabic,
  refusal,
  row,
  UNKNOWN_ID,
} from '../contractRow';
import { itemArrayShape, itemShape, recommendedPageShape, storePageShape } from '../replyShapes';

/** How many items 6amMart's related lists and a store's popular items hold at most. */
const LIST_BOUND = 10;

/** The store of the item a `given` details request read. */
const storeIdOf = (details: unknown): number => v.parse(itemShape, details).store_id;

/** The slug of the store of `details`, found in a store list reply. */
function storeSlugOf(details: unknown, storeList: unknown): string {
  const storeId = storeIdOf(details);
  const store = v.parse(storePageShape, storeList).stores.find(({ id }) => id === storeId);
  if (store === undefined) throw new Error(`expected store ${storeId} in the list`);
  return store.slug;
}

/** An item id in a path that is not a whole number. */
const BAD_ID = 'abc';

/** Refusals of an `{id}` path that names an item: unknown, and not a number. */
function itemPathRefusals(endpoint: string, path: string): ContractRow[] {
  return [
    refusal({
      endpoint,
      when: 'no item has the id',
      as: 'nobody',
      request: () => get(`${path}/${UNKNOWN_ID}`),
      status: 404,
      code: 'item_id',
      message: 'Item not found',
    }),
    refusal({
      endpoint,
      when: 'no item has the id, asked in Arabic',
      as: 'nobody',
      request: () => get(`${path}/${UNKNOWN_ID}`),
      status: 404,
      code: 'item_id',
      message: 'Item not found',
      language: 'ar',
    }),
    refusal({
      endpoint,
      when: 'the id is not a number',
      as: 'nobody',
      request: () => get(`${path}/${BAD_ID}`),
      status: 422,
      code: 'id',
      message: '{field} is invalid',
      values: { field: 'id' },
    }),
  ];
}

/** Related items, items of the same store, recommended items and a store's popular items. */
export const browseRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/items/related-items/{id}',
    when: 'anyone asks what is like an item',
    as: 'nobody',
    request: (ids) => get(`/items/related-items/${ids.plainItem.id}`),
    status: 200,
    reply: itemArrayShape,
    holds: (items, ids) => {
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(LIST_BOUND);
      expect(items.map(({ id }) => id)).not.toContain(ids.plainItem.id);
    },
  }),
  ...itemPathRefusals('GET /api/v1/items/related-items/{id}', '/items/related-items'),
  row({
    endpoint: 'GET /api/v1/items/related-store-items/{id}',
    when: "anyone asks for the other items of an item's store",
    as: 'nobody',
    given: (ids) => [get(`/items/details/${ids.plainItem.id}`)],
    request: (ids) => get(`/items/related-store-items/${ids.plainItem.id}`),
    status: 200,
    reply: itemArrayShape,
    holds: (items, ids, [details]) => {
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(LIST_BOUND);
      for (const item of items) {
        expect(item.store_id).toBe(storeIdOf(details));
        expect(item.id).not.toBe(ids.plainItem.id);
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/related-store-items/{id}',
    when: "an Arabic shopper reads the other items of an item's store",
    as: 'nobody',
    request: (ids) => inArabic(get(`/items/related-store-items/${ids.plainItem.id}`)),
    status: 200,
    reply: itemArrayShape,
    holds: (items) => {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(readsInArabic(item.store_name), item.store_name).toBe(true);
    },
  }),
  ...itemPathRefusals('GET /api/v1/items/related-store-items/{id}', '/items/related-store-items'),
  ...RECOMMENDED_FILTERS.map((filter) =>
    row({
      endpoint: 'GET /api/v1/items/recommended',
      when: `anyone asks for a page of three, filter ${filter}`,
      as: 'nobody',
      request: () => get(`/items/recommended?limit=3&offset=1&filter=${filter}`),
      status: 200,
      reply: recommendedPageShape,
      holds: (page) => {
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.length).toBeLessThanOrEqual(3);
        expect(page.total_size).toBeGreaterThanOrEqual(page.items.length);
        expect([String(page.limit), String(page.offset)]).toEqual(['3', '1']);
        // Recommended items can be bought and have been rated.
        for (const item of page.items) {
          expect(item.stock).toBeGreaterThan(0);
          expect(item.avg_rating).toBeGreaterThan(0);
        }
      },
    }),
  ),
  row({
    endpoint: 'GET /api/v1/items/recommended',
    when: 'no filter is sent: the best rated come first',
    as: 'nobody',
    request: () => get('/items/recommended?limit=100'),
    status: 200,
    reply: recommendedPageShape,
    holds: ({ items }) => {
      const ratings = items.map((item) => item.avg_rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/recommended',
    when: 'the next page follows the first without repeating it',
    as: 'nobody',
    given: () => [get('/items/recommended?limit=2&offset=1')],
    request: () => get('/items/recommended?limit=2&offset=2'),
    status: 200,
    reply: recommendedPageShape,
    holds: (page, _ids, [first]) => {
      const firstIds = v.parse(recommendedPageShape, first).items.map(({ id }) => id);
      for (const item of page.items) expect(firstIds).not.toContain(item.id);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/recommended',
    when: 'a page lies past the end of the list',
    as: 'nobody',
    request: () => get('/items/recommended?limit=10&offset=500'),
    status: 200,
    reply: recommendedPageShape,
    holds: (page) => {
      expect(page.items).toEqual([]);
      expect(page.total_size).toBeGreaterThan(0);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/recommended',
    when: 'the filter has no such name',
    as: 'nobody',
    request: () => get('/items/recommended?filter=cheapest'),
    status: 422,
    code: 'filter',
    message: '{field} is invalid',
    values: { field: 'filter' },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/recommended',
    when: 'the item type has no such name',
    as: 'nobody',
    request: () => get('/items/recommended?type=vegan'),
    status: 422,
    code: 'type',
    message: '{field} is invalid',
    values: { field: 'type' },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/recommended',
    when: 'the page number is 0',
    as: 'nobody',
    request: () => get('/items/recommended?offset=0'),
    status: 422,
    code: 'offset',
    message: '{field} is invalid',
    values: { field: 'offset' },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/recommended',
    when: 'a page of more than 100 is asked for',
    as: 'nobody',
    request: () => get('/items/recommended?limit=101'),
    status: 422,
    code: 'limit',
    message: '{field} is invalid',
    values: { field: 'limit' },
  }),
  row({
    endpoint: 'GET /api/v1/stores/popular-items/{id}',
    when: "anyone asks for a store's popular items by the store's id",
    as: 'nobody',
    given: (ids) => [get(`/items/details/${ids.plainItem.id}`)],
    request: (_ids, [details]) => get(`/stores/popular-items/${storeIdOf(details)}`),
    status: 200,
    reply: itemArrayShape,
    holds: (items, ids, [details]) => {
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(LIST_BOUND);
      for (const item of items) expect(item.store_id).toBe(storeIdOf(details));
      // Unlike the related lists, the item a shopper came from is one of its store's items.
      expect(items.map(({ id }) => id)).toContain(ids.plainItem.id);
    },
  }),
  row({
    endpoint: 'GET /api/v1/stores/popular-items/{id}',
    when: 'the store is named by its slug, in Arabic',
    as: 'nobody',
    given: (ids) => [
      get(`/items/details/${ids.plainItem.id}`),
      get('/stores/get-stores/all?limit=100'),
    ],
    request: (_ids, [details, stores]) =>
      inArabic(get(`/stores/popular-items/${storeSlugOf(details, stores)}`)),
    status: 200,
    reply: itemArrayShape,
    holds: (items, _ids, [details]) => {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.store_id).toBe(storeIdOf(details));
        expect(readsInArabic(item.store_name), item.store_name).toBe(true);
      }
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/popular-items/{id}',
    when: 'no store has the id',
    as: 'nobody',
    request: () => get(`/stores/popular-items/${UNKNOWN_ID}`),
    status: 404,
    code: 'store_id',
    message: 'Store not found',
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/popular-items/{id}',
    when: 'no store has the slug, asked in Arabic',
    as: 'nobody',
    request: () => get('/stores/popular-items/no-such-store'),
    status: 404,
    code: 'store_id',
    message: 'Store not found',
    language: 'ar',
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/popular-items/{id}',
    when: 'the key is neither an id nor a slug',
    as: 'nobody',
    request: () => get('/stores/popular-items/two%20words'),
    status: 422,
    code: 'id',
    message: '{field} is invalid',
    values: { field: 'id' },
  }),
];
