/*
 * The kit's call that sends a parcel (the parcel module): 6amMart v1's customer/order/place with
 * `order_type: 'parcel'`. No cart is read: the sender's contact and address are the order's own
 * fields, the receiver's go in `receiver_details`, and the server prices the parcel itself.
 */
import type { AddressType } from '../validation/addressRules';
import type { CallOptions, Requester } from './requestOptions';
import type { Order, OrderPlacedReply } from './wire';

/** Who pays for a parcel: the sender as it is sent, or the receiver in cash when it arrives. */
export type ParcelChargePayer = NonNullable<Order['charge_payer']>;

/** The ways a parcel may be paid: the receiver pays in cash only. */
export type ParcelPaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet';

/** One end of a parcel as 6amMart names its fields: who gives or takes it, and where. */
export interface ParcelEndFields {
  contact_person_name: string;
  contact_person_number: string;
  address_type: AddressType;
  address: string;
  /** Coordinates as text, as every 6amMart address body carries them. */
  latitude: string;
  longitude: string;
  road?: string;
  house?: string;
  floor?: string;
}

/** Body of a parcel's placement: the sender's fields flat, the receiver in `receiver_details`. */
export interface ParcelOrderBody extends ParcelEndFields {
  order_type: 'parcel';
  parcel_category_id: number;
  charge_payer: ParcelChargePayer;
  receiver_details: ParcelEndFields;
  payment_method: ParcelPaymentMethod;
  /** The total the shopper was shown; the server refuses another (409). */
  order_amount: number;
  /** For the delivery man, at most 191 characters (spec §5). */
  delivery_instruction?: string;
  /** Where the demo payment page returns to after a digital payment. */
  callback?: string;
}

/** The parcel calls. */
export interface ParcelEndpoints {
  /**
   * POST customer/order/place with `order_type: 'parcel'`. `attempt` is sent as the
   * `Idempotency-Key`, so a retry after a lost reply never sends the parcel twice. A guest names
   * itself by guest_id (the server takes a guest's parcel when the shop takes guest orders).
   */
  placeParcelOrder(
    body: ParcelOrderBody,
    attempt: string,
    call?: CallOptions,
  ): Promise<OrderPlacedReply>;
}

/** Builds the parcel calls on top of the client's requester. */
export function createParcelEndpoints(request: Requester): ParcelEndpoints {
  return {
    placeParcelOrder: (body, attempt, call) =>
      request<OrderPlacedReply>('/api/v1/customer/order/place', {
        ...call,
        method: 'POST',
        body: { ...body },
        guest: 'body',
        headers: { 'Idempotency-Key': attempt },
      }),
  };
}
