/*
 * The API contract: one row per request the kit makes (src/core/api/endpoints.ts) and per way
 * it can be refused, with the status and reply shape both backends must answer with. The suite
 * runs every row against the fake shop (src/core/testing) and the demo server (on PGlite, and on
 * PostgreSQL in CI). An endpoint enters this table when it is built.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import {
  type ErrorListReply,
  ITEM_LISTS,
  type ItemListName,
  STORE_LISTS,
} from '../../src/core/api/wire';
import { createI18n, type MessageKey } from '../../src/core/i18n';
import type { Caller, ContractIds, ContractRequest } from './contractBackend';
import {
  bannersShape,
  cartShape,
  categoriesShape,
  configShape,
  customerShape,
  errorListShape,
  flashSaleShape,
  guestIdShape,
  itemShape,
  landingShape,
  messageShape,
  modulesShape,
  productPageShape,
  storePageShape,
  suggestionsShape,
  wishListShape,
} from './replyShapes';

/** One case of one endpoint, and what both backends must answer. */
export interface ContractRow {
  /** The endpoint as the kit calls it: method and path, `{name}` for a path parameter. */
  endpoint: string;
  /** The case, as a sentence. */
  when: string;
  as: Caller;
  /** Requests that set the shopper's state up first; each must succeed. */
  given?: (ids: ContractIds) => ContractRequest[];
  /** The request; `earlier` holds the bodies of the replies to `given`, in order. */
  request: (ids: ContractIds, earlier: readonly unknown[]) => ContractRequest;
  status: number;
  /** Checks the reply body against its shape and the facts both backends must show. */
  check: (body: unknown, ids: ContractIds) => void;
}

/** A row's endpoint as a pattern of 'METHOD /path': `{name}` stands for one path segment. */
export function endpointPattern(endpoint: string): RegExp {
  return new RegExp(`^${endpoint.replace(/\{[^}]+\}/g, '[^/?]+')}$`);
}

type RowSpec<TSchema extends v.GenericSchema> = Omit<ContractRow, 'check'> & {
  reply: TSchema;
  holds?: (reply: v.InferOutput<TSchema>, ids: ContractIds) => void;
};

function row<TSchema extends v.GenericSchema>({
  reply,
  holds,
  ...spec
}: RowSpec<TSchema>): ContractRow {
  return {
    ...spec,
    check: (body, ids) => {
      const parsed = v.safeParse(reply, body);
      if (!parsed.success) {
        throw new Error(
          `the reply leaves its shape: ${JSON.stringify(v.flatten(parsed.issues).nested)}`,
        );
      }
      holds?.(parsed.output, ids);
    },
  };
}

const i18n = createI18n();

/** A message as both backends word it, in the request's language. */
const worded = (
  language: 'ar' | 'en',
  key: MessageKey,
  values: Record<string, string | number> = {},
) => i18n.getFixedT(language)(key, values);

type RefusalSpec = Omit<ContractRow, 'check'> & {
  /** The code and the message key of the first reason. */
  code: string;
  message: MessageKey;
  values?: Record<string, string | number>;
  /** The language the request asks for; English unless told. */
  language?: 'ar' | 'en';
};

/** A refusal: the status, the one errors shape, and its first reason's code and wording. */
function refusal({ code, message, values, language = 'en', ...spec }: RefusalSpec): ContractRow {
  return row({
    ...spec,
    request: (ids, earlier) => ({ ...spec.request(ids, earlier), language }),
    reply: errorListShape,
    holds: (reply: ErrorListReply) => {
      expect(reply.errors[0]).toEqual({ code, message: worded(language, message, values) });
    },
  });
}

const API = '/api/v1';
const UNKNOWN_ID = 999_999;

const get = (path: string): ContractRequest => ({ method: 'GET', path: `${API}${path}` });
const post = (path: string, body?: Record<string, unknown>): ContractRequest => ({
  method: 'POST',
  path: `${API}${path}`,
  ...(body === undefined ? {} : { body }),
});
const remove = (path: string): ContractRequest => ({ method: 'DELETE', path: `${API}${path}` });

/** The body of a cart add as the kit sends it; the server prices the line itself. */
const addToCart = (itemId: number, fields: Record<string, unknown> = {}) =>
  post('/customer/cart/add', {
    model: 'Item',
    item_id: itemId,
    price: 0,
    quantity: 1,
    variation: [],
    ...fields,
  });

/** The row id of the only line of a cart reply. */
function onlyLineId(body: unknown): number {
  const rows = v.parse(cartShape, body);
  const [line] = rows;
  if (rows.length !== 1 || line === undefined) throw new Error('expected a cart of one line');
  return line.id;
}

const containsWord = (name: string, word: string) =>
  name.toLowerCase().includes(word.toLowerCase());

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

const shopRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/config',
    when: 'anyone asks for the shop configuration',
    as: 'nobody',
    request: () => get('/config'),
    status: 200,
    reply: configShape,
    holds: (config) => {
      expect(config.zones.filter((zone) => zone.default_zone === 1)).toHaveLength(1);
    },
  }),
  row({
    endpoint: 'GET /api/v1/react-landing-page',
    when: 'anyone asks for the footer text and app links',
    as: 'nobody',
    request: () => get('/react-landing-page'),
    status: 200,
    reply: landingShape,
  }),
  row({
    endpoint: 'GET /api/v1/module',
    when: 'anyone asks for the business modules',
    as: 'nobody',
    request: () => get('/module'),
    status: 200,
    reply: modulesShape,
    holds: (modules) => expect(modules.length).toBeGreaterThan(0),
  }),
  row({
    endpoint: 'POST /api/v1/auth/guest/request',
    when: 'a visitor asks for a guest id',
    as: 'nobody',
    request: () => post('/auth/guest/request'),
    status: 200,
    reply: guestIdShape,
  }),
  refusal({
    endpoint: 'GET /api/v1/{unknown}',
    when: 'a path names no endpoint',
    as: 'nobody',
    request: () => get('/no-such-endpoint'),
    status: 404,
    code: 'not_found',
    message: 'Route not found',
  }),
];

const catalogRows: ContractRow[] = [
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
      expect(item.choice_options.length).toBeGreaterThan(0);
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
      endpoint: `GET /api/v1/stores/${list}`,
      when: 'anyone asks for a page of five',
      as: 'nobody',
      request: () => get(`/stores/${list}?limit=5&offset=1`),
      status: 200,
      reply: storePageShape,
      holds: (page) => {
        expect(page.stores.length).toBeLessThanOrEqual(5);
        expect([String(page.limit), String(page.offset)]).toEqual(['5', '1']);
      },
    }),
  ),
  refusal({
    endpoint: 'GET /api/v1/stores/{list}',
    when: 'the list has no such name',
    as: 'nobody',
    request: () => get('/stores/cheapest'),
    status: 404,
    code: 'not_found',
    message: 'Route not found',
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

const customerRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/customer/info',
    when: 'the customer asks for their profile',
    as: 'customer',
    request: () => get('/customer/info'),
    status: 200,
    reply: customerShape,
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/info',
    when: 'nobody is signed in',
    as: 'nobody',
    request: () => get('/customer/info'),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/info',
    when: 'the token has expired',
    as: 'expired',
    request: () => get('/customer/info'),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'GET /api/v1/customer/wish-list',
    when: 'the customer has wished nothing yet',
    as: 'customer',
    request: () => get('/customer/wish-list'),
    status: 200,
    reply: wishListShape,
    holds: (wishes) => expect(wishes).toEqual({ item: [], store: [] }),
  }),
  row({
    endpoint: 'GET /api/v1/customer/wish-list',
    when: 'the customer has wished an item',
    as: 'customer',
    given: (ids) => [post(`/customer/wish-list/add?item_id=${ids.plainItem.id}`)],
    request: () => get('/customer/wish-list'),
    status: 200,
    reply: wishListShape,
    holds: (wishes, ids) => {
      expect(wishes.item.map((item) => item.id)).toEqual([ids.plainItem.id]);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/wish-list',
    when: 'a guest asks',
    as: 'guest',
    request: () => get('/customer/wish-list'),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'POST /api/v1/customer/wish-list/add',
    when: 'the customer wishes an item',
    as: 'customer',
    request: (ids) => post(`/customer/wish-list/add?item_id=${ids.plainItem.id}`),
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Added to wishlist')),
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/wish-list/add',
    when: 'the item is wished already',
    as: 'customer',
    given: (ids) => [post(`/customer/wish-list/add?item_id=${ids.plainItem.id}`)],
    request: (ids) => post(`/customer/wish-list/add?item_id=${ids.plainItem.id}`),
    status: 409,
    code: 'wishlist',
    message: 'Already in your wishlist',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/wish-list/add',
    when: 'no item has the id',
    as: 'customer',
    request: () => post(`/customer/wish-list/add?item_id=${UNKNOWN_ID}`),
    status: 404,
    code: 'item_id',
    message: 'Item not found',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/wish-list/add',
    when: 'no item is named',
    as: 'customer',
    request: () => post('/customer/wish-list/add'),
    status: 422,
    code: 'item_id',
    message: '{field} is required',
    values: { field: 'item_id' },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/wish-list/add',
    when: 'nobody is signed in',
    as: 'nobody',
    request: (ids) => post(`/customer/wish-list/add?item_id=${ids.plainItem.id}`),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'DELETE /api/v1/customer/wish-list/remove',
    when: 'the customer takes a wished item off',
    as: 'customer',
    given: (ids) => [post(`/customer/wish-list/add?item_id=${ids.plainItem.id}`)],
    request: (ids) => remove(`/customer/wish-list/remove?item_id=${ids.plainItem.id}`),
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Removed from wishlist')),
  }),
  row({
    endpoint: 'GET /api/v1/customer/wish-list',
    when: 'the customer wished an item and took it off',
    as: 'customer',
    given: (ids) => [
      post(`/customer/wish-list/add?item_id=${ids.plainItem.id}`),
      remove(`/customer/wish-list/remove?item_id=${ids.plainItem.id}`),
    ],
    request: () => get('/customer/wish-list'),
    status: 200,
    reply: wishListShape,
    holds: (wishes) => expect(wishes.item).toEqual([]),
  }),
  refusal({
    endpoint: 'DELETE /api/v1/customer/wish-list/remove',
    when: 'nobody is signed in',
    as: 'nobody',
    request: (ids) => remove(`/customer/wish-list/remove?item_id=${ids.plainItem.id}`),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
];

const cartRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'a new guest asks for their cart',
    as: 'guest',
    request: () => get('/customer/cart/list'),
    status: 200,
    reply: cartShape,
    holds: (cart) => expect(cart).toEqual([]),
  }),
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'the customer added an item',
    as: 'customer',
    given: (ids) => [addToCart(ids.plainItem.id, { quantity: 2 })],
    request: () => get('/customer/cart/list'),
    status: 200,
    reply: cartShape,
    holds: (cart, ids) => {
      expect(cart.map((line) => [line.item_id, line.quantity, line.model])).toEqual([
        [ids.plainItem.id, 2, 'Item'],
      ]);
      expect(cart[0]?.price).toBe(cart[0]?.item.discounted_price);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'neither a guest id nor a token is sent',
    as: 'nobody',
    request: () => get('/customer/cart/list'),
    status: 403,
    code: 'guest_id',
    message: 'Guest id is missing or unknown',
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'the token has expired',
    as: 'expired',
    request: () => get('/customer/cart/list'),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'a guest adds an item',
    as: 'guest',
    request: (ids) => addToCart(ids.plainItem.id),
    status: 200,
    reply: cartShape,
    holds: (cart, ids) => {
      expect(cart.map((line) => [line.item_id, line.quantity])).toEqual([[ids.plainItem.id, 1]]);
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'a guest added an item',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => get('/customer/cart/list'),
    status: 200,
    reply: cartShape,
    holds: (cart, ids) => expect(cart.map((line) => line.item_id)).toEqual([ids.plainItem.id]),
  }),
  row({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'the customer adds one option of an item',
    as: 'customer',
    request: (ids) =>
      addToCart(ids.variedItem.id, { variation: [{ type: ids.variedItem.inStockType }] }),
    status: 200,
    reply: cartShape,
    holds: (cart, ids) => {
      expect(cart.map((line) => line.variation.map((chosen) => chosen.type))).toEqual([
        [ids.variedItem.inStockType],
      ]);
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'the same item is added a second time',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: (ids) => addToCart(ids.plainItem.id),
    status: 409,
    code: 'cart',
    message: 'Item already in cart',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'the same option is added a second time, in Arabic',
    as: 'customer',
    given: (ids) => [
      addToCart(ids.variedItem.id, { variation: [{ type: ids.variedItem.inStockType }] }),
    ],
    request: (ids) =>
      addToCart(ids.variedItem.id, { variation: [{ type: ids.variedItem.inStockType }] }),
    status: 409,
    code: 'cart',
    message: 'Item already in cart',
    language: 'ar',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'an item sold in options comes without one',
    as: 'guest',
    request: (ids) => addToCart(ids.variedItem.id),
    status: 422,
    code: 'variation',
    message: 'Choose a variation of this item',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'the option is not one the item offers',
    as: 'guest',
    request: (ids) => addToCart(ids.variedItem.id, { variation: [{ type: 'No such size' }] }),
    status: 422,
    code: 'variation',
    message: 'This variation does not exist',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'more than the stock is asked for',
    as: 'guest',
    request: (ids) => addToCart(ids.lowStockItem.id, { quantity: ids.lowStockItem.stock + 1 }),
    status: 403,
    code: 'quantity',
    message: 'Out of Stock',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'no item has the id',
    as: 'guest',
    request: () => addToCart(UNKNOWN_ID),
    status: 404,
    code: 'item_id',
    message: 'Item not found',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'no item is named',
    as: 'guest',
    request: (ids) => addToCart(ids.plainItem.id, { item_id: undefined }),
    status: 422,
    code: 'item_id',
    message: '{field} is required',
    values: { field: 'item_id' },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'the quantity is 0',
    as: 'guest',
    request: (ids) => addToCart(ids.plainItem.id, { quantity: 0 }),
    status: 422,
    code: 'quantity',
    message: '{field} is invalid',
    values: { field: 'quantity' },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'the body is not JSON',
    as: 'customer',
    request: () => ({ method: 'POST', path: `${API}/customer/cart/add`, rawBody: '{"item_id": ' }),
    status: 400,
    code: 'body',
    message: 'The request body is not valid JSON',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'neither a guest id nor a token is sent',
    as: 'nobody',
    request: (ids) => addToCart(ids.plainItem.id),
    status: 403,
    code: 'guest_id',
    message: 'Guest id is missing or unknown',
  }),
  row({
    endpoint: 'POST /api/v1/customer/cart/update',
    when: 'a guest sets the quantity of a line',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: (_ids, [added]) =>
      post('/customer/cart/update', {
        cart_id: onlyLineId(added),
        price: 0,
        quantity: 3,
        variation: [],
      }),
    status: 200,
    reply: cartShape,
    holds: (cart) => expect(cart.map((line) => line.quantity)).toEqual([3]),
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/update',
    when: 'the quantity goes past the stock',
    as: 'customer',
    given: (ids) => [addToCart(ids.lowStockItem.id)],
    request: (ids, [added]) =>
      post('/customer/cart/update', {
        cart_id: onlyLineId(added),
        price: 0,
        quantity: ids.lowStockItem.stock + 1,
        variation: [],
      }),
    status: 403,
    code: 'quantity',
    message: 'Out of Stock',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/update',
    when: 'the line is not in the cart',
    as: 'guest',
    request: () =>
      post('/customer/cart/update', { cart_id: UNKNOWN_ID, price: 0, quantity: 1, variation: [] }),
    status: 404,
    code: 'cart_id',
    message: 'Item_not_in_cart',
  }),
  row({
    endpoint: 'DELETE /api/v1/customer/cart/remove-item',
    when: 'a guest removes their only line',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: (_ids, [added]) => remove(`/customer/cart/remove-item?cart_id=${onlyLineId(added)}`),
    status: 200,
    reply: cartShape,
    holds: (cart) => expect(cart).toEqual([]),
  }),
  refusal({
    endpoint: 'DELETE /api/v1/customer/cart/remove-item',
    when: 'the line is not in the cart',
    as: 'customer',
    request: () => remove(`/customer/cart/remove-item?cart_id=${UNKNOWN_ID}`),
    status: 404,
    code: 'cart_id',
    message: 'Item_not_in_cart',
  }),
  refusal({
    endpoint: 'DELETE /api/v1/customer/cart/remove-item',
    when: 'the line id is not a number',
    as: 'guest',
    request: () => remove('/customer/cart/remove-item?cart_id=first'),
    status: 422,
    code: 'cart_id',
    message: '{field} is invalid',
    values: { field: 'cart_id' },
  }),
  row({
    endpoint: 'DELETE /api/v1/customer/cart/remove',
    when: 'the customer empties their cart',
    as: 'customer',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => remove('/customer/cart/remove'),
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Cart cleared')),
  }),
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'a guest emptied their cart',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id), remove('/customer/cart/remove')],
    request: () => get('/customer/cart/list'),
    status: 200,
    reply: cartShape,
    holds: (cart) => expect(cart).toEqual([]),
  }),
];

/** Every row of the contract, in the order the suite runs them. */
export const API_CONTRACT: readonly ContractRow[] = [
  ...shopRows,
  ...catalogRows,
  ...customerRows,
  ...cartRows,
];
