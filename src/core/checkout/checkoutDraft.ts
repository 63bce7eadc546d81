/*
 * The checkout's persisted draft: everything the shopper chose or typed on the checkout page,
 * the key of the attempt under way, and the last order placed, so neither a reload nor a network
 * failure loses any of it. Stored as one versioned slice through the store's persistence.
 */
import * as v from 'valibot';
import type { ListedCoupon } from '../api/wire';
import { field } from '../store/schemaHelpers';
import { type DeliveryDraft, deliveryDraftSchema, EMPTY_DELIVERY_DRAFT } from './deliveryDraft';

/**
 * What to do with an item the store turns out not to have, as 6amMart asks it. The English text
 * is both the message key the page shows and the `unavailable_item_note` the order carries, so
 * the order pages can translate it back.
 */
export const UNAVAILABLE_ITEM_CHOICES = [
  'Remove it from my order',
  'Replace it with a similar item',
  'Call me to decide',
] as const;

/** One answer to an unavailable item. */
export type UnavailableItemChoice = (typeof UNAVAILABLE_ITEM_CHOICES)[number];

/** The methods that pay what the wallet does not (or the whole order when the wallet is unused). */
export const ORDER_PAYMENT_METHODS = [
  'cash_on_delivery',
  'digital_payment',
  'offline_payment',
] as const;

/** A method besides the wallet. */
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** The last order placed from this checkout, enough for its confirmation without a request. */
export interface PlacedOrderNote {
  orderId: number;
  /** The total charged, tip included. */
  total: number;
  /** The method as the server recorded it (`partial_payment` when the wallet paid a share). */
  paymentMethod: string;
  /** Whether a guest placed it (a guest tracks it by id and phone, and has no order history). */
  guest: boolean;
}

/** The attempt to place an order under way: its idempotency key. */
export interface CheckoutAttempt {
  key: string;
}

/** The persisted checkout draft. */
export interface CheckoutDraft {
  delivery: DeliveryDraft;
  /** The customer's saved address chosen for delivery. */
  savedAddressId: number | null;
  /** The store whose lines are ordered now (a cart may hold several). */
  storeId: number | null;
  /** The note for the delivery man (`delivery_instruction`), at most 191 characters to send. */
  note: string;
  cutlery: boolean;
  unavailableItem: UnavailableItemChoice;
  /** The delivery man's tip in the shop's currency; 0 for none. */
  tip: number;
  /** The coupon code as typed in the entry. */
  couponText: string;
  /** The coupon the server accepted for the chosen store, as `coupon/apply` answered it. */
  coupon: ListedCoupon | null;
  /** The method chosen; null until the shopper picks one. */
  paymentMethod: OrderPaymentMethod | null;
  /** Whether the wallet pays (all of the order when it holds enough, else a share). */
  useWallet: boolean;
  attempt: CheckoutAttempt | null;
  /** An order paid offline whose payment details are still to send. */
  offlineOrderId: number | null;
  placed: PlacedOrderNote | null;
}

/** A checkout with nothing chosen. */
export const checkoutDefaults: CheckoutDraft = {
  delivery: EMPTY_DELIVERY_DRAFT,
  savedAddressId: null,
  storeId: null,
  note: '',
  cutlery: false,
  unavailableItem: 'Remove it from my order',
  tip: 0,
  couponText: '',
  coupon: null,
  paymentMethod: null,
  useWallet: false,
  attempt: null,
  offlineOrderId: null,
  placed: null,
};

/** Most money a draft holds (the server's own bound on a tip). */
export const MAX_AMOUNT = 10_000_000;
/** Longest note kept: longer than the rule allows, so a pasted text is refused in words, not cut. */
const MAX_STORED_NOTE = 2000;
/** An idempotency key as the kit makes them; it is sent as a header, so nothing else passes. */
const ATTEMPT_KEY = /^[\w-]{1,200}$/;

const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));
const amount = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_AMOUNT));
const storedCoupon = v.custom<ListedCoupon>((input) =>
  v.is(
    v.looseObject({
      id: v.number(),
      code: v.pipe(v.string(), v.minLength(1)),
      title: v.string(),
      coupon_type: v.picklist(['zone_wise', 'store_wise', 'free_delivery', 'default']),
      discount_type: v.picklist(['percent', 'amount']),
      discount: amount,
      max_discount: amount,
      min_purchase: amount,
    }),
    input,
  ),
);

/** Validates a stored checkout draft field by field; a corrupt field falls back on its own. */
export const checkoutDraftSchema = v.object({
  delivery: field(deliveryDraftSchema, EMPTY_DELIVERY_DRAFT),
  savedAddressId: field(v.nullable(rowId), null),
  storeId: field(v.nullable(rowId), null),
  note: field(v.pipe(v.string(), v.maxLength(MAX_STORED_NOTE)), ''),
  cutlery: field(v.boolean(), false),
  unavailableItem: field(v.picklist(UNAVAILABLE_ITEM_CHOICES), 'Remove it from my order'),
  tip: field(amount, 0),
  couponText: field(v.pipe(v.string(), v.maxLength(MAX_STORED_NOTE)), ''),
  coupon: field(v.nullable(storedCoupon), null),
  paymentMethod: field(v.nullable(v.picklist(ORDER_PAYMENT_METHODS)), null),
  useWallet: field(v.boolean(), false),
  attempt: field(v.nullable(v.object({ key: v.pipe(v.string(), v.regex(ATTEMPT_KEY)) })), null),
  offlineOrderId: field(v.nullable(rowId), null),
  placed: field(
    v.nullable(
      v.object({
        orderId: rowId,
        total: amount,
        paymentMethod: v.pipe(v.string(), v.maxLength(64)),
        guest: v.boolean(),
      }),
    ),
    null,
  ),
});
