import * as v from 'valibot';
import { deliveryNoteSchema } from '../../../../src/core/validation';
import { CHARGE_PAYERS } from '../../db/parcelSchema';
import { numberField } from '../../http/parseInput';
import { rowId } from '../account/requestParts';
import { CHOSEN_PAYMENT_METHODS } from './orderInput';

/** Most money a request may name (a tip, the total it was shown), as for any order. */
const MAX_AMOUNT = 10_000_000;

/** A free text of at most `max` characters, absent as null. */
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))), null);

/** A coordinate as sent, whatever it is: whether it is a usable one is the parcel rule's call. */
const rawCoordinate = v.optional(v.unknown());

/** 6amMart sends flags as 1/0, '1'/'0' or booleans. */
const flag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])]),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
  false,
);

/** The contact and address of one end of a parcel (the sender's fields, or the receiver's). */
const endFields = {
  contact_person_name: optionalText(100),
  contact_person_number: optionalText(30),
  // 6amMart's parcel screens send their own words here ('Pickup', 'Delivery'): kept as 'others'.
  address_type: optionalText(30),
  address: optionalText(255),
  road: optionalText(191),
  house: optionalText(191),
  floor: optionalText(191),
  latitude: rawCoordinate,
  longitude: rawCoordinate,
};

/** The receiver as 6amMart sends it: a JSON text (or an object) with the address fields. */
const receiverDetails = v.pipe(
  v.union([
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return JSON.parse(dataset.value) as unknown;
        } catch {
          addIssue({ message: 'not JSON' });
          return NEVER;
        }
      }),
    ),
    v.record(v.string(), v.unknown()),
  ]),
  v.object(endFields),
);

/** The receiver's fields as parsed. */
export type ParcelEndInput = v.InferOutput<v.ObjectSchema<typeof endFields, undefined>>;

/**
 * Body of POST customer/order/place for a parcel (6amMart's `order_type: 'parcel'`): the sender's
 * address in the order's own fields, the receiver in `receiver_details`, the category and who
 * pays. No cart is read. `distance` is accepted and ignored (the server measures it).
 */
export const parcelOrderInput = v.object({
  order_type: v.literal('parcel'),
  payment_method: v.picklist(CHOSEN_PAYMENT_METHODS),
  parcel_category_id: rowId(),
  charge_payer: v.optional(v.picklist(CHARGE_PAYERS), 'sender'),
  receiver_details: v.optional(v.nullable(receiverDetails), null),
  ...endFields,
  order_amount: v.optional(v.nullable(numberField(0, MAX_AMOUNT)), null),
  dm_tips: v.optional(v.nullable(numberField(0, MAX_AMOUNT)), null),
  order_note: optionalText(1000),
  delivery_instruction: v.optional(v.nullable(deliveryNoteSchema), null),
  partial_payment: flag,
  distance: v.optional(v.unknown()),
  /** Where the demo payment page returns to after a digital payment. */
  callback: optionalText(2000),
  guest_id: v.optional(v.unknown()),
});

/** A parsed parcel order placement. */
export type ParcelOrderInput = v.InferOutput<typeof parcelOrderInput>;

/** Whether a placement asks for a parcel (6amMart's `order_type: 'parcel'`). */
export function isParcelRequest(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'order_type' in body &&
    body.order_type === 'parcel'
  );
}
