/*
 * Wire shapes of the checkout and the order pages (issue #18) that the rest of wire.ts does not
 * hold yet: saved addresses, the usual tip, the body of an order and of what follows it.
 */
import type { AddressType } from '../validation/addressRules';

/** A saved address as customer/address/list sends it: coordinates as text, its zone's id. */
export interface SavedAddress {
  id: number;
  user_id: number;
  address_type: AddressType;
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  latitude: string;
  longitude: string;
  zone_id: number;
  zone_ids: number[];
  created_at: string;
  updated_at: string;
}

/** A page of saved addresses (customer/address/list). */
export interface SavedAddressPage {
  total_size: number;
  limit: string;
  offset: string;
  addresses: SavedAddress[];
}

/** An address as the shopper enters it: where, who takes the order, and the door. */
export interface AddressDraft {
  address_type: AddressType;
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  latitude: number;
  longitude: number;
  road?: string;
  house?: string;
  floor?: string;
}

/** Reply of customer/address/add: the message and the zone the point lies in. */
export interface AddressAddedReply {
  message: string;
  zone_ids: number[];
}

/** Reply of customer/address/update/{id}: the message and the zone the point now lies in. */
export interface AddressUpdatedReply {
  message: string;
  zone_id: number;
}

/** Reply of customer/order/most-tips: the tip shoppers chose most often. */
export interface MostTipsReply {
  most_tips_amount: number;
}

/** The payment methods a shopper picks at checkout; a partial payment is the wallet's flag. */
export type CheckoutPaymentMethod =
  | 'cash_on_delivery'
  | 'wallet'
  | 'digital_payment'
  | 'offline_payment';

/**
 * The body of customer/order/place with 6amMart's field names. The server builds the order from
 * its own cart of the store named; `order_amount` is the total the shopper was shown, refused
 * (409) when it is no longer the total to pay.
 */
export interface PlaceOrderBody {
  order_amount: number;
  payment_method: CheckoutPaymentMethod;
  order_type: 'delivery' | 'take_away';
  store_id: number;
  /** A saved address (customers); else the address fields below. */
  address_id?: number;
  address?: string;
  latitude?: string;
  longitude?: string;
  contact_person_name?: string;
  contact_person_number?: string;
  address_type?: AddressType;
  road?: string;
  house?: string;
  floor?: string;
  dm_tips?: number;
  delivery_instruction?: string;
  cutlery?: 0 | 1;
  unavailable_item_note?: string;
  coupon_code?: string;
  /** 1: the wallet pays what it holds and `payment_method` the rest. */
  partial_payment?: 0 | 1;
  /** Where the demo payment page returns to after a digital payment. */
  callback?: string;
}

/** An offline payment's details: the method and what its form asked for. */
export interface OfflinePaymentDetails {
  orderId: number;
  methodId: number;
  /** The method's `customer_input` fields, filled. */
  fields: Readonly<Record<string, string>>;
  note?: string;
}

/** A refund request for a delivered order. */
export interface RefundRequest {
  orderId: number;
  reason: string;
  note?: string;
  /** At most 3 pictures (spec §5). */
  images?: readonly Blob[];
}

/** A review of one item of a delivered order. */
export interface ItemReviewDraft {
  itemId: number;
  orderId: number;
  rating: number;
  comment: string;
  images?: readonly Blob[];
}
