/*
 * Contract rows of sending a parcel (customer/order/place with `order_type: 'parcel'`, 6amMart's
 * fields) and of reading it back. No cart: the rows read the shop's config and parcel categories
 * first, and check the price against the core's rule with the backend's own rates. Both backends
 * serve the sender and the receiver from their Cairo zone.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { greatCircleKm, parcelCharge } from '../../../src/core/pricing';
import { parcelCategoriesShape } from '../contentShapes';
import type { ContractRequest } from '../contractBackend';
import { type ContractRow, get, post, refusal, row, UNKNOWN_ID, worded } from '../contractRow';

const SENDER = {
  address: '12 Nile Street, Garden City',
  latitude: '30.05',
  longitude: '31.24',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201012345678',
  address_type: 'Pickup',
};
const RECEIVER = {
  contact_person_name: 'Omar Nabil',
  contact_person_number: '+201112223334',
  address: '5 Tahrir Square',
  latitude: '30.08',
  longitude: '31.28',
  floor: '3',
  address_type: 'Delivery',
};

/** The first category with rates of its own, from the categories listed before. */
function ratedCategory(earlier: readonly unknown[]) {
  const listed = v.parse(parcelCategoriesShape, earlier[1]);
  const rated = listed.find((category) => category.parcel_per_km_shipping_charge !== null);
  if (!rated) throw new Error('expected a parcel category with its own rates');
  return rated;
}

/** A parcel as the 6amMart web sends it: the sender flat, the receiver as JSON text. */
const sendParcel = (
  categoryId: number,
  fields: Record<string, unknown> = {},
  receiver: Record<string, unknown> = {},
): ContractRequest =>
  post('/customer/order/place', {
    order_type: 'parcel',
    payment_method: 'cash_on_delivery',
    parcel_category_id: categoryId,
    charge_payer: 'sender',
    distance: 3,
    ...SENDER,
    receiver_details: JSON.stringify({ ...RECEIVER, ...receiver }),
    dm_tips: 5,
    ...fields,
  });

/** Reads the shop's config (its zones and tax) and its parcel categories. */
const readRates = () => [get('/config'), get('/parcel-category')];

const configShape = v.object({
  tax: v.optional(v.nullable(v.number())),
  tax_included: v.picklist([0, 1]),
  digit_after_decimal_point: v.number(),
  zones: v.array(
    v.object({
      latitude: v.union([v.number(), v.string()]),
      longitude: v.union([v.number(), v.string()]),
      per_km_shipping_charge: v.number(),
      minimum_shipping_charge: v.number(),
      maximum_shipping_charge: v.number(),
    }),
  ),
});

/** What the core's rule says the parcel costs with the backend's Cairo zone and category. */
function expectedTotal(earlier: readonly unknown[]): number {
  const config = v.parse(configShape, earlier[0]);
  const sender = { lat: Number(SENDER.latitude), lng: Number(SENDER.longitude) };
  const [zone] = [...config.zones].sort(
    (a, b) =>
      greatCircleKm(sender, { lat: Number(a.latitude), lng: Number(a.longitude) }) -
      greatCircleKm(sender, { lat: Number(b.latitude), lng: Number(b.longitude) }),
  );
  if (!zone) throw new Error('expected a zone');
  return parcelCharge({
    distanceKm: greatCircleKm(sender, {
      lat: Number(RECEIVER.latitude),
      lng: Number(RECEIVER.longitude),
    }),
    category: ratedCategory(earlier),
    zone,
    taxPercent: config.tax ?? 0,
    taxIncluded: config.tax_included,
    dmTips: 5,
    digits: config.digit_after_decimal_point,
  }).total;
}

const placedShape = v.object({
  message: v.string(),
  order_id: v.pipe(v.number(), v.integer(), v.minValue(100001)),
  total_ammount: v.pipe(v.number(), v.minValue(0)),
  status: v.literal('pending'),
  payment_method: v.string(),
  user_id: v.number(),
});

const addressShape = v.object({
  contact_person_name: v.string(),
  contact_person_number: v.string(),
  address_type: v.string(),
  address: v.string(),
  road: v.nullable(v.string()),
  house: v.nullable(v.string()),
  floor: v.nullable(v.string()),
  latitude: v.string(),
  longitude: v.string(),
});

/** The parcel fields of an order reply (the rest of the order is orderRows' shape). */
const parcelOrderShape = v.object({
  id: v.number(),
  order_type: v.literal('parcel'),
  order_status: v.string(),
  order_amount: v.number(),
  delivery_address: addressShape,
  receiver_details: addressShape,
  charge_payer: v.picklist(['sender', 'receiver']),
  parcel_category: v.object({
    id: v.number(),
    name: v.string(),
    parcel_per_km_shipping_charge: v.nullable(v.number()),
    parcel_minimum_shipping_charge: v.nullable(v.number()),
  }),
  details_count: v.literal(0),
});

/** Reads back the parcel placed by the last request of `given`. */
const placedId = (earlier: readonly unknown[]) => v.parse(placedShape, earlier[2]).order_id;

/** Sending a parcel, and the order it leaves. */
export const parcelRows: ContractRow[] = [
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a guest sends a parcel, paying cash on delivery',
    as: 'guest',
    given: readRates,
    request: (_ids, earlier) => sendParcel(ratedCategory(earlier).id),
    status: 200,
    reply: placedShape,
    holds: (reply, _ids, earlier) => {
      expect(reply.message).toBe(worded('en', 'Order placed successfully'));
      expect(reply.user_id).toBe(0);
      expect(reply.total_ammount).toBe(expectedTotal(earlier));
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: "a parcel's receiver has no location",
    as: 'guest',
    given: readRates,
    request: (_ids, earlier) =>
      sendParcel(ratedCategory(earlier).id, {}, { latitude: '', longitude: '' }),
    status: 422,
    code: 'coordinates',
    message: 'Sender or Receiver location is missing',
    language: 'ar',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: "a parcel's sender has no location",
    as: 'customer',
    given: readRates,
    request: (_ids, earlier) => sendParcel(ratedCategory(earlier).id, { latitude: null }),
    status: 422,
    code: 'coordinates',
    message: 'Sender or Receiver location is missing',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a parcel names a category the shop does not have',
    as: 'guest',
    request: () => sendParcel(UNKNOWN_ID),
    status: 404,
    code: 'parcel_category_id',
    message: 'Parcel category not found',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'the receiver would pay for a parcel from a wallet',
    as: 'customer',
    given: readRates,
    request: (_ids, earlier) =>
      sendParcel(ratedCategory(earlier).id, { charge_payer: 'receiver', payment_method: 'wallet' }),
    status: 403,
    code: 'payment_method',
    message: 'When the receiver pays, the parcel is paid in cash',
  }),
  row({
    endpoint: 'GET /api/v1/customer/order/track',
    when: 'the customer tracks the parcel they sent, in Arabic',
    as: 'customer',
    given: () => [
      ...readRates(),
      // The category is the fixture's first one with its own rates on both backends: id 1.
      sendParcel(1, { charge_payer: 'receiver' }),
    ],
    request: (_ids, earlier) => ({
      ...get(`/customer/order/track?order_id=${placedId(earlier)}`),
      language: 'ar',
    }),
    status: 200,
    reply: parcelOrderShape,
    holds: (order, _ids, earlier) => {
      expect(order.id).toBe(placedId(earlier));
      expect(order.charge_payer).toBe('receiver');
      expect(order.parcel_category.id).toBe(1);
      expect(order.delivery_address.contact_person_name).toBe(SENDER.contact_person_name);
      expect(order.receiver_details).toMatchObject({
        contact_person_name: RECEIVER.contact_person_name,
        address: RECEIVER.address,
        floor: '3',
        latitude: RECEIVER.latitude,
      });
      expect(order.order_amount).toBe(expectedTotal(earlier));
      expect(order.parcel_category.name).toMatch(/[\u0600-\u06FF]/);
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/order/details',
    when: 'the customer reads the lines of the parcel they sent',
    as: 'customer',
    given: () => [...readRates(), sendParcel(1)],
    request: (_ids, earlier) => get(`/customer/order/details?order_id=${placedId(earlier)}`),
    status: 200,
    reply: v.array(v.unknown()),
    holds: (lines) => {
      // A parcel has no item lines: what it is lives on the order (parcel_category).
      expect(lines).toEqual([]);
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/order/running-orders',
    when: 'the customer lists their running orders after sending a parcel',
    as: 'customer',
    given: () => [...readRates(), sendParcel(1)],
    request: () => get('/customer/order/running-orders?offset=1&limit=10'),
    status: 200,
    reply: v.object({ orders: v.array(v.unknown()) }),
    holds: (page, _ids, earlier) => {
      const [first] = page.orders;
      const order = v.parse(parcelOrderShape, first);
      expect(order.id).toBe(placedId(earlier));
    },
  }),
];
