import * as v from 'valibot';
import { deliveryNoteSchema, orderNoteSchema } from '../../../../src/core/validation';
import { ADDRESS_TYPES } from '../../db/orderSchema';
import { numberField } from '../../http/parseInput';
import { rowId } from '../account/requestParts';

/** The payment methods a shopper picks at checkout (a partial payment is `partial_payment=1`). */
export const CHOSEN_PAYMENT_METHODS = [
  'cash_on_delivery',
  'wallet',
  'digital_payment',
  'offline_payment',
] as const;

/** A payment method a shopper picks. */
export type ChosenPaymentMethod = (typeof CHOSEN_PAYMENT_METHODS)[number];

/** Most money a request may name (a tip, the total it was shown). */
const MAX_AMOUNT = 10_000_000;

/** A free text of at most `max` characters, absent as null. */
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))), null);

/** 6amMart sends flags as 1/0, '1'/'0' or booleans. */
const flag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])]),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
  false,
);

/** A coordinate as 6amMart sends it (text or number); whether it is present is checked later. */
const coordinate = (limit: number) =>
  v.optional(v.nullable(v.union([numberField(-limit, limit), v.literal('')])), null);

/**
 * Body of POST customer/order/place, with 6amMart's field names. Prices are never read: the
 * order is built from the server's cart; `order_amount` is only compared with the server's total.
 * `distance` is accepted and ignored (the server measures it).
 */
export const placeOrderInput = v.object({
  order_amount: v.optional(v.nullable(numberField(0, MAX_AMOUNT)), null),
  payment_method: v.picklist(CHOSEN_PAYMENT_METHODS),
  order_type: v.optional(v.picklist(['delivery', 'take_away']), 'delivery'),
  store_id: v.optional(v.nullable(rowId()), null),
  distance: v.optional(v.unknown()),
  address_id: v.optional(v.nullable(rowId()), null),
  address: optionalText(255),
  latitude: coordinate(90),
  longitude: coordinate(180),
  contact_person_name: optionalText(100),
  contact_person_number: optionalText(30),
  address_type: v.optional(v.nullable(v.picklist(ADDRESS_TYPES)), null),
  road: optionalText(191),
  house: optionalText(191),
  floor: optionalText(191),
  dm_tips: v.optional(v.nullable(numberField(0, MAX_AMOUNT)), null),
  order_note: v.optional(v.nullable(orderNoteSchema), null),
  delivery_instruction: v.optional(v.nullable(deliveryNoteSchema), null),
  cutlery: flag,
  unavailable_item_note: optionalText(191),
  coupon_code: optionalText(100),
  partial_payment: flag,
  /** Where the demo payment page returns to after a digital payment. */
  callback: optionalText(2000),
  guest_id: v.optional(v.unknown()),
});

/** A parsed order placement. */
export type PlaceOrderInput = v.InferOutput<typeof placeOrderInput>;
