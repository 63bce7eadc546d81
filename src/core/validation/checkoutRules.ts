/*
 * Checkout rules (spec §5 "Checkout" and the ordering messages): who may check out as a guest,
 * the delivery address, the delivery note's length, and one restaurant per order.
 */
import { characterCount } from './characterCount';
import { type RuleResult, refuse } from './ruleResult';

/** Most characters of a delivery note (spec §9). */
export const DELIVERY_NOTE_MAX_LENGTH = 191;

/** Most characters of an order's note to the store (6amMart's `order_note`). */
export const ORDER_NOTE_MAX_LENGTH = 1000;

/** What decides whether checking out as a guest is offered. */
export interface GuestCheckoutContext {
  loggedIn: boolean;
  /** The shop's `guest_checkout_status`: 1 when guests may order. */
  guestCheckoutStatus: number | null | undefined;
}

/** Guest checkout is offered only to a visitor not logged in, when the shop allows it. */
export function canCheckOutAsGuest({
  loggedIn,
  guestCheckoutStatus,
}: GuestCheckoutContext): boolean {
  return !loggedIn && guestCheckoutStatus === 1;
}

/** The note for the courier: optional, at most 191 characters. */
export function checkDeliveryNote(note: string): RuleResult {
  return characterCount(note) > DELIVERY_NOTE_MAX_LENGTH
    ? refuse('Delivery note must be at most 191 characters')
    : null;
}

/** The order's note to the store (a prescription's to the pharmacy): optional, at most 1000 characters. */
export function checkOrderNote(note: string): RuleResult {
  return characterCount(note) > ORDER_NOTE_MAX_LENGTH
    ? refuse('The note must be at most 1000 characters')
    : null;
}

/** An order is delivered somewhere: an address must be chosen. */
export function checkDeliveryAddress(address: unknown): RuleResult {
  return address === null || address === undefined ? refuse('Delivery address is required') : null;
}

/**
 * A food order comes from one restaurant: an item of another one cannot join a cart that holds
 * some already.
 */
export function checkOneRestaurant(
  cartStoreIds: readonly number[],
  itemStoreId: number,
): RuleResult {
  return cartStoreIds.every((storeId) => storeId === itemStoreId)
    ? null
    : refuse('You can order from only one restaurant at a time');
}
