/*
 * Contract rows of the catalog: what anyone may read without signing in.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { ITEM_LISTS, type ItemListName, STORE_LISTS } from '../../../src/core/api/wire';
import {
  type ContractRow,
  containsWord,
  get,
  inArabic,
  readsInArabic,
  refusal,
  row,
  UNKNOWN_ID,
} from '../contractRow';
import {
  bannersShape,
  categoriesShape,
  flashSaleShape,
  itemShape,
  productPageShape,
  storePageShape,
  suggestionsShape,
} from '../replyShapes';

/** Facts about one of the home page's item lists that both backends keep. */
const ITEM_LIST_FACTS: Partial<
  Record<ItemListName, (products: v.InferOutput<typeof productPageShape>['products']) => void>
> = {
  discounted: (products) => {
    for (const item of products) expect(item.discounted_price).toBeLessThan(item.price);
  },
  'new-arrival': (products) => {
    for (const item of products) expect(item.stock).toBeGreaterThan(0);
  },
};

/** Categories, item and store lists, item pages, suggestions, banners and the flash sale. */
export const catalogRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/categories',
    when: 'anyone asks for the category tree',
    as: 'nobody',
    request: () => get('/categories'),
    status: 200,
    reply: categoriesShape,
    holds: (categories) => {
      expect(categories.some((parent) => parent.childes.length > 0)).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/categories/{searchKey}',
    when: 'a key names some categories',
    as: 'nobody',
    request: (ids) => get(`/categories/${encodeURIComponent(ids.categoryKey)}`),
    status: 200,
    reply: categoriesShape,
    holds: (categories, ids) => {
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) {
        expect(containsWord(category.name, ids.categoryKey)).toBe(true);
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/categories/{searchKey}',
    when: 'a key names no category',
    as: 'nobody',
    request: () => get('/categories/qqzzxxnothing'),
    status: 200,
    reply: categoriesShape,
    holds: (categories) => expect(categories).toEqual([]),
  }),
  ...ITEM_LISTS.map((list) =>
    row({
      endpoint: `GET /api/v1/items/${list}`,
      when: 'anyone asks for a page of five',
      as: 'nobody',
      request: () => get(`/items/${list}?limit=5&offset=1`),
      status: 200,
      reply: productPageShape,
      holds: (page) => {
        expect(page.products.length).toBeLessThanOrEqual(5);
        expect(page.total_size).toBeGreaterThanOrEqual(page.products.length);
        expect([String(page.limit), String(page.offset)]).toEqual(['5', '1']);
        ITEM_LIST_FACTS[list]?.(page.products);
      },
    }),
  ),
  row({
    endpoint: 'GET /api/v1/items/latest',
    when: 'a page lies past the end of the list',
    as: 'nobody',
    request: () => get('/items/latest?limit=10&offset=500'),
    status: 200,
    reply: productPageShape,
    holds: (page) => {
      expect(page.products).toEqual([]);
      expect(page.total_size).toBeGreaterThan(0);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/popular',
    when: 'the page number is 0',
    as: 'nobody',
    request: () => get('/items/popular?offset=0'),
    status: 422,
    code: 'offset',
    message: '{field} is invalid',
    values: { field: 'offset' },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/popular',
    when: 'a page of more than 100 is asked for',
    as: 'nobody',
    request: () => get('/items/popular?limit=101'),
    status: 422,
    code: 'limit',
    message: '{field} is invalid',
    values: { field: 'limit' },
  }),
  row({
    endpoint: 'GET /api/v1/items/details/{id}',
    when: 'an item is asked for by id',
    as: 'nobody',
    request: (ids) => get(`/items/details/${ids.plainItem.id}`),
    status: 200,
    reply: itemShape,
    holds: (item, ids) => {
      expect([item.id, item.slug]).toEqual([ids.plainItem.id, ids.plainItem.slug]);
      expect(item.variations).toEqual([]);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/details/{id}',
    when: 'an item is asked for by slug',
    as: 'nobody',
    request: (ids) => get(`/items/details/${ids.plainItem.slug}`),
    status: 200,
    reply: itemShape,
    holds: (item, ids) => expect(item.id).toBe(ids.plainItem.id),
  }),
  row({
    endpoint: 'GET /api/v1/items/details/{id}',
    when: 'an item sold in options is asked for',
    as: 'nobody',
    request: (ids) => get(`/items/details/${ids.variedItem.id}`),
    status: 200,
    reply: itemShape,
    holds: (item, ids) => {
      const offered = item.variations.find(
        (variation) => variation.type === ids.variedItem.inStockType,
      );
      expect(offered?.stock).toBeGreaterThan(0);
      expect(offered?.code).toBe(ids.variedItem.inStockCode);
      expect(item.choice_options.length).toBeGreaterThan(0);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/details/{id}',
    when: 'an item sold in options is read in Arabic after English',
    as: 'nobody',
    given: (ids) => [get(`/items/details/${ids.variedItem.id}`)],
    request: (ids) => inArabic(get(`/items/details/${ids.variedItem.id}`)),
    status: 200,
    reply: itemShape,
    holds: (arabic, _ids, [englishBody]) => {
      const english = v.parse(itemShape, englishBody);
      // The same variations by code, each read in the shopper's language.
      expect(arabic.variations.map((variation) => variation.code)).toEqual(
        english.variations.map((variation) => variation.code),
      );
      const words = (item: typeof arabic) => [
        ...item.choice_options.flatMap((group) => [group.title, ...group.options]),
        ...item.variations.map((variation) => variation.type),
      ];
      const englishWords = words(english);
      expect(words(arabic)).toHaveLength(englishWords.length);
      words(arabic).forEach((word, index) => {
        expect(readsInArabic(word), word).toBe(true);
        expect(word).not.toBe(englishWords[index]);
      });
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/details/{id}',
    when: 'no item has the id',
    as: 'nobody',
    request: () => get(`/items/details/${UNKNOWN_ID}`),
    status: 404,
    code: 'item_id',
    message: 'Item not found',
  }),
  refusal({
    endpoint: 'GET /api/v1/items/details/{id}',
    when: 'no item has the id, asked in Arabic',
    as: 'nobody',
    request: () => get(`/items/details/${UNKNOWN_ID}`),
    status: 404,
    code: 'item_id',
    message: 'Item not found',
    language: 'ar',
  }),
  row({
    endpoint: 'GET /api/v1/items/item-or-store-search',
    when: 'the text starts an item name',
    as: 'nobody',
    request: (ids) => get(`/items/item-or-store-search?name=${encodeURIComponent(ids.itemTerm)}`),
    status: 200,
    reply: suggestionsShape,
    holds: ({ items }, ids) => {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(containsWord(item.name, ids.itemTerm)).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/item-or-store-search',
    when: 'the text names a store',
    as: 'nobody',
    request: (ids) => get(`/items/item-or-store-search?name=${encodeURIComponent(ids.storeTerm)}`),
    status: 200,
    reply: suggestionsShape,
    holds: ({ stores }, ids) => {
      expect(stores.length).toBeGreaterThan(0);
      for (const store of stores) expect(containsWord(store.name, ids.storeTerm)).toBe(true);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/item-or-store-search',
    when: 'the text is blank',
    as: 'nobody',
    request: () => get('/items/item-or-store-search?name=%20%20'),
    status: 422,
    code: 'name',
    message: '{field} is required',
    values: { field: 'name' },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/item-or-store-search',
    when: 'no text is sent',
    as: 'nobody',
    request: () => get('/items/item-or-store-search'),
    status: 422,
    code: 'name',
    message: '{field} is required',
    values: { field: 'name' },
  }),
  ...STORE_LISTS.map((list) =>
    row({
      endpoint: `GET /api/v1/stores/get-stores/${list}`,
      when: 'anyone asks for a page of five',
      as: 'nobody',
      request: () => get(`/stores/get-stores/${list}?limit=5&offset=1`),
      status: 200,
      reply: storePageShape,
      holds: (page) => {
        expect(page.stores.length).toBeLessThanOrEqual(5);
        expect([String(page.limit), String(page.offset)]).toEqual(['5', '1']);
      },
    }),
  ),
  row({
    endpoint: 'GET /api/v1/stores/{list}',
    when: 'the older path is asked for a list the 6amMart web reads at get-stores',
    as: 'nobody',
    given: () => [get('/stores/get-stores/top-rated?limit=5&offset=1')],
    request: () => get('/stores/top-rated?limit=5&offset=1'),
    status: 200,
    reply: storePageShape,
    holds: (page, _ids, [newer]) => expect(page).toEqual(v.parse(storePageShape, newer)),
  }),
  row({
    endpoint: 'GET /api/v1/stores/get-stores/all',
    when: "6amMart's store_type names the list, as its web asks",
    as: 'nobody',
    given: () => [get('/stores/get-stores/top-rated?limit=5&offset=1')],
    request: () => get('/stores/get-stores/all?store_type=top_rated&limit=5&offset=1'),
    status: 200,
    reply: storePageShape,
    holds: (page, _ids, [named]) => expect(page).toEqual(v.parse(storePageShape, named)),
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/get-stores/all',
    when: 'the store_type has no such name',
    as: 'nobody',
    request: () => get('/stores/get-stores/all?store_type=cheapest'),
    status: 422,
    code: 'store_type',
    message: '{field} is invalid',
    values: { field: 'store_type' },
  }),
  row({
    endpoint: 'GET /api/v1/stores/get-stores/all',
    when: 'an Arabic shopper reads how soon each store delivers',
    as: 'nobody',
    request: () => inArabic(get('/stores/get-stores/all?limit=5&offset=1')),
    status: 200,
    reply: storePageShape,
    holds: ({ stores }) => {
      expect(stores.length).toBeGreaterThan(0);
      // Minutes, not words: the kit writes them in the shopper's language itself.
      for (const store of stores) {
        expect(store.minimum_delivery_time).toBeGreaterThan(0);
        expect(store.maximum_delivery_time).toBeGreaterThanOrEqual(store.minimum_delivery_time);
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/stores/get-stores/latest',
    when: 'a page lies past the end of the list',
    as: 'nobody',
    request: () => get('/stores/get-stores/latest?limit=10&offset=500'),
    status: 200,
    reply: storePageShape,
    holds: (page) => {
      expect(page.stores).toEqual([]);
      expect(page.total_size).toBeGreaterThan(0);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/get-stores/{list}',
    when: 'the list has no such name',
    as: 'nobody',
    request: () => get('/stores/get-stores/cheapest'),
    status: 404,
    code: 'not_found',
    message: 'Route not found',
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/{list}',
    when: 'the list has no such name',
    as: 'nobody',
    request: () => get('/stores/cheapest'),
    status: 404,
    code: 'not_found',
    message: 'Route not found',
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/get-stores/popular',
    when: 'the page number is 0, asked in Arabic',
    as: 'nobody',
    request: () => get('/stores/get-stores/popular?offset=0'),
    status: 422,
    code: 'offset',
    message: '{field} is invalid',
    values: { field: 'offset' },
    language: 'ar',
  }),
  refusal({
    endpoint: 'GET /api/v1/stores/get-stores/all',
    when: 'the page size is not a number',
    as: 'nobody',
    request: () => get('/stores/get-stores/all?limit=ten'),
    status: 422,
    code: 'limit',
    message: '{field} is invalid',
    values: { field: 'limit' },
  }),
  row({
    endpoint: 'GET /api/v1/banners',
    when: 'anyone asks for the home banners',
    as: 'nobody',
    request: () => get('/banners'),
    status: 200,
    reply: bannersShape,
    holds: ({ banners }) => expect(banners.length).toBeGreaterThan(0),
  }),
  row({
    endpoint: 'GET /api/v1/flash-sales',
    when: 'a sale is running',
    as: 'nobody',
    request: () => get('/flash-sales'),
    status: 200,
    reply: flashSaleShape,
    holds: (sale) => {
      expect(Date.parse(sale.start_at)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(sale.end_at)).toBeGreaterThan(Date.now());
    },
  }),
];
