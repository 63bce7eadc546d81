/*
 * Contract rows of the checkout (issue #18): the customer's address book, the zone of a point, a
 * coupon checked against the cart of one store, the usual tip, and what placing an order adds to
 * orderPlaceRows: a saved address, a coupon, and a retry under the same Idempotency-Key.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type {
  AddressAddedReply,
  AddressUpdatedReply,
  MostTipsReply,
  SavedAddressPage,
} from '../../../src/core/api/orderWire';
import type {
  ListedCoupon,
  OrderPage,
  OrderPlacedReply,
  Zone,
  ZoneIdReply,
} from '../../../src/core/api/wire';
import { ADDRESS_TYPES } from '../../../src/core/validation';
import type { ContractIds, ContractRequest } from '../contractBackend';
import {
  addToCart,
  type ContractRow,
  get,
  post,
  put,
  refusal,
  remove,
  row,
  UNKNOWN_ID,
  worded,
} from '../contractRow';
import { couponsShape, messageShape } from '../replyShapes';

/** A schema whose output the wire type `T` accepts. */
type ShapeOf<T> = v.GenericSchema<unknown, T>;

const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const money = v.pipe(v.number(), v.minValue(0));
const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const pageNumber = v.pipe(v.string(), v.regex(/^\d+$/));

/** A home in Cairo, inside the delivery zone of both backends, as a customer saves it. */
const CAIRO_HOME = {
  address_type: 'home',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201001234567',
  address: '12 Tahrir Square, Cairo',
  road: 'Tahrir',
  house: '12',
  floor: '3',
  latitude: '30.0444',
  longitude: '31.2357',
};
/** A point in Riyadh, outside every zone of both backends. */
const RIYADH = { latitude: '24.7136', longitude: '46.6753' };

/** A retry's key, as the checkout sends one per attempt. */
const ATTEMPT_KEY = { 'Idempotency-Key': 'checkout-attempt-7f3a' };

const savedAddressShape = v.object({
  id: rowId,
  user_id: rowId,
  address_type: v.picklist(ADDRESS_TYPES),
  contact_person_name: filled,
  contact_person_number: filled,
  address: filled,
  road: v.nullable(v.string()),
  house: v.nullable(v.string()),
  floor: v.nullable(v.string()),
  latitude: filled,
  longitude: filled,
  zone_id: rowId,
  zone_ids: v.array(rowId),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  updated_at: v.pipe(v.string(), v.isoTimestamp()),
});

const addressPageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  addresses: v.array(savedAddressShape),
}) satisfies ShapeOf<SavedAddressPage>;

const addressAddedShape = v.object({
  message: filled,
  zone_ids: v.pipe(v.array(rowId), v.minLength(1)),
}) satisfies ShapeOf<AddressAddedReply>;

/** The reply of an address update (the addresses page's edit). */
const addressUpdatedShape = v.object({
  message: filled,
  zone_id: rowId,
}) satisfies ShapeOf<AddressUpdatedReply>;

const zoneShape = v.object({
  id: rowId,
  name: filled,
  default_zone: v.picklist([0, 1]),
  latitude: v.union([v.string(), v.number()]),
  longitude: v.union([v.string(), v.number()]),
}) satisfies ShapeOf<Zone>;

const zoneIdShape = v.object({
  zone_id: filled,
  zone_data: v.pipe(v.array(zoneShape), v.minLength(1)),
}) satisfies ShapeOf<ZoneIdReply>;

const couponShape = couponsShape.item satisfies ShapeOf<ListedCoupon>;

const mostTipsShape = v.object({ most_tips_amount: money }) satisfies ShapeOf<MostTipsReply>;

const orderPlacedShape = v.object({
  message: filled,
  order_id: rowId,
  total_ammount: money,
  status: v.literal('pending'),
  payment_method: filled,
  created_at: filled,
  user_id: count,
}) satisfies ShapeOf<OrderPlacedReply>;

/** The ids of a page of orders, which is all the retry rows compare. */
const orderIdsShape = v.object({
  total_size: count,
  orders: v.array(v.object({ id: rowId })),
}) satisfies ShapeOf<Pick<OrderPage, 'total_size'> & { orders: { id: number }[] }>;

/** The id of the only address a list reply (earlier in the row) holds. */
function onlyAddressId(body: unknown): number {
  const [address, ...others] = v.parse(addressPageShape, body).addresses;
  if (address === undefined || others.length > 0) throw new Error('expected one saved address');
  return address.id;
}

/** Saves the Cairo home and lists it, so the row reads its id from the list. */
const savedHome = (): ContractRequest[] => [
  post('/customer/address/add', CAIRO_HOME),
  get('/customer/address/list'),
];

const orderIdOf = (body: unknown) => v.parse(orderPlacedShape, body).order_id;

/** A cash-on-delivery order of the cart, delivered to the Cairo home sent with it. */
const placeOrder = (fields: Record<string, unknown> = {}, headers?: Record<string, string>) => ({
  ...post('/customer/order/place', {
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    ...CAIRO_HOME,
    ...fields,
  }),
  ...(headers === undefined ? {} : { headers }),
});

/** coupon/apply of a code at the open store, where the stocked item is sold. */
const applyCoupon = (ids: ContractIds, code: string) =>
  get(`/coupon/apply?code=${encodeURIComponent(code)}&store_id=${ids.openStore.id}`);

/** Units of the stocked item that make more than the welcome coupon’s minimum on both backends. */
const OVER_MINIMUM = 4;

const addressRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/customer/address/list',
    when: 'the customer saved an address',
    as: 'customer',
    given: () => [post('/customer/address/add', CAIRO_HOME)],
    request: () => get('/customer/address/list'),
    status: 200,
    reply: addressPageShape,
    holds: (page, ids) => {
      expect(page).toMatchObject({ total_size: 1, limit: '10', offset: '1' });
      expect(page.addresses[0]).toMatchObject({
        ...CAIRO_HOME,
        zone_id: ids.applicationPlace.zoneId,
        zone_ids: [ids.applicationPlace.zoneId],
      });
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/address/list',
    when: 'a guest asks: guests send their address with each order',
    as: 'guest',
    request: () => get('/customer/address/list'),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'POST /api/v1/customer/address/add',
    when: 'the customer saves an address in a zone',
    as: 'customer',
    request: () => post('/customer/address/add', CAIRO_HOME),
    status: 200,
    reply: addressAddedShape,
    holds: (reply, ids) => {
      expect(reply).toEqual({
        message: worded('en', 'Successfully added!'),
        zone_ids: [ids.applicationPlace.zoneId],
      });
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/address/add',
    when: 'the point lies outside every zone',
    as: 'customer',
    request: () => post('/customer/address/add', { ...CAIRO_HOME, ...RIYADH }),
    status: 422,
    code: 'coordinates',
    message: "You can't add address in this country",
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/address/add',
    when: 'the contact person is left out',
    as: 'customer',
    request: () => post('/customer/address/add', { ...CAIRO_HOME, contact_person_name: undefined }),
    status: 422,
    code: 'contact_person_name',
    message: 'Contact person name is required',
  }),
  row({
    endpoint: 'PUT /api/v1/customer/address/update/{id}',
    when: 'the customer moves their address within the zone',
    as: 'customer',
    given: savedHome,
    request: (_ids, earlier) =>
      put(`/customer/address/update/${onlyAddressId(earlier[1])}`, {
        ...CAIRO_HOME,
        address: '3 Nile Corniche, Garden City',
        latitude: '30.05',
      }),
    status: 200,
    reply: addressUpdatedShape,
    holds: (reply, ids) => {
      expect(reply).toEqual({
        message: worded('en', 'Successfully updated!'),
        zone_id: ids.applicationPlace.zoneId,
      });
    },
  }),
  row({
    endpoint: 'PUT /api/v1/customer/address/update',
    when: 'the address is named by address_id, as the spec table writes the path',
    as: 'customer',
    given: savedHome,
    request: (_ids, earlier) =>
      put(`/customer/address/update?address_id=${onlyAddressId(earlier[1])}`, {
        ...CAIRO_HOME,
        address_type: 'office',
      }),
    status: 200,
    reply: addressUpdatedShape,
    holds: (reply) => expect(reply.message).toBe(worded('en', 'Successfully updated!')),
  }),
  refusal({
    endpoint: 'PUT /api/v1/customer/address/update/{id}',
    when: 'the address is not one of the customer’s',
    as: 'customer',
    request: () => put(`/customer/address/update/${UNKNOWN_ID}`, CAIRO_HOME),
    status: 404,
    code: 'address',
    message: 'Address not found',
  }),
  row({
    endpoint: 'DELETE /api/v1/customer/address/delete',
    when: 'the customer deletes their address',
    as: 'customer',
    given: savedHome,
    request: (_ids, earlier) =>
      remove(`/customer/address/delete?address_id=${onlyAddressId(earlier[1])}`),
    status: 200,
    reply: messageShape,
    holds: (reply) => expect(reply.message).toBe(worded('en', 'Successfully removed!')),
  }),
  refusal({
    endpoint: 'DELETE /api/v1/customer/address/delete',
    when: 'the address is not one of the customer’s',
    as: 'customer',
    request: () => remove(`/customer/address/delete?address_id=${UNKNOWN_ID}`),
    status: 404,
    code: 'address',
    message: 'Address not found',
  }),
];

const zoneRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/config/get-zone-id',
    when: 'the point lies in a zone',
    as: 'nobody',
    request: ({ applicationPlace: place }) =>
      get(`/config/get-zone-id?lat=${place.latitude}&lng=${place.longitude}`),
    status: 200,
    reply: zoneIdShape,
    holds: (reply, ids) => {
      expect(JSON.parse(reply.zone_id)).toEqual([ids.applicationPlace.zoneId]);
      expect(reply.zone_data.map((zone) => zone.id)).toEqual([ids.applicationPlace.zoneId]);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/config/get-zone-id',
    when: 'the point lies outside every zone',
    as: 'nobody',
    request: () => get(`/config/get-zone-id?lat=${RIYADH.latitude}&lng=${RIYADH.longitude}`),
    status: 404,
    code: 'coordinates',
    message: 'Zone not found for this location',
  }),
];

const couponRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/coupon/apply',
    when: 'the customer’s cart at the store reaches the coupon’s minimum',
    as: 'customer',
    given: (ids) => [addToCart(ids.stockedItem, { quantity: OVER_MINIMUM })],
    request: (ids) => applyCoupon(ids, 'WELCOME'),
    status: 200,
    reply: couponShape,
    holds: (coupon) => {
      expect(coupon).toMatchObject({ code: 'WELCOME', coupon_type: 'default', min_purchase: 100 });
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/coupon/apply',
    when: 'the cart at the store is below the coupon’s minimum',
    as: 'customer',
    given: (ids) => [addToCart(ids.stockedItem)],
    request: (ids) => applyCoupon(ids, 'WELCOME'),
    status: 403,
    code: 'coupon',
    message: 'To apply this coupon, total item amount should be minimum {amount}',
    values: { amount: 100 },
  }),
  refusal({
    endpoint: 'GET /api/v1/coupon/apply',
    when: 'no coupon has the code',
    as: 'customer',
    given: (ids) => [addToCart(ids.stockedItem, { quantity: OVER_MINIMUM })],
    request: (ids) => applyCoupon(ids, 'NO-SUCH-CODE'),
    status: 404,
    code: 'coupon',
    message: 'Coupon not found',
  }),
  refusal({
    endpoint: 'GET /api/v1/coupon/apply',
    when: 'the coupon has expired, asked in Arabic',
    as: 'customer',
    given: (ids) => [addToCart(ids.stockedItem, { quantity: OVER_MINIMUM })],
    request: (ids) => applyCoupon(ids, 'EXPIRED'),
    status: 407,
    code: 'coupon',
    message: 'Coupon expired',
    language: 'ar',
  }),
  row({
    endpoint: 'GET /api/v1/coupon/apply',
    when: 'a guest names itself by guest_id',
    as: 'guest',
    given: (ids) => [addToCart(ids.stockedItem, { quantity: OVER_MINIMUM })],
    request: (ids) => applyCoupon(ids, 'WELCOME'),
    status: 200,
    reply: couponShape,
    holds: (coupon) => expect(coupon.code).toBe('WELCOME'),
  }),
  refusal({
    endpoint: 'GET /api/v1/coupon/apply',
    when: 'nobody names themselves',
    as: 'nobody',
    request: (ids) => applyCoupon(ids, 'WELCOME'),
    status: 403,
    code: 'guest_id',
    message: 'Guest id is missing or unknown',
  }),
  row({
    endpoint: 'GET /api/v1/customer/order/most-tips',
    when: 'the customer asks for the usual tip',
    as: 'customer',
    request: () => get('/customer/order/most-tips'),
    status: 200,
    reply: mostTipsShape,
  }),
];

const placeRows: ContractRow[] = [
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the customer orders to a saved address, named by address_id',
    as: 'customer',
    given: (ids) => [...savedHome(), addToCart(ids.stockedItem)],
    request: (_ids, earlier) =>
      post('/customer/order/place', {
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        address_id: onlyAddressId(earlier[1]),
      }),
    status: 200,
    reply: orderPlacedShape,
    holds: (reply) => expect(reply.message).toBe(worded('en', 'Order placed successfully')),
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a guest names a saved address: guests have none',
    as: 'guest',
    given: (ids) => [addToCart(ids.stockedItem)],
    request: () =>
      post('/customer/order/place', { payment_method: 'cash_on_delivery', address_id: 1 }),
    status: 404,
    code: 'address_id',
    message: 'Address not found',
  }),
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the customer orders with a coupon their cart qualifies for',
    as: 'customer',
    given: (ids) => [addToCart(ids.stockedItem, { quantity: OVER_MINIMUM })],
    request: () => placeOrder({ coupon_code: 'WELCOME' }),
    status: 200,
    reply: orderPlacedShape,
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the coupon’s minimum is not reached',
    as: 'customer',
    given: (ids) => [addToCart(ids.stockedItem)],
    request: () => placeOrder({ coupon_code: 'WELCOME' }),
    status: 403,
    code: 'coupon',
    message: 'To apply this coupon, total item amount should be minimum {amount}',
    values: { amount: 100 },
  }),
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the customer sends the same Idempotency-Key again with a new cart',
    as: 'customer',
    given: (ids) => [
      addToCart(ids.stockedItem),
      placeOrder({}, ATTEMPT_KEY),
      addToCart(ids.stockedItem),
    ],
    request: () => placeOrder({}, ATTEMPT_KEY),
    status: 200,
    reply: orderPlacedShape,
    holds: (reply, _ids, earlier) => expect(reply.order_id).toBe(orderIdOf(earlier[1])),
  }),
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a guest sends the same Idempotency-Key again, its cart now empty',
    as: 'guest',
    given: (ids) => [addToCart(ids.stockedItem), placeOrder({}, ATTEMPT_KEY)],
    request: () => placeOrder({}, ATTEMPT_KEY),
    status: 200,
    reply: orderPlacedShape,
    holds: (reply, _ids, earlier) => expect(reply.order_id).toBe(orderIdOf(earlier[1])),
  }),
  row({
    endpoint: 'GET /api/v1/customer/order/running-orders',
    when: 'an order was placed twice under one Idempotency-Key: it exists once',
    as: 'customer',
    given: (ids) => [
      addToCart(ids.stockedItem),
      placeOrder({}, ATTEMPT_KEY),
      addToCart(ids.stockedItem),
      placeOrder({}, ATTEMPT_KEY),
    ],
    request: () => get('/customer/order/running-orders'),
    status: 200,
    reply: orderIdsShape,
    holds: (page, _ids, earlier) => {
      const placed = orderIdOf(earlier[1]);
      expect(orderIdOf(earlier[3])).toBe(placed);
      expect(page.total_size).toBe(1);
      expect(page.orders.map((order) => order.id)).toEqual([placed]);
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the Idempotency-Key is longer than any key a client makes',
    as: 'customer',
    given: (ids) => [addToCart(ids.stockedItem)],
    request: () => placeOrder({}, { 'Idempotency-Key': 'k'.repeat(201) }),
    status: 422,
    code: 'Idempotency-Key',
    message: '{field} is invalid',
    values: { field: 'Idempotency-Key' },
  }),
];

/** The checkout's calls besides the cart and the plain placing of an order. */
export const checkoutRows: ContractRow[] = [
  ...addressRows,
  ...zoneRows,
  ...couponRows,
  ...placeRows,
];
