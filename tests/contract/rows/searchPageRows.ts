/*
 * Contract rows of the search page's reads: items/search with each filter narrowing and each
 * sort ordering, the price range, the store search, and a category's items and stores.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
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
import { categoriesShape, priceRangeShape, searchPageShape, storePageShape } from '../replyShapes';

type SearchPage = v.InferOutput<typeof searchPageShape>;
type Product = SearchPage['products'][number];

const SEARCH = 'GET /api/v1/items/search';
const CATEGORY_ITEMS = 'GET /api/v1/categories/items/{id}';
const CATEGORY_STORES = 'GET /api/v1/categories/stores/{id}';
const STORE_SEARCH = 'GET /api/v1/stores/search';

/** Every item of the catalog: both fixture catalogs hold far fewer than 100. */
const EVERY_ITEM = 'limit=100';

const today = () => new Date().toISOString().slice(0, 10);

const inOrder = (values: readonly number[], direction: 1 | -1) =>
  values.every(
    (value, index) => index === 0 || (value - (values[index - 1] ?? value)) * direction >= 0,
  );

/** The ids a parent category covers, from a categories reply: its own and its children's. */
function subtreeOf(categories: unknown, parentId: number): { all: number[]; children: number[] } {
  const parent = v.parse(categoriesShape, categories).find(({ id }) => id === parentId);
  if (parent === undefined) throw new Error(`expected category ${parentId} in the tree`);
  const children = parent.childes.map(({ id }) => id);
  return { all: [parentId, ...children], children };
}

/** A search row whose page must be non-empty and whose every product shows `each`. */
function narrowing(
  when: string,
  query: (ids: Parameters<ContractRow['request']>[0]) => string,
  each: (product: Product, ids: Parameters<ContractRow['request']>[0]) => void,
  orderedBy?: (products: readonly Product[]) => void,
): ContractRow {
  return row({
    endpoint: SEARCH,
    when,
    as: 'nobody',
    given: () => [get(`/items/search?${EVERY_ITEM}`)],
    request: (ids) => get(`/items/search?${EVERY_ITEM}&${query(ids)}`),
    status: 200,
    reply: searchPageShape,
    holds: (page, ids, [allBody]) => {
      const all = v.parse(searchPageShape, allBody);
      expect(page.products.length).toBeGreaterThan(0);
      // The filter narrows: some item of the catalog is left out (sorts keep every item).
      if (orderedBy === undefined) expect(page.total_size).toBeLessThan(all.total_size);
      else expect(page.total_size).toBe(all.total_size);
      expect(page.products).toHaveLength(page.total_size);
      for (const product of page.products) each(product, ids);
      orderedBy?.(page.products);
    },
  });
}

const price = (product: Product) => product.discounted_price;

const searchRefusal = (when: string, query: string, field: string): ContractRow =>
  refusal({
    endpoint: SEARCH,
    when,
    as: 'nobody',
    request: () => get(`/items/search?${query}`),
    status: 422,
    code: field,
    message: '{field} is invalid',
    values: { field },
  });

const itemSearchRows: ContractRow[] = [
  row({
    endpoint: SEARCH,
    when: 'a shopper searches a word that starts an item name',
    as: 'nobody',
    request: (ids) => get(`/items/search?name=${ids.itemTerm}`),
    status: 200,
    reply: searchPageShape,
    holds: (page, ids) => {
      expect(page.products.length).toBeGreaterThan(0);
      expect([String(page.limit), String(page.offset)]).toEqual(['10', '1']);
      for (const product of page.products)
        expect(containsWord(product.name, ids.itemTerm)).toBe(true);
    },
  }),
  row({
    endpoint: SEARCH,
    when: 'an Arabic shopper searches the word an English one searched',
    as: 'nobody',
    given: (ids) => [get(`/items/search?name=${ids.itemTerm}`)],
    request: (ids) => inArabic(get(`/items/search?name=${ids.itemTerm}`)),
    status: 200,
    reply: searchPageShape,
    holds: (arabic, _ids, [englishBody]) => {
      const english = v.parse(searchPageShape, englishBody);
      expect(arabic.products.map(({ id }) => id)).toEqual(english.products.map(({ id }) => id));
      for (const product of arabic.products) expect(readsInArabic(product.name)).toBe(true);
    },
  }),
  row({
    endpoint: SEARCH,
    when: 'a page of two is asked for, then the next',
    as: 'nobody',
    given: () => [get('/items/search?limit=2&offset=1')],
    request: () => get('/items/search?limit=2&offset=2'),
    status: 200,
    reply: searchPageShape,
    holds: (second, _ids, [firstBody]) => {
      const first = v.parse(searchPageShape, firstBody);
      expect(second.products).toHaveLength(2);
      expect([String(second.limit), String(second.offset)]).toEqual(['2', '2']);
      expect(second.total_size).toBe(first.total_size);
      const firstIds = first.products.map(({ id }) => id);
      for (const { id } of second.products) expect(firstIds).not.toContain(id);
    },
  }),
  row({
    endpoint: SEARCH,
    when: 'a page lies past the last item',
    as: 'nobody',
    request: () => get('/items/search?limit=10&offset=500'),
    status: 200,
    reply: searchPageShape,
    holds: (page) => {
      expect(page.products).toEqual([]);
      expect(page.total_size).toBeGreaterThan(0);
    },
  }),
  row({
    endpoint: SEARCH,
    when: 'nothing matches the name',
    as: 'nobody',
    request: () => get('/items/search?name=zzzqqq'),
    status: 200,
    reply: searchPageShape,
    holds: (page) => {
      expect(page.products).toEqual([]);
      expect(page.total_size).toBe(0);
    },
  }),
  narrowing(
    'type=veg keeps the vegetarian items only',
    () => 'type=veg',
    (product) => expect(product.veg).toBe(1),
  ),
  narrowing(
    'type=non_veg keeps the other items only',
    () => 'type=non_veg',
    (product) => expect(product.veg).toBe(0),
  ),
  narrowing(
    'discounted=1 keeps the items sold below their list price',
    () => 'discounted=1',
    (product) => expect(product.discounted_price).toBeLessThan(product.price),
  ),
  narrowing(
    'available=1 keeps what is in stock and on sale today',
    () => 'available=1',
    (product) => {
      expect(product.stock).toBeGreaterThan(0);
      expect((product.available_date_starts ?? today()) <= today()).toBe(true);
    },
  ),
  narrowing(
    'rating=4.5 keeps the items rated 4.5 or more',
    () => 'rating=4.5',
    (product) => expect(product.avg_rating).toBeGreaterThanOrEqual(4.5),
  ),
  narrowing(
    'a price range keeps the items whose price after discount lies in it',
    () => 'min_price=10&max_price=50',
    (product) => {
      expect(price(product)).toBeGreaterThanOrEqual(10);
      expect(price(product)).toBeLessThanOrEqual(50);
    },
  ),
  narrowing(
    "store_id keeps that store's own items",
    (ids) => `store_id=${ids.openStore.id}`,
    (product, ids) => expect(product.store_id).toBe(ids.openStore.id),
  ),
  narrowing(
    'sort_by=low orders by the price after discount, cheapest first',
    () => 'sort_by=low',
    () => {},
    (products) => expect(inOrder(products.map(price), 1)).toBe(true),
  ),
  narrowing(
    'sort_by=high orders dearest first',
    () => 'sort_by=high',
    () => {},
    (products) => expect(inOrder(products.map(price), -1)).toBe(true),
  ),
  narrowing(
    'sort_by=rating orders the best rated first',
    () => 'sort_by=rating',
    () => {},
    (products) =>
      expect(
        inOrder(
          products.map(({ avg_rating }) => avg_rating),
          -1,
        ),
      ).toBe(true),
  ),
  narrowing(
    'sort_by=a_to_z orders by name',
    () => 'sort_by=a_to_z',
    () => {},
    (products) => {
      const names = products.map(({ name }) => name.toLowerCase());
      expect(names).toEqual([...names].sort());
    },
  ),
  row({
    endpoint: SEARCH,
    when: 'category_id names a parent: its own items and its children’s',
    as: 'nobody',
    given: () => [get('/categories')],
    request: (ids) => get(`/items/search?${EVERY_ITEM}&category_id=${ids.parentCategory}`),
    status: 200,
    reply: searchPageShape,
    holds: (page, ids, [tree]) => {
      const { all, children } = subtreeOf(tree, ids.parentCategory);
      expect(page.products.length).toBeGreaterThan(0);
      for (const product of page.products) expect(all).toContain(product.category_id);
      expect(page.products.some((product) => children.includes(product.category_id))).toBe(true);
    },
  }),
  refusal({
    endpoint: SEARCH,
    when: 'no category has the id',
    as: 'nobody',
    request: () => get(`/items/search?category_id=${UNKNOWN_ID}`),
    status: 404,
    code: 'category_id',
    message: 'Category not found',
  }),
  refusal({
    endpoint: SEARCH,
    when: 'no store has the id, asked in Arabic',
    as: 'nobody',
    request: () => get(`/items/search?store_id=${UNKNOWN_ID}`),
    status: 404,
    code: 'store_id',
    message: 'Store not found',
    language: 'ar',
  }),
  searchRefusal('the sort is not one of the six', 'sort_by=cheapest', 'sort_by'),
  searchRefusal('the price range is reversed', 'min_price=50&max_price=10', 'min_price'),
  searchRefusal('the rating is above 5', 'rating=6', 'rating'),
  searchRefusal('the type is not one of the three', 'type=vegan', 'type'),
  searchRefusal('discounted is not 0 or 1', 'discounted=yes', 'discounted'),
  searchRefusal('the page number is 0', 'offset=0', 'offset'),
  searchRefusal('the store id is not a number', 'store_id=fresh', 'store_id'),
];

const categoryRows: ContractRow[] = [
  row({
    endpoint: CATEGORY_ITEMS,
    when: "a parent's page lists its own items and its children's",
    as: 'nobody',
    given: () => [get('/categories')],
    request: (ids) => get(`/categories/items/${ids.parentCategory}?limit=100`),
    status: 200,
    reply: searchPageShape,
    holds: (page, ids, [tree]) => {
      const { all, children } = subtreeOf(tree, ids.parentCategory);
      expect(page.total_size).toBe(page.products.length);
      for (const product of page.products) expect(all).toContain(product.category_id);
      expect(page.products.some((product) => children.includes(product.category_id))).toBe(true);
    },
  }),
  row({
    endpoint: CATEGORY_ITEMS,
    when: "the search's filters and sort narrow and order a category's items",
    as: 'nobody',
    given: (ids) => [get(`/categories/items/${ids.parentCategory}?limit=100`)],
    request: (ids) =>
      get(`/categories/items/${ids.parentCategory}?limit=100&type=veg&available=1&sort_by=low`),
    status: 200,
    reply: searchPageShape,
    holds: (page, _ids, [allBody]) => {
      const all = v.parse(searchPageShape, allBody);
      const expected = all.products.filter(
        (product) =>
          product.veg === 1 &&
          product.stock > 0 &&
          (product.available_date_starts ?? today()) <= today(),
      );
      expect(page.products.map(({ id }) => id).sort()).toEqual(expected.map(({ id }) => id).sort());
      expect(inOrder(page.products.map(price), 1)).toBe(true);
    },
  }),
  row({
    endpoint: CATEGORY_ITEMS,
    when: 'asked in Arabic',
    as: 'nobody',
    request: (ids) => inArabic(get(`/categories/items/${ids.parentCategory}?limit=3`)),
    status: 200,
    reply: searchPageShape,
    holds: (page) => {
      expect(page.products.length).toBeGreaterThan(0);
      for (const product of page.products) expect(readsInArabic(product.name)).toBe(true);
    },
  }),
  refusal({
    endpoint: CATEGORY_ITEMS,
    when: 'no category has the id',
    as: 'nobody',
    request: () => get(`/categories/items/${UNKNOWN_ID}`),
    status: 404,
    code: 'category_id',
    message: 'Category not found',
    language: 'ar',
  }),
  refusal({
    endpoint: CATEGORY_ITEMS,
    when: 'the id is not a number',
    as: 'nobody',
    request: () => get('/categories/items/fruit'),
    status: 422,
    code: 'id',
    message: '{field} is invalid',
    values: { field: 'id' },
  }),
  refusal({
    endpoint: CATEGORY_ITEMS,
    when: 'the sort is not one of the six',
    as: 'nobody',
    request: (ids) => get(`/categories/items/${ids.parentCategory}?sort_by=cheapest`),
    status: 422,
    code: 'sort_by',
    message: '{field} is invalid',
    values: { field: 'sort_by' },
  }),
  row({
    endpoint: CATEGORY_STORES,
    when: "a parent's stores are the stores selling its items",
    as: 'nobody',
    given: (ids) => [get(`/categories/items/${ids.parentCategory}?limit=100`)],
    request: (ids) => get(`/categories/stores/${ids.parentCategory}`),
    status: 200,
    reply: storePageShape,
    holds: (page, _ids, [itemsBody]) => {
      const selling = new Set(v.parse(searchPageShape, itemsBody).products.map((p) => p.store_id));
      expect(page.stores.map(({ id }) => id).sort()).toEqual([...selling].sort());
      expect(page.total_size).toBe(selling.size);
    },
  }),
  refusal({
    endpoint: CATEGORY_STORES,
    when: 'no category has the id',
    as: 'nobody',
    request: () => get(`/categories/stores/${UNKNOWN_ID}`),
    status: 404,
    code: 'category_id',
    message: 'Category not found',
  }),
  refusal({
    endpoint: CATEGORY_STORES,
    when: 'a page of more than 100 is asked for',
    as: 'nobody',
    request: (ids) => get(`/categories/stores/${ids.parentCategory}?limit=101`),
    status: 422,
    code: 'limit',
    message: '{field} is invalid',
    values: { field: 'limit' },
  }),
];

const otherRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/items/min-max-price',
    when: 'the search page asks for the price range',
    as: 'nobody',
    given: () => [get(`/items/search?${EVERY_ITEM}`)],
    request: () => get('/items/min-max-price'),
    status: 200,
    reply: priceRangeShape,
    holds: (range, _ids, [allBody]) => {
      const prices = v.parse(searchPageShape, allBody).products.map(price);
      expect(range).toEqual({ min_price: Math.min(...prices), max_price: Math.max(...prices) });
    },
  }),
  row({
    endpoint: STORE_SEARCH,
    when: 'a word of a store name is searched',
    as: 'nobody',
    request: (ids) => get(`/stores/search?name=${ids.storeTerm}`),
    status: 200,
    reply: storePageShape,
    holds: (page, ids) => {
      expect(page.stores.length).toBeGreaterThan(0);
      expect(page.total_size).toBe(page.stores.length);
      for (const store of page.stores) expect(containsWord(store.name, ids.storeTerm)).toBe(true);
    },
  }),
  row({
    endpoint: STORE_SEARCH,
    when: 'asked in Arabic',
    as: 'nobody',
    request: (ids) => inArabic(get(`/stores/search?name=${ids.storeTerm}&limit=1`)),
    status: 200,
    reply: storePageShape,
    holds: (page) => {
      expect(page.stores).toHaveLength(1);
      expect(String(page.limit)).toBe('1');
      expect(readsInArabic(page.stores[0]?.name ?? '')).toBe(true);
    },
  }),
  row({
    endpoint: STORE_SEARCH,
    when: 'no store matches',
    as: 'nobody',
    request: () => get('/stores/search?name=zzzqqq'),
    status: 200,
    reply: storePageShape,
    holds: (page) => expect([page.stores, page.total_size]).toEqual([[], 0]),
  }),
  refusal({
    endpoint: STORE_SEARCH,
    when: 'the name is blank',
    as: 'nobody',
    request: () => get('/stores/search?name=%20%20'),
    status: 422,
    code: 'name',
    message: '{field} is required',
    values: { field: 'name' },
  }),
];

/** GET items/search, items/min-max-price, stores/search, categories/items/{id} and categories/stores/{id}. */
export const searchPageRows: ContractRow[] = [...itemSearchRows, ...categoryRows, ...otherRows];
