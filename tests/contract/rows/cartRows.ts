/*
 * Contract rows of the cart, for guests (by guest_id) and customers (by token).
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { ContractIds } from '../contractBackend';
import {
  API,
  addToCart,
  type ContractRow,
  get,
  inArabic,
  onlyLine,
  onlyLineId,
  post,
  readsInArabic,
  refusal,
  remove,
  row,
  UNKNOWN_ID,
  variationTypeOf,
  worded,
} from '../contractRow';
import { cartShape, flashSaleItemPageShape, messageShape } from '../replyShapes';

/** What a line's variation reads as and is known by. */
const chosenVariations = (cart: v.InferOutput<typeof cartShape>) =>
  cart.map((line) => line.variation.map(({ type, code }) => ({ type, code })));

/**
 * Facts of a cart listed in Arabic holding the in-stock option of the varied item, whichever
 * language it was added in: the same code, its type as the item reads in Arabic.
 */
function listsOptionInArabic(cart: v.InferOutput<typeof cartShape>, ids: ContractIds): void {
  const code = ids.variedItem.inStockCode;
  const arabicType = variationTypeOf(onlyLine(cart).item, code);
  expect(readsInArabic(arabicType), arabicType).toBe(true);
  expect(chosenVariations(cart)).toEqual([[{ type: arabicType, code }]]);
}

/**
 * An item of the running flash sale's first page (as `given` fetched it) with more stock of its
 * own than the sale has left, so only the sale's stock can refuse it, and no options to choose.
 */
function saleItemWithStock(page: unknown) {
  const found = v
    .parse(flashSaleItemPageShape, page)
    .products.find(
      ({ stock, flash_sale: sale, variations }) =>
        variations.length === 0 && sale.available_stock > 0 && stock > sale.available_stock + 1,
    );
  if (!found) throw new Error('the running flash sale has no item with stock beyond its own');
  return { id: found.id, left: found.flash_sale.available_stock };
}

const saleItems = (ids: ContractIds) =>
  get(`/flash-sales/items?flash_sale_id=${ids.runningFlashSale}`);

/** Adds `quantity` of one size of the capped item. */
const addSize = (ids: ContractIds, size: 0 | 1, quantity: number) =>
  addToCart(ids.cappedSizes.id, {
    quantity,
    variation: [{ type: ids.cappedSizes.sizes[size] }],
  });

/** The line of a cart reply holding the capped item's second size. */
function secondSizeLine(body: unknown, ids: ContractIds): number {
  const line = v
    .parse(cartShape, body)
    .find(({ variation }) => variation[0]?.type === ids.cappedSizes.sizes[1]);
  if (!line) throw new Error('the cart holds no line of the second size');
  return line.id;
}

/** The cart of a guest or a customer. */
export const cartRows: ContractRow[] = [
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
    endpoint: 'DELETE /api/v1/customer/cart/remove',
    when: 'neither a guest id nor a token is sent (a list answers empty: compatibilityRows)',
    as: 'nobody',
    request: () => remove('/customer/cart/remove'),
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
      expect(chosenVariations(cart)).toEqual([
        [{ type: ids.variedItem.inStockType, code: ids.variedItem.inStockCode }],
      ]);
    },
  }),
  row({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'the kit names the option by its code beside the type it read in Arabic',
    as: 'customer',
    given: (ids) => [inArabic(get(`/items/details/${ids.variedItem.id}`))],
    request: (ids, [arabicItem]) => {
      const code = ids.variedItem.inStockCode;
      return addToCart(ids.variedItem.id, {
        variation: [{ type: variationTypeOf(arabicItem, code), code, price: 0 }],
      });
    },
    status: 200,
    reply: cartShape,
    holds: (cart, ids) => {
      expect(chosenVariations(cart)).toEqual([
        [{ type: ids.variedItem.inStockType, code: ids.variedItem.inStockCode }],
      ]);
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'a guest added an option by its English type and lists the cart in Arabic',
    as: 'guest',
    given: (ids) => [
      addToCart(ids.variedItem.id, { variation: [{ type: ids.variedItem.inStockType }] }),
    ],
    request: () => inArabic(get('/customer/cart/list')),
    status: 200,
    reply: cartShape,
    holds: listsOptionInArabic,
  }),
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'the customer added an option by its code in English and lists the cart in Arabic',
    as: 'customer',
    given: (ids) => [
      addToCart(ids.variedItem.id, {
        variation: [
          { type: ids.variedItem.inStockType, code: ids.variedItem.inStockCode, price: 0 },
        ],
      }),
    ],
    request: () => inArabic(get('/customer/cart/list')),
    status: 200,
    reply: cartShape,
    holds: listsOptionInArabic,
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
    when: 'an option added by its English type is added again by its Arabic type',
    as: 'customer',
    given: (ids) => [
      inArabic(get(`/items/details/${ids.variedItem.id}`)),
      addToCart(ids.variedItem.id, { variation: [{ type: ids.variedItem.inStockType }] }),
    ],
    request: (ids, [arabicItem]) =>
      addToCart(ids.variedItem.id, {
        variation: [{ type: variationTypeOf(arabicItem, ids.variedItem.inStockCode) }],
      }),
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
    when: 'more of a flash-sale item is asked for than the sale has left',
    as: 'guest',
    given: (ids) => [saleItems(ids)],
    request: (_ids, [page]) => {
      const { id, left } = saleItemWithStock(page);
      return addToCart(id, { quantity: left + 1 });
    },
    status: 403,
    code: 'quantity',
    message: 'Out of Stock',
  }),
  row({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'exactly what a flash sale has left of an item is asked for',
    as: 'customer',
    given: (ids) => [saleItems(ids)],
    request: (_ids, [page]) => {
      const { id, left } = saleItemWithStock(page);
      return addToCart(id, { quantity: left });
    },
    status: 200,
    reply: cartShape,
    holds: (cart, _ids, [page]) => {
      const { id, left } = saleItemWithStock(page);
      expect(cart.map((line) => [line.item_id, line.quantity])).toEqual([[id, left]]);
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'another size of a capped item is added while one size holds the cap',
    as: 'guest',
    given: (ids) => [addSize(ids, 0, ids.cappedSizes.cap)],
    request: (ids) => addSize(ids, 1, 1),
    status: 403,
    code: 'quantity',
    message: 'Out of Limits',
    language: 'ar',
  }),
  row({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'two sizes of a capped item together reach the cap',
    as: 'customer',
    given: (ids) => [addSize(ids, 0, ids.cappedSizes.cap - 1)],
    request: (ids) => addSize(ids, 1, 1),
    status: 200,
    reply: cartShape,
    holds: (cart, ids) => {
      const quantities = cart.map((line) => line.quantity);
      expect(quantities).toEqual([ids.cappedSizes.cap - 1, 1]);
    },
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
  row({
    endpoint: 'POST /api/v1/customer/cart/update',
    when: 'a guest names the option of a line by its Arabic type while browsing in English',
    as: 'guest',
    given: (ids) => [
      addToCart(ids.variedItem.id, { variation: [{ type: ids.variedItem.inStockType }] }),
      inArabic(get('/customer/cart/list')),
    ],
    request: (ids, [, arabicCart]) => {
      const line = onlyLine(arabicCart);
      return post('/customer/cart/update', {
        cart_id: line.id,
        price: 0,
        quantity: 2,
        variation: [{ type: variationTypeOf(line.item, ids.variedItem.inStockCode) }],
      });
    },
    status: 200,
    reply: cartShape,
    holds: (cart, ids) => {
      expect(cart.map((line) => line.quantity)).toEqual([2]);
      expect(chosenVariations(cart)).toEqual([
        [{ type: ids.variedItem.inStockType, code: ids.variedItem.inStockCode }],
      ]);
    },
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
    when: 'one size of a capped item is raised past what the other size leaves of the cap',
    as: 'customer',
    given: (ids) => [addSize(ids, 0, ids.cappedSizes.cap - 1), addSize(ids, 1, 1)],
    request: (ids, [, both]) =>
      post('/customer/cart/update', {
        cart_id: secondSizeLine(both, ids),
        price: 0,
        quantity: 2,
        variation: [],
      }),
    status: 403,
    code: 'quantity',
    message: 'Out of Limits',
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
