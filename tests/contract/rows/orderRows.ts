/*
 * Contract rows of what follows an order: order lists, details and tracking, cancelling and the
 * payment-method switch, the reasons the shop offers, the wallet and loyalty points. Both backends
 * start a session with no order, so the rows hold empty pages and the refusals; the server's
 * tests (demo-site/server/routes/afterOrder) cover orders in every status.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type {
  CancellationReasonPage,
  LedgerPage,
  LoyaltyPointTransaction,
  Order,
  OrderPage,
  RefundReasonsReply,
  WalletBonus,
  WalletTransaction,
} from '../../../src/core/api/wire';
import { IMAGE_MAX_BYTES } from '../../../src/core/validation';
import { gifBytes, pngBytes } from '../../../src/core/validation/imageBytes.fixtures';
import type { ContractRequest } from '../contractBackend';
import {
  API,
  type ContractRow,
  get,
  post,
  readsInArabic,
  refusal,
  row,
  UNKNOWN_ID,
} from '../contractRow';

type ShapeOf<T> = v.GenericSchema<unknown, T>;

const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const money = v.pipe(v.number(), v.minValue(0));
const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const instant = v.pipe(v.string(), v.isoTimestamp());
const maybeInstant = v.nullable(instant);
const maybeText = v.nullable(v.string());
const pageNumber = v.pipe(v.string(), v.regex(/^\d+$/));
const STATUSES = [
  'failed',
  'pending',
  'processing',
  'confirmed',
  'accepted',
  'picked_up',
  'handover',
  'delivered',
  'canceled',
  'refunded',
  'refund_requested',
  'refund_request_canceled',
] as const;

const orderShape = v.object({
  id: rowId,
  user_id: v.nullable(rowId),
  is_guest: v.picklist([0, 1]),
  store_id: rowId,
  zone_id: rowId,
  module_id: rowId,
  order_amount: money,
  coupon_discount_amount: money,
  coupon_code: maybeText,
  store_discount_amount: money,
  total_tax_amount: money,
  tax_status: v.picklist(['included', 'excluded']),
  tax_percentage: money,
  delivery_charge: money,
  original_delivery_charge: money,
  dm_tips: money,
  partially_paid_amount: money,
  payment_status: v.picklist(['paid', 'unpaid']),
  order_status: v.picklist(STATUSES),
  payment_method: filled,
  order_type: v.picklist(['delivery', 'take_away']),
  transaction_reference: maybeText,
  delivery_address: v.object({
    contact_person_name: v.string(),
    contact_person_number: v.string(),
    address_type: v.string(),
    address: v.string(),
    road: maybeText,
    house: maybeText,
    floor: maybeText,
    latitude: v.string(),
    longitude: v.string(),
  }),
  order_note: maybeText,
  delivery_instruction: maybeText,
  cutlery: v.picklist([0, 1]),
  unavailable_item_note: maybeText,
  cancellation_reason: maybeText,
  canceled_by: maybeText,
  distance: money,
  pending: maybeInstant,
  confirmed: maybeInstant,
  processing: maybeInstant,
  handover: maybeInstant,
  picked_up: maybeInstant,
  delivered: maybeInstant,
  canceled: maybeInstant,
  refund_requested: maybeInstant,
  refunded: maybeInstant,
  failed: maybeInstant,
  created_at: instant,
  updated_at: instant,
  details_count: count,
  store: v.object({
    id: rowId,
    name: filled,
    slug: filled,
    logo: v.string(),
    address: v.string(),
    latitude: v.number(),
    longitude: v.number(),
  }),
}) satisfies ShapeOf<Order>;

const orderPageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  orders: v.array(orderShape),
}) satisfies ShapeOf<OrderPage>;

const cancellationReasonsShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  data: v.array(
    v.object({
      id: rowId,
      reason: filled,
      user_type: v.literal('customer'),
      status: v.literal(1),
    }),
  ),
}) satisfies ShapeOf<CancellationReasonPage>;

const refundReasonsShape = v.object({
  refund_reasons: v.pipe(
    v.array(v.object({ id: rowId, reason: filled, status: v.literal(1) })),
    v.minLength(1),
  ),
}) satisfies ShapeOf<RefundReasonsReply>;

const WALLET_TYPES = [
  'order_place',
  'order_refund',
  'add_fund_by_admin',
  'add_fund',
  'loyalty_point',
  'referrer',
  'partial_payment',
  'point_to_wallet',
] as const;

const walletPageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  data: v.array(
    v.object({
      id: rowId,
      user_id: rowId,
      transaction_id: filled,
      reference: maybeText,
      transaction_type: v.picklist(WALLET_TYPES),
      debit: money,
      credit: money,
      admin_bonus: money,
      balance: money,
      created_at: instant,
    }),
  ),
}) satisfies ShapeOf<LedgerPage<WalletTransaction>>;

const loyaltyPageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  data: v.array(
    v.object({
      id: rowId,
      user_id: rowId,
      transaction_id: filled,
      reference: maybeText,
      transaction_type: v.picklist(['order_place', 'point_to_wallet']),
      debit: count,
      credit: count,
      balance: count,
      created_at: instant,
    }),
  ),
}) satisfies ShapeOf<LedgerPage<LoyaltyPointTransaction>>;

const bonusesShape = v.array(
  v.object({
    id: rowId,
    title: filled,
    description: v.string(),
    bonus_type: v.picklist(['percentage', 'amount']),
    bonus_amount: money,
    minimum_add_amount: money,
    maximum_bonus_amount: money,
    start_date: v.pipe(v.string(), v.isoDate()),
    end_date: v.pipe(v.string(), v.isoDate()),
  }),
) satisfies ShapeOf<WalletBonus[]>;

/** A PUT of a path under /api/v1 with a JSON body. */
const put = (path: string, body: Record<string, unknown>): ContractRequest => ({
  method: 'PUT',
  path: `${API}${path}`,
  body,
});

const NOT_FOUND = { code: 'order_id', message: 'Order not found' } as const;
const UNAUTHENTICATED = { code: 'auth-001', message: 'Unauthenticated.' } as const;

/** Rows of the order lists, which only a signed-in customer has. */
const listRows: ContractRow[] = ['list', 'running-orders'].flatMap((list) => [
  row({
    endpoint: `GET /api/v1/customer/order/${list}`,
    when: 'the customer has no order of the kind yet',
    as: 'customer',
    request: () => get(`/customer/order/${list}?limit=5`),
    status: 200,
    reply: orderPageShape,
    holds: (page) => expect(page).toEqual({ total_size: 0, limit: '5', offset: '1', orders: [] }),
  }),
  refusal({
    endpoint: `GET /api/v1/customer/order/${list}`,
    when: 'a guest asks: guests keep no order history',
    as: 'guest',
    request: () => get(`/customer/order/${list}`),
    status: 401,
    ...UNAUTHENTICATED,
  }),
  refusal({
    endpoint: `GET /api/v1/customer/order/${list}`,
    when: 'the page size is out of range',
    as: 'customer',
    request: () => get(`/customer/order/${list}?limit=0`),
    status: 422,
    code: 'limit',
    message: '{field} is invalid',
    values: { field: 'limit' },
  }),
]);

/** Rows of one order's lines and tracking. */
const orderReadRows: ContractRow[] = [
  ...(['details', 'track'] as const).flatMap((path) => [
    refusal({
      endpoint: `GET /api/v1/customer/order/${path}`,
      when: 'the customer names an order that is not theirs',
      as: 'customer',
      request: () => get(`/customer/order/${path}?order_id=${UNKNOWN_ID}`),
      status: 404,
      ...NOT_FOUND,
    }),
    refusal({
      endpoint: `GET /api/v1/customer/order/${path}`,
      when: 'the order id is not a number',
      as: 'customer',
      request: () => get(`/customer/order/${path}?order_id=abc`),
      status: 422,
      code: 'order_id',
      message: '{field} is invalid',
      values: { field: 'order_id' },
    }),
  ]),
  refusal({
    endpoint: 'GET /api/v1/customer/order/track',
    when: 'a guest leaves out the contact phone',
    as: 'guest',
    request: () => get(`/customer/order/track?order_id=${UNKNOWN_ID}`),
    status: 422,
    code: 'contact_number',
    message: '{field} is required',
    values: { field: 'contact_number' },
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/order/track',
    when: 'a guest names an order that is not theirs, with a phone',
    as: 'guest',
    request: () =>
      get(`/customer/order/track?order_id=${UNKNOWN_ID}&contact_number=%2B201000000001`),
    status: 404,
    ...NOT_FOUND,
  }),
];

/** Rows of the reasons, cancelling and the payment-method switch. */
const orderChangeRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/customer/order/cancellation-reasons',
    when: 'anyone asks, in Arabic',
    as: 'nobody',
    request: () => ({ ...get('/customer/order/cancellation-reasons'), language: 'ar' }),
    status: 200,
    reply: cancellationReasonsShape,
    holds: (page) => {
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((reason) => readsInArabic(reason.reason))).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/order/refund-reasons',
    when: 'anyone asks',
    as: 'nobody',
    request: () => get('/customer/order/refund-reasons'),
    status: 200,
    reply: refundReasonsShape,
  }),
  refusal({
    endpoint: 'PUT /api/v1/customer/order/cancel',
    when: 'the customer cancels an order that is not theirs',
    as: 'customer',
    request: () => put('/customer/order/cancel', { order_id: UNKNOWN_ID, reason: 'Mistake' }),
    status: 404,
    ...NOT_FOUND,
  }),
  refusal({
    endpoint: 'PUT /api/v1/customer/order/cancel',
    when: 'the reason is left out',
    as: 'customer',
    request: () => put('/customer/order/cancel', { order_id: UNKNOWN_ID }),
    status: 422,
    code: 'reason',
    message: '{field} is required',
    values: { field: 'reason' },
  }),
  refusal({
    endpoint: 'PUT /api/v1/customer/order/cancel',
    when: 'a guest cancels an order that is not theirs',
    as: 'guest',
    request: () => put('/customer/order/cancel', { order_id: UNKNOWN_ID, reason: 'Mistake' }),
    status: 404,
    ...NOT_FOUND,
  }),
  refusal({
    endpoint: 'PUT /api/v1/customer/order/payment-method',
    when: 'the order is not theirs',
    as: 'customer',
    request: () => put('/customer/order/payment-method', { order_id: UNKNOWN_ID }),
    status: 404,
    ...NOT_FOUND,
  }),
  refusal({
    endpoint: 'PUT /api/v1/customer/order/payment-method',
    when: 'a method other than cash on delivery is asked for',
    as: 'customer',
    request: () =>
      put('/customer/order/payment-method', { order_id: UNKNOWN_ID, payment_method: 'wallet' }),
    status: 422,
    code: 'payment_method',
    message: '{field} is invalid',
    values: { field: 'payment_method' },
  }),
];

/** Rows of the wallet and the loyalty points. */
const walletRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/customer/wallet/transactions',
    when: 'the customer reads their wallet',
    as: 'customer',
    request: () => get('/customer/wallet/transactions?limit=5'),
    status: 200,
    reply: walletPageShape,
    holds: (page) => expect(page).toMatchObject({ limit: '5', offset: '1' }),
  }),
  row({
    endpoint: 'GET /api/v1/customer/wallet/transactions',
    when: 'the customer reads one type of their wallet’s transactions',
    as: 'customer',
    request: () => get('/customer/wallet/transactions?type=add_fund'),
    status: 200,
    reply: walletPageShape,
    holds: (page) => {
      for (const movement of page.data) expect(movement.transaction_type).toBe('add_fund');
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/wallet/transactions',
    when: 'the type asked is none of spec §3’s',
    as: 'customer',
    request: () => get('/customer/wallet/transactions?type=lottery'),
    status: 422,
    code: 'type',
    message: '{field} is invalid',
    values: { field: 'type' },
  }),
  row({
    endpoint: 'GET /api/v1/customer/wallet/bonuses',
    when: 'the customer asks for the top-up bonuses',
    as: 'customer',
    request: () => get('/customer/wallet/bonuses'),
    status: 200,
    reply: bonusesShape,
  }),
  row({
    endpoint: 'GET /api/v1/customer/loyalty-point/transactions',
    when: 'the customer reads their points',
    as: 'customer',
    request: () => get('/customer/loyalty-point/transactions'),
    status: 200,
    reply: loyaltyPageShape,
  }),
  ...(
    [
      ['GET', '/customer/wallet/transactions'],
      ['GET', '/customer/wallet/bonuses'],
      ['GET', '/customer/loyalty-point/transactions'],
      ['POST', '/customer/loyalty-point/point-transfer'],
      ['POST', '/customer/wallet/add-fund'],
    ] as const
  ).map(([method, path]) =>
    refusal({
      endpoint: `${method} /api/v1${path}`,
      when: 'a guest asks: the wallet and points are a customer’s',
      as: 'guest',
      request: () => (method === 'GET' ? get(path) : post(path, { point: 200, amount: 100 })),
      status: 401,
      ...UNAUTHENTICATED,
    }),
  ),
  refusal({
    endpoint: 'POST /api/v1/customer/loyalty-point/point-transfer',
    when: 'fewer than 200 points are to be converted',
    as: 'customer',
    request: () => post('/customer/loyalty-point/point-transfer', { point: 150 }),
    status: 422,
    code: 'point',
    message: 'You need at least {min} points to transfer',
    values: { min: 200 },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/loyalty-point/point-transfer',
    when: 'more points than the customer holds are to be converted',
    as: 'customer',
    request: () => post('/customer/loyalty-point/point-transfer', { point: 900_000 }),
    status: 422,
    code: 'point',
    message: 'You do not have enough points',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/loyalty-point/point-transfer',
    when: 'the points are not a whole number',
    as: 'customer',
    request: () => post('/customer/loyalty-point/point-transfer', { point: 'many' }),
    status: 422,
    code: 'point',
    message: '{field} is invalid',
    values: { field: 'point' },
  }),
];

/** Rows of a wallet top-up, which goes through the demo payment page. */
const addFundRows: ContractRow[] = [
  row({
    endpoint: 'POST /api/v1/customer/wallet/add-fund',
    when: 'the customer tops up their wallet',
    as: 'customer',
    request: () => post('/customer/wallet/add-fund', { amount: 250 }),
    status: 200,
    reply: v.object({ redirect_link: v.pipe(v.string(), v.url()) }),
    holds: (reply) => expect(new URL(reply.redirect_link).pathname).toMatch(/^\/payment\/.+/),
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/wallet/add-fund',
    when: 'the amount is not a positive number',
    as: 'customer',
    request: () => post('/customer/wallet/add-fund', { amount: 0 }),
    status: 422,
    code: 'amount',
    message: '{field} is invalid',
    values: { field: 'amount' },
  }),
];

/** A POST of a multipart form under /api/v1, as 6amMart's clients send photos. */
function postForm(
  path: string,
  fields: Record<string, string | number>,
  files: [field: string, file: File][] = [],
): ContractRequest {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, file] of files) form.append(name, file);
  return { method: 'POST', path: `${API}${path}`, form };
}

/** A photo file: its bytes, and a name and type of the client's choosing (the server reads the bytes). */
const photoFile = (bytes: Uint8Array<ArrayBuffer>, name = 'photo.png') =>
  new File([bytes], name, { type: 'image/png' });

const SMALL_GIF = gifBytes(5, 5);

/** Rows of refund requests and reviews, refused before any order is needed. */
const refundAndReviewRows: ContractRow[] = [
  refusal({
    endpoint: 'POST /api/v1/customer/order/refund-request',
    when: 'the order is not the customer’s',
    as: 'customer',
    request: () =>
      postForm(
        '/customer/order/refund-request',
        { order_id: UNKNOWN_ID, customer_reason: 'Damaged' },
        [['image[]', photoFile(pngBytes(4, 4))]],
      ),
    status: 404,
    ...NOT_FOUND,
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/refund-request',
    when: 'four photos are sent',
    as: 'customer',
    request: () =>
      postForm(
        '/customer/order/refund-request',
        { order_id: UNKNOWN_ID, customer_reason: 'Damaged' },
        [1, 2, 3, 4].map((n): [string, File] => ['image[]', photoFile(SMALL_GIF, `${n}.gif`)]),
      ),
    status: 422,
    code: 'image',
    message: 'Maximum 3 images can be send at a time.',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/refund-request',
    when: 'a photo is text named and typed as a PNG',
    as: 'customer',
    request: () =>
      postForm(
        '/customer/order/refund-request',
        { order_id: UNKNOWN_ID, customer_reason: 'Damaged' },
        [
          [
            'image[]',
            photoFile(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
          ],
        ],
      ),
    status: 422,
    code: 'image',
    message: 'Only JPG, PNG and GIF images are allowed',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/refund-request',
    when: 'a photo is over 2 MB, asked in Arabic',
    as: 'customer',
    request: () =>
      postForm(
        '/customer/order/refund-request',
        { order_id: UNKNOWN_ID, customer_reason: 'Damaged' },
        [['image[]', photoFile(pngBytes(10, 10, IMAGE_MAX_BYTES + 1))]],
      ),
    status: 422,
    code: 'image',
    message: 'Image size must not exceed 2 MB',
    language: 'ar',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/refund-request',
    when: 'photos come as base64 text in JSON',
    as: 'customer',
    request: () =>
      post('/customer/order/refund-request', {
        order_id: UNKNOWN_ID,
        customer_reason: 'Damaged',
        image: ['R0lGODlhAQABAAAAACw='],
      }),
    status: 422,
    code: 'image',
    message: 'Send photos as files of a multipart form',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/refund-request',
    when: 'the reason is left empty, asked in Arabic',
    as: 'customer',
    request: () =>
      postForm('/customer/order/refund-request', { order_id: UNKNOWN_ID, customer_reason: ' ' }),
    status: 422,
    code: 'customer_reason',
    message: 'Reason is required',
    language: 'ar',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/refund-request',
    when: 'the order id is left out',
    as: 'customer',
    request: () => postForm('/customer/order/refund-request', { customer_reason: 'Damaged' }),
    status: 422,
    code: 'order_id',
    message: '{field} is required',
    values: { field: 'order_id' },
  }),
  refusal({
    endpoint: 'POST /api/v1/items/reviews/submit',
    when: 'a guest reviews: reviews are a customer’s',
    as: 'guest',
    request: (ids) =>
      postForm('/items/reviews/submit', {
        item_id: ids.plainItem.id,
        order_id: UNKNOWN_ID,
        rating: 5,
        comment: 'Fresh',
      }),
    status: 401,
    ...UNAUTHENTICATED,
  }),
  refusal({
    endpoint: 'POST /api/v1/items/reviews/submit',
    when: 'the rating is left out',
    as: 'customer',
    request: (ids) =>
      postForm('/items/reviews/submit', {
        item_id: ids.plainItem.id,
        order_id: UNKNOWN_ID,
        comment: 'Fresh',
      }),
    status: 422,
    code: 'rating',
    message: 'Rating is required',
  }),
  refusal({
    endpoint: 'POST /api/v1/items/reviews/submit',
    when: 'four photos are attached',
    as: 'customer',
    request: (ids) =>
      postForm(
        '/items/reviews/submit',
        { item_id: ids.plainItem.id, order_id: UNKNOWN_ID, rating: 4, comment: 'Fresh' },
        [1, 2, 3, 4].map((n): [string, File] => ['attachment[]', photoFile(SMALL_GIF, `${n}.gif`)]),
      ),
    status: 422,
    code: 'attachment',
    message: 'Maximum 3 images can be send at a time.',
  }),
  refusal({
    endpoint: 'POST /api/v1/items/reviews/submit',
    when: 'the order is not the customer’s, with a photo',
    as: 'customer',
    request: (ids) =>
      postForm(
        '/items/reviews/submit',
        { item_id: ids.plainItem.id, order_id: UNKNOWN_ID, rating: 4, comment: 'Fresh' },
        [['attachment[]', photoFile(pngBytes(4, 4))]],
      ),
    status: 404,
    ...NOT_FOUND,
  }),
  refusal({
    endpoint: 'POST /api/v1/items/reviews/submit',
    when: 'the order is not the customer’s, sent as JSON as the 6amMart web sends a review',
    as: 'customer',
    request: (ids) =>
      post('/items/reviews/submit', {
        item_id: ids.plainItem.id,
        order_id: UNKNOWN_ID,
        rating: 4,
        comment: 'Fresh',
      }),
    status: 404,
    ...NOT_FOUND,
  }),
];

/** Everything after the order. */
export const orderRows: ContractRow[] = [
  ...listRows,
  ...orderReadRows,
  ...orderChangeRows,
  ...walletRows,
  ...addFundRows,
  ...refundAndReviewRows,
];
