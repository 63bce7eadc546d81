/*
 * Contract rows of placing an order (customer/order/place), for guests (by guest_id) and
 * customers (by token). The order is built from the backend's own cart, so a row fills the cart
 * first; both backends deliver to a point in their Cairo zone.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { ContractRequest } from '../contractBackend';
import {
  API,
  addToCart,
  type ContractRow,
  get,
  post,
  readsInArabic,
  refusal,
  row,
  UNKNOWN_ID,
  worded,
} from '../contractRow';

/** A delivery address in Cairo, inside the delivery zone of both backends. */
const CAIRO_ADDRESS = {
  address: '12 Nile Street, Garden City',
  latitude: '30.05',
  longitude: '31.24',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201012345678',
  address_type: 'home',
};

/** The body of a cash-on-delivery order, as the 6amMart web sends it. */
const placeCashOrder = (fields: Record<string, unknown> = {}) =>
  post('/customer/order/place', {
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    ...CAIRO_ADDRESS,
    ...fields,
  });

/** The reply of a placed order (6amMart's, `total_ammount` spelt as it spells it). */
const orderPlacedShape = v.object({
  message: v.string(),
  order_id: v.pipe(v.number(), v.integer(), v.minValue(100001)),
  total_ammount: v.pipe(v.number(), v.minValue(0)),
  status: v.literal('pending'),
  payment_method: v.string(),
  created_at: v.string(),
  user_id: v.number(),
});

/** An offline payment method of the list (6amMart's shape). */
const offlineMethodShape = v.object({
  id: v.number(),
  method_name: v.string(),
  method_fields: v.array(v.object({ input_name: v.string(), input_data: v.string() })),
  method_informations: v.array(
    v.object({
      customer_input: v.string(),
      customer_placeholder: v.string(),
      is_required: v.picklist([0, 1]),
    }),
  ),
});

const messageOnlyShape = v.object({ message: v.string() });

/** The details of an offline payment for the order and the first method listed before it. */
function offlineDetails(earlier: readonly unknown[], fill: boolean): ContractRequest {
  const order = v.parse(orderPlacedShape, earlier[1]);
  const [method] = v.parse(v.array(offlineMethodShape), earlier[2]);
  const fields = Object.fromEntries(
    (method?.method_informations ?? [])
      .filter((information) => fill && information.is_required === 1)
      .map((information) => [information.customer_input, 'REF-2026-1']),
  );
  return {
    method: 'PUT',
    path: `${API}/customer/order/offline-payment`,
    body: { order_id: order.order_id, method_id: method?.id ?? UNKNOWN_ID, ...fields },
  };
}

/** Fills the cart, places an order to pay offline, and lists the offline methods. */
const offlineOrderSteps = (plainItemId: number) => [
  addToCart(plainItemId),
  placeCashOrder({ payment_method: 'offline_payment' }),
  get('/offline_payment_method_list'),
];

/** Placing an order and paying for it. */
export const orderPlaceRows: ContractRow[] = [
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a guest orders the cart, paying cash on delivery',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id, { quantity: 2 })],
    request: () => placeCashOrder({ dm_tips: 5, cutlery: 1 }),
    status: 200,
    reply: orderPlacedShape,
    holds: (reply) => {
      expect(reply.message).toBe(worded('en', 'Order placed successfully'));
      expect(reply.payment_method).toBe('cash_on_delivery');
      expect(reply.user_id).toBe(0);
      expect(reply.total_ammount).toBeGreaterThan(5);
    },
  }),
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the customer orders in Arabic',
    as: 'customer',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => ({ ...placeCashOrder(), language: 'ar' }),
    status: 200,
    reply: orderPlacedShape,
    holds: (reply) => {
      expect(reply.message).toBe(worded('ar', 'Order placed successfully'));
      expect(reply.user_id).toBeGreaterThan(0);
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the cart is empty',
    as: 'guest',
    request: () => placeCashOrder(),
    status: 403,
    code: 'cart',
    message: 'Your cart is empty',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'nobody names themselves',
    as: 'nobody',
    request: () => placeCashOrder(),
    status: 403,
    code: 'guest_id',
    message: 'Guest id is missing or unknown',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the token has expired',
    as: 'expired',
    request: () => placeCashOrder(),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a guest would pay from a wallet',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => placeCashOrder({ payment_method: 'wallet' }),
    status: 403,
    code: 'payment_method',
    message: 'Login required',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the total shown is not the total to pay',
    as: 'customer',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => placeCashOrder({ order_amount: 0.01 }),
    status: 409,
    code: 'order_amount',
    message: 'The order total changed, please review it',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'no address is given',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => placeCashOrder({ address: '' }),
    status: 422,
    code: 'address',
    message: 'Delivery address is required',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the address lies outside every zone',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => placeCashOrder({ latitude: '24.7', longitude: '46.7' }),
    status: 403,
    code: 'coordinates',
    message: "You can't add address in this country",
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the payment method is unknown',
    as: 'customer',
    request: () => placeCashOrder({ payment_method: 'barter' }),
    status: 422,
    code: 'payment_method',
    message: '{field} is invalid',
    values: { field: 'payment_method' },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the payment method is missing',
    as: 'customer',
    request: () => placeCashOrder({ payment_method: undefined }),
    status: 422,
    code: 'payment_method',
    message: '{field} is required',
    values: { field: 'payment_method' },
  }),
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a guest pays digitally',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => placeCashOrder({ payment_method: 'digital_payment' }),
    status: 200,
    reply: v.object({ ...orderPlacedShape.entries, redirect_link: v.string() }),
    holds: (reply) => {
      expect(reply.payment_method).toBe('digital_payment');
      expect(reply.redirect_link).toContain('/payment/');
    },
  }),
  row({
    endpoint: 'GET /api/v1/offline_payment_method_list',
    when: 'anyone asks for the offline methods',
    as: 'nobody',
    request: () => get('/offline_payment_method_list'),
    status: 200,
    reply: v.array(offlineMethodShape),
    holds: (methods) => {
      expect(methods).toHaveLength(2);
      expect(methods[0]?.method_informations.some((field) => field.is_required === 1)).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/offline_payment_method_list',
    when: 'they are asked for in Arabic',
    as: 'nobody',
    request: () => ({ ...get('/offline_payment_method_list'), language: 'ar' }),
    status: 200,
    reply: v.array(offlineMethodShape),
    holds: (methods) => {
      for (const method of methods) expect(readsInArabic(method.method_name)).toBe(true);
    },
  }),
  row({
    endpoint: 'PUT /api/v1/customer/order/offline-payment',
    when: 'a guest sends the details of their offline payment',
    as: 'guest',
    given: (ids) => offlineOrderSteps(ids.plainItem.id),
    request: (_ids, earlier) => offlineDetails(earlier, true),
    status: 200,
    reply: messageOnlyShape,
    holds: (reply) => expect(reply.message).toBe(worded('en', 'Payment information submitted')),
  }),
  refusal({
    endpoint: 'PUT /api/v1/customer/order/offline-payment',
    when: 'a required detail is missing',
    as: 'customer',
    given: (ids) => offlineOrderSteps(ids.plainItem.id),
    request: (_ids, earlier) => offlineDetails(earlier, false),
    status: 422,
    code: 'transaction_reference',
    message: '{field} is required',
    values: { field: 'transaction_reference' },
  }),
  refusal({
    endpoint: 'PUT /api/v1/customer/order/offline-payment',
    when: "the order is not the shopper's",
    as: 'guest',
    request: () => ({
      method: 'PUT',
      path: `${API}/customer/order/offline-payment`,
      body: { order_id: UNKNOWN_ID, method_id: 1, transaction_reference: 'REF' },
    }),
    status: 404,
    code: 'order_id',
    message: 'Order not found',
  }),
];
